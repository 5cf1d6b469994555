/**
 * The credit limit (issue 38 item 3): an order on account that would take the customer's open
 * balance (the ledger) over the limit the office set is refused (409 CREDIT_LIMIT, naming the
 * payment method) and writes nothing, while paying the same basket in advance is still possible; a
 * payment booked lowers the balance again. Under 20 orders placed at once, exactly those that fit
 * pass: the customer's row is locked in each order's transaction.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cliActor } from "../../erp/audit/audit.ts";
import { createCustomer, setCreditTerms } from "../../erp/customers/customers.ts";
import { changeTerms } from "../../erp/customers/office-ops.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { ErpCallError } from "../../app/.server/erp.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const PASSWORD = "a-long-enough-password";

/** A signed-in customer with 30 days on invoice, and their client. */
async function onAccount() {
  const email = `limit-${randomUUID()}@trade.example`;
  const customer = await createCustomer(db(), {
    email,
    company: "Limit Test GmbH",
    contactName: "Eva Roth",
    country: "PL",
    currency: "EUR",
    status: "active",
  });
  await setCreditTerms(db(), customer.id, { dueDays: 30 });
  await db().execute(
    sql`UPDATE customer_people SET password_hash = ${await hashPassword(PASSWORD)} WHERE customer_id = ${customer.id}`,
  );
  const { token } = await client("in-process").signIn(email, PASSWORD, "203.0.113.61");
  return { customer, erp: client("in-process", { customerToken: token, currency: "EUR" }) };
}

type Erp = Awaited<ReturnType<typeof onAccount>>["erp"];

/**
 * A basket of one unit ready to be ordered on account; answers its id and gross total in cents.
 * `separate`: a basket of its own (made as a guest, then taken on with the session), where the
 * account's own basket would take every line into one.
 */
async function cartOnAccount(erp: Erp, itemId: number, separate = false) {
  const cartId = await readyCart(separate ? client("in-process", { currency: "EUR" }) : erp, itemId, 1);
  await erp.setPaymentMethod(cartId, "invoice");
  const cart = (await erp.getCarts(cartId)).shoppingcarts[0]!.shoppingcart;
  return { cartId, gross: Math.round(cart.grossamount * 100) };
}

const balanceOf = async (number: string) =>
  Number(
    (
      await db().execute<{ cents: string }>(
        sql`SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM customer_ledger WHERE customer = ${number}`,
      )
    ).rows[0]!.cents,
  );
const ordersOf = async (number: string) =>
  (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE customer = ${number}`)).rows[0]!.n;

describe("the credit limit", () => {
  it("refuses the order on account that crosses it; paying in advance still works", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 50 });
    const { customer, erp } = await onAccount();
    const first = await cartOnAccount(erp, item.id);
    // Room for one order and a half.
    await changeTerms(db(), cliActor("test"), customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: Math.round(first.gross * 1.5),
    });
    expect((await erp.addOrder(first.cartId)).created).toBe(true);
    expect(await balanceOf(customer.number)).toBe(first.gross);

    const second = await cartOnAccount(erp, item.id);
    const refused = await expectError(erp.addOrder(second.cartId), 409, "CREDIT_LIMIT");
    expect(refused.fields?.paymentmethod).toBeDefined();
    expect(await ordersOf(customer.number)).toBe(1);
    expect(await balanceOf(customer.number)).toBe(first.gross);

    // The same basket paid in advance is placed.
    await erp.setPaymentMethod(second.cartId, "bank");
    expect((await erp.addOrder(second.cartId)).created).toBe(true);

    // Without a limit, on account again.
    await changeTerms(db(), cliActor("test"), customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: null,
    });
    const third = await cartOnAccount(erp, item.id);
    expect((await erp.addOrder(third.cartId)).created).toBe(true);
    expect(await balanceOf(customer.number)).toBe(first.gross + third.gross);

    // A limit of exactly the balance plus one order lets exactly that order pass.
    await changeTerms(db(), cliActor("test"), customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: first.gross + third.gross + first.gross,
    });
    const fourth = await cartOnAccount(erp, item.id);
    expect((await erp.addOrder(fourth.cartId)).created).toBe(true);
    const fifth = await cartOnAccount(erp, item.id);
    await expectError(erp.addOrder(fifth.cartId), 409, "CREDIT_LIMIT");
  });

  it("lets exactly the orders that fit pass when 20 are placed at once", async () => {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 100 });
    const { customer, erp } = await onAccount();
    const carts = [];
    for (let i = 0; i < 20; i++) carts.push(await cartOnAccount(erp, item.id, true));
    const gross = carts[0]!.gross;
    expect(new Set(carts.map((c) => c.cartId)).size).toBe(20);
    expect(carts.map((c) => c.gross)).toEqual(carts.map(() => gross));
    const fits = 7;
    await changeTerms(db(), cliActor("test"), customer.number, {
      creditTerms: "invoice",
      dueDays: 30,
      creditLimit: gross * fits + Math.floor(gross / 2),
    });
    const results = await Promise.allSettled(carts.map((c) => erp.addOrder(c.cartId)));
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(placed).toHaveLength(fits);
    expect(refused).toHaveLength(20 - fits);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ErpCallError);
      expect((error as ErpCallError).code).toBe("CREDIT_LIMIT");
    }
    expect(await ordersOf(customer.number)).toBe(fits);
    expect(await balanceOf(customer.number)).toBe(gross * fits);
  });
});
