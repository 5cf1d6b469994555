/**
 * Paying on account (issue 20): the method is offered only to a customer the office gave invoice
 * terms; such an order is confirmed at once (no prepayment awaited), is due the customer's days
 * later (on the order and in its e-mail), and is never cancelled as an unpaid prepayment order.
 * Terms taken away before the order leave the method unavailable.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createCustomer, setCreditTerms } from "../../erp/customers/customers.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { runHousekeeping } from "../../erp/jobs/housekeeping.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const PASSWORD = "a-long-enough-password";
const today = () => new Date(inject("today"));

async function customerWith(terms: "prepaid" | { dueDays: number }) {
  const email = `account-${randomUUID()}@trade.example`;
  const customer = await createCustomer(state.db.db, {
    email,
    company: "Werkstatt Test",
    contactName: "Eva Roth",
    country: "PL",
    currency: "EUR",
    status: "active",
  });
  await setCreditTerms(state.db.db, customer.id, terms);
  await state.db.db.execute(
    sql`UPDATE customer_people SET password_hash = ${await hashPassword(PASSWORD)} WHERE customer_id = ${customer.id}`,
  );
  const { token } = await client("in-process").signIn(email, PASSWORD, "203.0.113.60");
  return { customer, erp: client("in-process", { customerToken: token, currency: "EUR" }) };
}

const offered = async (erp: ReturnType<typeof client>, cartId: string) =>
  (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.options.paymentmethod.map((m) => m._id);

describe("paying on account", () => {
  it("is offered to a customer with invoice terms only; the order is confirmed and due in their days", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 10 });
    const guestCart = await readyCart(client("in-process"), item.id, 1);
    expect(await offered(client("in-process"), guestCart)).not.toContain("invoice");
    await expectError(client("in-process").setPaymentMethod(guestCart, "invoice"), 400, "METHOD_UNAVAILABLE");

    const prepaid = await customerWith("prepaid");
    const prepaidCart = await readyCart(prepaid.erp, item.id, 1);
    expect(await offered(prepaid.erp, prepaidCart)).not.toContain("invoice");

    const { customer, erp } = await customerWith({ dueDays: 30 });
    const cartId = await readyCart(erp, item.id, 2);
    expect(await offered(erp, cartId)).toContain("invoice");
    await erp.setPaymentMethod(cartId, "invoice");
    const placed = await erp.addOrder(cartId);
    const order = await erp.getTransaction(placed._id);
    expect(order.status._id).toBe("pendingFulfillment");
    expect(order.paymentstatus).toBe("unpaid");
    const due = new Date(today().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(order.paymentdue).toBe(due);
    const stored = await state.db.db.execute<{ customer: string }>(
      sql`SELECT customer FROM orders WHERE id = ${placed._id}`,
    );
    expect(stored.rows[0]!.customer).toBe(customer.number);
    const mail = await state.db.db.execute<{ body: string }>(sql`SELECT body FROM mail_outbox
      WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${placed._id}`);
    expect(mail.rows[0]!.body).toContain(due);

    // Weeks later, unpaid but on account: not an expired prepayment order.
    const later = new Date(today().getTime() + 20 * 86_400_000);
    await runHousekeeping(state.db.db, later, { unpaidOrderDays: 7, cartLifetimeDays: 30, log: () => {} });
    // (Its sign-in session has ended by then: the order is read as its page reads it, by its id.)
    expect((await client("in-process").getTransaction(placed._id)).status._id).toBe("pendingFulfillment");
  });

  it("terms taken away before the order: the method is no longer offered and the order waits", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 10 });
    const { customer, erp } = await customerWith({ dueDays: 14 });
    const cartId = await readyCart(erp, item.id, 1);
    await erp.setPaymentMethod(cartId, "invoice");
    await setCreditTerms(state.db.db, customer.id, "prepaid");
    const refused = await expectError(erp.addOrder(cartId), 400, "CHECKOUT_INCOMPLETE");
    expect(refused.fields?.paymentmethod).toBeDefined();
  });
});
