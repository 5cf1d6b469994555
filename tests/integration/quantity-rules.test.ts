/**
 * Quantity rules and volume tiers (issue 41 item 5) on PostgreSQL: a quantity that breaks an item's
 * rule is refused wherever it enters the basket (add, change, quick order, reorder) and at the
 * checkout, naming the rule and writing nothing; the basket caps at what stock and rule allow
 * together. A level's volume tiers price a line from their quantity, listed with the level.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { toCents } from "../../contract/money.ts";
import type { QuantityRule } from "../../contract/quantity.ts";
import { createCustomer, priceLevels, setCreditTerms, setPriceLevel } from "../../erp/customers/customers.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { firstAdminOf } from "../../erp/customers/people.ts";
import { startSession } from "../../erp/customers/tokens.ts";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

/** A clone of a demo part with its own stock and this rule. */
async function ruled(rule: QuantityRule, stock = 100) {
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: stock });
  await db().execute(sql`UPDATE items SET order_minimum = ${rule.min}, order_maximum = ${rule.max},
    order_increment = ${rule.increment} WHERE id = ${item.id}`);
  const name = ((await db().execute(sql`SELECT name FROM items WHERE id = ${item.id}`)).rows[0] as { name: string })
    .name;
  return { ...item, name };
}

const linesOf = async (cartId: string) =>
  (
    await db().execute(
      sql`SELECT item_id, quantity FROM cart_lines WHERE cart_id = ${cartId} AND parent_line_id IS NULL ORDER BY position`,
    )
  ).rows as { item_id: number; quantity: number }[];

/** A trade customer of its own (a basket is its owner's across calls), signed in, with the given level. */
async function tradeBuyer(level?: Parameters<typeof setPriceLevel>[2]) {
  const customer = await createCustomer(db(), {
    email: `rules-${crypto.randomBytes(5).toString("hex")}@trade.example`,
    company: "Regel Werkstatt GmbH",
    contactName: "Rita Regel",
    country: "DE",
    status: "active",
  });
  await setCreditTerms(db(), customer.id, { dueDays: 30 });
  if (level) await db().transaction((tx) => setPriceLevel(tx, customer.id, level));
  const token = await startSession(db(), (await firstAdminOf(db(), customer.id))!, today(), false);
  return { customer, erp: client("in-process", { customerToken: token, currency: "EUR", country: "DE" }) };
}

