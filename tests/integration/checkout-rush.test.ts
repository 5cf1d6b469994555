/**
 * Shoppers racing for the last units through the basket's checkout action (the storefront with
 * the ERP in-process): exactly as many orders as units, and every refused shopper is told which
 * part ran out and how many of it can still be ordered, in their language, not "check all fields".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as basketAction } from "../../app/routes/basket/route.tsx";
import { action as itemAction } from "../../app/routes/$id/route.tsx";
import type { CheckoutAnswer } from "../../app/.server/checkout.ts";
import { resources } from "../../app/locales.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { formPost, GUEST_CHECKOUT, honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";
import { cloneItem, stockOf } from "./fixtures/orders.ts";

const { state, load } = useErp();
const orderRateLimit = process.env.ORDER_RATE_LIMIT;
afterAll(() => {
  if (orderRateLimit === undefined) delete process.env.ORDER_RATE_LIMIT;
  else process.env.ORDER_RATE_LIMIT = orderRateLimit;
});
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  // Every shopper here posts from one address: the order budget per address is not what is tested.
  process.env.ORDER_RATE_LIMIT = "1000";
  state.active = state.erp;
});

/** The honeypot fields as the basket page shown a while ago posts them. */
/** A shopper's session cookie with the item in the basket, added through the product page's form. */
async function basketWith(item: { id: number; urlcomponent: string }, quantity: number): Promise<string> {
  const response = (await itemAction({
    request: formPost(`/${item.urlcomponent}`, { intent: "add", record: String(item.id), quantity: String(quantity) }),
    params: { id: item.urlcomponent },
    context: load(),
  })) as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Set-Cookie")!.split(";")[0]!;
}

const GUEST = GUEST_CHECKOUT;

type Answer = { status: number; location: string | null; data: CheckoutAnswer | null };

async function placeOrder(cookie: string): Promise<Answer> {
  const request = formPost("/basket", { ...honeypotFields(), ...GUEST }, cookie);
  const result = await basketAction({ request, params: {}, context: load() }).catch((thrown: unknown) => thrown);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  const { data, init } = result as { data: CheckoutAnswer; init: { status?: number } | null };
  return { status: init?.status ?? 200, location: null, data };
}

describe("the last units, through the checkout action", () => {
  it("12 shoppers for 3 units: 3 orders, and 9 are told the part sold out (409), not to check the fields", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.lowStock, { TORUN: 3 });
    const name = (await state.db.db.execute<{ name: string }>(`SELECT name FROM items WHERE id = ${item.id}`)).rows[0]!
      .name;
    const cookies: string[] = [];
    for (let i = 0; i < 12; i++) cookies.push(await basketWith(item, 1));
    const answers = await Promise.all(cookies.map(placeOrder));
    const placed = answers.filter((a) => a.status === 303 && a.location?.startsWith("/order/"));
    const refused = answers.filter((a) => a.status !== 303);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.data!.shortages).toEqual([{ name, quantity: 1, available: 0 }]);
      expect(r.data!.checkout.error?.[""]).toEqual(["checkout:errors.outOfStock"]);
    }
    expect(await stockOf(state.db.db, item.id)).toBe(0);
  });

  it("a basket wanting more than is left is told how many can be ordered", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.lowStock, { TORUN: 5 });
    const cookie = await basketWith(item, 4);
    await state.db.db.execute(`UPDATE stock SET quantityavailable = 2 WHERE item_id = ${item.id}`); // sold elsewhere
    const answer = await placeOrder(cookie);
    expect(answer.status).toBe(409);
    expect(answer.data!.shortages).toEqual([expect.objectContaining({ quantity: 4, available: 2 })]);
    expect(await stockOf(state.db.db, item.id)).toBe(2);
  });

  it("the messages name the part and the numbers in English, Polish and German", () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const errors = resources[lang].checkout.errors;
      expect(errors.soldOut, lang).toContain("{{name}}");
      for (const param of ["{{name}}", "{{available}}", "{{quantity}}"]) expect(errors.onlySome, lang).toContain(param);
    }
  });
});
