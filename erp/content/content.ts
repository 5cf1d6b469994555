/** The ERP's content calls: news (list and single post), the marquee message and the slider, per site source. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { MarqueeResponseSchema, NewsPostSchema, SlideSchema } from "../../contract/content.ts";
import type { Database } from "../db/client.ts";
import type { Language, PerLanguage } from "../../contract/languages.ts";
import * as schema from "./schema.ts";
import { notFound } from "../errors.ts";

type NewsPost = z.infer<typeof NewsPostSchema>;
type Row = typeof schema.newsPosts.$inferSelect;

/** A post's texts in one language: the office's Polish or German ones when it has them, else English. */
function texts(r: Row, lang: Language): { lang: Language; title: string; excerpt: string; content: string } {
  const own =
    lang === "pl"
      ? { title: r.titlePl, excerpt: r.excerptHtmlPl, content: r.contentHtmlPl }
      : lang === "de"
        ? { title: r.titleDe, excerpt: r.excerptHtmlDe, content: r.contentHtmlDe }
        : null;
  if (own?.title && own.content.trim()) return { lang, ...own };
  return { lang: "en", title: r.title, excerpt: r.excerptHtml, content: r.contentHtml };
}

const toPost = (r: Row, language: Language): NewsPost => {
  const t = texts(r, language);
  return {
    ID: r.id,
    slug: r.slug,
    title: { rendered: t.title },
    excerpt: { rendered: t.excerpt },
    content: { rendered: t.content },
    photo: r.photo,
    acf: { date: r.publishedOn },
    show: r.show,
    lang: t.lang,
  };
};

/** Published posts newest first, in the caller's language where the post has it, a page at a time; or the one post with that slug (404 when hidden or unknown). */
export async function getNews(
  db: Database,
  query: { slug?: string; page: number; perPage: number; lang?: Language },
): Promise<{ posts: NewsPost[]; total: number }> {
  const shown = eq(schema.newsPosts.show, true);
  if (query.slug !== undefined) {
    const [row] = await db
      .select()
      .from(schema.newsPosts)
      .where(and(shown, eq(schema.newsPosts.slug, query.slug)))
      .limit(1);
    if (!row) throw notFound("News post");
    return { posts: [toPost(row, query.lang ?? "en")], total: 1 };
  }
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(schema.newsPosts)
      .where(shown)
      .orderBy(desc(schema.newsPosts.publishedOn), desc(schema.newsPosts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(schema.newsPosts).where(shown),
  ]);
  return { posts: rows.map((r) => toPost(r, query.lang ?? "en")), total: totals[0]?.n ?? 0 };
}

/** The marquee: a text and an error message in every language (a new one needs its columns). */
type Marquee = z.infer<typeof MarqueeResponseSchema> & PerLanguage<"text_"> & PerLanguage<"error_msg_">;
/** A slide: a text alternative in every language. */
type Slide = z.infer<typeof SlideSchema> & PerLanguage<"alt_">;

/** The marquee of a source without one: shown off, every text empty. */
export const NO_MARQUEE: Marquee = {
  show: false,
  show_error: false,
  text_pl: "",
  text_en: "",
  text_de: "",
  error_msg_pl: "",
  error_msg_en: "",
  error_msg_de: "",
};

/** A marquee row as the calls answer it (the shop's, and the office's with its source). */
export const toMarquee = (m: typeof schema.marquee.$inferSelect): Marquee => ({
  show: m.show,
  show_error: m.showError,
  text_pl: m.textPl,
  text_en: m.textEn,
  text_de: m.textDe,
  error_msg_pl: m.errorMsgPl,
  error_msg_en: m.errorMsgEn,
  error_msg_de: m.errorMsgDe,
});

/** The marquee message of a site source; a source without one shows nothing. */
export async function getMarquee(db: Database, source: string): Promise<Marquee> {
  const [m] = await db.select().from(schema.marquee).where(eq(schema.marquee.source, source)).limit(1);
  return m ? toMarquee(m) : NO_MARQUEE;
}

/** The slides a site source shows, in their order. */
export async function getSlider(db: Database, source: string): Promise<{ slides: Slide[] }> {
  const rows = await db
    .select()
    .from(schema.slides)
    .where(sql`${source} = ANY(${schema.slides.sources})`)
    .orderBy(schema.slides.position, schema.slides.id);
  return {
    slides: rows.map((r) => ({
      id: r.id,
      url: r.url,
      full_image_url: r.fullImageUrl,
      alt_en: r.altEn,
      alt_pl: r.altPl,
      alt_de: r.altDe,
    })),
  };
}
