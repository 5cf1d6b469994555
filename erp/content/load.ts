/**
 * Loads the news posts, slides and marquee messages kept as files under content/ into the ERP's
 * tables: content/news/*.json (one post each, in the spec's News post shape), content/slider.json
 * and content/marquee.json. Run at every start: an upsert by id (posts also by slug), so editing a
 * file and restarting updates the row, and a row whose file was removed is deleted.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableColumns, notInArray, sql } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import { SourceSchema } from "../../contract/common.ts";
import type { Database } from "../db/client.ts";
import * as schema from "./schema.ts";
import { plainText, sanitizeNews } from "./html.ts";
import { config } from "../config.ts";

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("../../content", import.meta.url));

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

/** An upsert's SET that takes the named columns from the row that was proposed (EXCLUDED). */
function fromExcluded<Table extends PgTable>(table: Table, keys: (keyof Table["_"]["columns"] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]),
  ) as PgUpdateSetSource<Table>;
}

/** Writes the content into the tables in one transaction (serialised between processes starting together). */
export async function loadContent(
  db: Database,
  files: ContentFiles,
): Promise<{ news: number; slides: number; marquee: number }> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('parts-shop.content'))`);
    const ids = files.news.map((p) => p.ID);
    // A post whose file is gone is deleted.
    await tx.delete(schema.newsPosts).where(ids.length ? notInArray(schema.newsPosts.id, ids) : sql`true`);
    if (files.news.length) {
      const values = files.news.map((p) => ({
        id: p.ID,
        slug: p.slug,
        title: plainText(p.title.rendered),
        excerptHtml: sanitizeNews(p.excerpt.rendered),
        contentHtml: sanitizeNews(p.content.rendered),
        photo: p.photo,
        publishedOn: p.acf.date,
        show: p.show,
      }));
      // Posts may swap slugs between two starts: park the old slugs (never valid ones) out of the way first.
      await tx.execute(sql`UPDATE news_posts SET slug = '~' || id::text`);
      await tx
        .insert(schema.newsPosts)
        .values(values)
        .onConflictDoUpdate({
          target: schema.newsPosts.id,
          set: {
            ...fromExcluded(schema.newsPosts, [
              "slug",
              "title",
              "excerptHtml",
              "contentHtml",
              "photo",
              "publishedOn",
              "show",
            ]),
            updatedAt: sql`now()`,
          },
        });
    }

    const slideIds = files.slides.map((s) => s.id);
    await tx.delete(schema.slides).where(slideIds.length ? notInArray(schema.slides.id, slideIds) : sql`true`);
    if (files.slides.length) {
      await tx
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
        .onConflictDoUpdate({
          target: schema.slides.id,
          set: fromExcluded(schema.slides, ["sources", "position", "url", "fullImageUrl", "altEn", "altPl", "altDe"]),
        });
    }

    const entries = Object.entries(files.marquee);
    const sources = entries.map(([source]) => source);
    await tx.delete(schema.marquee).where(sources.length ? notInArray(schema.marquee.source, sources) : sql`true`);
    for (const [source, m] of entries) {
      const value = {
        show: m.show,
        showError: m.show_error,
        textPl: m.text_pl,
        textEn: m.text_en,
        textDe: m.text_de,
        errorMsgPl: m.error_msg_pl,
        errorMsgEn: m.error_msg_en,
        errorMsgDe: m.error_msg_de,
      };
      await tx
        .insert(schema.marquee)
        .values({ source, ...value })
        .onConflictDoUpdate({ target: schema.marquee.source, set: value });
    }
  });
  return { news: files.news.length, slides: files.slides.length, marquee: Object.keys(files.marquee).length };
}

/** At start: load content/ (or CONTENT_DIR) when it exists; a missing folder leaves the tables as they are. */
export async function ensureContent(
  db: Database,
  log: (m: string) => void,
  dir = config().CONTENT_DIR ?? DEFAULT_CONTENT_DIR,
): Promise<void> {
  if (!fs.existsSync(dir)) {
    log(`[content] no content folder at ${dir}: news, slider and marquee left as they are`);
    return;
  }
  const counts = await loadContent(db, readContentFiles(dir));
  log(
    `[content] loaded ${counts.news} news posts, ${counts.slides} slides, ${counts.marquee} marquee messages from ${dir}`,
  );
}
