/**
 * Item cards from rows each ERP process keeps by cache version (erp/catalogue/summary-cache.ts,
 * issue 40): a signed-in customer's calls, which the storefront cannot keep, take the rows of items
 * already read from memory, at their own price level; a change to an item's price, stock or name
 * is on their next call, in every ERP on the database; two customers at different levels share
 * the rows and never each other's prices.
 */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { toCents } from "../../contract/money.ts";
import { createErp } from "../../erp/server.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { statementsDuring } from "./statements.ts";
import { context, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const [werkstatt, serwis] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[0]];

async function signedIn(customer: (typeof DEMO_CUSTOMERS)[0], erp = client("in-process")) {
  const { token } = await erp.signIn(customer.email, customer.password!, "203.0.113.9");
  return client("in-process", { customerToken: token, currency: "EUR", country: "DE" });
}

describe("item cards kept by cache version", () => {
  it("a signed-in customer's second look at the same cards reads no item rows", async () => {
    const erp = await signedIn(werkstatt);
    const page = () => erp.catalogue({ filters: { brand: "dba" } });
    const first = await page();
    expect(first.items.length).toBeGreaterThan(0);
    const texts = await statementsDuring(page);
    expect(texts.some((t) => t.includes("json_agg(s)") && t.includes("item_photos"))).toBe(false);
    expect(await page()).toEqual(first);
  });

  it("a changed price, stock or name is on the next call, in every ERP, each customer at their level", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const werk = await signedIn(werkstatt);
    const other = createErp({ db: db(), now: () => new Date(inject("today")) });
    const { token } = await client("in-process").signIn(serwis.email, serwis.password!, "203.0.113.9");
    const serw = erpClient(
      context({ customerToken: token, currency: "EUR", country: "DE" }),
      inProcessTransport(other),
    );
    const guest = client("in-process", { currency: "EUR", country: "DE" });
    const { rows } = await db().execute<{ id: number }>(
      sql`SELECT id FROM items WHERE urlcomponent = ${DEMO_FIXTURES.inStock}`,
    );
    const source = rows[0]!.id;
    // The clone as a related item of the part it was cloned from: an item call's list of cards.
    const card = async (reader: typeof werk) =>
      (await reader.getRelatedItems(source, [item.id])).items.find((i) => i.id === item.id);
    for (const reader of [werk, serw, guest]) expect(await card(reader)).toBeDefined();

    await db().execute(sql`UPDATE prices SET baseprice = 200 WHERE item_id = ${item.id} AND currency = 'EUR'`);
    await db().execute(
      sql`UPDATE stock SET quantityavailable = 3 WHERE item_id = ${item.id} AND location_id = 'TORUN'`,
    );
    await db().execute(sql`UPDATE items SET name = 'Read again' WHERE id = ${item.id}`);
    const list = (await card(guest))!;
    expect(list.price.baseprice).toBe(200);
    for (const reader of [werk, serw]) {
      const seen = (await card(reader))!;
      expect(seen.name).toBe("Read again");
      expect(seen.price.baseprice).toBe(200);
      expect(seen.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(3);
    }
    // Werkstatt's DBA level and Serwis's general one (erp/seed/demo-customers.ts), on the new price.
    expect((await card(werk))!.price.level).toMatchObject({ name: "DBA partner", discountpct: 20 });
    expect(toCents((await card(werk))!.price.level!.baseprice)).toBe(16000);
    expect((await card(serw))!.price.level).toMatchObject({ discountpct: 15 });
    expect(toCents((await card(serw))!.price.level!.baseprice)).toBe(17000);
  });
});
