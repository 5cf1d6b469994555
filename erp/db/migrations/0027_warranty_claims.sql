-- Warranty claims per brand (issue 22 item 4, decision 0035). A claim is numbered WC-<year>-<six
-- digits>, one sequence per year: the counter row of the year is taken with an upsert inside the
-- claim's transaction, so two claims at the same moment wait for each other and never share a
-- number, and a claim that fails leaves no gap. Its pictures are kept here, as bytes, with the
-- type read from their first bytes; the shop never serves them (the office exports them with
-- `npm run claims -- pictures`).
CREATE TABLE IF NOT EXISTS "warranty_claim_counters" (
  "year" integer PRIMARY KEY,
  "last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "warranty_claims" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "number" text NOT NULL UNIQUE,
  "brand" text NOT NULL,
  "source" text NOT NULL,
  "lang" text NOT NULL,
  "status" text NOT NULL DEFAULT 'received',
  "status_note" text NOT NULL DEFAULT '',
  "name" text NOT NULL,
  "email" text NOT NULL,
  "phone" text NOT NULL,
  "invoice" text NOT NULL,
  "purchase_date" date NOT NULL,
  "part_number" text NOT NULL,
  "make" text NOT NULL,
  "model" text NOT NULL,
  "vehicle_year" integer NOT NULL,
  "mileage" integer NOT NULL,
  "fault" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "warranty_claims_status" CHECK ("status" IN ('received', 'reviewing', 'credit_note', 'replacement', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "warranty_claims_status_idx" ON "warranty_claims" ("status", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "warranty_claim_pictures" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "claim_id" uuid NOT NULL REFERENCES "warranty_claims" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "content_type" text NOT NULL,
  "filename" text NOT NULL DEFAULT '',
  "bytes" integer NOT NULL,
  "sha256" text NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "warranty_claim_pictures_position" UNIQUE ("claim_id", "position"),
  CONSTRAINT "warranty_claim_pictures_type" CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic'))
);
