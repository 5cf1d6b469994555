/**
 * What each person of a trade company may do with baskets and orders (issue 41 item 1), on
 * PostgreSQL through the contract: every person has a basket of their own; a viewer builds one but
 * cannot order; a buyer reads only the orders they placed (list, page, reorder) unless the company
 * lets buyers see every order; an admin reads all and the ledger, which a buyer cannot; and the
 * company's one credit limit holds across its people ordering at once.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import { cliActor } from "../../erp/audit/audit.ts";
import { changeTerms } from "../../erp/customers/office-ops.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { readyBasket, tradeCompany, type Company } from "./fixtures/company.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

const company = () => tradeCompany(db(), client, today());
const basket = (erp: ErpClient) => readyBasket(db(), erp);

/** An order on account (the company's invoice terms); answers its number. */
async function placed(erp: ErpClient) {
  const cartId = await basket(erp);
  await erp.setPaymentMethod(cartId, "invoice");
  return (await erp.addOrder(cartId)).name;
}

describe("the people of a company and their orders", () => {
  let c: Company;
  let byAdmin: string;
  let byBuyer: string;
  beforeAll(async () => {
    c = await company();
    byAdmin = await placed(c.erp.admin);
    byBuyer = await placed(c.erp.buyer);
  });

  it("each person has a basket of their own; another's is not found", async () => {
    const adminCart = await c.erp.admin.addToCart({
      record: (await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 })).id,
      quantity: 1,
    });
    const buyerCart = await c.erp.buyer.addToCart({
      record: (await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 })).id,
      quantity: 2,
    });
    expect(buyerCart.cart_id).not.toBe(adminCart.cart_id);
    await expectError(c.erp.buyer.getCarts(adminCart.cart_id), 404, "CART_NOT_FOUND");
    const { rows } = await db().execute<{ person_id: string }>(
      sql`SELECT person_id FROM carts WHERE id IN (${adminCart.cart_id}, ${buyerCart.cart_id}) ORDER BY person_id = ${c.ids.admin} DESC`,
    );
    expect(rows.map((r) => r.person_id)).toEqual([c.ids.admin, c.ids.buyer]);
  });

  it("a viewer builds a basket but cannot order it, and nothing is written", async () => {
    const cartId = await basket(c.erp.viewer);
    await expectError(c.erp.viewer.addOrder(cartId), 403, "ACCOUNT_ROLE");
    const { rows } = await db().execute(sql`SELECT 1 FROM orders WHERE cart_id = ${cartId}`);
    expect(rows).toEqual([]);
  });

  it("an order names the person who placed it", async () => {
    const { rows } = await db().execute<{ number: string; person_id: string }>(
      sql`SELECT number, person_id FROM orders WHERE number IN (${byAdmin}, ${byBuyer}) ORDER BY number`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.number, r.person_id]))).toEqual({
      [byAdmin]: c.ids.admin,
      [byBuyer]: c.ids.buyer,
    });
  });

  it("a buyer reads only their own orders: the list, an order's page, the status report and reorder", async () => {
    const own = await c.erp.buyer.call("getOrderHistory", {});
    expect(own.orders.map((o) => o.number)).toEqual([byBuyer]);
    await expectError(c.erp.buyer.call("getAccountOrder", { number: byAdmin }), 404, "NOT_FOUND");
    expect((await c.erp.buyer.call("getAccountOrder", { number: byBuyer })).order.number).toBe(byBuyer);
    const report = await c.erp.buyer.call("getOrderStatusReport", {});
    expect(report.orders.map((o) => o.number)).toEqual([byBuyer]);
    await expectError(c.erp.buyer.reorder(null, byAdmin), 404, "NOT_FOUND");
    const all = await c.erp.admin.call("getOrderHistory", {});
    expect(all.orders.map((o) => o.number).sort()).toEqual([byAdmin, byBuyer].sort());
  });

  it("the ledger is the admins': a buyer and a viewer are refused", async () => {
    expect((await c.erp.admin.call("getLedger", {})).total).toBeGreaterThan(0);
    for (const role of ["buyer", "viewer"] as const) {
      await expectError(c.erp[role].call("getLedger", {}), 403, "ACCOUNT_ROLE");
    }
  });

  it("when the company lets buyers see every order, they do, from the next call", async () => {
    const other = await company();
    const first = await placed(other.erp.admin);
    await expectError(other.erp.buyer.call("getAccountOrder", { number: first }), 404, "NOT_FOUND");
    await expectError(
      other.erp.buyer.call("setTeamSettings", {
        buyersseeallorders: true,
        ponumberrequired: false,
        approvalrequired: false,
      }),
      403,
      "ACCOUNT_ROLE",
    );
    const team = await other.erp.admin.call("setTeamSettings", {
      buyersseeallorders: true,
      ponumberrequired: false,
      approvalrequired: false,
    });
    expect(team.buyersseeallorders).toBe(true);
    expect((await other.erp.buyer.call("getAccountOrder", { number: first })).order.number).toBe(first);
    expect((await other.erp.viewer.call("getOrderHistory", {})).orders.map((o) => o.number)).toEqual([first]);
    // Another company's orders stay unknown whatever the setting.
    await expectError(other.erp.buyer.call("getAccountOrder", { number: byBuyer }), 404, "NOT_FOUND");
  });

  it("one credit limit holds for the whole company: its admin and buyer ordering at once cannot cross it", async () => {
    const shared = await company();
    const [mine, theirs] = [await basket(shared.erp.admin), await basket(shared.erp.buyer)];
    for (const [erp, cartId] of [
      [shared.erp.admin, mine],
      [shared.erp.buyer, theirs],
    ] as const)
      await erp.setPaymentMethod(cartId, "invoice");
    const gross = Math.round((await shared.erp.admin.getCarts(mine)).shoppingcarts[0]!.shoppingcart.grossamount * 100);
    // Room for one of the two orders and a half.
    await changeTerms(db(), cliActor("test"), shared.customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: Math.round(gross * 1.5),
    });
    const results = await Promise.allSettled([shared.erp.admin.addOrder(mine), shared.erp.buyer.addOrder(theirs)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected")!;
    expect((refused.reason as { code: string }).code).toBe("CREDIT_LIMIT");
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE customer = ${shared.customer.number}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("a company's record can be deleted (the office's delete-demo) while its orders stay, naming no person", async () => {
    const gone = await company();
    const number = await placed(gone.erp.buyer);
    await db().execute(sql`DELETE FROM customers WHERE id = ${gone.customer.id}`);
    const { rows } = await db().execute<{ customer: string; person_id: string | null }>(
      sql`SELECT customer, person_id FROM orders WHERE number = ${number}`,
    );
    expect(rows).toEqual([{ customer: gone.customer.number, person_id: null }]);
  });
});
