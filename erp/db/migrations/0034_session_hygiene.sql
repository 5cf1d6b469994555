-- Issue 37 item 5: sessions that end after 30 idle minutes unless the customer chose to stay
-- signed in, and an e-mail change that waits for the link sent to the new address.
-- Sessions started before this migration were 14-day sessions: they keep that.
ALTER TABLE "customer_sessions" ADD COLUMN IF NOT EXISTS "keep" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ALTER COLUMN "keep" SET DEFAULT false;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN IF NOT EXISTS "last_seen_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "customer_sessions" SET "last_seen_at" = "created_at" WHERE "last_seen_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ALTER COLUMN "last_seen_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "customer_sessions" ALTER COLUMN "last_seen_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN IF NOT EXISTS "new_email" text;
--> statement-breakpoint
ALTER TABLE "password_tokens" DROP CONSTRAINT IF EXISTS "password_tokens_purpose";
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_purpose" CHECK (
  ("purpose" IN ('reset', 'welcome') AND "new_email" IS NULL) OR ("purpose" = 'email' AND "new_email" IS NOT NULL)
);
