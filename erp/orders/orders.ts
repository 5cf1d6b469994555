/**
 * Orders: addOrder (exactly once per cart, stock reserved atomically), getTransactions and
 * setPaymentStatus (idempotent). See docs/decisions/0008-checkout.md.
 *
 * addOrder is one transaction: lock the cart row (two calls for one cart queue here; the second
 * finds carts.order_id and answers the same order), price the cart from inside the transaction,
 * lock the items and then their stock rows in id order (every order locks in the same order, so
 * concurrent orders queue instead of deadlocking), take the units, write order, lines,
 * reservations, the event and the confirmation e-mail, and mark the cart ordered. Anything thrown
 * on the way rolls all of it back.
 */
import { checkLineRules } from "../cart/quantity-rule.ts";
import { orderQuote } from "../quotes/decide.ts";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import { TaxTreatmentSchema, type AddOrderResponseSchema } from "../../contract/cart.ts";
import type { Order, OrderLine } from "../../contract/orders.ts";
import type { z } from "zod";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import type { Source } from "../../contract/catalogue.ts";
import { CURRENCY_SYMBOLS, fromCents, type Currency } from "../../contract/money.ts";
import { buildCart } from "../cart/view.ts";
import { incomplete } from "./incomplete.ts";
import { ON_ACCOUNT } from "../payments/methods.ts";
import { cartNotFound, notPriced } from "../cart/cart.ts";
import { bankAccountFor } from "../bank/accounts.ts";
import { orderConfirmationMail } from "./mail.ts";
import { readShipments } from "./shipment-view.ts";
import { paidAfterExpiryMail } from "./expiry-mail.ts";
import { mailConfigFromEnv } from "../mail/config.ts";
import { withdrawalState, withdrawalUntilSql, type WithdrawalRow } from "./withdrawal-state.ts";
import { postInvoice, postPayment } from "./ledger.ts";
import { reserveStock } from "./stock.ts";
import { holdCredit } from "./credit-limit.ts";
import { APPROVAL_COLUMNS, approvalFrom, holdForApproval } from "./approvals.ts";
import { approvalReasons } from "../customers/spending.ts";
import { queueMessage } from "../mail/outbox.ts";
import { requireRole } from "../customers/people.ts";
import { sellerOf } from "../company/records.ts";

export interface OrderHooks {
  /** Runs in the order transaction before the commit; only tests set it (a request dying there leaves nothing). */
  beforeCommit?: (orderId: string) => void | Promise<void>;
}

type AddOrderResponse = z.infer<typeof AddOrderResponseSchema>;

/** 128 random bits as 32 hex characters: the order's id in /order/{id}. */
export const newOrderToken = () => crypto.randomBytes(16).toString("hex");

const orderNumber = (year: number, n: number) => `WEB-${year}-${String(n).padStart(6, "0")}`;

