/**
 * The office's content operations (issue 38 item 3): news posts, slides and the marquee as the
 * content role edits them. Each write is one transaction with its audit entry (erp/audit/audit.ts);
 * HTML is sanitised as the shop shows it (erp/content/html.ts). The change-log triggers on these
 * tables (migration 0032) move the storefront caches' version, so every instance shows a change
 * within its version check, without a restart.
 */
import { isUniqueViolation } from "../db/unique.ts";
import { asc, desc, eq, sql } from "drizzle-orm";
import { SOURCES } from "../../contract/catalogue.ts";
import type { OfficeMarquee, OfficeNewsPost, OfficeSlide } from "../../contract/office-content.ts";
import type { CallBody } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import { ErpError, notFound } from "../errors.ts";
import { NO_MARQUEE, toMarquee } from "./content.ts";
import { plainText, sanitizeNews } from "./html.ts";
import * as schema from "./schema.ts";

type NewsRow = typeof schema.newsPosts.$inferSelect;
type SlideRow = typeof schema.slides.$inferSelect;
type MarqueeRow = typeof schema.marquee.$inferSelect;
type NewsDraft = Omit<CallBody<"saveContentNews">, "action" | "staff" | "lang" | "id">;

export const toOfficePost = (r: NewsRow): OfficeNewsPost => ({
  id: r.id,
  slug: r.slug,
  publishedon: r.publishedOn,
  show: r.show,
  photo: r.photo,
  title_en: r.title,
  title_pl: r.titlePl,
  title_de: r.titleDe,
  excerpt_en: r.excerptHtml,
  excerpt_pl: r.excerptHtmlPl,
  excerpt_de: r.excerptHtmlDe,
  content_en: r.contentHtml,
  content_pl: r.contentHtmlPl,
  content_de: r.contentHtmlDe,
  updatedat: new Date(r.updatedAt).toISOString(),
});

/** A draft's columns as they are stored: titles plain text, excerpts and bodies allow-list HTML. */
function newsColumns(d: NewsDraft) {
  return {
    slug: d.slug,
    publishedOn: d.publishedon,
    show: d.show,
    photo: d.photo,
    title: plainText(d.title_en),
    titlePl: plainText(d.title_pl),
    titleDe: plainText(d.title_de),
    excerptHtml: sanitizeNews(d.excerpt_en),
    excerptHtmlPl: sanitizeNews(d.excerpt_pl),
    excerptHtmlDe: sanitizeNews(d.excerpt_de),
    contentHtml: sanitizeNews(d.content_en),
    contentHtmlPl: sanitizeNews(d.content_pl),
    contentHtmlDe: sanitizeNews(d.content_de),
  };
}

/** A title that sanitising left empty (it was only markup) is refused as the empty field it is. */
function requireEnglish(columns: ReturnType<typeof newsColumns>) {
  const fields: Record<string, string[]> = {};
  if (!columns.title) fields.title_en = ["This field is required"];
  if (!columns.excerptHtml.trim()) fields.excerpt_en = ["This field is required"];
  if (!columns.contentHtml.trim()) fields.content_en = ["This field is required"];
  if (Object.keys(fields).length) throw new ErpError(400, "BAD_REQUEST", "Invalid request: the English texts", fields);
}

/** Every post, drafts too, newest first. */
export async function listNews(db: Database): Promise<OfficeNewsPost[]> {
  const rows = await db
    .select()
    .from(schema.newsPosts)
    .orderBy(desc(schema.newsPosts.publishedOn), desc(schema.newsPosts.id))
    .limit(1000);
  return rows.map(toOfficePost);
}

export async function getNewsPost(db: Database, id: number): Promise<OfficeNewsPost> {
  const [row] = await db.select().from(schema.newsPosts).where(eq(schema.newsPosts.id, id));
  if (!row) throw notFound("News post");
  return toOfficePost(row);
}

/** The post as a save would store it, nothing written (the office's preview). */
export function previewNews(draft: NewsDraft): Omit<OfficeNewsPost, "id" | "updatedat"> {
  const c = newsColumns(draft);
  requireEnglish(c);
  const { id: _id, updatedat: _at, ...post } = toOfficePost({ ...c, id: 0, updatedAt: new Date() } as NewsRow);
  return post;
}

const slugTaken = () =>
  new ErpError(409, "CONTENT_SLUG_TAKEN", "Another news post has this slug", { slug: ["Another post has it"] });

