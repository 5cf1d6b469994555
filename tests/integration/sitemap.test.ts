/**
 * The sitemap (decision 0033): getSitemapParts splits the shown products and news posts into
 * parts without reading them, getSitemapEntries walks a part in keyset pages, and the storefront's
 * routes turn them into a sitemap index and parts that validate against the sitemaps.org schemas
 * and list every product in every language it has texts in.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as indexLoader } from "../../app/routes/sitemap[.]xml.tsx";
import { loader as partLoader } from "../../app/routes/sitemaps.$part.tsx";
import { loader as robotsLoader } from "../../app/routes/robots[.]txt.tsx";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import type { SitemapEntry } from "../../contract/sitemap.ts";
import { INDEX_SCHEMA, URLSET_SCHEMA, validateXml } from "../fixtures/sitemap/xmllint.ts";
import { useErp, expectError } from "./harness.ts";

const { state, client, load } = useErp();
const db = () => state.db.db;

/** The products the sitemap must list: what the product page shows (not services, with texts). */
async function shownItems(hidden: readonly string[] = []) {
  const { rows } = await db().execute<{ id: number; urlcomponent: string; langs: string[] }>(
    sql`SELECT i.id, i.urlcomponent, ARRAY(SELECT lang FROM item_texts t WHERE t.item_id = i.id ORDER BY lang) AS langs
      FROM items i WHERE i.recordtype <> 'service'
        AND i.brand_id <> ALL(${`{${hidden.join(",")}}`}::text[])
        AND EXISTS (SELECT 1 FROM item_texts t WHERE t.item_id = i.id)
      ORDER BY i.id`,
  );
  return rows;
}

let polishOnly: number;
let textless: number;

beforeAll(async () => {
  // The news posts are the demo catalogue's (erp/seed/content.ts).
  // A part with Polish texts only, and one with no texts at all (not shown by the product page).
  const { rows } = await db().execute<{ id: number }>(sql`INSERT INTO items (urlcomponent, number, name,
      name_normalized, manufacturer, manufacturer_group_id, brand_id, pricegroup, category)
    SELECT u, upper(u), upper(u), upper(u), 'Saber', (SELECT manufacturer_group_id FROM brands WHERE id = 'saber'),
      'saber', 'SITEMAP', 'disc' FROM unnest(ARRAY['sitemap-pl-only', 'sitemap-no-texts']) u RETURNING id`);
  [polishOnly, textless] = rows.map((r) => r.id) as [number, number];
  await db().execute(
    sql`INSERT INTO item_texts (item_id, lang, description) VALUES (${polishOnly}, 'pl', 'Tarcza hamulcowa')`,
  );
});

afterAll(async () => {
  await db().execute(sql`DELETE FROM item_texts WHERE item_id IN (${polishOnly}, ${textless})`);
  await db().execute(sql`DELETE FROM items WHERE id IN (${polishOnly}, ${textless})`);
});

/** Every entry of every part, each part walked in pages of `limit` from its cursor. */
async function walk(transport: "in-process" | "http", kind: "items" | "news", perpart: number, limit: number) {
  const erp = client(transport);
  const parts = await erp.sitemapParts(kind, perpart);
  const seen: SitemapEntry[][] = [];
  for (const part of parts) {
    const entries: SitemapEntry[] = [];
    let after = part.after;
    while (entries.length < part.count) {
      const page = await erp.sitemapEntries(kind, after, Math.min(limit, part.count - entries.length));
      expect(page.length).toBeGreaterThan(0);
      entries.push(...page);
      after = page.at(-1)!.id;
    }
    seen.push(entries);
  }
  return { parts, seen };
}

