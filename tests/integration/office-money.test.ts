/**
 * The money the office books (issue 38, erp/orders/office-money.ts) in a customer's ledger: each
 * partial transfer is its own payment entry, the last one pays the order without a second entry
 * for the rest, a refund is a debit, and the account's open invoice closes only when the payments
 * cover it. `npm run order:paid -- --amount` books part of a total through the same operation, with
 * the command line as the audit entry's actor.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { cliActor } from "../../erp/audit/audit.ts";
import { createCustomer, setCreditTerms } from "../../erp/customers/customers.ts";
import { bookPayment, recordRefund } from "../../erp/orders/office-money.ts";
import { markPaidByOffice } from "../../erp/ops/order-paid.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

/** An order on account by a customer with 30 days: answers its number, token and total in cents. */
async function onAccountOrder() {
  const customer = await createCustomer(db(), {
    email: `money-${crypto.randomBytes(5).toString("hex")}@trade.example`,
    company: "Money Test GmbH",
    contactName: "Eva Roth",
    country: "DE",
    currency: "EUR",
    status: "active",
  });
  await setCreditTerms(db(), customer.id, { dueDays: 30 });
  const token = crypto.randomBytes(32).toString("base64url");
  const hash = crypto.createHash("sha256").update(token).digest();
  await db().execute(sql`INSERT INTO customer_sessions (token_hash, customer_id, person_id, created_at, expires_at)
    SELECT ${hash}, ${customer.id}, p.id, ${today()}, ${new Date(today().getTime() + 86_400_000)}
    FROM customer_people p WHERE p.customer_id = ${customer.id}`);
  const erp = client("in-process", { customerToken: token, currency: "EUR", country: "DE" });
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 10 });
  const cartId = await readyCart(erp, item.id, 1, "DE");
  await erp.setPaymentMethod(cartId, "invoice");
  const placed = await erp.addOrder(cartId);
  const row = (
    await db().execute<{ cents: string }>(
      sql`SELECT round(grossamount * 100)::bigint AS cents FROM orders WHERE id = ${placed._id}`,
    )
  ).rows[0]!;
  return { id: placed._id, number: placed.name, total: Number(row.cents), erp };
}

const ledgerOf = async (orderId: string) =>
  (
    await db().execute<{ kind: string; amount: string; entry: string }>(sql`SELECT kind, amount_cents AS amount, entry
      FROM customer_ledger WHERE order_id = ${orderId} ORDER BY id`)
  ).rows.map((r) => ({ kind: r.kind, amount: Number(r.amount), entry: r.entry }));

describe("the office's money in the ledger", () => {
  it("books partial transfers as entries of their own, the last pays the order, a refund is a debit", async () => {
    const order = await onAccountOrder();
    const actor = cliActor("test");
    const first = await bookPayment(db(), actor, { number: order.number, amount: 700, reference: "T1" }, today());
    expect(first).toMatchObject({ paymentstatus: "partiallyPaid", received: 700, outstanding: order.total - 700 });
    const history = await order.erp.call("getAccountOrder", { number: order.number });
    expect(history.order.paymentstatus).toBe("partiallyPaid");
    let open = (await order.erp.call("getLedger", {})).entries.find(
      (e) => e.kind === "invoice" && e.order === order.number,
    );
    expect(open?.open).toBe(true);

    const rest = await bookPayment(db(), actor, { number: order.number, reference: "T2" }, today());
    expect(rest).toMatchObject({ paymentstatus: "paid", received: order.total, outstanding: 0 });
    open = (await order.erp.call("getLedger", {})).entries.find(
      (e) => e.kind === "invoice" && e.order === order.number,
    );
    expect(open?.open).toBe(false);
    // The transfer that pays the order sends the customer one receipt naming it; a partial one none.
    const receipts = (
      await db().execute<{ reference: string }>(sql`SELECT payload ->> 'reference' AS reference FROM mail_outbox
        WHERE kind = 'payment-receipt' AND payload ->> 'order_id' = ${order.id}`)
    ).rows;
    expect(receipts).toEqual([{ reference: "T2" }]);

    await recordRefund(db(), actor, { number: order.number, amount: 200, reason: "goodwill" }, today());
    const entries = await ledgerOf(order.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ["invoice", order.total],
      ["payment", -700],
      ["payment", -(order.total - 700)],
      ["refund", 200],
    ]);
    expect(entries.slice(1).every((e) => e.entry.startsWith("office:"))).toBe(true);
  });

  it("npm run order:paid -- --amount books part of the total with the command line's audit entry", async () => {
    const order = await onAccountOrder();
    const part = await markPaidByOffice(db(), order.number, "BANK 7", 1000, today());
    expect(part.ok).toBe(true);
    expect(part.message).toContain("partially paid");
    const whole = await markPaidByOffice(db(), order.number, "BANK 8", undefined, today());
    expect(whole).toEqual({ ok: true, message: `${order.number} marked paid` });
    expect(await markPaidByOffice(db(), order.number, null)).toEqual({
      ok: true,
      message: `${order.number} was already paid`,
    });
    const audit = (
      await db().execute<{ actor: string; action: string }>(sql`SELECT actor, action FROM audit_log
        WHERE entity = 'order' AND entity_id = ${order.number} ORDER BY id`)
    ).rows;
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.action === "markOrderPaid" && a.actor.startsWith("order:paid ("))).toBe(true);
  });
});
