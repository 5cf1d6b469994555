-- The demo catalogue's payment page (issue 42 part 3, decision 0071): a payment provider of the
-- demo only, whose "provider" is a page of the shop where the visitor approves or declines and no
-- money moves. Each attempt is a session here; the page's decision is delivered to the payments as a
-- signed webhook, with a secret of this database (erp_settings demo_payment_secret).
CREATE TABLE IF NOT EXISTS "demo_payment_sessions" (
  "id" text PRIMARY KEY,
  "transaction_token" text NOT NULL,
  "order_number" text NOT NULL,
  "amount" numeric(12, 2) NOT NULL,
  "currency" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "return_url" text NOT NULL,
  "cancel_url" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "demo_payment_sessions_status" CHECK ("status" IN ('open', 'approved', 'declined'))
);
--> statement-breakpoint
-- The method itself exists only in a demo database: one loaded before this migration gets it here,
-- a fresh one from the demo loader (erp/seed/demo-payment.ts). A production database never has it.
INSERT INTO "payment_methods" ("id", "names", "descriptions", "currencies", "enabled", "position", "markets", "limits")
SELECT 'demo', '{"en":"Demo payment (no real money)","pl":"Płatność demo (bez prawdziwych pieniędzy)","de":"Demo-Zahlung (kein echtes Geld)"}',
  '{"en":"The demo shop''s own payment page: approve or decline, nothing is charged","pl":"Strona płatności sklepu demo: zatwierdź lub odrzuć, nic nie zostanie pobrane","de":"Die Zahlungsseite des Demo-Shops: bestätigen oder ablehnen, nichts wird belastet"}',
  '{EUR,PLN,GBP}', true, 10, NULL, NULL
WHERE EXISTS (SELECT 1 FROM "demo_catalogue")
ON CONFLICT ("id") DO NOTHING;