describe("getSitemapParts and getSitemapEntries", () => {
  for (const transport of ["in-process", "http"] as const) {
    it(`split the shown products into parts walked in keyset pages, each once (${transport})`, async () => {
      const expected = await shownItems();
      const { parts, seen } = await walk(transport, "items", 100, 33);
      expect(parts.length).toBe(Math.ceil(expected.length / 100));
      expect(parts.slice(0, -1).every((p) => p.count === 100)).toBe(true);
      expect(parts[0]!.after).toBeNull();
      // Every part's cursor is the last id of the part before it.
      for (let k = 1; k < parts.length; k++) expect(parts[k]!.after).toBe(seen[k - 1]!.at(-1)!.id);
      const all = seen.flat();
      expect(all.map((e) => e.id)).toEqual(expected.map((r) => r.id));
      expect(all.map((e) => e.slug)).toEqual(expected.map((r) => r.urlcomponent));
    });
  }

  it("lists a product in the languages it has texts in, and not one without texts", async () => {
    const { seen } = await walk("in-process", "items", 50_000, 5000);
    const all = seen.flat();
    expect(all.find((e) => e.id === polishOnly)?.langs).toEqual(["pl"]);
    expect(all.some((e) => e.id === textless)).toBe(false);
    const demo = all.filter((e) => e.id !== polishOnly);
    expect(demo.length).toBeGreaterThan(300);
    expect(demo.every((e) => e.langs.join() === "en,pl,de")).toBe(true);
    // No service line (airfreight) has a product page.
    const { rows } = await db().execute<{ id: number }>(sql`SELECT id FROM items WHERE recordtype = 'service'`);
    for (const r of rows) expect(all.some((e) => e.id === r.id)).toBe(false);
  });

  it("leaves out the brands the UK site hides", async () => {
    const erp = client("in-process", { source: "uk" });
    const expected = await shownItems(UK_HIDDEN_BRANDS);
    const [part] = await erp.sitemapParts("items", 50_000);
    expect(part!.count).toBe(expected.length);
    const entries = await erp.sitemapEntries("items", null, 5000);
    expect(entries.map((e) => e.id)).toEqual(expected.map((r) => r.id));
  });

  it("lists the shown news posts with their publication day", async () => {
    const { rows } = await db().execute<{ id: number; slug: string; published_on: string }>(
      sql`SELECT id, slug, published_on::text FROM news_posts WHERE show ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const { seen } = await walk("http", "news", 2, 1);
    expect(seen.flat()).toEqual(
      rows.map((r) => ({ id: r.id, slug: r.slug, langs: ["en", "pl", "de"], lastmod: r.published_on })),
    );
  });

  it("refuses a part size over the sitemaps.org limit or a page over its own, as a 400", async () => {
    const erp = client("http");
    await expectError(erp.sitemapParts("items", 50_001), 400, "BAD_REQUEST");
    await expectError(erp.sitemapEntries("items", null, 5001), 400, "BAD_REQUEST");
    await expectError(erp.sitemapEntries("items", -1, 10), 400, "BAD_REQUEST");
  });
});

const get = (path: string) => new Request(`http://shop.test${path}`);
const args = (path: string, params: Record<string, string> = {}) => ({ request: get(path), params, context: load() });

describe("the sitemap's routes", () => {
  it("answer an index and parts that validate, listing every product in its languages", async () => {
    const index = await indexLoader(args("/sitemap.xml"));
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const indexXml = await index.text();
    expect(validateXml(indexXml, INDEX_SCHEMA)).toEqual({ ok: true, output: "- validates" });
    const locs = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs[0]).toBe("http://shop.test/sitemaps/pages.xml");
    expect(locs).toContain("http://shop.test/sitemaps/news-after-0.xml");
    expect(locs).toContain("http://shop.test/sitemaps/products-after-0.xml");

    const urls = new Set<string>();
    for (const loc of locs) {
      const part = new URL(loc).pathname.split("/").pop()!;
      const answer = await partLoader(args(`/sitemaps/${part}`, { part }));
      const xml = await answer.text();
      const checked = validateXml(xml, URLSET_SCHEMA);
      expect(checked.ok, `${part}: ${checked.output}`).toBe(true);
      for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(m[1]!);
    }
    for (const item of await shownItems())
      for (const lang of item.langs) expect(urls.has(`http://shop.test/${item.urlcomponent}?lng=${lang}`)).toBe(true);
    expect(urls.has("http://shop.test/sitemap-pl-only?lng=pl")).toBe(true);
    expect(urls.has("http://shop.test/sitemap-pl-only?lng=en")).toBe(false);
    expect(urls.has("http://shop.test/faq?lng=de")).toBe(true);
    expect([...urls].some((u) => /\/(basket|order|account|login)/.test(u))).toBe(false);
  });

  it("answer 404 for a part that does not exist or has nothing after its cursor", async () => {
    for (const part of ["products-after-2147483647.xml", "news-after-999999.xml", "products-1.xml", "nothing.xml"]) {
      const answer = await partLoader(args(`/sitemaps/${part}`, { part })).catch((e: unknown) => e);
      expect(answer, part).toBeInstanceOf(Response);
      expect((answer as Response).status, part).toBe(404);
    }
  });

  it("answer robots.txt naming the sitemap", async () => {
    const answer = robotsLoader({ request: get("/robots.txt"), params: {}, context: load() });
    const text = await answer.text();
    expect(text).toContain("Disallow: /basket");
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});
