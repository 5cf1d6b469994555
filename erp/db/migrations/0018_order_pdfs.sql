-- Order PDFs kept by the ERP (erp/orders/pdf-cache.ts): one row per order, the PDF of the order's
-- state named by state_key (a hash of everything the document shows). A request for the same state
-- reads it; a changed state (payment, withdrawal, expiry, ...) draws a new PDF over it. The
-- housekeeping job deletes rows not drawn for ORDER_PDF_KEEP_DAYS.
CREATE TABLE IF NOT EXISTS "order_pdfs" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"state_key" text NOT NULL,
	"pdf" bytea NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_pdfs_rendered_at_idx" ON "order_pdfs" ("rendered_at");
