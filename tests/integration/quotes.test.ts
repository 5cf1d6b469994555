/**
 * Quotes (issue 41 item 4) on PostgreSQL: a company's viewer asks for a quote from the basket at
 * the company's level prices; the office answers it (`npm run quotes`); a buyer accepts it into a
 * basket at the quoted prices and orders it through the usual checkout; roles, other companies,
 * expiry, declines, messages both ways (each mailed) and bad input.
 */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { toCents } from "../../contract/money.ts";
import { setPriceLevel } from "../../erp/customers/customers.ts";
import { expireQuotes } from "../../erp/quotes/decide.ts";
import { priceOption, runQuotesCommand } from "../../erp/quotes/office.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { tradeCompany, type Company } from "./fixtures/company.ts";
import { cloneItem, SHIPPING } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const quotes = (...args: string[]) => runQuotesCommand(db(), args, { now: today, shopUrl: "https://shop.example" });
const day = (offset: number) => new Date(today().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const mailsOf = async (number: string) =>
  (
    await db().execute<{ kind: string; recipient: string; subject: string; body: string }>(
      sql`SELECT kind, recipient, subject, body FROM mail_outbox WHERE payload ->> 'quote' = ${number} ORDER BY created_at, id`,
    )
  ).rows;

/** A company with a 10 % level, and a viewer's basket of two parts (2 and 3 units) at 100.00 and 50.00 net. */
async function companyWithBasket() {
  const c = await tradeCompany(db(), client, today());
  await db().transaction((tx) =>
    setPriceLevel(tx, c.customer.id, { name: "Partner", discountBp: 1000, brandId: null, pricegroup: null }),
  );
  const items = [];
  for (const price of [100, 50]) {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 40 });
    await db().execute(sql`UPDATE prices SET baseprice = ${price}, promotion = NULL, promotion_from = NULL
      WHERE item_id = ${item.id}`);
    items.push(item);
  }
  const { cart_id } = await c.erp.viewer.addToCart({ record: items[0]!.id, quantity: 2 });
  await c.erp.viewer.addToCart({ cart_id, record: items[1]!.id, quantity: 3 });
  return { c, items, cartId: cart_id };
}

/** Makes a basket ready for the checkout: delivery to Germany, methods, address, e-mail. */
async function checkoutReady(erp: Company["erp"]["admin"], cartId: string) {
  await erp.setShipCountry(cartId, "DE");
  await erp.updateCartFields(cartId, [
    { field: "shippingmethod", value: "intl-standard" },
    { field: "paymentmethod", value: "bank" },
  ]);
  const address = await erp.updateAddress(cartId, { ...SHIPPING, country: "DE" });
  await erp.updateCartFields(cartId, [
    { field: "shippingaddress", value: address._id },
    { field: "shipemail", value: "buyer@trade.example" },
  ]);
}

async function requested(c: Company, cartId: string) {
  const { number } = await c.erp.viewer.call("requestQuote", { cart_id: cartId, message: "Project: 12 trucks" });
  return number;
}

