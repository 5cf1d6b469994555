CREATE TABLE "news_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt_html" text NOT NULL,
	"content_html" text NOT NULL,
	"photo" text,
	"published_on" date NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_slug_idx" ON "news_posts" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_on","id");
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY NOT NULL,
	"sources" text[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"url" text,
	"full_image_url" text NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_pl" text DEFAULT '' NOT NULL,
	"alt_de" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marquee" (
	"source" text PRIMARY KEY NOT NULL,
	"show" boolean DEFAULT false NOT NULL,
	"show_error" boolean DEFAULT false NOT NULL,
	"text_pl" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"error_msg_pl" text DEFAULT '' NOT NULL,
	"error_msg_en" text DEFAULT '' NOT NULL,
	"error_msg_de" text DEFAULT '' NOT NULL
);
