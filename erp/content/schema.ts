/** Content served by the news, marquee and slider calls, edited in the office (erp/content/office.ts). */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "../db/columns.ts";

/** A news post in the spec's shape (storefront.md section 3); HTML is sanitised when written. */
export const newsPosts = pgTable(
  "news_posts",
  {
    /** Numbered by the ERP (migration 0040); the demo's posts keep their numbers. */
    id: integer("id")
      .primaryKey()
      .default(sql`nextval('news_posts_id_seq')`),
    slug: text("slug").notNull(),
    /** The English texts; the Polish and German ones empty when the post is in English only. */
    title: text("title").notNull(),
    excerptHtml: text("excerpt_html").notNull(),
    contentHtml: text("content_html").notNull(),
    titlePl: text("title_pl").notNull().default(""),
    titleDe: text("title_de").notNull().default(""),
    excerptHtmlPl: text("excerpt_html_pl").notNull().default(""),
    excerptHtmlDe: text("excerpt_html_de").notNull().default(""),
    contentHtmlPl: text("content_html_pl").notNull().default(""),
    contentHtmlDe: text("content_html_de").notNull().default(""),
    photo: text("photo"),
    /** acf.date: the publication day shown and used for ordering. */
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    show: boolean("show").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("news_posts_slug_idx").on(t.slug), index("news_posts_published_idx").on(t.publishedOn, t.id)],
);

/** A slide of the home page's banner slider, per site source. */
export const slides = pgTable("slides", {
  id: integer("id")
    .primaryKey()
    .default(sql`nextval('slides_id_seq')`),
  /** Sources that show the slide: main, parts, uk. */
  sources: text("sources").array().notNull(),
  position: smallint("position").notNull().default(0),
  /** Optional link of the slide. */
  url: text("url"),
  fullImageUrl: text("full_image_url").notNull(),
  altEn: text("alt_en").notNull().default(""),
  altPl: text("alt_pl").notNull().default(""),
  altDe: text("alt_de").notNull().default(""),
});

/** The marquee message of one site source (storefront.md section 3: Marquee). */
export const marquee = pgTable("marquee", {
  source: text("source").primaryKey(),
  show: boolean("show").notNull().default(false),
  showError: boolean("show_error").notNull().default(false),
  textPl: text("text_pl").notNull().default(""),
  textEn: text("text_en").notNull().default(""),
  textDe: text("text_de").notNull().default(""),
  errorMsgPl: text("error_msg_pl").notNull().default(""),
  errorMsgEn: text("error_msg_en").notNull().default(""),
  errorMsgDe: text("error_msg_de").notNull().default(""),
});

/** A picture uploaded in the office (a post's photo, a slide), served at its address (GET /media/content/...). */
export const contentPictures = pgTable("content_pictures", {
  /** /media/content/<hash of the bytes>.<jpg|png|webp> */
  path: text("path").primaryKey(),
  type: text("type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});