export async function addOrder(ctx: CallContext, cartId: string, hooks: OrderHooks = {}): Promise<AddOrderResponse> {
  if (ctx.person) requireRole(ctx.person, "admin", "buyer"); // a viewer builds baskets, does not order (issue 41)
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT order_id FROM carts WHERE id = ${cartId} FOR UPDATE`);
    const lockedRow = locked.rows[0] as { order_id: string | null } | undefined;
    if (!lockedRow) throw cartNotFound();
    if (lockedRow.order_id) {
      const existing = (await tx.execute(sql`SELECT id, number FROM orders WHERE id = ${lockedRow.order_id}`))
        .rows[0] as { id: string; number: string };
      return { _id: existing.id, name: existing.number, created: false };
    }
    const txCtx: CallContext = { ...ctx, db: tx as unknown as Database };
    const built = await buildCart(txCtx, tx, cartId);
    const missing = incomplete(built, ctx.account);
    if (Object.keys(missing).length > 0) {
      throw new ErpError(
        400,
        "CHECKOUT_INCOMPLETE",
        `The order cannot be placed yet: ${Object.keys(missing).join(", ")}`,
        missing,
      );
    }
    if (built.promo && !built.promo.ok) {
      throw new ErpError(400, built.promo.code, built.promo.message, { promocode: [built.promo.message] });
    }
    // Nothing sells for 0.00, whatever the storefront sent: a line without a price stops the order.
    const unpriced = built.lines.find((line) => line.row.parent_line_id === null && line.netCents <= 0);
    if (unpriced) throw notPriced(unpriced.item.name, unpriced.row.id);
    checkLineRules(built.lines);
    // On account: within the credit limit (the customer's row locked until the invoice is written).
    if (built.cart.paymentmethod === ON_ACCOUNT && ctx.account)
      await holdCredit(tx, ctx.account.number, built.totals.gross, built.cart.currency.iso);
    // A buyer's order over their limits, or of a company that approves every order, waits for an admin.
    const reasons = await approvalReasons(tx, ctx, built.totals.gross - built.totals.tax, built.cart.currency.iso);
    const { allocations, backorder } = await reserveStock(tx, ctx.source, built, built.cart.shipcountry);

    const cart = built.cart;
    const ship = cart.shippingaddress!;
    const bill = cart.billingaddress ?? ship;
    const id = newOrderToken();
    const seq = (await tx.execute(sql`SELECT nextval('order_number_seq')::int AS n`)).rows[0] as { n: number };
    const number = orderNumber(ctx.now.getUTCFullYear(), seq.n);
    const t = built.totals;
    // The VIES consultation number is kept with a 0% sale to a business: the evidence of its exemption.
    const viesRequest = built.tax.treatment === "intra-community" ? built.row.viesrequest : null;
    // On account (a customer with invoice terms who chose it): the goods go before the money
    // (decision 0029): the order is to be shipped at once, invoiced now with its due date, and never
    // cancelled as unpaid; any other order waits for its payment.
    const onAccount = cart.paymentmethod === ON_ACCOUNT;
    const status = reasons.length > 0 ? "pendingApproval" : onAccount ? "pendingFulfillment" : "pendingPayment";
    const dueDays = onAccount ? (ctx.account?.dueDays ?? null) : null;
    await tx.execute(sql`INSERT INTO orders (id, number, cart_id, created_at, lang, source, customer, person_id, region, currency,
        status, payment_due_days,
        paymentmethod, shippingmethod, comment, po_number, email, sendtogether, reqpayment, taxclass, taxrate, taxtreatment,
        taxcountry, taxregistration, viesrequest, taxnumber, promocode,
        itemsamount, discountamount, shippingcost, grossshippingcost, taxamount, grossamount, backorderquantity,
        billaddressee, billcompany, billaddress, billaddress2, billzip, billcity, billcountry, billphone,
        shipaddressee, shipcompany, shipaddress, shipaddress2, shipzip, shipcity, shipcountry, shipphone)
      VALUES (${id}, ${number}, ${cartId}, ${ctx.now.toISOString()}, ${ctx.lang}, ${ctx.source}, ${ctx.account?.number ?? "guest"}, ${ctx.person?.id ?? null}, ${built.region}, ${cart.currency.iso},
        ${status}, ${dueDays},
        ${cart.paymentmethod}, ${cart.shippingmethod}, ${cart.comment}, ${ctx.account ? cart.ponumber || null : null}, ${cart.shipemail}, ${cart.sendtogether}, ${cart.reqpayment},
        ${cart.taxclass}, ${cart.taxrate}, ${built.tax.treatment}, ${built.tax.country}, ${built.tax.registration}, ${viesRequest},
        ${cart.taxnumber}, ${built.promo?.ok ? cart.promocode : null},
        ${fromCents(t.linesNet)}, ${fromCents(t.discountNet)}, ${fromCents(t.shippingNet)}, ${fromCents(t.shippingGross)},
        ${fromCents(t.tax)}, ${fromCents(t.gross)}, ${[...backorder.values()].reduce((a, b) => a + b, 0)},
        ${bill.addressee}, ${bill.name}, ${bill.address}, ${bill.address2}, ${bill.zip}, ${bill.city}, ${bill.country}, ${bill.phone},
        ${ship.addressee}, ${ship.name}, ${ship.address}, ${ship.address2}, ${ship.zip}, ${ship.city}, ${ship.country}, ${ship.phone})`);

    // Lines keep the basket's order; kit component lines point at their kit's order line.
    const lineIds = new Map<string, string>();
    for (const [position, line] of built.lines.entries()) {
      const newId = crypto.randomUUID();
      lineIds.set(line.row.id, newId);
      const v = line.view;
      await tx.execute(sql`INSERT INTO order_lines (id, order_id, position, parent_line_id, item_id, name, displayname, recordtype,
          urlcomponent, photos, quantity, price, baseprice, amount, additionalservice, kitcomponent, backorderquantity)
        VALUES (${newId}, ${id}, ${position}, ${line.row.parent_line_id ? (lineIds.get(line.row.parent_line_id) ?? null) : null},
          ${line.item.id}, ${line.item.name}, ${v.displayname}, ${line.item.recordtype}, ${line.item.urlcomponent},
          ${JSON.stringify(line.item.photos.slice(0, 1))}::jsonb, ${v.quantity}, ${v.price}, ${v.baseprice}, ${v.amount},
          ${line.row.additionalservice}, ${v.kitcomponent}, ${backorder.get(line.row.id) ?? 0})`);
    }
    for (const a of allocations) {
      if (a.fromManufacturerStock) {
        await tx.execute(
          sql`UPDATE items SET manufacturerstock = manufacturerstock - ${a.quantity} WHERE id = ${a.itemId}`,
        );
      } else {
        await tx.execute(sql`UPDATE stock SET quantityavailable = quantityavailable - ${a.quantity}
          WHERE item_id = ${a.itemId} AND location_id = ${a.locationId}`);
      }
      await tx.execute(sql`INSERT INTO stock_reservations (order_id, order_line_id, item_id, location_id, from_manufacturer_stock, quantity)
        VALUES (${id}, ${lineIds.get(a.lineId)!}, ${a.itemId}, ${a.locationId}, ${a.fromManufacturerStock}, ${a.quantity})`);
    }
    await hooks.beforeCommit?.(id);

    await tx.execute(
      sql`INSERT INTO order_events (order_id, kind, data) VALUES (${id}, 'created', ${JSON.stringify({ cart_id: cartId })}::jsonb)`,
    );
    if (reasons.length > 0) {
      // Invoiced and confirmed once approved (erp/orders/approvals.ts); meanwhile its stock is held.
      await holdForApproval(tx, ctx, { id, company: ctx.account!.number }, reasons);
    } else {
      if (onAccount) await postInvoice(tx, id, ctx.now);
      const order = await readOrder(tx, id);
      const mail = orderConfirmationMail(order!, await sellerOf(tx, order!.region));
      const payload = { order_id: id, number, lang: ctx.lang };
      await queueMessage(tx, { kind: "order-confirmation", source: ctx.source, ...mail, payload });
    }
    // A basket made from a quote: ordered only while the quote holds, which it then names (erp/quotes/decide.ts).
    await orderQuote(tx, built.row.quote_id, id, ctx.now);
    await tx.execute(sql`UPDATE carts SET order_id = ${id}, updated_at = now() WHERE id = ${cartId}`);
    return { _id: id, name: number, created: true };
  });
}

interface OrderRow {
  id: string;
  number: string;
  created_at: Date | string;
  lang: Order["lang"];
  region: Order["region"];
  currency: Currency;
  status: Order["status"]["_id"];
  paymentstatus: Order["paymentstatus"];
  paymentmethod: string;
  paymentmethod_name: string | null;
  shippingmethod: string;
  shippingmethod_name: string | null;
  [key: string]: unknown;
}

/** The day an order on account is due (its placement plus the customer's due days, UTC), else null. */
export function paymentDue(placed: Date | string, dueDays: unknown): string | null {
  if (dueDays === null || dueDays === undefined) return null;
  const due = new Date(new Date(placed).getTime() + Number(dueDays) * 86_400_000);
  return due.toISOString().slice(0, 10);
}

const DISPLAY = { en: "Order", pl: "Zamówienie", de: "Bestellung" } as const satisfies Record<Language, string>;

/** The order as getTransactions answers it, its withdrawal state as of `now`; null when there is none. */
export async function readOrder(
  db: Pick<Database, "execute">,
  id: string,
  now: Date = new Date(),
): Promise<Order | null> {
  const row = (
    await db.execute(sql`SELECT o.*, p.names ->> o.lang AS paymentmethod_name, m.names ->> o.lang AS shippingmethod_name,
        ${withdrawalUntilSql} AS withdrawal_until,
        w.received_at AS withdrawal_received_at, w.items AS withdrawal_items, w.reason AS withdrawal_reason,
        ${APPROVAL_COLUMNS}
      FROM orders o LEFT JOIN payment_methods p ON p.id = o.paymentmethod LEFT JOIN shipping_methods m ON m.id = o.shippingmethod
        LEFT JOIN order_approvals a ON a.order_id = o.id
        LEFT JOIN order_withdrawals w ON w.order_id = o.id
      WHERE o.id = ${id}`)
  ).rows[0] as OrderRow | undefined;
  if (!row) return null;
  const lineRows = (await db.execute(sql`SELECT * FROM order_lines WHERE order_id = ${id} ORDER BY position`))
    .rows as Record<string, unknown>[];
  const num = (v: unknown) => Number(v);
  const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  const lines: OrderLine[] = lineRows.map((l) => ({
    _id: str(l.id),
    item: {
      id: num(l.item_id),
      recordtype: str(l.recordtype),
      urlcomponent: str(l.urlcomponent),
      name: str(l.name),
      photos: (l.photos as OrderLine["item"]["photos"]) ?? [],
    },
    displayname: str(l.displayname),
    quantity: num(l.quantity),
    price: num(l.price),
    baseprice: num(l.baseprice),
    amount: num(l.amount),
    discountrate: 0,
    pricelevel: null,
    additionalservice: l.additionalservice
      ? { name: str(l.additionalservice), description: str(l.additionalservice) }
      : null,
    init: l.parent_line_id ? str(l.parent_line_id) : null,
    kitcomponent: Boolean(l.kitcomponent),
    backorderquantity: num(l.backorderquantity),
  }));
  const approval = approvalFrom(row);
  return {
    _id: row.id,
    date: new Date(row.created_at).toISOString(),
    name: row.number,
    displayname: `${DISPLAY[row.lang] ?? DISPLAY.en} ${row.number}`,
    status: { _id: row.status },
    paymentstatus: row.paymentstatus,
    paymentmethod: { _id: row.paymentmethod, name: row.paymentmethod_name ?? row.paymentmethod },
    // On account, due from its placement, or from its approval for one that waited (none while it waits).
    paymentdue:
      row.status === "pendingApproval" ? null : paymentDue(approval?.decidedat ?? row.created_at, row.payment_due_days),
    shippingmethod: { _id: row.shippingmethod, name: row.shippingmethod_name ?? row.shippingmethod },
    comment: str(row.comment),
    ponumber: row.po_number ? str(row.po_number) : null,
    email: str(row.email),
    lang: row.lang,
    region: row.region,
    currency: { symbol: CURRENCY_SYMBOLS[row.currency], iso: row.currency },
    // The seller's account as the ERP holds it now (decision 0026): the PDF and the e-mail print it.
    bankaccount: await bankAccountFor(db, row.region, row.currency),
    itemsamount: num(row.itemsamount),
    discountamount: num(row.discountamount),
    promocode: row.promocode ? str(row.promocode) : null,
    shippingcost: num(row.shippingcost),
    grossshippingcost: num(row.grossshippingcost),
    taxamount: num(row.taxamount),
    grossamount: num(row.grossamount),
    taxclass: row.taxclass === "zero" ? "zero" : "standard",
    taxrate: num(row.taxrate),
    taxtreatment: TaxTreatmentSchema.parse(row.taxtreatment),
    taxcountry: str(row.taxcountry),
    taxregistration: row.taxregistration === null ? null : str(row.taxregistration),
    taxnumber: row.taxnumber ? str(row.taxnumber) : null,
    viesrequest: row.viesrequest ? str(row.viesrequest) : null,
    sendtogether: Boolean(row.sendtogether),
    reqpayment: Boolean(row.reqpayment),
    backorderquantity: num(row.backorderquantity),
    pendingquantity: lines.filter((l) => !l.kitcomponent).reduce((s, l) => s + l.quantity, 0),
    transactionlines: lines,
    billaddressee: str(row.billaddressee),
    billcompany: str(row.billcompany),
    billaddress: str(row.billaddress),
    billaddress2: str(row.billaddress2),
    billzip: str(row.billzip),
    billcity: str(row.billcity),
    billcountry: str(row.billcountry),
    billphone: str(row.billphone),
    shipaddressee: str(row.shipaddressee),
    shipcompany: str(row.shipcompany),
    shipaddress: str(row.shipaddress),
    shipaddress2: str(row.shipaddress2),
    shipzip: str(row.shipzip),
    shipcity: str(row.shipcity),
    shipcountry: str(row.shipcountry),
    shipphone: str(row.shipphone),
    withdrawal: withdrawalState(row as unknown as WithdrawalRow, now),
    shipments: (await readShipments(db, id)).map(({ id: _id, ...shipment }) => shipment),
    approval,
  };
}

export async function getTransaction(ctx: CallContext, id: string): Promise<Order> {
  const order = /^[0-9a-f]{32}$/.test(id) ? await readOrder(ctx.db, id, ctx.now) : null;
  if (!order) throw notFound("Order");
  return order;
}

export type MarkPaidResult =
  | { paymentstatus: "paid"; changed: boolean; cancelled?: undefined }
  /** The order had been cancelled as unpaid (decision 0024): not paid; the office is told. */
  | { paymentstatus: "unpaid" | "partiallyPaid"; changed: false; cancelled: true };

/**
 * Marks an order paid. The conditional UPDATE lets exactly one of several racing calls change
 * it; only that call writes the 'paid' event. Verifying the payment with the provider before this
 * call is the payment module's job (erp/payments/).
 */
export async function markOrderPaid(
  db: Database,
  id: string,
  data: Record<string, unknown> = {},
  office?: Record<Source, string>,
): Promise<MarkPaidResult> {
  if (!/^[0-9a-f]{32}$/.test(id)) throw notFound("Order");
  return db.transaction((tx) => markPaidIn(tx, id, data, office));
}

/**
 * Marks an order paid inside the caller's transaction (the payments domain completes a payment
 * and pays its order atomically): once, however many calls race. An order cancelled because it was
 * not paid in time (erp/orders/expiry.ts) is not paid by a late payment: the payment is recorded as
 * a 'paid-after-expiry' event and the office is sent a notice to refund it or place the order again.
 */
export async function markPaidIn(
  tx: Pick<Database, "execute">,
  id: string,
  data: Record<string, unknown> = {},
  office: Record<Source, string> = mailConfigFromEnv().office,
): Promise<MarkPaidResult> {
  // An order on invoice terms may be shipped already: only an order waiting for its payment moves on.
  const updated = await tx.execute(sql`UPDATE orders SET paymentstatus = 'paid', paid_at = now(),
      status = CASE WHEN status = 'pendingPayment' THEN 'pendingFulfillment' ELSE status END
    WHERE id = ${id} AND paymentstatus <> 'paid' AND status <> 'cancelled' RETURNING id, paid_at`);
  if (updated.rows.length === 0) {
    const existing = (await tx.execute(sql`SELECT paymentstatus, status, source FROM orders WHERE id = ${id}`))
      .rows[0] as { paymentstatus: string; status: string; source: Source } | undefined;
    if (!existing) throw notFound("Order");
    if (existing.paymentstatus !== "paid" && existing.status === "cancelled") {
      await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
        VALUES (${id}, 'paid-after-expiry', ${JSON.stringify(data)}::jsonb)`);
      const order = (await readOrder(tx, id))!;
      const mail = paidAfterExpiryMail(order, office[existing.source] ?? office.main, data);
      await tx.execute(sql`INSERT INTO mail_outbox (kind, source, reply_to, recipient, subject, body, payload)
        VALUES ('paid-after-expiry', ${existing.source}, ${mail.replyTo}, ${mail.to}, ${mail.subject}, ${mail.body},
          ${JSON.stringify({ order_id: id, number: order.name, ...data })}::jsonb)`);
      return { paymentstatus: "unpaid", changed: false, cancelled: true };
    }
    return { paymentstatus: "paid", changed: false };
  }
  await tx.execute(
    sql`INSERT INTO order_events (order_id, kind, data) VALUES (${id}, 'paid', ${JSON.stringify(data)}::jsonb)`,
  );
  const paidAt = (updated.rows[0] as { paid_at: Date | string }).paid_at;
  await postPayment(tx, id, new Date(paidAt));
  return { paymentstatus: "paid", changed: true };
}
