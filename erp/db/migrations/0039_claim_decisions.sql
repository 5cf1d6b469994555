-- Issue 38 item 3: the office decides warranty claims. A decision (accepted, rejected, more
-- information needed) with its message is kept in the claim's history and mailed to the claimant
-- with a link to the claim's page; the link's token is kept only as its SHA-256. A claim made by a
-- signed-in customer names the customer, so the account lists it (claims made with the account's
-- e-mail address are listed too).

ALTER TABLE "warranty_claims" DROP CONSTRAINT IF EXISTS "warranty_claims_status";
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_status" CHECK (
  "status" IN ('received', 'reviewing', 'more_info', 'accepted', 'credit_note', 'replacement', 'rejected'));
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN IF NOT EXISTS "customer_id" uuid;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "warranty_claims_customer_idx" ON "warranty_claims" ("customer_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "warranty_claims_email_idx" ON "warranty_claims" (lower("email"), "created_at");
--> statement-breakpoint

-- The claim's history: each decision of the office (and each status set by the command line), the
-- message the claimant reads, who made it and the mail it went out in.
CREATE TABLE IF NOT EXISTS "warranty_claim_messages" (
  "id" bigserial PRIMARY KEY,
  "claim_id" uuid NOT NULL REFERENCES "warranty_claims" ("id") ON DELETE CASCADE,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "status" text NOT NULL,
  "message" text NOT NULL DEFAULT '',
  "author" text NOT NULL,
  "mail_id" uuid,
  CONSTRAINT "warranty_claim_messages_status" CHECK (
    "status" IN ('received', 'reviewing', 'more_info', 'accepted', 'credit_note', 'replacement', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "warranty_claim_messages_claim_idx" ON "warranty_claim_messages" ("claim_id", "id");
--> statement-breakpoint

-- The links of the claim's page sent by mail: a random token each, kept as its SHA-256 only.
CREATE TABLE IF NOT EXISTS "warranty_claim_links" (
  "token_hash" text PRIMARY KEY,
  "claim_id" uuid NOT NULL REFERENCES "warranty_claims" ("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "warranty_claim_links_claim_idx" ON "warranty_claim_links" ("claim_id");
