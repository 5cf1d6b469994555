/**
 * The ERP's content calls over both transports: news, marquee and slider, as the demo catalogue
 * brings them (erp/seed/content/); the office's writes are tests/integration/office-content.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErpCallError } from "../../app/.server/erp.ts";
import { DEFAULT_CONTENT_DIR, loadDemoContent, readContentFiles } from "../../erp/seed/content.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const files = readContentFiles(DEFAULT_CONTENT_DIR);
const shown = files.news.filter((p) => p.show).sort((a, b) => b.acf.date.localeCompare(a.acf.date) || b.ID - a.ID);

const counts = async () =>
  (
    await state.db.db.execute(
      sql`SELECT (SELECT count(*)::int FROM news_posts) AS news, (SELECT count(*)::int FROM slides) AS slides, (SELECT count(*)::int FROM marquee) AS marquee`,
    )
  ).rows[0];

describe("the demo's content", () => {
  it("comes with the demo catalogue: at least 8 posts and 3 slides, and a second load changes nothing", async () => {
    expect(files.news.length).toBeGreaterThanOrEqual(8);
    expect(files.slides.length).toBeGreaterThanOrEqual(3);
    const first = await counts();
    expect(first).toEqual({
      news: files.news.length,
      slides: files.slides.length,
      marquee: Object.keys(files.marquee).length,
    });
    await Promise.all([loadDemoContent(state.db.db, files), loadDemoContent(state.db.db, files)]);
    expect(await counts()).toEqual(first);
  });

  it("keeps what the office changed when loaded again, sanitises the HTML it writes, numbers new posts after it", async () => {
    const [first] = files.news;
    await state.db.db.execute(sql`UPDATE news_posts SET title = 'Changed in the office' WHERE id = ${first!.ID}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    try {
      fs.mkdirSync(path.join(dir, "news"));
      const post = {
        ...first!,
        ID: 900,
        slug: "a-post-of-another-demo",
        title: { rendered: "Edited <em>title</em>" },
        content: { rendered: `<p onclick="steal()">Edited body</p><script>alert(1)</script>` },
      };
      fs.writeFileSync(path.join(dir, "news", "900.json"), JSON.stringify(post));
      await loadDemoContent(state.db.db, readContentFiles(dir));
      await loadDemoContent(state.db.db, files);
      const erp = client("in-process");
      expect((await erp.getNews({ slug: first!.slug })).posts[0]?.title.rendered).toBe("Changed in the office");
      const added = await erp.getNews({ slug: post.slug });
      expect(added.posts[0]?.title.rendered).toBe("Edited title");
      expect(added.posts[0]?.content.rendered).toBe("<p>Edited body</p>");
      const next = await state.db.db.execute<{ id: number }>(sql`SELECT nextval('news_posts_id_seq')::int AS id`);
      expect(next.rows[0]!.id).toBe(901);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await state.db.db.execute(sql`DELETE FROM news_posts WHERE id = 900`);
      await state.db.db.execute(sql`UPDATE news_posts SET title = ${first!.title.rendered} WHERE id = ${first!.ID}`);
    }
    expect((await counts())?.news).toBe(files.news.length);
  });

  it("refuses a content file that is not in the News post shape, naming the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    try {
      fs.mkdirSync(path.join(dir, "news"));
      fs.writeFileSync(path.join(dir, "news", "bad.json"), JSON.stringify({ ID: 1, slug: "Not A Slug" }));
      expect(() => readContentFiles(dir)).toThrow(/bad\.json: .*slug/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(["in-process", "http"] as const)("content calls over the %s transport", (transport) => {
  it("pages the news 4 at a time, newest first", async () => {
    const erp = client(transport);
    const first = await erp.getNews({ page: 1 });
    expect(first.total).toBe(shown.length);
    expect(first.posts.map((p) => p.slug)).toEqual(shown.slice(0, 4).map((p) => p.slug));
    const second = await erp.getNews({ page: 2 });
    expect(second.posts.map((p) => p.slug)).toEqual(shown.slice(4, 8).map((p) => p.slug));
    const last = await erp.getNews({ page: Math.ceil(shown.length / 4) });
    expect(last.posts.length).toBe(shown.length % 4 || 4);
    expect((await erp.getNews({ page: 99 })).posts).toEqual([]);
  });

  it("answers one post by slug, and 404 for an unknown one", async () => {
    const erp = client(transport);
    const wanted = shown[2]!;
    const one = await erp.getNews({ slug: wanted.slug });
    expect(one.posts).toHaveLength(1);
    expect(one.posts[0]).toMatchObject({
      ID: wanted.ID,
      slug: wanted.slug,
      title: { rendered: wanted.title.rendered },
      acf: { date: wanted.acf.date },
      photo: wanted.photo,
    });
    const missing = await erp.getNews({ slug: "no-such-post" }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ErpCallError);
    expect((missing as ErpCallError).status).toBe(404);
  });

  it("answers the marquee of the site's source", async () => {
    const main = await client(transport, { source: "main" }).marquee();
    expect(main).toMatchObject({
      show: files.marquee.main!.show,
      text_en: files.marquee.main!.text_en,
      text_pl: files.marquee.main!.text_pl,
    });
    const uk = await client(transport, { source: "uk" }).marquee();
    expect(uk.text_en).toBe(files.marquee.uk!.text_en);
    expect(uk.text_en).not.toBe(main.text_en);
    expect((await client(transport, { source: "parts" }).marquee()).show).toBe(false);
  });

  it("answers the slides of the site's source in their order", async () => {
    const main = await client(transport, { source: "main" }).slider();
    const expected = files.slides.filter((s) => s.sources.includes("main"));
    expect(main.slides.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    expect(main.slides[0]).toMatchObject({
      url: expected[0]!.url,
      full_image_url: expected[0]!.full_image_url,
      alt_en: expected[0]!.alt_en,
    });
    const parts = await client(transport, { source: "parts" }).slider();
    expect(parts.slides.map((s) => s.id)).toEqual(
      files.slides.filter((s) => s.sources.includes("parts")).map((s) => s.id),
    );
    expect(parts.slides.length).toBeLessThan(main.slides.length);
  });

  it("refuses an unknown source and a bad news page", async () => {
    const response = await state.erp.call("GET", "/marquee/mars");
    expect(response.status).toBe(400);
    const bad = await state.erp.call("POST", "/news", { action: "getNews", page: 0 });
    expect(bad.status).toBe(400);
  });
});
