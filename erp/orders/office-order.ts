/**
 * One order as the office's order page shows it (issue 38): lines, addresses, the VAT decision with
 * its evidence, payments and refunds, shipments with their tracking links, ledger entries, the
 * withdrawal and the mails sent for it; and sending its confirmation again.
 */
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import { toCents, type Currency } from "../../contract/money.ts";
import type { OfficeOrder } from "../../contract/office-orders.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../errors.ts";
import { queueMessage } from "../mail/outbox.ts";
import { address } from "./account-orders.ts";
import { orderConfirmationMail } from "./mail.ts";
import { orderMoney } from "./office-money.ts";
import { paymentDue, readOrder } from "./orders.ts";
import { readShipments } from "./shipment-view.ts";
import { lockOrder } from "./shipments.ts";
import { sellerOf } from "../company/records.ts";

type Db = Pick<Database, "execute">;
const iso = (v: unknown) => new Date(v as string).toISOString();
const cents = (v: unknown) => toCents(String(v));

/** The order `number` for the office, its texts (payment and shipping method names) in `lang`. */
export async function getOfficeOrder(db: Db, number: string, lang: Language): Promise<OfficeOrder> {
  const row = (
    await db.execute(sql`SELECT o.*, p.names ->> ${lang} AS paymentmethod_name, m.names ->> ${lang} AS shippingmethod_name,
        w.received_at AS withdrawal_received_at, w.items AS withdrawal_items, w.reason AS withdrawal_reason
      FROM orders o LEFT JOIN payment_methods p ON p.id = o.paymentmethod
        LEFT JOIN shipping_methods m ON m.id = o.shippingmethod
        LEFT JOIN order_withdrawals w ON w.order_id = o.id
      WHERE o.number = ${number.trim().toUpperCase()}`)
  ).rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound(`Order ${number}`);
  const id = String(row.id);
  const [lines, booked, provider, shipments, ledger, mails, money] = await Promise.all([
    db.execute(sql`SELECT id, name, displayname, quantity, shippedquantity, backorderquantity, price, amount, kitcomponent
      FROM order_lines WHERE order_id = ${id} ORDER BY position`),
    db.execute(sql`SELECT kind, amount_cents, reference, booked_at, booked_by FROM order_payments
      WHERE order_id = ${id} ORDER BY id`),
    db.execute(sql`SELECT provider, provider_ref, amount, status, created_at, completed_at FROM payments
      WHERE transaction_token = ${id} ORDER BY created_at`),
    readShipments(db, id),
    db.execute(sql`SELECT kind, posted_at, due_date::text AS due_date, amount_cents FROM customer_ledger
      WHERE order_id = ${id} ORDER BY posted_at, id`),
    db.execute(sql`SELECT id, kind, recipient, subject, status, created_at, sent_at FROM mail_outbox
      WHERE payload ? 'order_id' AND payload ->> 'order_id' = ${id} ORDER BY created_at, id`),
    orderMoney(db, id),
  ]);
  const r = (rows: { rows: unknown[] }) => rows.rows as Record<string, unknown>[];
  const payments: OfficeOrder["payments"] = [
    ...r(provider).map((p) => ({
      kind: "payment" as const,
      method: String(p.provider),
      amount: cents(p.amount),
      reference: String(p.provider_ref),
      state: String(p.status),
      date: iso(p.completed_at ?? p.created_at),
      by: String(p.provider),
    })),
    ...r(booked).map((b) => ({
      kind: b.kind as "payment" | "refund",
      method: "bank",
      amount: Number(b.amount_cents),
      reference: String(b.reference),
      state: "booked",
      date: iso(b.booked_at),
      by: String(b.booked_by),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const items = row.withdrawal_items as { _id: string; name: string; quantity: number }[] | null;
  return {
    number: String(row.number),
    token: id,
    date: iso(row.created_at),
    lang: row.lang as Language,
    source: String(row.source),
    region: String(row.region),
    customer: row.customer === "guest" ? null : String(row.customer),
    email: String(row.email),
    comment: String(row.comment ?? ""),
    ponumber: row.po_number ? String(row.po_number) : null,
    status: money.status,
    paymentstatus: money.paymentstatus,
    paymentmethod: { id: String(row.paymentmethod), name: String(row.paymentmethod_name ?? row.paymentmethod) },
    shippingmethod: { id: String(row.shippingmethod), name: String(row.shippingmethod_name ?? row.shippingmethod) },
    paymentdue: paymentDue(row.created_at as Date, row.payment_due_days),
    currency: row.currency as Currency,
    itemsamount: cents(row.itemsamount),
    discountamount: cents(row.discountamount),
    promocode: row.promocode ? String(row.promocode) : null,
    shippingcost: cents(row.shippingcost),
    taxamount: cents(row.taxamount),
    total: cents(row.grossamount),
    received: money.received,
    refunded: money.refunded,
    outstanding: money.outstanding,
    vat: {
      taxclass: String(row.taxclass),
      treatment: String(row.taxtreatment),
      rate: Number(row.taxrate),
      country: String(row.taxcountry),
      registration: row.taxregistration ? String(row.taxregistration) : null,
      buyervatnumber: row.taxnumber ? String(row.taxnumber) : null,
      viesrequest: row.viesrequest ? String(row.viesrequest) : null,
    },
    billing: address(row, "bill"),
    shipping: address(row, "ship"),
    lines: r(lines).map((l) => ({
      id: String(l.id),
      part: String(l.name),
      description: String(l.displayname),
      quantity: Number(l.quantity),
      shipped: Number(l.shippedquantity),
      backorder: Number(l.backorderquantity),
      price: cents(l.price),
      amount: cents(l.amount),
      kitcomponent: Boolean(l.kitcomponent),
    })),
    payments,
    shipments,
    ledger: r(ledger).map((e) => ({
      kind: e.kind as OfficeOrder["ledger"][number]["kind"],
      date: iso(e.posted_at),
      due: e.due_date ? String(e.due_date) : null,
      amount: Number(e.amount_cents),
    })),
    withdrawal: row.withdrawal_received_at
      ? {
          receivedat: iso(row.withdrawal_received_at),
          items: items ?? "all",
          reason: row.withdrawal_reason ? String(row.withdrawal_reason) : null,
        }
      : null,
    mails: r(mails).map((m) => ({
      id: String(m.id),
      kind: String(m.kind),
      to: String(m.recipient),
      subject: String(m.subject),
      status: String(m.status),
      date: iso(m.created_at),
      sent: m.sent_at ? iso(m.sent_at) : null,
    })),
  };
}

/**
 * Queues the order confirmation again to the order's e-mail: the message as it was first written
 * (the outbox keeps it), or written anew for an order whose first one is gone. Answers the mail's id.
 */
export async function resendOrderConfirmation(
  db: Database,
  actor: OfficeActor,
  number: string,
): Promise<{ mailId: string; number: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, number);
    const first = (
      await tx.execute(sql`SELECT source, reply_to, recipient, subject, body, payload FROM mail_outbox
        WHERE kind = 'order-confirmation' AND payload ? 'order_id' AND payload ->> 'order_id' = ${order.id}
        ORDER BY created_at LIMIT 1`)
    ).rows[0] as
      | { source: string; reply_to: string; recipient: string; subject: string; body: string; payload: object }
      | undefined;
    let mail = first
      ? { replyTo: first.reply_to, to: first.recipient, subject: first.subject, body: first.body }
      : await (async () => {
          const placed = (await readOrder(tx, order.id))!;
          return orderConfirmationMail(placed, await sellerOf(tx, placed.region));
        })();
    // The order's e-mail now, should the first message have gone elsewhere.
    const email = (await tx.execute(sql`SELECT email, lang FROM orders WHERE id = ${order.id}`)).rows[0] as {
      email: string;
      lang: Language;
    };
    mail = { ...mail, to: email.email };
    const mailId = await queueMessage(tx, {
      kind: "order-confirmation",
      source: order.source,
      replyTo: mail.replyTo,
      to: mail.to,
      subject: mail.subject,
      body: mail.body,
      payload: { order_id: order.id, number: order.number, lang: email.lang, resent: true },
    });
    await recordAudit(tx, actor, {
      entity: "order",
      entityId: order.number,
      action: "resendOrderConfirmation",
      before: null,
      after: { mail: mailId, to: mail.to },
    });
    return { mailId, number: order.number };
  });
}
