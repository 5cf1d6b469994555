/**
 * A forged X-Forwarded-Host never reaches an absolute URL (issue 37 item 4, app/.server/origin.ts):
 * the production shop as `npm start` runs it, behind a proxy (TRUST_PROXY=true) with a SITES host,
 * is asked with `Host: sklep.example` and `X-Forwarded-Host: evil.example`. Express makes the
 * request's URL from X-Forwarded-Host, but robots.txt, the sitemap, canonical, hreflang, Open Graph,
 * JSON-LD and the payment return and cancel URLs the wallet is given name only the SITES host (or
 * SHOP_URL for a host not in SITES).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { loadDemoCatalogue } from "../../erp/seed/load.ts";
import { createErp } from "../../erp/server.ts";
import { startShop, type RunningShop } from "../../bench/reliability/shop.ts";
import { ensureBuild } from "../../scripts/build.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { startFakePayPal, type FakePayPal } from "../fakes/paypal.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { freePort } from "./processes.ts";
import { context } from "./harness.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

const FORGED = {
  host: "sklep.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

describe("a forged X-Forwarded-Host behind a trusted proxy", () => {
  const name = scratchDatabaseName("forged_host");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-forged-host-"));
  let url: string;
  let shop: RunningShop | undefined;
  let port: number;
  let paypal: FakePayPal;
  let seeded: ReturnType<typeof connect>;

  beforeAll(async () => {
    ensureBuild();
    await adminQuery(`CREATE DATABASE ${name}`);
    url = databaseNamed(name);
    // The demo on purpose, as `npm run seed -- --demo` loads it.
    seeded = connect(url);
    await runMigrations(seeded.db);
    await loadDemoCatalogue(seeded.db);
    paypal = await startFakePayPal();
    port = await freePort();
    // The production shop as the reliability scenarios start it (primary and a worker), on this database.
    shop = await startShop({
      port,
      dataDir,
      workers: 1,
      startTimeoutMs: 110_000,
      env: {
        DATABASE_URL: url,
        // The demo catalogue and a PayPal double in production: a public demo on purpose.
        DEMO_SHOP: "true",
        SHOP_URL: "https://shop.example",
        SITES: JSON.stringify({ "sklep.example": { variant: "pl", source: "main" } }),
        TRUST_PROXY: "true",
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_API_URL: paypal.url,
      },
    });
  });

  afterAll(async () => {
    await shop?.stop("SIGKILL");
    await seeded?.pool.end();
    await paypal?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request as a client sends it to the proxy that passes its headers through: status, headers, text. */
  const request = (p: string, headers: Record<string, string>, method = "GET", body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const sent = http.request({ host: "127.0.0.1", port, path: p, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
      sent.on("error", reject);
      sent.end(body);
    });

  /** The href of every hreflang alternate of a page. */
  const alternates = (html: string) =>
    [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "");

  it("leaves robots.txt and the sitemap, cached publicly, with the SITES host only", async () => {
    const robots = await request("/robots.txt", FORGED);
    expect(robots.status).toBe(200);
    expect(robots.headers["cache-control"]).toContain("public");
    expect(robots.text).toContain("Sitemap: https://sklep.example/sitemap.xml");
    expect(robots.text).not.toContain("evil.example");
    const index = await request("/sitemap.xml", FORGED);
    expect(index.status).toBe(200);
    expect(index.text).not.toContain("evil.example");
    const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).toMatch(/^https:\/\/sklep\.example\/sitemaps\//);
    for (const part of parts.slice(0, 3)) {
      const listed = await request(new URL(part).pathname, FORGED);
      expect(listed.status, part).toBe(200);
      expect(listed.text, part).not.toContain("evil.example");
      expect(listed.text, part).toContain("<loc>https://sklep.example/");
    }
  });

  it("leaves canonical, hreflang, Open Graph and JSON-LD of the home and a product page with the SITES host only", async () => {
    for (const page of ["/", `/${DEMO_FIXTURES.inStock}`]) {
      const answer = await request(page, FORGED);
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).not.toContain("evil.example");
      expect(answer.text, page).toMatch(/<link rel="canonical" href="https:\/\/sklep\.example\//);
      expect(answer.text, page).toMatch(/<meta property="og:url" content="https:\/\/sklep\.example\//);
      expect(alternates(answer.text).length, page).toBeGreaterThan(1);
      for (const href of alternates(answer.text)) expect(href, page).toMatch(/^https:\/\/sklep\.example\//);
      const jsonLd = [...answer.text.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1]!)
        .join("\n");
      expect(jsonLd, page).toContain("https://sklep.example/");
    }
  });

  it("falls back to SHOP_URL, not the forged host, for a Host outside SITES", async () => {
    const robots = await request("/robots.txt", { ...FORGED, host: "other.example" });
    expect(robots.text).toContain("Sitemap: https://shop.example/sitemap.xml");
    const product = await request(`/${DEMO_FIXTURES.inStock}`, { ...FORGED, host: "other.example" });
    expect(product.text).not.toContain("evil.example");
    expect(product.text).toMatch(/<link rel="canonical" href="https:\/\/shop\.example\//);
  });

  it("gives the wallet return and cancel URLs on the SITES host", async () => {
    const erp = erpClient(context(), inProcessTransport(createErp({ db: seeded.db })));
    const item = await cloneItem(seeded.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const placed = await erp.addOrder(await readyCart(erp, item.id));
    const answer = await request(
      `/order/${placed._id}`,
      { ...FORGED, "content-type": "application/x-www-form-urlencoded" },
      "POST",
      "method=paypal",
    );
    expect(answer.status, answer.text).toBe(303);
    expect(answer.headers.location).toMatch(new RegExp(`^${paypal.url}/`));
    const started = [...paypal.orders.values()].at(-1)!;
    expect(started.returnUrl).toBe(`https://sklep.example/order/${placed._id}/return/paypal`);
    expect(started.cancelUrl).toBe(`https://sklep.example/order/${placed._id}/return/paypal?outcome=cancel`);
  });
});
