/**
 * The loader cache against PostgreSQL (issue 25 item 3, decision 0042): the ERP's cache version
 * moves with every change a guest's answer could show (item text, price, stock, delivery facts,
 * news) and only then, in whatever order transactions commit; and three storefront instances on one
 * database (two with the ERP in-process, as two worker processes, one with the ERP over HTTP), each
 * with its own cache, all show a change made in the database on the product page within a second.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loader as productLoader } from "../../app/routes/$id/route.tsx";
import { loaderCacheOf, withLoaderCache } from "../../app/.server/loader-cache.ts";
import type { ErpTransport } from "../../contract/transport.ts";
import { cacheVersion, foldCacheChanges } from "../../erp/cache/version.ts";
import { connect } from "../../erp/db/client.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { createErp } from "../../erp/server.ts";
import { httpTransport, inProcessTransport } from "../../server/erp-transport.ts";
import { ERP_TEST_SECRET, serverUrl, useErp, WALLETS_CONFIGURED } from "./harness.ts";
import { fileDatabaseUrl } from "./file-database.ts";

const { state, client, load } = useErp();
const db = () => state.db.db;
const version = () => cacheVersion(db());
const itemId = async (urlcomponent: string) =>
  (await db().execute<{ id: number }>(sql`SELECT id FROM items WHERE urlcomponent = ${urlcomponent}`)).rows[0]!.id;

describe("the ERP's cache version", () => {
  it("moves with a change of an item's text, price, stock, a delivery fact and a news post", async () => {
    const id = await itemId(DEMO_FIXTURES.inStock);
    const changes: [string, ReturnType<typeof sql>][] = [
      ["item text", sql`UPDATE item_texts SET description = description || '' WHERE item_id = ${id} AND lang = 'en'`],
      ["price", sql`UPDATE prices SET baseprice = baseprice WHERE item_id = ${id}`],
      ["stock", sql`UPDATE stock SET quantityavailable = quantityavailable WHERE item_id = ${id}`],
      ["cut-off", sql`UPDATE dispatch_settings SET cutoff = cutoff`],
      ["shipping rate", sql`UPDATE shipping_rates SET cost = cost WHERE ctid = (SELECT min(ctid) FROM shipping_rates)`],
      [
        "news post",
        sql`INSERT INTO news_posts (id, slug, title, excerpt_html, content_html, published_on)
          VALUES (990001, 'cache-test', 'Cache test', '', '', '2026-11-20')`,
      ],
      ["news post removed", sql`DELETE FROM news_posts WHERE id = 990001`],
    ];
    for (const [what, change] of changes) {
      const before = BigInt(await version());
      await db().execute(change);
      expect(BigInt(await version()), what).toBe(before + 1n);
    }
  });

  it("stays when nothing a guest sees changed: a basket, a statement that touched no row, a rolled-back change", async () => {
    const before = await version();
    await client("in-process").addToCart({ record: await itemId(DEMO_FIXTURES.inStock), quantity: 1 });
    await db().execute(sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = -1`);
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE items SET name = name`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await version()).toBe(before);
  });

  it("counts a transaction once however many statements it ran", async () => {
    const id = await itemId(DEMO_FIXTURES.inStock);
    const before = BigInt(await version());
    await db().transaction(async (tx) => {
      await tx.execute(sql`UPDATE stock SET quantityavailable = quantityavailable WHERE item_id = ${id}`);
      await tx.execute(sql`UPDATE prices SET baseprice = baseprice WHERE item_id = ${id}`);
    });
    expect(BigInt(await version())).toBe(before + 1n);
  });

  it("moves again when a transaction that began earlier commits after a later one", async () => {
    const id = await itemId(DEMO_FIXTURES.inStock);
    const slow = await state.db.pool.connect();
    try {
      await slow.query("BEGIN");
      await slow.query("UPDATE prices SET baseprice = baseprice WHERE item_id = $1", [id]);
      const before = await version();
      await db().execute(sql`UPDATE item_texts SET description = description WHERE item_id = ${id}`);
      const between = await version();
      expect(between).not.toBe(before);
      await slow.query("COMMIT");
      expect(await version()).not.toBe(between);
    } finally {
      slow.release();
    }
  });

  it("keeps its value when the log is folded", async () => {
    const before = await version();
    await foldCacheChanges(db(), 0);
    const rows = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cache_changes`);
    expect(rows.rows[0]!.n).toBe(1);
    expect(await version()).toBe(before);
  });

  it("is answered over HTTP as GET /cache-version", async () => {
    const answer = await state.transports.http.get("/cache-version");
    expect(answer).toMatchObject({ status: 200, body: { version: await version() } });
  });
});

describe("three storefront instances, each with its own cache, on one database", () => {
  const databases: ReturnType<typeof connect>[] = [];
  const instances: ErpTransport[] = [];
  beforeAll(async () => {
    const today = new Date(inject("today"));
    const url = await fileDatabaseUrl();
    for (let i = 0; i < 2; i++) {
      const database = connect(url);
      databases.push(database);
      const erp = createErp({ db: database.db, now: () => today, payments: { config: WALLETS_CONFIGURED } });
      instances.push(withLoaderCache(inProcessTransport(erp), {}));
    }
    // The third reaches the test ERP over HTTP (ERP_URL), through a transport of its own.
    instances.push(withLoaderCache(httpTransport(serverUrl(state.server), ERP_TEST_SECRET), {}));
  });
  afterAll(async () => {
    for (const database of databases) await database.pool.end();
  });

  const page = async (via: ErpTransport) => {
    const request = new Request(`http://shop.test/${DEMO_FIXTURES.inStock}?lng=en`);
    return productLoader({ request, params: { id: DEMO_FIXTURES.inStock }, context: load({ erp: via }) });
  };
  const shown = async (via: ErpTransport) => {
    const { item } = await page(via);
    return { max: item.stock.maxquantity, description: item.description };
  };

  it("serve the product page from memory, and show a change of stock and text within a second on every instance", async () => {
    const id = await itemId(DEMO_FIXTURES.inStock);
    const original = await db().execute<{ location_id: string; quantityavailable: number }>(
      sql`SELECT location_id, quantityavailable FROM stock WHERE item_id = ${id}`,
    );
    const text = await db().execute<{ description: string }>(
      sql`SELECT description FROM item_texts WHERE item_id = ${id} AND lang = 'en'`,
    );
    try {
      const before = await Promise.all(instances.map(shown));
      for (const via of instances) await shown(via);
      for (const via of instances) expect(loaderCacheOf(via)!.statistics().hits).toBeGreaterThan(0);

      const target = before[0]!.max + 7;
      await db().transaction(async (tx) => {
        await tx.execute(sql`UPDATE stock SET quantityavailable = 0 WHERE item_id = ${id}`);
        await tx.execute(sql`UPDATE stock SET quantityavailable = ${target}
          WHERE item_id = ${id} AND location_id = ${original.rows[0]!.location_id}`);
        await tx.execute(sql`UPDATE item_texts SET description = 'Changed in the ERP'
          WHERE item_id = ${id} AND lang = 'en'`);
      });
      const changedAt = performance.now();
      const seen = await Promise.all(
        instances.map(async (via) => {
          for (;;) {
            const now = await shown(via);
            if (now.description === "Changed in the ERP") return { ...now, after: performance.now() - changedAt };
            if (performance.now() - changedAt > 5_000) return { ...now, after: Infinity };
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      for (const s of seen) {
        expect(s.after).toBeLessThan(1_000);
        expect(s.max).not.toBe(before[0]!.max);
      }
    } finally {
      await db().transaction(async (tx) => {
        for (const row of original.rows) {
          await tx.execute(sql`UPDATE stock SET quantityavailable = ${row.quantityavailable}
            WHERE item_id = ${id} AND location_id = ${row.location_id}`);
        }
        await tx.execute(sql`UPDATE item_texts SET description = ${text.rows[0]!.description}
          WHERE item_id = ${id} AND lang = 'en'`);
      });
    }
  });
});
