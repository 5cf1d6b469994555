-- Payments of orders through a provider (bank transfer, PayPal, Revolut). transaction_token is the
-- order's public id; the foreign key to the orders table is added when orders are merged.
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_token" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_status" text,
	"last_event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('created', 'approved', 'completed', 'cancelled', 'failed')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" IN ('bank', 'paypal', 'revolut')),
	CONSTRAINT "payments_amount_nonneg" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider", "provider_ref");
--> statement-breakpoint
CREATE INDEX "payments_transaction_idx" ON "payments" USING btree ("transaction_token", "created_at");
