/**
 * The distributor's feeds sent to the shop's own address (server/feed.ts): with the ERP in the
 * shop's process, POST /feed/prices and /feed/stock are taken with the ERP's credential, applied,
 * and refused without it, without ERP_SECRET set, or past the size limit.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_MAX_BYTES } from "../../contract/import.ts";
import { feedRoute } from "../../server/feed.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { DEMO_FIXTURES, buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { useErp } from "./harness.ts";

const { state } = useErp();
const SECRET = "feed-route-secret-0123456789";
const servers: import("node:http").Server[] = [];
const part = buildDemoCatalogue().items.find((i) => i.urlcomponent === DEMO_FIXTURES.inStock)!.name;

/** A storefront-like server with only the feed route, and its base URL. */
async function shop(secret: string | undefined) {
  const app = express();
  app.use(feedRoute(inProcessTransport(state.erp), secret));
  app.use((_req, res) => res.status(404).send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let base = "";
beforeAll(async () => {
  base = await shop(SECRET);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", body, headers: { "Content-Type": "text/csv", ...headers } });
const auth = { Authorization: `Bearer ${SECRET}` };

describe("feeds sent to the shop's address", () => {
  it("applies a price feed with the ERP's credential", async () => {
    const response = await post(
      `${base}/feed/prices`,
      `part_number,price_list,currency,price,valid_from\n${part},NL,EUR,123.45,2026-01-01\n`,
      auth,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: "prices", lines: 1, changed: 1 });
    const { rows } = await state.db.db.execute<{ price: string }>(
      sql`SELECT p.baseprice::text AS price FROM prices p JOIN items i ON i.id = p.item_id
          WHERE i.name = ${part} AND p.price_list_id = 'NL' AND p.currency = 'EUR'`,
    );
    expect(rows[0]!.price).toBe("123.45");
  });

  it("refuses a bad feed whole with its lines, a wrong credential, and one too large", async () => {
    const bad = await post(`${base}/feed/stock`, `part_number,location,quantity\n${part},MARS,1\n`, auth);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "FEED_INVALID", lines: [{ line: 2, column: "location" }] });
    expect(
      (await post(`${base}/feed/stock`, "part_number,location,quantity\n", { Authorization: "Bearer no" })).status,
    ).toBe(401);
    expect((await post(`${base}/feed/stock`, "x".repeat(FEED_MAX_BYTES + 1), auth)).status).toBe(413);
    expect((await post(`${base}/feed/stock`, "{}", { ...auth, "Content-Type": "application/json" })).status).toBe(415);
    // Sent in chunks without a length: refused once past the limit, the answer still sent.
    const chunk = new TextEncoder().encode("x".repeat(1024 * 1024));
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > FEED_MAX_BYTES / chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${base}/feed/stock`, {
      method: "POST",
      body: chunked,
      headers: { "Content-Type": "text/csv", ...auth },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // A page of the shop is not a feed.
    expect((await post(`${base}/feed/other`, "", auth)).status).toBe(404);
    expect(await (await post(`${base}/feed/other`, "", auth)).text()).toBe("page");
  });

  it("takes no feed when the shop has no ERP_SECRET", async () => {
    const open = await shop(undefined);
    const response = await post(`${open}/feed/stock`, `part_number,location,quantity\n${part},TORUN,1\n`, auth);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
