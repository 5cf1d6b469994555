-- The customer's address book and settings (issue 20 item 4). Addresses carry the checkout's own
-- fields, so a default fills the checkout form as typed; at most one default shipping and one
-- default billing address per customer, kept by partial unique indexes.
CREATE TABLE IF NOT EXISTS "customer_addresses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "customer_id" uuid NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "label" text NOT NULL DEFAULT '',
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "company" text NOT NULL DEFAULT '',
  "street" text NOT NULL,
  "house_number" text NOT NULL,
  "apartment" text NOT NULL DEFAULT '',
  "zip" text NOT NULL,
  "city" text NOT NULL,
  "country" text NOT NULL,
  "phone" text NOT NULL DEFAULT '',
  "default_shipping" boolean NOT NULL DEFAULT false,
  "default_billing" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_addresses_customer_idx" ON "customer_addresses" ("customer_id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_addresses_shipping_idx" ON "customer_addresses" ("customer_id")
  WHERE "default_shipping";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customer_addresses_billing_idx" ON "customer_addresses" ("customer_id")
  WHERE "default_billing";
--> statement-breakpoint
-- E-mail preferences: product news only with the customer's yes, and when it was given.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "news_mail_at" timestamp with time zone;
--> statement-breakpoint
-- Paying on account (issue 20): offered only to customers the office gave invoice terms; such an
-- order is confirmed at once and its payment is due the customer's due days after the order.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_due_days" smallint;
--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "names", "descriptions", "currencies", "enabled", "position") VALUES
	('invoice', '{"en":"On account (invoice)","pl":"Na fakturę z odroczonym terminem","de":"Kauf auf Rechnung"}', '{"en":"For customers with credit terms: the order ships without prepayment; pay by bank transfer by the due date","pl":"Dla klientów z kredytem kupieckim: wysyłamy bez przedpłaty, zapłata przelewem w terminie","de":"Für Kunden mit Zahlungsziel: Versand ohne Vorkasse, Zahlung per Überweisung bis zum Fälligkeitsdatum"}', '{EUR,PLN}', true, 4)
ON CONFLICT ("id") DO NOTHING;
