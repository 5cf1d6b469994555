import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Order } from "../../contract/orders.ts";
import { ALL_TYPES, DEFAULT_CONSENT } from "../lib/consent.ts";
import { startFakeGa4 } from "../../tests/fakes/ga4.ts";
import { gaClientId, purchaseEvent, reportPurchase } from "./purchase-event.ts";

const line = (name: string, price: number, quantity: number, kitcomponent = false) => ({
  item: { name },
  displayname: `${name} brake disc`,
  price,
  quantity,
  amount: price * quantity,
  kitcomponent,
});
const order = {
  _id: "0123456789abcdef0123456789abcdef",
  name: "WEB-2026-000042",
  date: "2026-11-26T09:00:00.000Z",
  currency: { symbol: "€", iso: "EUR" },
  itemsamount: 250.2,
  discountamount: 10.1,
  promocode: "WINTER10",
  shippingcost: 12,
  taxamount: 57.98,
  transactionlines: [line("DBA4137S", 100.1, 2), line("DB1630SP", 50, 1), line("DBA4137S", 100.1, 2, true)],
} as unknown as Order;

let ga4: Awaited<ReturnType<typeof startFakeGa4>>;
const reporting = () => ({ measurementId: "G-UNIT1234", apiSecret: "unit-secret", collectUrl: ga4.url });

beforeAll(async () => {
  ga4 = await startFakeGa4({ measurementId: "G-UNIT1234", apiSecret: "unit-secret" });
});
afterAll(() => ga4.close());

describe("the purchase event", () => {
  it("is GA4's purchase: order number, net value, tax, shipping, coupon and the lines (no kit components)", () => {
    expect(purchaseEvent(order)).toEqual({
      name: "purchase",
      params: {
        transaction_id: "WEB-2026-000042",
        currency: "EUR",
        value: 240.1,
        tax: 57.98,
        shipping: 12,
        coupon: "WINTER10",
        items: [
          { item_id: "DBA4137S", item_name: "DBA4137S brake disc", price: 100.1, quantity: 2 },
          { item_id: "DB1630SP", item_name: "DB1630SP brake disc", price: 50, quantity: 1 },
        ],
      },
    });
  });

  it("passes GA4's validation server", async () => {
    const answer = await fetch(`${ga4.url}/debug/mp/collect`, {
      method: "POST",
      body: JSON.stringify({ client_id: "1.2", events: [purchaseEvent(order)] }),
    });
    expect(await answer.json()).toEqual({ validationMessages: [] });
  });

  it("is sent with analytics consent, with the browser's GA client id and the advertising consent", async () => {
    const before = ga4.events().length;
    expect(await reportPurchase(order, ALL_TYPES, "consent=x; _ga=GA1.1.1234567.1764147600", reporting())).toBe(true);
    const sent = ga4.events().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      client_id: "1234567.1764147600",
      consent: { ad_user_data: "GRANTED", ad_personalization: "GRANTED" },
      name: "purchase",
      params: { transaction_id: "WEB-2026-000042", value: 240.1 },
    });
  });

  it("is not sent without analytics consent, nor when no collector is configured", async () => {
    const before = ga4.events().length;
    expect(await reportPurchase(order, DEFAULT_CONSENT, null, reporting())).toBe(false);
    expect(
      await reportPurchase(order, { accepted: true, types: ["mandatory", "advertisement"] }, null, reporting()),
    ).toBe(false);
    expect(await reportPurchase(order, ALL_TYPES, null, null)).toBe(false);
    expect(ga4.events().length).toBe(before);
  });

  it("a wrong secret is dropped by the collector; a collector that is down costs a logged line, not an error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = ga4.events().length;
    await reportPurchase(order, ALL_TYPES, null, { ...reporting(), apiSecret: "wrong-secret" });
    expect(ga4.events().length).toBe(before);
    expect(await reportPurchase(order, ALL_TYPES, null, { ...reporting(), collectUrl: "http://127.0.0.1:9" })).toBe(
      false,
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining("WEB-2026-000042 not reported"), expect.anything());
    log.mockRestore();
  });

  it("reads the client id of the _ga cookie only", () => {
    expect(gaClientId("_ga=GA1.1.98765.1700000000")).toBe("98765.1700000000");
    expect(gaClientId("x_ga=GA1.1.1.2; other=1")).toBeNull();
    expect(gaClientId(null)).toBeNull();
  });
});
