-- Local payment methods (issue 42, decision 0070): BLIK, Przelewy24, cards, Klarna and SEPA Direct
-- Debit through Stripe's hosted Checkout page. A buyer-facing method (blik, card, ...) is no longer
-- the provider that takes the payment (stripe): payments keep both.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "method" text;
--> statement-breakpoint
UPDATE "payments" SET "method" = "provider" WHERE "method" IS NULL;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "method" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_provider";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider" CHECK ("provider" IN ('bank', 'paypal', 'revolut', 'stripe', 'demo'));
--> statement-breakpoint
-- Where a method is offered beyond its currencies: markets maps a buyer's country to the currencies
-- the method takes there (null: every country, in any of its currencies); limits are the smallest
-- and largest amount per currency in cents (null: no limit). The sources are in decision 0070.
ALTER TABLE "payment_methods" ADD COLUMN IF NOT EXISTS "markets" jsonb;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN IF NOT EXISTS "limits" jsonb;
--> statement-breakpoint
-- The order a buyer of each market expects: BLIK and Przelewy24 first in Poland, cards and PayPal
-- first elsewhere, then Klarna and SEPA, bank transfer and paying on account last.
UPDATE "payment_methods" SET "position" = CASE "id"
  WHEN 'paypal' THEN 4 WHEN 'revolut' THEN 7 WHEN 'bank' THEN 8 WHEN 'invoice' THEN 9 ELSE "position" END;
--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "names", "descriptions", "currencies", "enabled", "position", "markets", "limits") VALUES
  ('blik', '{"en":"BLIK","pl":"BLIK","de":"BLIK"}',
   '{"en":"Pay with a BLIK code from your banking app","pl":"Zapłać kodem BLIK z aplikacji banku","de":"Zahlung mit einem BLIK-Code aus Ihrer Banking-App"}',
   '{PLN}', true, 1, '{"PL":["PLN"]}', '{"PLN":{"min":100,"max":5000000}}'),
  ('p24', '{"en":"Przelewy24","pl":"Przelewy24","de":"Przelewy24"}',
   '{"en":"Pay by transfer from your Polish bank through Przelewy24","pl":"Szybki przelew z Twojego banku przez Przelewy24","de":"Sofortüberweisung von Ihrer polnischen Bank über Przelewy24"}',
   '{PLN,EUR}', true, 2, '{"PL":["PLN","EUR"]}', '{"PLN":{"min":100,"max":5500000},"EUR":{"min":100,"max":1300000}}'),
  ('card', '{"en":"Card, Apple Pay or Google Pay","pl":"Karta, Apple Pay lub Google Pay","de":"Karte, Apple Pay oder Google Pay"}',
   '{"en":"Pay by card on the payment page, with 3-D Secure where your bank asks for it","pl":"Zapłać kartą na stronie płatności, z 3-D Secure, gdy bank o to poprosi","de":"Zahlung per Karte auf der Zahlungsseite, mit 3-D Secure, wo Ihre Bank es verlangt"}',
   '{EUR,PLN,GBP}', true, 3, NULL, '{"EUR":{"min":50,"max":null},"PLN":{"min":200,"max":null},"GBP":{"min":30,"max":null}}'),
  ('klarna', '{"en":"Klarna","pl":"Klarna","de":"Klarna"}',
   '{"en":"Pay now or later with Klarna","pl":"Zapłać teraz lub później z Klarna","de":"Jetzt oder später bezahlen mit Klarna"}',
   '{EUR,PLN,GBP}', true, 5,
   '{"AT":["EUR"],"BE":["EUR"],"DE":["EUR"],"ES":["EUR"],"FI":["EUR"],"FR":["EUR"],"GR":["EUR"],"IE":["EUR"],"IT":["EUR"],"NL":["EUR"],"PT":["EUR"],"SK":["EUR"],"PL":["PLN"],"GB":["GBP"]}',
   '{"EUR":{"min":100,"max":1000000},"PLN":{"min":500,"max":2000000},"GBP":{"min":100,"max":400000}}'),
  ('sepa_debit', '{"en":"SEPA Direct Debit","pl":"Polecenie zapłaty SEPA","de":"SEPA-Lastschrift"}',
   '{"en":"Pay by direct debit from a euro account; the order ships once the debit has cleared","pl":"Polecenie zapłaty z rachunku w euro; wysyłka po zaksięgowaniu","de":"Lastschrift von einem Euro-Konto; Versand nach Eingang der Zahlung"}',
   '{EUR}', true, 6, NULL, '{"EUR":{"min":100,"max":null}}')
ON CONFLICT ("id") DO NOTHING;
