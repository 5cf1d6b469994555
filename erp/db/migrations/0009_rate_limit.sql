-- The ERP's rate limit (POST /ratelimit): one row per allowed hit of a key (e.g. the enquiry posts
-- of one client address), so every storefront instance counts against the same numbers.
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");