describe.each(["in-process", "http"] as const)("quantity rules over %s", (transport) => {
  const erp = () => client(transport);

  it("the item says its rule; the basket refuses a quantity that breaks it, naming it, and writes nothing", async () => {
    const item = await ruled({ min: 4, max: 40, increment: 4 });
    expect((await erp().getItem(item.urlcomponent)).item.quantityrule).toEqual({ min: 4, max: 40, increment: 4 });
    const before = await db().execute(sql`SELECT count(*)::int AS n FROM cart_lines WHERE item_id = ${item.id}`);
    for (const [quantity, words] of [
      [5, "sold in packs of 4"],
      [2, "sold in packs of 4"],
      [44, "at most 40 units per order"],
    ] as const) {
      const error = await expectError(erp().addToCart({ record: item.id, quantity }), 400, "QUANTITY_RULE");
      expect(error.fields?.quantity?.[0]).toContain(words);
    }
    const after = await db().execute(sql`SELECT count(*)::int AS n FROM cart_lines WHERE item_id = ${item.id}`);
    expect(after.rows).toEqual(before.rows);

    const { cart_id } = await erp().addToCart({ record: item.id, quantity: 8 });
    const line = (await erp().getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
    expect(line.item.quantityrule).toEqual({ min: 4, max: 40, increment: 4 });
    expect(line.item.available).toBe(40);
    // A change to a quantity the rule does not allow is refused; the line stays as it was.
    const refused = await expectError(erp().updateQuantity(cart_id, line._id, 6), 400, "QUANTITY_RULE");
    expect(refused.fields?.quantity?.[0]).toContain("packs of 4");
    expect(await linesOf(cart_id)).toEqual([{ item_id: item.id, quantity: 8 }]);
    await erp().updateQuantity(cart_id, line._id, 12);
    expect(await linesOf(cart_id)).toEqual([{ item_id: item.id, quantity: 12 }]);
  });

  it("stock caps at the largest quantity the rule allows, and below the minimum nothing can be ordered", async () => {
    const item = await ruled({ min: 12, max: null, increment: 12 }, 30);
    const { cart_id } = await erp().addToCart({ record: item.id, quantity: 24 });
    const answer = await erp().addToCart({ cart_id, record: item.id, quantity: 12 });
    // 36 asked for, 30 in stock: 24, a whole number of boxes, is what the basket holds.
    expect(answer).toMatchObject({ capped: true, quantity: 0 });
    expect(await linesOf(cart_id)).toEqual([{ item_id: item.id, quantity: 24 }]);

    const few = await ruled({ min: 12, max: null, increment: 12 }, 11);
    expect((await erp().getItem(few.urlcomponent)).item.stock.maxquantity).toBe(11);
    await expectError(erp().addToCart({ record: few.id, quantity: 12 }), 409, "OUT_OF_STOCK");
  });

  it("the checkout refuses a line the rule no longer allows, naming the line, and places nothing", async () => {
    const item = await ruled({ min: 1, max: null, increment: 1 });
    const cartId = await readyCart(erp(), item.id, 3, "DE");
    await db().execute(sql`UPDATE items SET order_minimum = 2, order_increment = 2 WHERE id = ${item.id}`);
    const lineId = (await erp().getCarts(cartId)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!._id;
    const error = await expectError(erp().addOrder(cartId), 409, "QUANTITY_RULE");
    expect(error.fields?.[`transactionlines.${lineId}`]?.[0]).toContain("packs of 2");
    const orders = await db().execute(sql`SELECT 1 FROM carts WHERE id = ${cartId} AND order_id IS NOT NULL`);
    expect(orders.rows).toHaveLength(0);
    await erp().updateQuantity(cartId, lineId, 4);
    expect((await erp().addOrder(cartId)).name).toMatch(/^WEB-/);
  });
});

describe("quick order, reorder and volume tiers", () => {
  it("quick order names a line that breaks its rule and adds only the others", async () => {
    const { erp } = await tradeBuyer();
    const boxed = await ruled({ min: 6, max: null, increment: 6 });
    const free = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 20 });
    const freeName = (
      (await db().execute(sql`SELECT name FROM items WHERE id = ${free.id}`)).rows[0] as {
        name: string;
      }
    ).name;
    const checked = await erp.checkQuickOrder([
      { line: 1, part: boxed.name, quantity: 7 },
      { line: 2, part: freeName, quantity: 2 },
    ]);
    expect(checked.lines.map((l) => [l.status, l.orderable, l.rule])).toEqual([
      ["quantityRule", 0, { min: 6, max: null, increment: 6 }],
      ["ok", 2, { min: 1, max: null, increment: 1 }],
    ]);
    const added = await erp.addLinesToCart(null, [
      { record: boxed.id, quantity: 7 },
      { record: free.id, quantity: 2 },
    ]);
    expect(added.lines.map((l) => [l.record, l.status, l.added])).toEqual([
      [boxed.id, "quantityRule", 0],
      [free.id, "added", 2],
    ]);
    expect(await linesOf(added.cart_id!)).toEqual([{ item_id: free.id, quantity: 2 }]);
  });

  it("reorder refuses a line whose rule changed since the order", async () => {
    const { erp } = await tradeBuyer();
    const item = await ruled({ min: 1, max: null, increment: 1 });
    const cartId = await readyCart(erp, item.id, 3, "DE");
    const order = await erp.addOrder(cartId);
    await db().execute(sql`UPDATE items SET order_minimum = 5, order_increment = 5 WHERE id = ${item.id}`);
    const again = await erp.reorder(null, order.name);
    expect(again.lines).toEqual([
      expect.objectContaining({
        record: item.id,
        status: "quantityRule",
        added: 0,
        rule: { min: 5, max: null, increment: 5 },
      }),
    ]);
  });

  it("a level's tiers price a line from their quantity and are listed with the level", async () => {
    const { erp } = await tradeBuyer({
      name: "Werkstatt",
      discountBp: 1200,
      brandId: null,
      pricegroup: null,
      tiers: [
        { fromQuantity: 10, discountBp: 1500 },
        { fromQuantity: 50, discountBp: 1800 },
      ],
    });
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 100 });
    await db().execute(sql`UPDATE prices SET baseprice = 100, promotion = NULL, promotion_from = NULL
      WHERE item_id = ${item.id}`);
    const level = (await erp.getItem(item.urlcomponent)).item.price.level!;
    expect(level).toMatchObject({ discountpct: 12, baseprice: 88 });
    expect(level.tiers.map((t) => [t.from, t.discountpct, t.baseprice])).toEqual([
      [10, 15, 85],
      [50, 18, 82],
    ]);
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 9 });
    const unit = async () => {
      const line = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
      return [line.quantity, line.baseprice, line.pricelevel?.discountpct, toCents(line.amount)];
    };
    const lineId = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!._id;
    expect((await unit()).slice(0, 3)).toEqual([9, 88, 12]);
    await erp.updateQuantity(cart_id, lineId, 10);
    expect((await unit()).slice(0, 3)).toEqual([10, 85, 15]);
    await erp.updateQuantity(cart_id, lineId, 50);
    expect((await unit()).slice(0, 3)).toEqual([50, 82, 18]);
    // A promotion below the tier's price still wins.
    await db().execute(sql`UPDATE prices SET promotion = 80, promotion_from = now() - interval '1 day'
      WHERE item_id = ${item.id}`);
    expect((await unit()).slice(0, 2)).toEqual([50, 80]);
  });

  it("the command line sets tiers and refuses tiers at or below the level", async () => {
    const { customer } = await tradeBuyer({ name: "Basis", discountBp: 1000, brandId: null, pricegroup: null });
    const run = (...args: string[]) => runCustomersCommand(db(), args, { now: today });
    const set = await run("level", customer.number, "--name", "Basis", "--discount", "10", "--tiers", "10:12,20:14,5");
    expect(set.ok).toBe(false);
    const low = await run("level", customer.number, "--name", "Basis", "--discount", "10", "--tiers", "10:9");
    expect(low.ok).toBe(false);
    expect((await priceLevels(db(), customer.id))[0]!.tiers).toEqual([]);
    const ok = await run("level", customer.number, "--name", "Basis", "--discount", "10", "--tiers", "20:14,10:12");
    expect(ok).toMatchObject({ ok: true });
    expect(ok.message).toContain("from 10: 12 %; from 20: 14 %");
    // Without --tiers the level keeps its tiers; a level raised to its tiers' discount is refused.
    await run("level", customer.number, "--name", "Basis neu", "--discount", "11");
    expect((await priceLevels(db(), customer.id))[0]).toMatchObject({
      name: "Basis neu",
      discountBp: 1100,
      tiers: [
        { fromQuantity: 10, discountBp: 1200 },
        { fromQuantity: 20, discountBp: 1400 },
      ],
    });
    expect((await run("level", customer.number, "--name", "Basis", "--discount", "13")).ok).toBe(false);
    expect((await priceLevels(db(), customer.id))[0]!.discountBp).toBe(1100);
    expect((await run("level", customer.number, "--name", "Basis", "--discount", "13", "--tiers", "none")).ok).toBe(
      true,
    );
    expect((await priceLevels(db(), customer.id))[0]).toMatchObject({ discountBp: 1300, tiers: [] });
  });

  it("the demo catalogue sells Ryco oil filters in boxes of 12", async () => {
    const filter = buildDemoCatalogue().items.find((i) => i.quantityRule !== null)!;
    expect(filter).toMatchObject({ brand: "ryco", category: "filter" });
    expect((await client("in-process").getItem(filter.urlcomponent)).item.quantityrule).toEqual({
      min: 12,
      max: null,
      increment: 12,
    });
  });

  it("the database refuses a rule whose minimum or maximum is not a multiple of the increment", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 1 });
    for (const set of [
      sql`order_minimum = 5, order_increment = 4`,
      sql`order_maximum = 10, order_increment = 4, order_minimum = 4`,
      sql`order_maximum = 4, order_minimum = 8, order_increment = 4`,
      sql`order_increment = 0`,
    ])
      await expect(db().execute(sql`UPDATE items SET ${set} WHERE id = ${item.id}`)).rejects.toMatchObject({
        cause: expect.objectContaining({ constraint: "items_quantity_rule" }),
      });
  });
});