/** Creates a post (no id) or replaces its fields; 404 for an unknown id, 409 for a slug in use. */
export async function saveNews(
  db: Database,
  actor: OfficeActor,
  draft: NewsDraft & { id?: number | undefined },
): Promise<OfficeNewsPost> {
  const columns = newsColumns(draft);
  requireEnglish(columns);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: schema.newsPosts.id })
        .from(schema.newsPosts)
        .where(eq(schema.newsPosts.slug, columns.slug));
      if (taken && taken.id !== draft.id) throw slugTaken();
      let before: OfficeNewsPost | null = null;
      let row: NewsRow | undefined;
      if (draft.id === undefined) {
        [row] = await tx.insert(schema.newsPosts).values(columns).returning();
      } else {
        const [old] = await tx.select().from(schema.newsPosts).where(eq(schema.newsPosts.id, draft.id)).for("update");
        if (!old) throw notFound("News post");
        before = toOfficePost(old);
        [row] = await tx
          .update(schema.newsPosts)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(eq(schema.newsPosts.id, draft.id))
          .returning();
      }
      const after = toOfficePost(row!);
      await recordAudit(tx, actor, {
        entity: "news_post",
        entityId: String(after.id),
        action: "saveContentNews",
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function deleteNews(db: Database, actor: OfficeActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(schema.newsPosts).where(eq(schema.newsPosts.id, id)).returning();
    if (!old) throw notFound("News post");
    await recordAudit(tx, actor, {
      entity: "news_post",
      entityId: String(id),
      action: "deleteContentNews",
      before: toOfficePost(old),
      after: null,
    });
  });
}

const toOfficeSlide = (r: SlideRow): OfficeSlide => ({
  id: r.id,
  picture: r.fullImageUrl,
  url: r.url,
  alt_en: r.altEn,
  alt_pl: r.altPl,
  alt_de: r.altDe,
  sources: r.sources as OfficeSlide["sources"],
  position: r.position,
});

export async function listSlides(db: Database): Promise<OfficeSlide[]> {
  const rows = await db.select().from(schema.slides).orderBy(asc(schema.slides.position), asc(schema.slides.id));
  return rows.map(toOfficeSlide);
}

/** Creates a slide (no id) or replaces its fields; 404 for an unknown id. */
export async function saveSlide(
  db: Database,
  actor: OfficeActor,
  draft: Omit<CallBody<"saveContentSlide">, "action" | "staff" | "lang">,
): Promise<OfficeSlide> {
  const columns = {
    fullImageUrl: draft.picture,
    url: draft.url,
    altEn: draft.alt_en,
    altPl: draft.alt_pl,
    altDe: draft.alt_de,
    // Each site once, in the contract's order.
    sources: SOURCES.filter((s) => draft.sources.includes(s)),
    position: draft.position,
  };
  return db.transaction(async (tx) => {
    let before: OfficeSlide | null = null;
    let row: SlideRow | undefined;
    if (draft.id === undefined) {
      [row] = await tx.insert(schema.slides).values(columns).returning();
    } else {
      const [old] = await tx.select().from(schema.slides).where(eq(schema.slides.id, draft.id)).for("update");
      if (!old) throw notFound("Slide");
      before = toOfficeSlide(old);
      [row] = await tx.update(schema.slides).set(columns).where(eq(schema.slides.id, draft.id)).returning();
    }
    const after = toOfficeSlide(row!);
    await recordAudit(tx, actor, {
      entity: "slide",
      entityId: String(after.id),
      action: "saveContentSlide",
      before,
      after,
    });
    return after;
  });
}

export async function deleteSlide(db: Database, actor: OfficeActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(schema.slides).where(eq(schema.slides.id, id)).returning();
    if (!old) throw notFound("Slide");
    await recordAudit(tx, actor, {
      entity: "slide",
      entityId: String(id),
      action: "deleteContentSlide",
      before: toOfficeSlide(old),
      after: null,
    });
  });
}

const toOfficeMarquee = (r: MarqueeRow): OfficeMarquee => ({
  source: r.source as OfficeMarquee["source"],
  ...toMarquee(r),
});

/** Every source's marquee, in the contract's order of sources. */
export async function listMarquee(db: Database): Promise<OfficeMarquee[]> {
  const rows = await db.select().from(schema.marquee);
  return SOURCES.map((source) => {
    const row = rows.find((r) => r.source === source);
    return row ? toOfficeMarquee(row) : { source, ...NO_MARQUEE };
  });
}

export async function saveMarquee(
  db: Database,
  actor: OfficeActor,
  m: Omit<CallBody<"saveContentMarquee">, "action" | "staff" | "lang">,
): Promise<OfficeMarquee> {
  const value = {
    show: m.show,
    showError: m.show_error,
    textEn: m.text_en,
    textPl: m.text_pl,
    textDe: m.text_de,
    errorMsgEn: m.error_msg_en,
    errorMsgPl: m.error_msg_pl,
    errorMsgDe: m.error_msg_de,
  };
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(schema.marquee).where(eq(schema.marquee.source, m.source)).for("update");
    const [row] = await tx
      .insert(schema.marquee)
      .values({ source: m.source, ...value })
      .onConflictDoUpdate({ target: schema.marquee.source, set: value })
      .returning();
    const after = toOfficeMarquee(row!);
    await recordAudit(tx, actor, {
      entity: "marquee",
      entityId: m.source,
      action: "saveContentMarquee",
      before: old ? toOfficeMarquee(old) : null,
      after,
    });
    return after;
  });
}
