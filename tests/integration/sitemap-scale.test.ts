/**
 * A sitemap of 100,000 products in bounded memory (issue 22 item 7: "generated without holding
 * them all in memory"). 100,000 parts with texts in three languages are inserted with
 * generate_series; the sitemap index is read and every part of products is streamed through the
 * storefront's route from the ERP over its HTTP surface (httpTransport -> requireSecret ->
 * erp.handle), counted as it arrives and never kept. The process's live heap (the ERP, the
 * storefront and the reader share it here) is sampled after a collection throughout; its growth
 * must stay under HEAP_BUDGET_MB. Every part must also stay within the sitemaps.org limits.
 * Figures: docs/perf/sitemap.md.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as indexLoader } from "../../app/routes/sitemap[.]xml.tsx";
import { loader as partLoader } from "../../app/routes/sitemaps.$part.tsx";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from "../../app/lib/sitemap.ts";
import { useErp } from "./harness.ts";
import { measured } from "./fixtures/heap.ts";

const { state, load } = useErp();
const PARTS = 100_000;
/** Pages of 1,000 products (3,000 <url>) at a time keep a few MB alive; the catalogue's XML is ~190 MB. */
const HEAP_BUDGET_MB = 32;

beforeAll(async () => {
  const db = state.db.db;
  await db.execute(sql`INSERT INTO items (urlcomponent, number, name, name_normalized, manufacturer,
      manufacturer_group_id, brand_id, pricegroup, category)
    SELECT 'bulk-sitemap-' || g, 'BULKS' || g, 'BULKS-' || lpad(g::text, 6, '0'), 'BULKS' || lpad(g::text, 6, '0'), 'Saber',
      (SELECT manufacturer_group_id FROM brands WHERE id = 'saber'), 'saber', 'BULK', 'disc'
    FROM generate_series(1, ${PARTS}) g`);
  await db.execute(sql`INSERT INTO item_texts (item_id, lang, description)
    SELECT i.id, l, 'Brake disc' FROM items i CROSS JOIN unnest(ARRAY['en', 'pl', 'de']) l
    WHERE i.urlcomponent LIKE 'bulk-sitemap-%'`);
  await db.execute(sql`ANALYZE items`);
  await db.execute(sql`ANALYZE item_texts`);
}, 180_000);

afterAll(async () => {
  await state.db.db.transaction(async (tx) => {
    await tx.execute(
      sql`CREATE TEMP TABLE bulk_ids ON COMMIT DROP AS SELECT id FROM items WHERE urlcomponent LIKE 'bulk-sitemap-%'`,
    );
    await tx.execute(sql`DELETE FROM item_texts WHERE item_id IN (SELECT id FROM bulk_ids)`);
    // The replica role below skips the triggers, foreign-key cascades included: the search
    // documents of these parts go first, or the other suites sharing this database count them.
    await tx.execute(sql`DELETE FROM search_documents WHERE item_id IN (SELECT id FROM bulk_ids)`);
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`DELETE FROM items WHERE id IN (SELECT id FROM bulk_ids)`);
    // The replica role skipped the catalogue's summary triggers too (decision 0041): the summaries
    // are made again from the tables, or the suites that run after this one count the parts.
    await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    await tx.execute(sql`SELECT catalogue_summaries_rebuild()`);
  });
}, 180_000);

const URL_OPEN = Buffer.from("<url>");

/** Occurrences of "<url>" in a stream of chunks, without keeping it (a match may span two chunks). */
async function countUrls(stream: ReadableStream<Uint8Array>) {
  let urls = 0;
  let bytes = 0;
  let carry = Buffer.alloc(0);
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    const text = Buffer.concat([carry, Buffer.from(chunk)]);
    for (let at = text.indexOf(URL_OPEN); at !== -1; at = text.indexOf(URL_OPEN, at + 1)) urls++;
    // Keep the last 4 bytes: a "<url>" cut by the chunk's end is found with the next chunk.
    carry = text.subarray(Math.max(0, text.length - (URL_OPEN.length - 1)));
  }
  return { urls, bytes };
}

describe("a 100,000-product sitemap", () => {
  it("streams every product in three languages in bounded memory, each part within the limits", async () => {
    const context = load({ erp: state.transports.http });
    const request = (path: string) => new Request(`http://shop.test${path}`);
    const { rows } = await state.db.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM items i WHERE i.recordtype <> 'service'
          AND EXISTS (SELECT 1 FROM item_texts t WHERE t.item_id = i.id)`,
    );
    const products = rows[0]!.n;
    const m = await measured(async () => {
      const index = await (await indexLoader({ request: request("/sitemap.xml"), params: {}, context })).text();
      const parts = [...index.matchAll(/\/sitemaps\/(products-after-\d+\.xml)</g)].map((x) => x[1]!);
      const sizes: { urls: number; bytes: number }[] = [];
      for (const part of parts) {
        const answer = await partLoader({ request: request(`/sitemaps/${part}`), params: { part }, context });
        sizes.push(await countUrls(answer.body!));
      }
      return sizes;
    });
    const urls = m.result.reduce((sum, p) => sum + p.urls, 0);
    const bytes = m.result.reduce((sum, p) => sum + p.bytes, 0);
    console.log(
      `[sitemap] ${products} products, ${m.result.length} parts, ${urls} URLs, ${(bytes / 2 ** 20).toFixed(1)} MB ` +
        `in ${m.seconds.toFixed(1)} s; peak growth live heap ${m.heapMb.toFixed(1)} MB, RSS ${m.rssMb.toFixed(1)} MB`,
    );
    expect(products).toBeGreaterThanOrEqual(PARTS);
    // Every product in its three languages (the demo's and the bulk parts all have three).
    expect(urls).toBe(products * 3);
    for (const part of m.result) {
      expect(part.urls).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      expect(part.bytes).toBeLessThan(SITEMAP_MAX_BYTES);
    }
    expect(m.heapMb).toBeLessThan(HEAP_BUDGET_MB);
  }, 300_000);
});
