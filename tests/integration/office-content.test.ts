/**
 * The office's content (issue 38 item 3) through the contract over HTTP, in staff sessions: news
 * posts in en/pl/de created, edited, previewed and deleted, and the shop's news call answering each
 * language; slides and the marquee as the shop's GETs answer them; pictures checked by their bytes
 * and served at their address; an audit entry in the write's transaction for every write, none for
 * a refused one; the storefront cache's version moving with every write (decision 0042).
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import { OFFICE_PATH, type StaffRole } from "../../contract/staff.ts";
import { CONTENT_KEPT_PICTURE_MAX_BYTES } from "../../contract/office-content-constants.ts";
import { cacheVersion } from "../../erp/cache/version.ts";
import { startStaffSession } from "../../erp/staff/sessions.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const run = crypto.randomBytes(3).toString("hex");

async function staff(roles: StaffRole[]): Promise<string> {
  const email = `${roles.join("-")}-${crypto.randomBytes(4).toString("hex")}@office.example`;
  const { rows } = await db().execute<{
    id: string;
  }>(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status)
    VALUES (${email}, 'Test', ${`{${roles.join(",")}}`}::text[], 'scrypt$test', 'JBSWY3DPEHPK3PXP', 'active') RETURNING id`);
  return (await startStaffSession(db(), rows[0]!.id, today())).token;
}

type Answer = { status: number; body: Record<string, unknown> & { code?: string; fields?: Record<string, string[]> } };
async function office(token: string, action: string, fields: Record<string, unknown> = {}): Promise<Answer> {
  return (await state.transports.http.post(OFFICE_PATH, { action, staff: token, ...fields })) as Answer;
}

const audits = async (entity: string, id: string) =>
  (
    await db().execute<{ action: string; before: unknown; after: unknown; actor: string }>(
      sql`SELECT action, before, after, actor FROM audit_log WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
    )
  ).rows;
const count = async (table: "news_posts" | "slides" | "audit_log") =>
  Number((await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)).rows[0]!.n);

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  publishedon: "2026-11-20",
  show: true,
  photo: null,
  title_en: "New <b>clutch</b> kits",
  title_pl: "Nowe zestawy sprzęgieł",
  title_de: "",
  excerpt_en: "<p>Twin plates.</p>",
  excerpt_pl: "<p>Dwie tarcze.</p>",
  excerpt_de: "",
  content_en: `<p onclick="x()">Body</p><script>alert(1)</script>`,
  content_pl: "<p>Treść</p>",
  content_de: "",
  ...over,
});

describe("news posts", () => {
  it("are created in three languages, shown per language, edited, previewed and deleted, each write audited", async () => {
    const token = await staff(["content"]);
    const slug = `clutch-kits-${run}`;
    const version = await cacheVersion(db());
    const created = await office(token, "saveContentNews", post(slug));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const saved = created.body.post as { id: number; title_en: string; content_en: string };
    expect(saved).toMatchObject({ title_en: "New clutch kits", content_en: "<p>Body</p>" });
    expect(await cacheVersion(db())).not.toBe(version);

    const polish = (await client("http", { lang: "pl" }).getNews({ slug })).posts[0]!;
    expect(polish).toMatchObject({ title: { rendered: "Nowe zestawy sprzęgieł" }, lang: "pl" });
    const german = (await client("http", { lang: "de" }).getNews({ slug })).posts[0]!;
    expect(german).toMatchObject({ title: { rendered: "New clutch kits" }, lang: "en" });
    const [first] = await audits("news_post", String(saved.id));
    expect(first).toMatchObject({
      action: "saveContentNews",
      before: null,
      after: { slug, title_en: "New clutch kits" },
    });

    // A draft is not in the shop; its audit entry has the record before and after.
    const edited = await office(token, "saveContentNews", { ...post(slug, { show: false }), id: saved.id });
    expect(edited.status).toBe(200);
    await expect(client("http").getNews({ slug })).rejects.toBeInstanceOf(ErpCallError);
    const entries = await audits("news_post", String(saved.id));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ before: { show: true }, after: { show: false } });

    // The preview is what a save would store; nothing is written.
    const before = { posts: await count("news_posts"), audit: await count("audit_log") };
    const preview = await office(token, "previewContentNews", post(`preview-${run}`));
    expect(preview.body.post).toMatchObject({ title_en: "New clutch kits", content_en: "<p>Body</p>" });
    expect({ posts: await count("news_posts"), audit: await count("audit_log") }).toEqual(before);

    expect((await office(token, "deleteContentNews", { id: saved.id })).status).toBe(200);
    expect((await office(token, "deleteContentNews", { id: saved.id })).status).toBe(404);
    const last = (await audits("news_post", String(saved.id))).at(-1);
    expect(last).toMatchObject({ action: "deleteContentNews", after: null, before: { slug } });
  });

  it("refuses a slug in use, bad input and an unknown post, writing nothing", async () => {
    const token = await staff(["content"]);
    const before = { posts: await count("news_posts"), audit: await count("audit_log") };
    const { rows } = await db().execute<{ slug: string }>(sql`SELECT slug FROM news_posts LIMIT 1`);
    const taken = await office(token, "saveContentNews", post(rows[0]!.slug));
    expect(taken).toMatchObject({
      status: 409,
      body: { code: "CONTENT_SLUG_TAKEN", fields: { slug: expect.any(Array) } },
    });
    for (const bad of [
      { title_en: "" },
      { title_en: "<p></p>" },
      { slug: "Not A Slug" },
      { publishedon: "2026-02-30" },
      { content_en: "x".repeat(20_001) },
      { title_en: "two\nlines" },
      { photo: "javascript:alert(1)" },
    ]) {
      const answer = await office(token, "saveContentNews", post(`bad-${run}`, bad));
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await office(token, "saveContentNews", { ...post(`gone-${run}`), id: 99_999 })).status).toBe(404);
    expect({ posts: await count("news_posts"), audit: await count("audit_log") }).toEqual(before);
  });

  it("are refused to a role without content, and to no session", async () => {
    expect((await office(await staff(["sales"]), "listContentNews")).body.code).toBe("STAFF_FORBIDDEN");
    expect((await office("no-session", "saveContentNews", post(`x-${run}`))).body.code).toBe("STAFF_AUTH");
    expect((await office(await staff(["owner"]), "listContentNews")).status).toBe(200);
  });
});

describe("slides and the marquee", () => {
  it("a slide is created, shown on its sites in its place, edited and deleted, each write audited", async () => {
    const token = await staff(["content"]);
    const saved = await office(token, "saveContentSlide", {
      picture: "/images/slides/brakes.svg",
      url: "/catalogue/dba",
      alt_en: `Office slide ${run}`,
      alt_pl: "",
      alt_de: "",
      sources: ["uk", "parts", "uk"],
      position: 900,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const slide = saved.body.slide as { id: number; sources: string[] };
    try {
      expect(slide.sources).toEqual(["parts", "uk"]);
      const parts = await client("http", { source: "parts" }).slider();
      expect(parts.slides.at(-1)).toMatchObject({ id: slide.id, alt_en: `Office slide ${run}` });
      expect((await client("http", { source: "main" }).slider()).slides.map((s) => s.id)).not.toContain(slide.id);
      const moved = await office(token, "saveContentSlide", {
        id: slide.id,
        picture: "/images/slides/brakes.svg",
        url: null,
        alt_en: "Moved",
        alt_pl: "Przesunięty",
        alt_de: "Verschoben",
        sources: ["main"],
        position: 0,
      });
      expect(moved.status).toBe(200);
      const main = await client("http", { source: "main" }).slider();
      // At place 0 with the demo's first slide: the number decides the tie, so it comes right after it.
      expect(main.slides.find((s) => s.id === slide.id)).toMatchObject({ alt_de: "Verschoben", url: null });
      expect(main.slides.findIndex((s) => s.id === slide.id)).toBeLessThan(main.slides.length - 1);
      expect(
        (await office(token, "saveContentSlide", { ...(moved.body.slide as object), id: slide.id, sources: [] }))
          .status,
      ).toBe(400);
    } finally {
      expect((await office(token, "deleteContentSlide", { id: slide.id })).status).toBe(200);
    }
    expect((await audits("slide", String(slide.id))).map((e) => e.action)).toEqual([
      "saveContentSlide",
      "saveContentSlide",
      "deleteContentSlide",
    ]);
  });

  it("the marquee of a site is saved and answered by the shop's GET, with its audit entry", async () => {
    const token = await staff(["content"]);
    const original = ((await office(token, "getContentMarquee")).body.marquee as { source: string }[]).find(
      (m) => m.source === "parts",
    )!;
    const texts = { text_en: `Parts news ${run}`, text_pl: "Nowości", text_de: "Neuheiten" };
    const errors = { error_msg_en: "", error_msg_pl: "", error_msg_de: "" };
    const answer = await office(token, "saveContentMarquee", {
      source: "parts",
      show: true,
      show_error: false,
      ...texts,
      ...errors,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await client("http", { source: "parts" }).marquee()).toMatchObject({ show: true, ...texts });
    const listed = (await office(token, "getContentMarquee")).body.marquee as { source: string }[];
    expect(listed.map((m) => m.source)).toEqual(["main", "parts", "uk"]);
    const [entry] = (await audits("marquee", "parts")).slice(-1);
    expect(entry).toMatchObject({ action: "saveContentMarquee", after: { show: true, text_en: `Parts news ${run}` } });
    expect((await office(token, "saveContentMarquee", original)).status).toBe(200);
    const bad = await office(token, "saveContentMarquee", {
      source: "mars",
      show: true,
      show_error: false,
      ...texts,
      ...errors,
    });
    expect(bad.status).toBe(400);
  });
});

describe("pictures", () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: `#${run}` } })
      .png()
      .toBuffer();

  it("are stored once by their bytes, served at their address, and audited", async () => {
    const token = await staff(["content"]);
    const bytes = await png(320, 180);
    const first = await office(token, "uploadContentPicture", { picture: bytes.toString("base64") });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      path: expect.stringMatching(/^\/media\/content\/[0-9a-f]{32}\.png$/),
      width: 320,
      height: 180,
    });
    const again = await office(token, "uploadContentPicture", { picture: bytes.toString("base64") });
    expect(again.body.path).toBe(first.body.path);
    expect(await audits("content_picture", first.body.path as string)).toHaveLength(1);
    for (const transport of ["http", "in-process"] as const) {
      const served = await state.transports[transport].get(first.body.path as string);
      expect(served.status).toBe(200);
      expect(served.picture?.type).toBe("image/png");
      expect(Buffer.from(served.picture!.bytes).equals(bytes)).toBe(true);
    }
    expect((await state.transports.http.get("/media/content/0000.png")).status).toBe(404);
  });

  it("are refused by their bytes, not their names: no picture, a broken one, too large ones", async () => {
    const token = await staff(["content"]);
    const before = await count("audit_log");
    const text = Buffer.from("GIF89a, or rather a text file called photo.jpg");
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 30), Buffer.alloc(100)]);
    for (const bytes of [text, broken]) {
      const answer = await office(token, "uploadContentPicture", { picture: bytes.toString("base64") });
      expect(answer).toMatchObject({
        status: 400,
        body: { code: "CONTENT_PICTURE_TYPE", fields: { picture: expect.any(Array) } },
      });
    }
    const heavy = Buffer.concat([await png(10, 10), Buffer.alloc(CONTENT_KEPT_PICTURE_MAX_BYTES)]);
    const tooHeavy = await office(token, "uploadContentPicture", { picture: heavy.toString("base64") });
    expect(tooHeavy).toMatchObject({ status: 413, body: { code: "CONTENT_PICTURE_SIZE" } });
    const wide = await office(token, "uploadContentPicture", { picture: (await png(2400, 100)).toString("base64") });
    expect(wide).toMatchObject({ status: 413, body: { code: "CONTENT_PICTURE_SIZE" } });
    expect(await count("audit_log")).toBe(before);
  });
});
