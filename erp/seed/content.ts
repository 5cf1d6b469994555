/**
 * The demo's news posts, slides and marquee messages (issue 38 item 3: content is ERP data the
 * office edits; only the demo catalogue brings some): erp/seed/content/news/*.json (one post each,
 * in the spec's News post shape), slider.json and marquee.json, validated and written once, when the
 * demo is loaded (erp/seed/load.ts). A production database starts without any.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { SourceSchema } from "../../contract/common.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../content/schema.ts";
import { plainText, sanitizeNews } from "../content/html.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("./content", import.meta.url));

const rendered = z.object({ rendered: z.string() });
/** A post file: the spec's News post (ID, slug, title.rendered, excerpt.rendered, content.rendered, photo, acf.date, show). */
export const NewsFileSchema = z.object({
  ID: z.number().int().positive().max(2_147_483_647),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug: lower-case words joined by dashes")
    .max(200),
  title: rendered,
  excerpt: rendered,
  content: rendered,
  photo: z
    .string()
    .regex(/^\/[\w./-]+$/, "photo: a path on this site")
    .nullable()
    .default(null),
  acf: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "acf.date: YYYY-MM-DD") }),
  show: z.boolean().default(true),
});
const SlideFileSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  url: z
    .string()
    .regex(/^(\/|https:\/\/)/, "url: a path on this site or an https address")
    .nullable()
    .default(null),
  full_image_url: z.string().regex(/^(\/|https:\/\/)/),
  alt_en: z.string().default(""),
  alt_pl: z.string().default(""),
  alt_de: z.string().default(""),
  sources: z.array(SourceSchema).min(1).default(["main", "parts", "uk"]),
});
const SliderFileSchema = z.object({ slides: z.array(SlideFileSchema) });
const MarqueeEntrySchema = z.object({
  show: z.boolean(),
  show_error: z.boolean(),
  text_pl: z.string().default(""),
  text_en: z.string().default(""),
  text_de: z.string().default(""),
  error_msg_pl: z.string().default(""),
  error_msg_en: z.string().default(""),
  error_msg_de: z.string().default(""),
});
const MarqueeFileSchema = z.record(SourceSchema, MarqueeEntrySchema);

export interface ContentFiles {
  news: z.infer<typeof NewsFileSchema>[];
  slides: z.infer<typeof SlideFileSchema>[];
  marquee: Partial<Record<z.infer<typeof SourceSchema>, z.infer<typeof MarqueeEntrySchema>>>;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function parse<S extends z.ZodTypeAny>(schemaOf: S, value: unknown, file: string): z.output<S> {
  const result = schemaOf.safeParse(value);
  if (!result.success)
    throw new Error(`${file}: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return result.data as z.output<S>;
}

/** Reads and validates every content file; a bad file stops the start with its name and the problem. */
export function readContentFiles(dir: string): ContentFiles {
  const newsDir = path.join(dir, "news");
  const news = fs.existsSync(newsDir)
    ? fs
        .readdirSync(newsDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => parse(NewsFileSchema, readJson(path.join(newsDir, f)), path.join(newsDir, f)))
    : [];
  for (const key of ["ID", "slug"] as const) {
    const seen = new Set<string | number>();
    for (const post of news) {
      if (seen.has(post[key])) throw new Error(`${newsDir}: two posts share the ${key} ${post[key]}`);
      seen.add(post[key]);
    }
  }
  const sliderFile = path.join(dir, "slider.json");
  const slides = fs.existsSync(sliderFile) ? parse(SliderFileSchema, readJson(sliderFile), sliderFile).slides : [];
  if (new Set(slides.map((s) => s.id)).size !== slides.length) throw new Error(`${sliderFile}: two slides share an id`);
  const marqueeFile = path.join(dir, "marquee.json");
  const marquee = fs.existsSync(marqueeFile) ? parse(MarqueeFileSchema, readJson(marqueeFile), marqueeFile) : {};
  return { news, slides, marquee };
}

/**
 * Writes the demo's content into the tables, in one transaction with the demo catalogue or after it:
 * a post, slide or marquee already there (by id, slug or source) is left as it is. The sequences
 * then number the office's new posts and slides after the demo's.
 */
export async function loadDemoContent(
  db: Database | Tx,
  files: ContentFiles = readContentFiles(DEFAULT_CONTENT_DIR),
): Promise<{ news: number; slides: number; marquee: number }> {
  if (files.news.length) {
    await db
      .insert(schema.newsPosts)
      .values(
        files.news.map((p) => ({
          id: p.ID,
          slug: p.slug,
          title: plainText(p.title.rendered),
          excerptHtml: sanitizeNews(p.excerpt.rendered),
          contentHtml: sanitizeNews(p.content.rendered),
          photo: p.photo,
          publishedOn: p.acf.date,
          show: p.show,
        })),
      )
      .onConflictDoNothing();
  }
  if (files.slides.length) {
    await db
      .insert(schema.slides)
      .values(
        files.slides.map((s, position) => ({
          id: s.id,
          sources: s.sources,
          position,
          url: s.url,
          fullImageUrl: s.full_image_url,
          altEn: s.alt_en,
          altPl: s.alt_pl,
          altDe: s.alt_de,
        })),
      )
      .onConflictDoNothing();
  }
  for (const [source, m] of Object.entries(files.marquee)) {
    await db
      .insert(schema.marquee)
      .values({
        source,
        show: m.show,
        showError: m.show_error,
        textPl: m.text_pl,
        textEn: m.text_en,
        textDe: m.text_de,
        errorMsgPl: m.error_msg_pl,
        errorMsgEn: m.error_msg_en,
        errorMsgDe: m.error_msg_de,
      })
      .onConflictDoNothing();
  }
  await db.execute(sql`SELECT setval('news_posts_id_seq', coalesce((SELECT max(id) FROM news_posts), 0) + 1, false)`);
  await db.execute(sql`SELECT setval('slides_id_seq', coalesce((SELECT max(id) FROM slides), 0) + 1, false)`);
  return { news: files.news.length, slides: files.slides.length, marquee: Object.keys(files.marquee).length };
}
