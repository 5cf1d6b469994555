-- Issue 41 item 1: a trade account is a company with people who each sign in with their own
-- e-mail address and password. The customer row stays the company (price list, levels, terms,
-- credit limit, VAT number, addresses); its e-mail is the company's contact address. Each person
-- has a role: admin (manages people, approves, sees every order), buyer (orders), viewer (sees
-- prices and stock, builds baskets, cannot order).
--
-- Every existing customer becomes a one-person company: its contact, e-mail and password become
-- its admin, and its open sessions and links move to that person, so no one is signed out and no
-- mailed link dies.
CREATE TABLE IF NOT EXISTS "customer_people" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "password_hash" text,
  "role" text NOT NULL DEFAULT 'buyer',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- A removed person's row stays for the history of what they did; they can no longer sign in.
  "removed_at" timestamp with time zone,
  CONSTRAINT "customer_people_role" CHECK ("role" IN ('admin', 'buyer', 'viewer'))
);
--> statement-breakpoint
-- One live person per e-mail address across all companies: the address alone signs in.
CREATE UNIQUE INDEX IF NOT EXISTS "customer_people_email_idx" ON "customer_people" (lower("email"))
  WHERE "removed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_people_customer_idx" ON "customer_people" ("customer_id", "created_at");
--> statement-breakpoint
INSERT INTO "customer_people" ("customer_id", "email", "name", "password_hash", "role", "created_at")
SELECT c."id", c."email", c."contact_name", c."password_hash", 'admin', c."created_at"
FROM "customers" c
WHERE NOT EXISTS (SELECT 1 FROM "customer_people" p WHERE p."customer_id" = c."id");
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN IF NOT EXISTS "person_id" uuid
  REFERENCES "customer_people" ("id") ON DELETE CASCADE;
--> statement-breakpoint
UPDATE "customer_sessions" s SET "person_id" = p."id"
FROM "customer_people" p WHERE p."customer_id" = s."customer_id" AND p."role" = 'admin' AND s."person_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ALTER COLUMN "person_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_sessions_person_idx" ON "customer_sessions" ("person_id");
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN IF NOT EXISTS "person_id" uuid
  REFERENCES "customer_people" ("id") ON DELETE CASCADE;
--> statement-breakpoint
UPDATE "password_tokens" t SET "person_id" = p."id"
FROM "customer_people" p WHERE p."customer_id" = t."customer_id" AND p."role" = 'admin' AND t."person_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "person_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_tokens_person_idx" ON "password_tokens" ("person_id");
--> statement-breakpoint
-- An invitation is a link that sets a first password, like the welcome link after approval.
ALTER TABLE "password_tokens" DROP CONSTRAINT IF EXISTS "password_tokens_purpose";
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_purpose" CHECK (
  ("purpose" IN ('reset', 'welcome', 'invite') AND "new_email" IS NULL) OR ("purpose" = 'email' AND "new_email" IS NOT NULL)
);
--> statement-breakpoint
-- Buyers see their own orders, or every order of the company when the company says so.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "buyers_see_all_orders" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Who placed an order, for "my orders"; orders placed before companies had people are the admin's.
-- An order outlives its customer's record (the office's delete-demo removes the demo customers, not
-- the orders they placed): it then names no person.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "person_id" uuid REFERENCES "customer_people" ("id") ON DELETE SET NULL;
--> statement-breakpoint
UPDATE "orders" o SET "person_id" = p."id"
FROM "customers" c JOIN "customer_people" p ON p."customer_id" = c."id" AND p."role" = 'admin'
WHERE o."customer" = c."number" AND o."person_id" IS NULL;
--> statement-breakpoint
-- A basket is a person's: two buyers of one company each fill their own. A customer's open baskets
-- become its admin's.
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "person_id" uuid REFERENCES "customer_people" ("id") ON DELETE CASCADE;
--> statement-breakpoint
UPDATE "carts" k SET "person_id" = p."id"
FROM "customers" c JOIN "customer_people" p ON p."customer_id" = c."id" AND p."role" = 'admin'
WHERE k."customer" = c."number" AND k."person_id" IS NULL;
--> statement-breakpoint
-- A signed-in person's open basket, found at every call that has none in hand.
CREATE INDEX IF NOT EXISTS "carts_person_open_idx" ON "carts" ("person_id", "updated_at")
  WHERE "order_id" IS NULL AND "person_id" IS NOT NULL;
--> statement-breakpoint
-- The password now belongs to the person (copied above).
ALTER TABLE "customers" DROP COLUMN IF EXISTS "password_hash";
