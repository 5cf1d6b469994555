/**
 * The order PDF's cost (issue 24, item 9) on PostgreSQL: drawn once per order state and kept in the
 * database (a second request, also from another ERP process, reads it; requests at once share one
 * drawing); a payment, a withdrawal or the expiry draws a new one over it; housekeeping deletes old
 * ones; and the storefront's route answers 429 with Retry-After, in the shopper's language, once a
 * client address has used up PDF_RATE_LIMIT.
 */
import type { Company } from "../../contract/seller.ts";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { loader } from "../../app/routes/api.pdf.transactions.$id.tsx";
import type { Order } from "../../contract/orders.ts";
import { rateLimitHits } from "../../erp/ratelimit/schema.ts";
import { runHousekeeping } from "../../erp/jobs/housekeeping.ts";
import { markPaidByOffice } from "../../erp/ops/order-paid.ts";
import { expireOrder } from "../../erp/orders/expiry.ts";
import { renderOrderPdf } from "../../erp/orders/pdf.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { createErp } from "../../erp/server.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { cloneItem, pdfText, readyCart } from "./fixtures/orders.ts";
import { context, useErp } from "./harness.ts";

const { state, client, load } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const DAY = 24 * 60 * 60 * 1000;

/** An ERP on the suites' database whose PDFs are drawn here and counted, by order id. */
function countingErp() {
  const drawn = new Map<string, number>();
  const erp = createErp({
    db: db(),
    now: today,
    vies: null,
    renderPdf: async (order: Order, seller: Company) => {
      drawn.set(order._id, (drawn.get(order._id) ?? 0) + 1);
      return renderOrderPdf(order, seller);
    },
  });
  return { erp: erpClient(context(), inProcessTransport(erp)), drawn: (id: string) => drawn.get(id) ?? 0 };
}

async function placeOrder() {
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const erp = client("in-process");
  return (await erp.addOrder(await readyCart(erp, item.id)))._id;
}

const kept = async (id: string) =>
  (await db().execute(sql`SELECT state_key, rendered_at FROM order_pdfs WHERE order_id = ${id}`)).rows as {
    state_key: string;
    rendered_at: Date;
  }[];

describe("the kept order PDF", () => {
  it("is drawn once per order state; the next request, also of another ERP process, reads it", async () => {
    const one = countingErp();
    const id = await placeOrder();
    const first = Buffer.from((await one.erp.orderPdf(id))!);
    expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(first)).toContain("Payment status: unpaid");
    const again = Buffer.from((await one.erp.orderPdf(id))!);
    expect(one.drawn(id)).toBe(1);
    expect(again.equals(first)).toBe(true);

    const other = countingErp();
    expect(Buffer.from((await other.erp.orderPdf(id))!).equals(first)).toBe(true);
    expect(other.drawn(id)).toBe(0);
    expect(await kept(id)).toHaveLength(1);
  });

  it("requests at once wait for one drawing", async () => {
    const { erp, drawn } = countingErp();
    const id = await placeOrder();
    const pdfs = await Promise.all(Array.from({ length: 6 }, () => erp.orderPdf(id)));
    expect(drawn(id)).toBe(1);
    for (const pdf of pdfs) expect(Buffer.from(pdf!).equals(Buffer.from(pdfs[0]!))).toBe(true);
  });

  it("is drawn again when the order is paid, withdrawn from or cancelled by the expiry", async () => {
    const { erp, drawn } = countingErp();
    const paid = await placeOrder();
    await erp.orderPdf(paid);
    const [unpaidKey] = await kept(paid);
    expect((await markPaidByOffice(db(), paid, "bank statement 1")).ok).toBe(true);
    expect(pdfText(Buffer.from((await erp.orderPdf(paid))!))).toContain("Payment status: paid");
    expect(drawn(paid)).toBe(2);
    await erp.orderPdf(paid);
    expect(drawn(paid)).toBe(2);
    // One row per order: the new state's PDF replaced the old one.
    const rows = await kept(paid);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state_key).not.toBe(unpaidKey!.state_key);

    const withdrawn = await placeOrder();
    await erp.orderPdf(withdrawn);
    await client("in-process").withdraw(withdrawn, "all", null);
    await erp.orderPdf(withdrawn);
    expect(drawn(withdrawn)).toBe(2);

    const expired = await placeOrder();
    await erp.orderPdf(expired);
    await db().execute(
      sql`UPDATE orders SET created_at = ${new Date(today().getTime() - 8 * DAY).toISOString()} WHERE id = ${expired}`,
    );
    expect(await expireOrder(db(), expired, today(), 7)).toBe(true);
    await erp.orderPdf(expired);
    expect(drawn(expired)).toBe(2);
  });

  it("housekeeping deletes PDFs drawn more than 30 days ago", async () => {
    const { erp } = countingErp();
    const [old, recent] = [await placeOrder(), await placeOrder()];
    await erp.orderPdf(old);
    await erp.orderPdf(recent);
    await db().execute(
      sql`UPDATE order_pdfs SET rendered_at = ${new Date(today().getTime() - 31 * DAY).toISOString()} WHERE order_id = ${old}`,
    );
    const result = await runHousekeeping(db(), today(), { unpaidOrderDays: 7, cartLifetimeDays: 30, log: () => {} });
    expect(result.ran).toBe(true);
    expect(await kept(old)).toHaveLength(0);
    expect(await kept(recent)).toHaveLength(1);
  });
});

describe("GET /api/pdf/transactions/{id}", () => {
  beforeEach(async () => {
    await db().delete(rateLimitHits);
    process.env.PDF_RATE_LIMIT = "3";
    process.env.PDF_RATE_WINDOW_SECONDS = "600";
  });
  afterEach(() => {
    delete process.env.PDF_RATE_LIMIT;
    delete process.env.PDF_RATE_WINDOW_SECONDS;
  });

  const get = (id: string, clientAddress: string, lng = "en") =>
    loader({
      request: new Request(`http://shop.test/api/pdf/transactions/${id}?lng=${lng}`),
      params: { id },
      context: load({ clientAddress }),
    });

  it("answers 429 with Retry-After in the shopper's language after PDF_RATE_LIMIT requests of one address", async () => {
    const id = await placeOrder();
    for (let i = 0; i < 3; i++) {
      const ok = await get(id, "203.0.113.7");
      expect(ok.status).toBe(200);
      expect(ok.headers.get("Content-Type")).toBe("application/pdf");
    }
    const refused = await get(id, "203.0.113.7", "pl");
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(await refused.text()).toBe(
      `Zbyt wiele pobrań PDF zamówień z Twojego adresu. Spróbuj ponownie za ${retry} s.`,
    );
    // Unknown ids count too (no guessing around the limit); another address has its own count.
    expect((await get("0".repeat(32), "203.0.113.7")).status).toBe(429);
    expect((await get(id, "198.51.100.2")).status).toBe(200);
    expect((await get("0".repeat(32), "198.51.100.2")).status).toBe(404);
  });
});
