/**
 * A signed-in customer's item page, related items, catalogue and search lists are the guests'
 * shared answers with the customer's prices from getPrices put in (decision 0072): the same as the
 * customer's own answers, field for field, over both transports; a session that ended still ends
 * the page; getPrices itself prices as getItem does and refuses a list too long.
 */
import { describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { withLoaderCache } from "../../app/.server/loader-cache.ts";
import { PRICES_MAX } from "../../contract/item.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { context, expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const [werkstatt] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0]];
const where = { currency: "EUR", country: "DE" } as const;

describe.each(["in-process", "http"] as const)("a customer's prices in the guests' answers, over %s", (transport) => {
  /** A client of the customer with a loader cache of its own (as server/erp.ts gives the storefront). */
  const cachedClient = (customerToken: string) =>
    erpClient(context({ ...where, customerToken }), withLoaderCache({ ...state.transports[transport] }, {}));
  const signIn = async () =>
    (await client(transport).signIn(werkstatt.email, werkstatt.password!, "203.0.113.9")).token;

  it("getPrices prices each item as getItem does, for a customer and for a guest; unknown ids are left out", async () => {
    const token = await signIn();
    const mine = client(transport, { ...where, customerToken: token });
    const guest = client(transport, where);
    const item = (await mine.getItem(DEMO_FIXTURES.inStock)).item;
    const { prices } = await mine.getPrices([item.id, 2_000_000_000]);
    expect(prices).toEqual([{ id: item.id, price: item.price }]);
    expect(item.price.level).not.toBeNull();
    const list = (await guest.getPrices([item.id])).prices[0]!.price;
    expect(list).toEqual((await guest.getItem(DEMO_FIXTURES.inStock)).item.price);
    expect(list.level).toBeNull();
  });

  it(`refuses more than ${PRICES_MAX} ids`, async () => {
    const ids = Array.from({ length: PRICES_MAX + 1 }, (_, i) => i + 1);
    await expectError(client(transport, where).getPrices(ids), 400, "BAD_REQUEST");
  });

  it("the item, its related items, a catalogue page and a search equal the customer's own answers", async () => {
    const token = await signIn();
    const own = client(transport, { ...where, customerToken: token });
    const cached = cachedClient(token);
    // Twice: the second answers come from the guests' kept answers.
    for (let round = 0; round < 2; round++) {
      const item = (await cached.getItem(DEMO_FIXTURES.comboKit)).item;
      expect(item).toEqual((await own.getItem(DEMO_FIXTURES.comboKit)).item);
      expect(item.price.level).not.toBeNull();
      const related = item.relateditems;
      expect(await cached.getRelatedItems(item.id, related)).toEqual(await own.getRelatedItems(item.id, related));
      const page = await cached.catalogue({ filters: { brand: "dba" } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page).toEqual(await own.catalogue({ filters: { brand: "dba" } }));
      expect(page.items.every((i) => i.price.level !== null)).toBe(true);
      expect(await cached.search("DBA")).toEqual(await own.search("DBA"));
    }
    // A guest through the same kind of cache still sees list prices.
    const guest = erpClient(context(where), withLoaderCache({ ...state.transports[transport] }, {}));
    expect((await guest.getItem(DEMO_FIXTURES.comboKit)).item.price.level).toBeNull();
  });

  it("a session that ended is AUTH001 on a cached item page and list", async () => {
    const token = await signIn();
    const cached = cachedClient(token);
    await cached.getItem(DEMO_FIXTURES.inStock);
    await client(transport, { ...where, customerToken: token }).signOut();
    await expectError(cached.getItem(DEMO_FIXTURES.inStock), 401, "AUTH001");
    await expectError(cached.catalogue({ filters: { brand: "dba" } }), 401, "AUTH001");
  });
});
