-- The outbox sender's retry schedule: a pending message is due when next_attempt_at has passed.
-- Claiming a message moves next_attempt_at forward by a lease, so a sender that dies mid-send
-- leaves the message to be retried after the lease instead of losing it.
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_outbox_pending_idx";
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';
