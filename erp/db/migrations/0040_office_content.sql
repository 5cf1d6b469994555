-- Issue 38 item 3: the office's content. News posts, slides and the marquee are ERP data edited in
-- the office (erp/content/office.ts), no longer files loaded at every start; the demo's content is
-- part of the demo catalogue (erp/seed/content.ts). A database that had the files loaded keeps its
-- rows as they are. The change-log triggers of migration 0032 stay on news_posts, slides and
-- marquee, so every storefront's cache sees a change within its version check.

-- A post in Polish and German besides English (the existing title, excerpt_html and content_html);
-- empty: the post is shown in English.
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "title_pl" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "title_de" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "excerpt_html_pl" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "excerpt_html_de" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "content_html_pl" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "content_html_de" text DEFAULT '' NOT NULL;
--> statement-breakpoint

-- New posts and slides are numbered by the ERP, after the ones already there.
CREATE SEQUENCE IF NOT EXISTS "news_posts_id_seq" AS integer OWNED BY "news_posts"."id";
--> statement-breakpoint
SELECT setval('news_posts_id_seq', coalesce((SELECT max("id") FROM "news_posts"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "news_posts" ALTER COLUMN "id" SET DEFAULT nextval('news_posts_id_seq');
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "slides_id_seq" AS integer OWNED BY "slides"."id";
--> statement-breakpoint
SELECT setval('slides_id_seq', coalesce((SELECT max("id") FROM "slides"), 0) + 1, false);
--> statement-breakpoint
ALTER TABLE "slides" ALTER COLUMN "id" SET DEFAULT nextval('slides_id_seq');
--> statement-breakpoint

-- Pictures uploaded in the office (a post's photo, a slide), already shrunk by the storefront and
-- checked again here by their first bytes; served at their address (GET /media/content/...), which
-- names their bytes' hash, so an address never shows another picture.
CREATE TABLE IF NOT EXISTS "content_pictures" (
  "path" text PRIMARY KEY,
  "type" text NOT NULL,
  "bytes" bytea NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "content_pictures_type" CHECK ("type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