describe("quotes", () => {
  it("a viewer asks; the lines keep the company's level prices; the viewer and the office are mailed", async () => {
    const { c, cartId } = await companyWithBasket();
    const number = await requested(c, cartId);
    expect(number).toMatch(/^Q-\d{4}-\d{6}$/);
    const { quote } = await c.erp.admin.call("getQuote", { number });
    expect(quote).toMatchObject({ status: "requested", currency: "EUR", lines: 2, levelnet: 2 * 9000 + 3 * 4500 });
    expect(quote.quotelines.map((l) => [l.quantity, l.levelprice, l.quotedprice])).toEqual([
      [2, 9000, null],
      [3, 4500, null],
    ]);
    expect(quote.messages).toEqual([expect.objectContaining({ side: "customer", body: "Project: 12 trucks" })]);
    expect(quote.acceptable).toBe(false);
    const mails = await mailsOf(number);
    expect(mails.map((m) => m.kind).sort()).toEqual(["quote-request", "quote-requested"]);
    expect(mails.find((m) => m.kind === "quote-request")!.body).toContain("Project: 12 trucks");
    // The basket stays as it was.
    expect((await c.erp.viewer.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.transactionlines).toHaveLength(2);
    expect((await c.erp.admin.call("getQuotes", {})).quotes.map((q) => q.number)).toContain(number);
  });

  it("another company does not see it, nor a colleague where the company keeps orders apart", async () => {
    const { c, cartId } = await companyWithBasket();
    const number = await requested(c, cartId);
    const other = await tradeCompany(db(), client, today());
    await expectError(other.erp.admin.call("getQuote", { number }), 404, "NOT_FOUND");
    expect((await other.erp.admin.call("getQuotes", {})).quotes).toEqual([]);
    // Orders (and quotes) apart: the buyer does not see the viewer's quote; with all orders shared, they do.
    await db().execute(sql`UPDATE customers SET buyers_see_all_orders = false WHERE id = ${c.customer.id}`);
    await expectError(c.erp.buyer.call("getQuote", { number }), 404, "NOT_FOUND");
    await db().execute(sql`UPDATE customers SET buyers_see_all_orders = true WHERE id = ${c.customer.id}`);
    expect((await c.erp.buyer.call("getQuote", { number })).quote.number).toBe(number);
  });

  it("answered by the office, accepted by a buyer, ordered at the quoted prices through the checkout", async () => {
    const { c, cartId } = await companyWithBasket();
    await db().execute(sql`UPDATE customers SET buyers_see_all_orders = true WHERE id = ${c.customer.id}`);
    const number = await requested(c, cartId);
    await expectError(c.erp.buyer.call("acceptQuote", { number }), 409, "QUOTE_CLOSED");

    // The office's answer: every line needs a price, the date must lie ahead.
    expect((await quotes("answer", number, "--price", "1=80", "--until", day(14))).ok).toBe(false);
    expect((await quotes("answer", number, "--price", "1=80", "--price", "2=40", "--until", day(-1))).ok).toBe(false);
    expect((await quotes("answer", number, "--price", "1=80", "--price", "3=40", "--until", day(14))).ok).toBe(false);
    expect((await c.erp.admin.call("getQuote", { number })).quote.status).toBe("requested");
    const answer = await quotes(
      "answer",
      number,
      "--price",
      "1=80",
      "--price",
      "2=39.50",
      "--until",
      day(14),
      "--message",
      "Good for 12 trucks",
    );
    expect(answer).toMatchObject({ ok: true });
    const mail = (await mailsOf(number)).at(-1)!;
    expect(mail).toMatchObject({ kind: "quote-answered" });
    expect(mail.body).toContain("Good for 12 trucks");
    expect(mail.body).toContain(`/account/quotes/${number}`);

    // A viewer cannot accept (it would become an order); a buyer can.
    await expectError(c.erp.viewer.call("acceptQuote", { number }), 403, "ACCOUNT_ROLE");
    const shown = (await c.erp.buyer.call("getQuote", { number })).quote;
    expect(shown).toMatchObject({ status: "answered", quotednet: 2 * 8000 + 3 * 3950, acceptable: true });
    const { cart_id } = await c.erp.buyer.call("acceptQuote", { number });
    await expectError(c.erp.buyer.call("acceptQuote", { number }), 409, "QUOTE_CLOSED");

    const basket = (await c.erp.buyer.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(basket.quote).toBe(number);
    expect(basket.transactionlines.map((l) => [l.quantity, l.baseprice, l.quoted, l.pricelevel])).toEqual([
      [2, 80, true, null],
      [3, 39.5, true, null],
    ]);
    // A quoted line keeps its quantity.
    await expectError(c.erp.buyer.updateQuantity(cart_id, basket.transactionlines[0]!._id, 5), 409, "QUOTE_LINE");
    // A promo code takes nothing off a quoted price: the office agreed it (decision 0068).
    const promo = (await c.erp.buyer.applyPromoCode(cart_id, "WELCOME10")).shoppingcarts[0]!.shoppingcart;
    expect(promo).toMatchObject({ promocode: "WELCOME10", discountamount: 0, itemsamount: 2 * 80 + 3 * 39.5 });
    await checkoutReady(c.erp.buyer, cart_id);
    const placed = await c.erp.buyer.addOrder(cart_id);
    const { rows } = await db().execute<{ baseprice: string; quantity: number }>(
      sql`SELECT baseprice, quantity FROM order_lines WHERE order_id = ${placed._id} AND parent_line_id IS NULL ORDER BY position`,
    );
    expect(rows.map((r) => [r.quantity, toCents(r.baseprice)])).toEqual([
      [2, 8000],
      [3, 3950],
    ]);
    const ordered = (await c.erp.admin.call("getQuote", { number })).quote;
    expect(ordered).toMatchObject({ status: "ordered", order: placed.name, acceptable: false });
    expect((await quotes("answer", number, "--price", "1=1", "--price", "2=1", "--until", day(3))).ok).toBe(false);
  });

  it("an answer that ran out cannot be accepted nor ordered; the housekeeping expires it", async () => {
    const { c, cartId } = await companyWithBasket();
    const number = await requested(c, cartId);
    await quotes("answer", number, "--price", "1=80", "--price", "2=40", "--until", day(5));
    const { cart_id } = await c.erp.admin.call("acceptQuote", { number });
    // The prices ran out before the basket was ordered.
    await db().execute(
      sql`UPDATE quotes SET valid_until = ${new Date(today().getTime() - 1000)} WHERE number = ${number}`,
    );
    expect((await c.erp.admin.call("getQuote", { number })).quote.status).toBe("expired");
    // The quote's basket, made ready for the checkout, is refused at the order.
    await checkoutReady(c.erp.admin, cart_id);
    await expectError(c.erp.admin.addOrder(cart_id), 409, "QUOTE_CLOSED");
    expect(await expireQuotes(db(), today())).toBeGreaterThanOrEqual(1);
    const { rows } = await db().execute(sql`SELECT status FROM quotes WHERE number = ${number}`);
    expect(rows).toEqual([{ status: "expired" }]);
    await expectError(
      c.erp.admin.call("postQuoteMessage", { number, message: "Can you extend it?" }),
      409,
      "QUOTE_CLOSED",
    );
  });

  it("messages go both ways, each mailed; a declined quote is closed", async () => {
    const { c, cartId } = await companyWithBasket();
    const number = await requested(c, cartId);
    await c.erp.admin.call("postQuoteMessage", { number, message: "Could you add delivery to Hamburg?" });
    expect((await quotes("message", number, "--message", "Yes, free of charge.")).ok).toBe(true);
    const { quote } = await c.erp.admin.call("getQuote", { number });
    expect(quote.messages.map((m) => [m.side, m.body])).toEqual([
      ["customer", "Project: 12 trucks"],
      ["customer", "Could you add delivery to Hamburg?"],
      ["office", "Yes, free of charge."],
    ]);
    expect((await mailsOf(number)).map((m) => m.kind).sort()).toEqual([
      "quote-message",
      "quote-message-office",
      "quote-request",
      "quote-requested",
    ]);
    await expectError(c.erp.viewer.call("declineQuote", { number, message: "" }), 403, "ACCOUNT_ROLE");
    const declined = await c.erp.admin.call("declineQuote", { number, message: "Too dear, sorry" });
    expect(declined.quote.status).toBe("declined");
    await expectError(c.erp.admin.call("acceptQuote", { number }), 409, "QUOTE_CLOSED");
    expect((await quotes("answer", number, "--price", "1=1", "--price", "2=1", "--until", day(3))).ok).toBe(false);
    expect((await mailsOf(number)).at(-1)).toMatchObject({ kind: "quote-declined" });
  });

  it("bad input writes nothing: an empty basket, an empty or long message, a malformed number; a guest is refused", async () => {
    const { c, cartId } = await companyWithBasket();
    const count = async () => (await db().execute(sql`SELECT count(*)::int AS n FROM quotes`)).rows[0];
    const before = await count();
    for (const message of ["", "   ", "x".repeat(2001)])
      await expectError(c.erp.viewer.call("requestQuote", { cart_id: cartId, message }), 400);
    const { cart_id: empty } = await c.erp.buyer.addToCart({
      record: (await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 1 })).id,
      quantity: 1,
    });
    const line = (await c.erp.buyer.getCarts(empty)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
    await c.erp.buyer.deleteLine(empty, line._id);
    const refused = await expectError(c.erp.buyer.call("requestQuote", { cart_id: empty, message: "hi" }), 400);
    expect(refused.fields?.cart_id).toEqual(["empty"]);
    // Another person's basket is not found.
    await expectError(c.erp.buyer.call("requestQuote", { cart_id: cartId, message: "hi" }), 404, "CART_NOT_FOUND");
    await expectError(c.erp.admin.call("getQuote", { number: "Q-12" }), 400, "BAD_REQUEST");
    await expectError(client("in-process").call("getQuotes", {}), 401, "AUTH001");
    expect(await count()).toEqual(before);
    expect(priceOption("2=39,5")).toEqual([2, 3950]);
    expect(priceOption("2=-1")).toBeNull();
  });
});
