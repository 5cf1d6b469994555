-- The housekeeping job (decision 0024): the unpaid orders it cancels after UNPAID_ORDER_DAYS and
-- the abandoned carts it deletes after CART_LIFETIME_DAYS, found by partial indexes that hold only
-- the candidates.
CREATE INDEX IF NOT EXISTS "orders_unpaid_created_idx" ON "orders" ("created_at")
  WHERE "paymentstatus" = 'unpaid' AND "status" = 'pendingPayment';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "carts_abandoned_updated_idx" ON "carts" ("updated_at") WHERE "order_id" IS NULL;
