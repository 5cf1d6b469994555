-- Trade customers (issue 20): the ERP owns customers, their agreed price levels, their
-- credentials and their sign-in sessions. The storefront holds only an opaque session token.
CREATE TABLE IF NOT EXISTS "customers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "number" text NOT NULL,
  "email" text NOT NULL,
  "company" text NOT NULL,
  "contact_name" text NOT NULL,
  "phone" text NOT NULL DEFAULT '',
  "vat_number" text NOT NULL DEFAULT '',
  "country" text NOT NULL,
  "lang" text NOT NULL DEFAULT 'en',
  "currency" text NOT NULL DEFAULT 'EUR',
  "price_list_id" text NOT NULL REFERENCES "price_lists" ("id"),
  "status" text NOT NULL DEFAULT 'applicant',
  "credit_terms" text NOT NULL DEFAULT 'prepaid',
  "due_days" smallint NOT NULL DEFAULT 0,
  "password_hash" text,
  "demo" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "customers_status" CHECK ("status" IN ('applicant', 'active', 'on_hold', 'closed')),
  CONSTRAINT "customers_terms" CHECK (("credit_terms" = 'prepaid' AND "due_days" = 0)
    OR ("credit_terms" = 'invoice' AND "due_days" BETWEEN 1 AND 120)),
  CONSTRAINT "customers_lang" CHECK ("lang" IN ('en', 'pl', 'de')),
  CONSTRAINT "customers_currency" CHECK ("currency" IN ('EUR', 'PLN'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customers_email_idx" ON "customers" (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customers_number_idx" ON "customers" ("number");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "customer_number_seq";
--> statement-breakpoint
-- An agreed discount: for every part (no brand, no price group), or for one brand or price group.
CREATE TABLE IF NOT EXISTS "customer_price_levels" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "discount_bp" integer NOT NULL,
  "brand_id" text REFERENCES "brands" ("id"),
  "pricegroup" text,
  CONSTRAINT "customer_price_levels_discount" CHECK ("discount_bp" BETWEEN 1 AND 9000),
  CONSTRAINT "customer_price_levels_scope" CHECK ("brand_id" IS NULL OR "pricegroup" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_price_levels_scope_idx"
  ON "customer_price_levels" ("customer_id", coalesce("brand_id", ''), coalesce("pricegroup", ''));
--> statement-breakpoint
-- Sign-in sessions: only the SHA-256 of the token is kept, so a copy of the table signs no one in.
CREATE TABLE IF NOT EXISTS "customer_sessions" (
  "token_hash" bytea PRIMARY KEY,
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_sessions_customer_idx" ON "customer_sessions" ("customer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_sessions_expires_idx" ON "customer_sessions" ("expires_at");
--> statement-breakpoint
-- Single-use links to set a password (after approval) or reset it; only the hash is kept.
CREATE TABLE IF NOT EXISTS "password_tokens" (
  "token_hash" bytea PRIMARY KEY,
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "password_tokens_purpose" CHECK ("purpose" IN ('reset', 'welcome'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_tokens_customer_idx" ON "password_tokens" ("customer_id");
