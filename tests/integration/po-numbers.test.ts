/**
 * Purchase-order numbers (issue 41 item 3), on PostgreSQL through the contract: a company's buyer
 * gives one at checkout; it is kept with the order and shown on its pages, PDF, mails, ledger and
 * history, where orders are found by it; a company may require one; a guest cannot give one; bad
 * input is refused and writes nothing.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { ErpClient } from "../../app/.server/erp.ts";
import { listOfficeOrders } from "../../erp/orders/office-list.ts";
import { readyBasket, tradeCompany, type Company } from "./fixtures/company.ts";
import { cloneItem, pdfText, readyCart } from "./fixtures/orders.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));

/** A buyer's order on account with `po` as its PO number; answers its token and number. */
async function placedWith(erp: ErpClient, po: string) {
  const cartId = await readyBasket(db(), erp);
  await erp.updateCartFields(cartId, [
    { field: "paymentmethod", value: "invoice" },
    { field: "ponumber", value: po },
  ]);
  const { _id, name } = await erp.addOrder(cartId);
  return { token: _id, number: name };
}

const ponumberOfCart = async (cartId: string) =>
  (await db().execute<{ po_number: string }>(sql`SELECT po_number FROM carts WHERE id = ${cartId}`)).rows[0]?.po_number;

describe("a purchase-order number given at checkout", () => {
  let c: Company;
  let order: { token: string; number: string };
  const po = `4500-${Date.now() % 1_000_000}/Werk 2`;
  beforeAll(async () => {
    c = await tradeCompany(db(), client, today());
    order = await placedWith(c.erp.buyer, `  ${po}  `);
  });

  it("is kept trimmed with the order and shown on its pages", async () => {
    expect((await c.erp.buyer.getTransaction(order.token)).ponumber).toBe(po);
    const account = await c.erp.admin.call("getAccountOrder", { number: order.number });
    expect(account.order.ponumber).toBe(po);
  });

  it("is in the confirmation mail's subject and text, and on the PDF", async () => {
    const mail = (
      await db().execute<{ subject: string; body: string }>(sql`SELECT subject, body FROM mail_outbox
        WHERE kind = 'order-confirmation' AND payload ->> 'order_id' = ${order.token}`)
    ).rows[0]!;
    expect(mail.subject).toContain(`(PO ${po})`);
    expect(mail.body).toContain(`: ${po}`);
    const pdf = await c.erp.buyer.orderPdf(order.token);
    expect(pdfText(Buffer.from(pdf!))).toContain(po);
  });

  it("is in the history, which finds orders by a part of it, case ignored", async () => {
    const other = await placedWith(c.erp.buyer, "ANDERE-77");
    const all = await c.erp.admin.call("getOrderHistory", {});
    expect(all.orders.find((o) => o.number === order.number)?.ponumber).toBe(po);
    const found = await c.erp.admin.call("getOrderHistory", { ponumber: "werk 2" });
    expect(found.orders.map((o) => o.number)).toEqual([order.number]);
    expect(found.total).toBe(1);
    // LIKE's wildcards are text like any other: "%" finds no order whose number lacks one.
    expect((await c.erp.admin.call("getOrderHistory", { ponumber: "%" })).total).toBe(0);
    expect((await c.erp.admin.call("getOrderHistory", { ponumber: "andere" })).orders[0]?.number).toBe(other.number);
  });

  it("stands beside the order's invoice in the ledger", async () => {
    const ledger = await c.erp.admin.call("getLedger", {});
    const invoice = ledger.entries.find((e) => e.order === order.number && e.kind === "invoice");
    expect(invoice?.ponumber).toBe(po);
  });

  it("finds the order in the office's search", async () => {
    const { orders } = await listOfficeOrders(db(), { q: po.toLowerCase(), lang: "en", pagesize: 5 });
    expect(orders.map((o) => o.number)).toEqual([order.number]);
  });

  it("is refused when longer than 35 characters or of two lines, and nothing is written", async () => {
    const cartId = await readyBasket(db(), c.erp.buyer);
    await c.erp.buyer.updateCartFields(cartId, [{ field: "ponumber", value: "PO-1" }]);
    await expectError(
      c.erp.buyer.updateCartFields(cartId, [{ field: "ponumber", value: "x".repeat(36) }]),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      c.erp.buyer.updateCartFields(cartId, [
        { field: "comment", value: "changed" },
        { field: "ponumber", value: "PO-2\nBcc: someone@example.com" },
      ]),
      400,
      "BAD_REQUEST",
    );
    expect(await ponumberOfCart(cartId)).toBe("PO-1");
    const cart = await c.erp.buyer.getCarts(cartId);
    expect(cart.shoppingcarts[0]!.shoppingcart.comment).toBe("");
  });
});

describe("a company that requires a purchase-order number", () => {
  it("refuses an order without one, writing nothing, and takes it with one", async () => {
    const c = await tradeCompany(db(), client, today());
    await expectError(
      c.erp.buyer.call("setTeamSettings", {
        buyersseeallorders: false,
        ponumberrequired: true,
        approvalrequired: false,
      }),
      403,
      "ACCOUNT_ROLE",
    );
    const team = await c.erp.admin.call("setTeamSettings", {
      buyersseeallorders: false,
      ponumberrequired: true,
      approvalrequired: false,
    });
    expect(team.ponumberrequired).toBe(true);
    expect((await c.erp.admin.call("getTeam", {})).ponumberrequired).toBe(true);

    const cartId = await readyBasket(db(), c.erp.buyer);
    expect((await c.erp.buyer.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.ponumberrequired).toBe(true);
    const refused = await expectError(c.erp.buyer.addOrder(cartId), 400, "CHECKOUT_INCOMPLETE");
    expect(Object.keys(refused.fields ?? {})).toEqual(["ponumber"]);
    const orders = await db().execute(sql`SELECT 1 FROM orders WHERE cart_id = ${cartId}`);
    expect(orders.rows).toHaveLength(0);

    await c.erp.buyer.updateCartFields(cartId, [{ field: "ponumber", value: "PFLICHT-1" }]);
    const placed = await c.erp.buyer.addOrder(cartId);
    expect((await c.erp.buyer.getTransaction(placed._id)).ponumber).toBe("PFLICHT-1");
  });

  it("a company that does not require one places orders without, with no PO number on them", async () => {
    const c = await tradeCompany(db(), client, today());
    const cartId = await readyBasket(db(), c.erp.admin);
    expect((await c.erp.admin.getCarts(cartId)).shoppingcarts[0]!.shoppingcart.ponumberrequired).toBe(false);
    const placed = await c.erp.admin.addOrder(cartId);
    expect((await c.erp.admin.getTransaction(placed._id)).ponumber).toBeNull();
  });
});

describe("a guest's basket", () => {
  it("takes no purchase-order number", async () => {
    const guest = client("http");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(guest, item.id, 1, "DE");
    const refused = await expectError(
      guest.updateCartFields(cartId, [{ field: "ponumber", value: "PO-9" }]),
      400,
      "BAD_REQUEST",
    );
    expect(refused.fields?.ponumber).toBeDefined();
    expect(await ponumberOfCart(cartId)).toBe("");
    await guest.updateCartFields(cartId, [{ field: "ponumber", value: "" }]);
    const placed = await guest.addOrder(cartId);
    expect((await guest.getTransaction(placed._id)).ponumber).toBeNull();
  });
});
