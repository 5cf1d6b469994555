-- Webhook deliveries already taken (erp/payments/replays.ts): one row per provider and delivery
-- (PayPal's transmission id; for Revolut a hash of the signed timestamp and body), so a replayed
-- delivery is answered without being processed. Rows older than a day are pruned: deliveries
-- that old are refused by their timestamp anyway.
CREATE TABLE IF NOT EXISTS "webhook_replays" (
	"provider" text NOT NULL,
	"replay_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_replays_pk" PRIMARY KEY ("provider", "replay_key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_replays_received_at_idx" ON "webhook_replays" USING btree ("received_at");
