/**
 * A signed-in customer's basket (issue 20 item 3): the basket filled as a guest joins the customer's
 * own at sign-in (quantities added), from any device; a sign-in sent twice merges once; the
 * customer's basket is theirs alone (a guest or another customer holding its id finds nothing).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../../erp/customers/customers.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const PASSWORD = "a-long-enough-password";
const CLIENT = "203.0.113.40";
let partA = 0;
let partB = 0;

/** A new active customer who can sign in with PASSWORD. */
async function newCustomer(): Promise<{ email: string; number: string }> {
  const email = `merge-${randomUUID()}@trade.example`;
  const customer = await createCustomer(state.db.db, {
    email,
    company: "Merge Test GmbH",
    contactName: "Eva Test",
    country: "DE",
    currency: "EUR",
    status: "active",
  });
  await state.db.db.execute(
    sql`UPDATE customer_people SET password_hash = ${await hashPassword(PASSWORD)} WHERE customer_id = ${customer.id}`,
  );
  return { email, number: customer.number };
}

const guest = (transport: "in-process" | "http") => client(transport, { currency: "EUR", country: "DE" });
const quantities = async (cartId: string) => {
  const { rows } = await state.db.db.execute<{ item_id: number; quantity: number }>(sql`SELECT item_id, quantity
    FROM cart_lines WHERE cart_id = ${cartId} AND parent_line_id IS NULL ORDER BY item_id`);
  return Object.fromEntries(rows.map((r) => [r.item_id, r.quantity]));
};

beforeAll(async () => {
  partA = (await guest("in-process").getItem(DEMO_FIXTURES.inStock)).item.id;
  const { rows } = await state.db.db.execute<{ id: number }>(sql`SELECT i.id FROM items i
    JOIN prices p ON p.item_id = i.id AND p.price_list_id = 'EU' AND p.currency = 'EUR' AND p.baseprice > 0
    JOIN stock s ON s.item_id = i.id AND s.quantityavailable >= 10
    WHERE i.recordtype = 'inventoryitem' AND i.id <> ${partA} ORDER BY i.id LIMIT 1`);
  partB = rows[0]!.id;
});

describe.each(["in-process", "http"] as const)("the customer's basket over %s", (transport) => {
  it("a guest basket becomes the customer's; the next device's guest basket joins it", async () => {
    const { email, number } = await newCustomer();
    const first = await guest(transport).addToCart({ record: partA, quantity: 2 });
    const signedIn = await guest(transport).signIn(email, PASSWORD, CLIENT, first.cart_id);
    expect(signedIn.basket).toEqual({ cart_id: first.cart_id, quantity: 2 });
    const owner = await state.db.db.execute<{ customer: string }>(
      sql`SELECT customer FROM carts WHERE id = ${first.cart_id}`,
    );
    expect(owner.rows[0]!.customer).toBe(number);

    // Another device: a guest basket with the same part and another one.
    const other = await guest(transport).addToCart({ record: partA, quantity: 1 });
    await guest(transport).addToCart({ record: partB, quantity: 3, cart_id: other.cart_id });
    const again = await guest(transport).signIn(email, PASSWORD, CLIENT, other.cart_id);
    expect(again.basket).toEqual({ cart_id: first.cart_id, quantity: 6 });
    expect(await quantities(first.cart_id)).toEqual({ [partA]: 3, [partB]: 3 });
    const gone = await state.db.db.execute(sql`SELECT 1 FROM carts WHERE id = ${other.cart_id}`);
    expect(gone.rows).toHaveLength(0);

    // Signed in without a basket id (a third device): the part goes into the customer's basket.
    const third = client(transport, { customerToken: again.token, currency: "EUR", country: "DE" });
    const added = await third.addToCart({ record: partB, quantity: 1 });
    expect(added.cart_id).toBe(first.cart_id);
    expect(await quantities(first.cart_id)).toEqual({ [partA]: 3, [partB]: 4 });
  });

  it("a sign-in sent twice at once merges the guest basket once", async () => {
    const { email } = await newCustomer();
    const own = await guest(transport).addToCart({ record: partA, quantity: 1 });
    const { basket } = await guest(transport).signIn(email, PASSWORD, CLIENT, own.cart_id);
    const extra = await guest(transport).addToCart({ record: partA, quantity: 2 });
    const both = await Promise.all([
      guest(transport).signIn(email, PASSWORD, CLIENT, extra.cart_id),
      guest(transport).signIn(email, PASSWORD, CLIENT, extra.cart_id),
    ]);
    expect(both.map((b) => b.basket?.cart_id)).toEqual([basket!.cart_id, basket!.cart_id]);
    expect(await quantities(basket!.cart_id)).toEqual({ [partA]: 3 });
  });

  it("the customer's basket is found by no one else: a guest or another customer with its id", async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const start = await guest(transport).addToCart({ record: partA, quantity: 1 });
    const { basket } = await guest(transport).signIn(mine.email, PASSWORD, CLIENT, start.cart_id);
    const cartId = basket!.cart_id;

    await expectError(guest(transport).getCarts(cartId), 404, "CART_NOT_FOUND");
    const other = (await guest(transport).signIn(theirs.email, PASSWORD, CLIENT)).token;
    const them = client(transport, { customerToken: other, currency: "EUR", country: "DE" });
    await expectError(them.getCarts(cartId), 404, "CART_NOT_FOUND");
    // Adding with the foreign id starts the other customer's own basket; nothing lands in this one.
    const added = await them.addToCart({ record: partB, quantity: 1, cart_id: cartId });
    expect(added.cart_id).not.toBe(cartId);
    expect(await quantities(cartId)).toEqual({ [partA]: 1 });
    // A guest signing in with someone else's basket id merges nothing from it.
    const third = await newCustomer();
    const signedIn = await guest(transport).signIn(third.email, PASSWORD, CLIENT, cartId);
    expect(signedIn.basket).toBeNull();
    expect(await quantities(cartId)).toEqual({ [partA]: 1 });
  });
});
