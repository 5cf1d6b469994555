-- Quotes (issue 41 item 4). A company's person (a buyer or a viewer too) asks for a quote from a
-- basket with a message; the ERP keeps its lines priced at the company's level then; the office's
-- sales role answers with a net price per line, a validity date and a message; the company
-- accepts it (a basket of its lines at the quoted prices, ordered through the usual checkout) or
-- declines it. Messages go both ways; a quote's history stays readable.
CREATE SEQUENCE IF NOT EXISTS "quote_number_seq";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quotes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  -- Q-2026-000001, as order numbers are written.
  "number" text NOT NULL UNIQUE,
  "customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  -- Who asked (null once that person's record is gone).
  "person_id" uuid REFERENCES "customer_people"("id") ON DELETE SET NULL,
  "status" text NOT NULL DEFAULT 'requested',
  "currency" text NOT NULL,
  "source" text NOT NULL,
  "country" text NOT NULL,
  "lang" text NOT NULL,
  -- The answer: until when its prices hold, when and by whom it was given.
  "valid_until" timestamp with time zone,
  "answered_at" timestamp with time zone,
  "answered_by" text,
  -- The basket an acceptance made, and the order it became.
  "cart_id" uuid REFERENCES "carts"("id") ON DELETE SET NULL,
  "order_id" text REFERENCES "orders"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "quotes_status" CHECK ("status" IN ('requested', 'answered', 'accepted', 'ordered', 'declined', 'expired')),
  CONSTRAINT "quotes_answered" CHECK ("status" IN ('requested', 'declined') OR "valid_until" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_customer_idx" ON "quotes" ("customer_id", "created_at" DESC);
--> statement-breakpoint
-- The office's list of open requests and the housekeeping's walk over answers that ran out.
CREATE INDEX IF NOT EXISTS "quotes_status_idx" ON "quotes" ("status", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quote_lines" (
  "quote_id" uuid NOT NULL REFERENCES "quotes"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "item_id" integer NOT NULL REFERENCES "items"("id"),
  "quantity" integer NOT NULL,
  -- The company's net unit price when it asked, and the office's (null until answered), in cents.
  "level_net_cents" bigint NOT NULL,
  "quoted_net_cents" bigint,
  PRIMARY KEY ("quote_id", "position"),
  CONSTRAINT "quote_lines_quantity" CHECK ("quantity" > 0),
  CONSTRAINT "quote_lines_prices" CHECK ("level_net_cents" >= 0 AND ("quoted_net_cents" IS NULL OR "quoted_net_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quote_messages" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "quote_id" uuid NOT NULL REFERENCES "quotes"("id") ON DELETE CASCADE,
  -- customer or office; the author's name as it was then.
  "side" text NOT NULL,
  "author" text NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "quote_messages_side" CHECK ("side" IN ('customer', 'office'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_messages_quote_idx" ON "quote_messages" ("quote_id", "id");
--> statement-breakpoint
-- A basket line at a quoted price (the quote's basket): its quantity is the quote's.
ALTER TABLE "cart_lines" ADD COLUMN IF NOT EXISTS "quoted_net_cents" bigint;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "quote_id" uuid REFERENCES "quotes"("id") ON DELETE SET NULL;
