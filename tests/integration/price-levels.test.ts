/**
 * Prices at a signed-in customer's agreed level (issue 20 item 3): the ERP applies the level of
 * the part's brand (else its price group, else the general one) to the list price, keeps a lower
 * promotion, and prices basket lines with it (pricelevel and discountrate on the line). A guest
 * and another customer see their own prices, never this one's.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { toCents } from "../../contract/money.ts";
import { customerOfSession, signedInCaller } from "../../erp/customers/auth.ts";
import { priceLevels } from "../../erp/customers/customers.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const [werkstatt, serwis] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[0]];
let otherBrand = "";

/** A session token of a demo customer, signed in through the contract. */
async function tokenOf(customer: (typeof DEMO_CUSTOMERS)[0]): Promise<string> {
  const { token } = await client("in-process").signIn(customer.email, customer.password!, "203.0.113.9");
  return token;
}

beforeAll(async () => {
  const { rows } = await state.db.db.execute<{ urlcomponent: string }>(sql`SELECT i.urlcomponent FROM items i
    JOIN prices p ON p.item_id = i.id AND p.price_list_id = 'EU' AND p.currency = 'EUR' AND p.promotion IS NULL
    WHERE i.brand_id <> 'dba' AND i.recordtype = 'inventoryitem' AND p.baseprice > 0 ORDER BY i.id LIMIT 1`);
  otherBrand = rows[0]!.urlcomponent;
});

describe.each(["in-process", "http"] as const)("price levels over %s", (transport) => {
  it("a DBA part at the DBA level, another part at the general one; a guest sees list prices", async () => {
    const token = await tokenOf(werkstatt);
    const signedIn = client(transport, { customerToken: token, currency: "EUR", country: "DE" });
    const guest = client(transport, { currency: "EUR", country: "DE" });

    const dba = (await signedIn.getItem(DEMO_FIXTURES.inStock)).item.price;
    const list = (await guest.getItem(DEMO_FIXTURES.inStock)).item.price;
    expect(list.level).toBeNull();
    expect(dba.level).toMatchObject({ name: "DBA partner", discountpct: 20 });
    expect(toCents(dba.level!.baseprice)).toBe(Math.round(toCents(list.baseprice) * 0.8));
    expect(dba.baseprice).toBe(list.baseprice); // the list price is still there to show next to it

    const other = (await signedIn.getItem(otherBrand)).item.price;
    const otherList = (await guest.getItem(otherBrand)).item.price;
    expect(other.level).toMatchObject({ name: "Werkstatt", discountpct: 12 });
    expect(toCents(other.level!.baseprice)).toBe(Math.round(toCents(otherList.baseprice) * 0.88));
  });

  it("basket lines carry the level and are priced with it; another customer gets theirs", async () => {
    const token = await tokenOf(werkstatt);
    const signedIn = client(transport, { customerToken: token, currency: "EUR", country: "DE" });
    const item = (await signedIn.getItem(DEMO_FIXTURES.inStock)).item;
    const { cart_id } = await signedIn.addToCart({ record: item.id, quantity: 2 });
    const line = (await signedIn.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
    expect(line.pricelevel).toEqual({ name: "DBA partner", discountpct: 20, tiers: [] });
    expect(line.discountrate).toBe(20);
    expect(line.price).toBe(item.price.level!.grossprice);
    // The customer's basket is theirs across calls: the other transport's run added to it too.
    expect(line.quantity % 2).toBe(0);
    expect(toCents(line.amount)).toBe(toCents(item.price.level!.grossprice) * line.quantity);

    const theirs = client(transport, { customerToken: await tokenOf(serwis), currency: "EUR", country: "DE" });
    expect((await theirs.getItem(DEMO_FIXTURES.inStock)).item.price.level).toMatchObject({
      name: "Dealer",
      discountpct: 15,
    });
  });
});

describe("the caller of a signed-in call", () => {
  it("is read with their levels in one statement, as the levels and the customer are read alone", async () => {
    const token = await tokenOf(werkstatt);
    // The ERP's clock of these tests (tests/integration/harness.ts), which signed the customer in.
    const now = new Date(inject("today"));
    const caller = await signedInCaller(state.db.db, token, now);
    const customer = await customerOfSession(state.db.db, token, now);
    expect(caller?.customer).toEqual(customer);
    expect(caller?.levels).toEqual(await priceLevels(state.db.db, customer!.id));
    expect(caller?.levels.map((l) => l.name)).toContain("DBA partner");
    expect(await signedInCaller(state.db.db, "0".repeat(64), now)).toBeNull();
  });
});
