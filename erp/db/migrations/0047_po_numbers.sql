-- Purchase-order numbers (issue 41 item 3): the buyer's own reference for an order, typed at
-- checkout, kept with the order and printed on its page, PDF, mails and ledger. A company may
-- require one on every order.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "po_number_required" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN IF NOT EXISTS "po_number" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "po_number" text;
--> statement-breakpoint
-- The office's order search finds an order by its PO number too: the trigram index of migration
-- 0037 on the same text with the PO number added (erp/orders/office-list.ts's SEARCH_TEXT).
DROP INDEX IF EXISTS "orders_search_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm_idx" ON "orders" USING gin (
  (lower("number" || ' ' || "email" || ' ' || "billaddressee" || ' ' || "billcompany" || ' ' || "shipaddressee"
    || ' ' || coalesce("po_number", ''))) gin_trgm_ops);
