/**
 * Spending limits and approvals (issue 41 item 2), on PostgreSQL through the contract: a buyer's
 * order over a limit waits for approval with its stock held and the admins mailed; an admin
 * approves (it goes on, invoiced on account) or rejects with a note (cancelled, stock released);
 * an unanswered order is cancelled when its hold runs out; the monthly limit holds under 20 parallel
 * orders; waiting orders on account count against the company's credit limit.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import { cliActor } from "../../erp/audit/audit.ts";
import { changeTerms } from "../../erp/customers/office-ops.ts";
import { addWorkingDays } from "../../erp/customers/spending.ts";
import { expireApprovals } from "../../erp/orders/approvals.ts";
import { cancelOrder, shipOrder } from "../../erp/orders/shipments.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { tradeCompany, type Company } from "./fixtures/company.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

/** A basket of one part of its own (10 in stock), on account; answers the cart, the item and its net cents. */
async function basket(erp: ErpClient, quantity = 1) {
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const cartId = await readyCart(erp, item.id, quantity, "DE");
  await erp.setPaymentMethod(cartId, "invoice");
  const cart = (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
  return { cartId, itemId: item.id, net: Math.round((cart.grossamount - cart.taxamount) * 100), cart };
}

/**
 * A basket of the buyer's beside their open one (as if filled in another session): built as a
 * guest's, then made theirs. A person's addToCart otherwise always fills their one open basket.
 */
async function separateBasket(c: Company) {
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const cartId = await readyCart(client("in-process"), item.id, 1, "DE");
  await db().execute(sql`UPDATE carts SET customer = ${c.customer.number}, person_id = ${c.ids.buyer}
    WHERE id = ${cartId}`);
  await c.erp.buyer.setPaymentMethod(cartId, "invoice");
  const cart = (await c.erp.buyer.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
  return { cartId, net: Math.round((cart.grossamount - cart.taxamount) * 100) };
}

const stockOf = async (itemId: number) =>
  (
    await db().execute<{ n: number }>(
      sql`SELECT coalesce(sum(quantityavailable), 0)::int AS n FROM stock WHERE item_id = ${itemId}`,
    )
  ).rows[0]!.n;

const statusOf = async (number: string) =>
  (await db().execute<{ status: string }>(sql`SELECT status FROM orders WHERE number = ${number}`)).rows[0]!.status;

const mailsOf = async (number: string) =>
  (
    await db().execute<{ kind: string; recipient: string; body: string }>(sql`SELECT kind, recipient, body
      FROM mail_outbox WHERE payload ->> 'number' = ${number} ORDER BY id`)
  ).rows;

const limits = (c: Company, orderlimit: number | null, monthlimit: number | null) =>
  c.erp.admin.call("setPersonLimits", { id: c.ids.buyer, orderlimit, monthlimit });

describe("a buyer's order over their limit per order", () => {
  let c: Company;
  beforeAll(async () => {
    c = await tradeCompany(db(), client, today());
  });

  it("is told in the basket, waits for approval with its stock held, and mails the buyer and the admins", async () => {
    const { cartId, itemId, net, cart } = await basket(c.erp.buyer, 2);
    expect(cart.approvalreasons).toEqual([]);
    const person = await limits(c, net - 1, null);
    expect(person.person.orderlimit).toBe(net - 1);
    const again = (await c.erp.buyer.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
    expect(again.approvalreasons).toEqual(["order-limit"]);

    const placed = await c.erp.buyer.addOrder(cartId);
    expect(await statusOf(placed.name)).toBe("pendingApproval");
    expect(await stockOf(itemId)).toBe(8);
    const order = await c.erp.buyer.getTransaction(placed._id);
    expect(order.approval).toMatchObject({ reasons: ["order-limit"], decision: null });
    expect(order.approval!.holduntil).toBe(addWorkingDays(today(), 3).toISOString());
    const mails = await mailsOf(placed.name);
    expect(mails.map((m) => m.kind).sort()).toEqual(["order-approval-request", "order-awaiting-approval"]);
    expect(mails.find((m) => m.kind === "order-approval-request")!.recipient).toBe(c.customer.email);
    // Not invoiced, not payable while it waits.
    expect((await c.erp.admin.call("getLedger", {})).entries.filter((e) => e.order === placed.name)).toEqual([]);
    await expectError(c.erp.buyer.call("getPaymentMethods", { transactionid: placed._id, amount: 1 }), 404);
    // Nor shipped by the office.
    await expect(shipOrder(db(), placed.name, [], today(), { actor: cliActor("orders") })).rejects.toMatchObject({
      code: "ORDER_STATE",
    });

    const waiting = await c.erp.admin.call("getApprovals", {});
    expect(waiting.approvals.map((a) => [a.number, a.buyer, a.net])).toEqual([[placed.name, "Pat buyer", net]]);
  });

  it("an order within the limit goes on at once", async () => {
    const { cartId, net } = await basket(c.erp.buyer);
    await limits(c, net, null);
    const placed = await c.erp.buyer.addOrder(cartId);
    expect(await statusOf(placed.name)).toBe("pendingFulfillment");
  });

  it("an admin approves: invoiced on account and confirmed; a second decision is refused", async () => {
    const { cartId, net } = await basket(c.erp.buyer, 2);
    await limits(c, net - 1, null);
    const placed = await c.erp.buyer.addOrder(cartId);
    await expectError(c.erp.buyer.call("approveOrder", { number: placed.name }), 403, "ACCOUNT_ROLE");
    const other = await tradeCompany(db(), client, today());
    await expectError(other.erp.admin.call("approveOrder", { number: placed.name }), 404, "NOT_FOUND");

    expect(await c.erp.admin.call("approveOrder", { number: placed.name })).toEqual({
      number: placed.name,
      decision: "approved",
    });
    expect(await statusOf(placed.name)).toBe("pendingFulfillment");
    const ledger = await c.erp.admin.call("getLedger", {});
    expect(ledger.entries.some((e) => e.order === placed.name && e.kind === "invoice")).toBe(true);
    expect((await mailsOf(placed.name)).map((m) => m.kind)).toContain("order-confirmation");
    await expectError(c.erp.admin.call("rejectOrder", { number: placed.name, note: "late" }), 409, "APPROVAL_CLOSED");
    expect((await c.erp.buyer.getTransaction(placed._id)).approval?.decision).toBe("approved");
  });

  it("an admin rejects with a note: cancelled, stock released, the buyer told why; no note is refused", async () => {
    const { cartId, itemId, net } = await basket(c.erp.buyer, 3);
    await limits(c, net - 1, null);
    const placed = await c.erp.buyer.addOrder(cartId);
    expect(await stockOf(itemId)).toBe(7);
    await expectError(c.erp.admin.call("rejectOrder", { number: placed.name, note: "  " }), 400, "BAD_REQUEST");
    expect(await statusOf(placed.name)).toBe("pendingApproval");

    await c.erp.admin.call("rejectOrder", { number: placed.name, note: "Too many: take two." });
    expect(await statusOf(placed.name)).toBe("cancelled");
    expect(await stockOf(itemId)).toBe(10);
    const rejected = (await mailsOf(placed.name)).find((m) => m.kind === "order-approval-rejected")!;
    expect(rejected.body).toContain("Too many: take two.");
    expect((await c.erp.buyer.getTransaction(placed._id)).approval).toMatchObject({
      decision: "rejected",
      note: "Too many: take two.",
    });
  });

  it("unanswered, it is cancelled when the hold runs out, its stock released; approving then is refused", async () => {
    const { cartId, itemId, net } = await basket(c.erp.buyer, 2);
    await limits(c, net - 1, null);
    const placed = await c.erp.buyer.addOrder(cartId);
    expect(await expireApprovals(db(), today(), 100)).toBe(0);
    const later = new Date(addWorkingDays(today(), 3).getTime() + 1000);
    expect(await expireApprovals(db(), later, 100)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(placed.name)).toBe("cancelled");
    expect(await stockOf(itemId)).toBe(10);
    expect((await mailsOf(placed.name)).map((m) => m.kind)).toContain("order-approval-expired");
    await expectError(c.erp.admin.call("approveOrder", { number: placed.name }), 409, "APPROVAL_CLOSED");
  });

  it("an order the office cancelled while it waited is not due any more: it never holds up the others", async () => {
    const cancelled = await c.erp.buyer.addOrder((await basket(c.erp.buyer, 2)).cartId);
    await cancelOrder(db(), cancelled.name, today(), { actor: cliActor("orders"), reason: "phoned" });
    // Its hold ended first of all, so before the others in the housekeeping's walk.
    await db().execute(sql`UPDATE order_approvals SET hold_until = '2000-01-01T00:00:00Z'
      WHERE order_id = (SELECT id FROM orders WHERE number = ${cancelled.name})`);
    const waiting = await c.erp.buyer.addOrder((await basket(c.erp.buyer, 2)).cartId);
    const later = new Date(addWorkingDays(today(), 3).getTime() + 1000);
    expect(await expireApprovals(db(), later, 1)).toBe(1);
    expect(await statusOf(waiting.name)).toBe("cancelled");
    expect((await mailsOf(cancelled.name)).map((m) => m.kind)).not.toContain("order-approval-expired");
  });
});

describe("the rules beside the limit per order", () => {
  it("the monthly limit holds under 20 parallel orders of one buyer: the rest wait", async () => {
    const c = await tradeCompany(db(), client, today());
    const baskets = [];
    for (let i = 0; i < 20; i++) baskets.push(await separateBasket(c));
    const net = baskets[0]!.net;
    expect(baskets.map((b) => b.net)).toEqual(baskets.map(() => net));
    await limits(c, null, net * 5);
    const placed = await Promise.all(baskets.map((b) => c.erp.buyer.addOrder(b.cartId)));
    const statuses = await Promise.all(placed.map((p) => statusOf(p.name)));
    expect(statuses.filter((s) => s === "pendingFulfillment")).toHaveLength(5);
    expect(statuses.filter((s) => s === "pendingApproval")).toHaveLength(15);
    const waiting = await c.erp.admin.call("getApprovals", {});
    expect(waiting.approvals).toHaveLength(15);
    expect(waiting.approvals.every((a) => a.reasons.includes("month-limit"))).toBe(true);
  });

  it("a company that approves every order: a buyer's waits, an admin's does not", async () => {
    const c = await tradeCompany(db(), client, today());
    await c.erp.admin.call("setTeamSettings", {
      buyersseeallorders: false,
      ponumberrequired: false,
      approvalrequired: true,
    });
    const byBuyer = await c.erp.buyer.addOrder((await basket(c.erp.buyer)).cartId);
    const byAdmin = await c.erp.admin.addOrder((await basket(c.erp.admin)).cartId);
    expect(await statusOf(byBuyer.name)).toBe("pendingApproval");
    expect(await statusOf(byAdmin.name)).toBe("pendingFulfillment");
    expect((await c.erp.buyer.getTransaction(byBuyer._id)).approval?.reasons).toEqual(["company-rule"]);
  });

  it("an order in another currency than the company's waits when the buyer has a limit", async () => {
    const c = await tradeCompany(db(), client, today());
    await limits(c, 100_000_000, null);
    const { cartId } = await basket(c.erp.buyer);
    await c.erp.buyer.updateCartFields(cartId, [{ field: "currency", value: "PLN" }]);
    const cart = (await c.erp.buyer.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
    expect(cart.currency.iso).toBe("PLN");
    expect(cart.approvalreasons).toEqual(["other-currency"]);
  });

  it("waiting orders on account count against the company's credit limit", async () => {
    const c = await tradeCompany(db(), client, today());
    const first = await basket(c.erp.buyer);
    const second = await basket(c.erp.admin);
    const gross = Math.round(first.cart.grossamount * 100);
    await changeTerms(db(), cliActor("test"), c.customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: Math.round(gross * 1.5),
    });
    await limits(c, 1, null);
    const waiting = await c.erp.buyer.addOrder(first.cartId);
    expect(await statusOf(waiting.name)).toBe("pendingApproval");
    await expectError(c.erp.admin.addOrder(second.cartId), 409, "CREDIT_LIMIT");
  });

  it("limits are the admin's to set, positive or none; another company's person is not found", async () => {
    const c = await tradeCompany(db(), client, today());
    const other = await tradeCompany(db(), client, today());
    await expectError(
      c.erp.buyer.call("setPersonLimits", { id: c.ids.buyer, orderlimit: null, monthlimit: null }),
      403,
      "ACCOUNT_ROLE",
    );
    await expectError(
      c.erp.admin.call("setPersonLimits", { id: c.ids.buyer, orderlimit: 0, monthlimit: null }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      c.erp.admin.call("setPersonLimits", { id: other.ids.buyer, orderlimit: 100, monthlimit: null }),
      404,
      "NOT_FOUND",
    );
    const team = await c.erp.admin.call("getTeam", {});
    expect(team.people.find((p) => p.id === c.ids.buyer)).toMatchObject({ orderlimit: null, monthlimit: null });
    expect(team.currency).toBe("EUR");
  });
});

describe("working days of the hold", () => {
  it("skip the weekend, keeping the time of day", () => {
    // Friday 27 November 2026, 15:00 UTC: three working days on is Wednesday 2 December.
    expect(addWorkingDays(new Date("2026-11-27T15:00:00Z"), 3).toISOString()).toBe("2026-12-02T15:00:00.000Z");
    expect(addWorkingDays(new Date("2026-11-28T10:00:00Z"), 3).toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(addWorkingDays(new Date("2026-11-30T10:00:00Z"), 3).toISOString()).toBe("2026-12-03T10:00:00.000Z");
  });
});
