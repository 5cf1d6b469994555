-- Issue 38: the office's staff (accounts with a password and a TOTP second factor, sessions,
-- invitation links, recovery codes) and the audit log of every office and command-line write.
-- Tokens and codes are kept only as their hashes.
CREATE TABLE IF NOT EXISTS "staff" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "email" text NOT NULL,
  "name" text NOT NULL DEFAULT '',
  "roles" text[] NOT NULL,
  "password_hash" text,
  "totp_secret" text NOT NULL,
  "totp_last_step" bigint NOT NULL DEFAULT 0,
  "status" text NOT NULL DEFAULT 'invited',
  "demo" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "staff_email_lower" CHECK ("email" = lower("email")),
  CONSTRAINT "staff_roles" CHECK (
    cardinality("roles") > 0 AND "roles" <@ ARRAY['owner', 'sales', 'warehouse', 'content']::text[]
  ),
  CONSTRAINT "staff_status" CHECK ("status" IN ('invited', 'active', 'disabled')),
  CONSTRAINT "staff_enrolled" CHECK ("status" <> 'active' OR "password_hash" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_email_idx" ON "staff" ("email");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_sessions" (
  "token_hash" bytea PRIMARY KEY,
  "staff_id" uuid NOT NULL REFERENCES "staff" ("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_sessions_expires_idx" ON "staff_sessions" ("expires_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_invites" (
  "token_hash" bytea PRIMARY KEY,
  "staff_id" uuid NOT NULL REFERENCES "staff" ("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_invites_staff_idx" ON "staff_invites" ("staff_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
  "staff_id" uuid NOT NULL REFERENCES "staff" ("id") ON DELETE CASCADE,
  "code_hash" bytea NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "staff_recovery_codes_pk" PRIMARY KEY ("staff_id", "code_hash")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "actor_kind" text NOT NULL,
  "actor" text NOT NULL,
  "staff_id" uuid REFERENCES "staff" ("id") ON DELETE SET NULL,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "action" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  CONSTRAINT "audit_log_actor_kind" CHECK ("actor_kind" IN ('staff', 'cli', 'system'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" ("actor", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at");
