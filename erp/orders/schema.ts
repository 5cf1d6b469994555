/**
 * Orders: their lines, the stock they took, their events, withdrawals and kept PDFs, shipments,
 * and the customers' account statements.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";
import { itemRef } from "../catalogue/schema.ts";
import { locationRef } from "../catalogue/schema-trade.ts";
import { carts } from "../cart/schema.ts";
import { bytea, createdAt, money, serialId, timestamptz } from "../db/columns.ts";

/**
 * Orders. The id is an unguessable token (128 random bits as 32 hex characters) used in
 * /order/{id}; the human order number (WEB-2026-000123) comes from order_number_seq.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lang: text("lang").$type<Language>().notNull(),
    source: text("source").notNull(),
    customer: text("customer").notNull(),
    /**
     * The person of the customer's company who placed it (migration 0046); null for a guest. REFERENCES
     * customer_people in SQL, not declared here: orders do not depend on the customers module.
     */
    personId: uuid("person_id"),
    /** Seller region: EU (Polish company) or NL (Dutch B.V.). */
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("pendingPayment"),
    paymentstatus: text("paymentstatus").notNull().default("unpaid"),
    paymentmethod: text("paymentmethod").notNull(),
    shippingmethod: text("shippingmethod").notNull(),
    comment: text("comment").notNull().default(""),
    /** The buyer's purchase-order number (migration 0047); null when none was given. */
    poNumber: text("po_number"),
    email: text("email").notNull(),
    sendtogether: boolean("sendtogether").notNull(),
    reqpayment: boolean("reqpayment").notNull(),
    taxclass: text("taxclass").notNull(),
    taxrate: numeric("taxrate", { precision: 5, scale: 4 }).notNull(),
    /** How VAT applied (domestic, distance, intra-community, export) and whose rate (erp/tax/rule.ts). */
    taxtreatment: text("taxtreatment").notNull(),
    taxcountry: text("taxcountry").notNull(),
    /** The seller's VAT number outside the EU under which the VAT was charged (treatment `registered`). */
    taxregistration: text("taxregistration"),
    /** VIES consultation number of the buyer's VAT number, for a 0% sale to a business. */
    viesrequest: text("viesrequest"),
    taxnumber: text("taxnumber"),
    promocode: text("promocode"),
    itemsamount: money("itemsamount").notNull(),
    discountamount: money("discountamount").notNull(),
    shippingcost: money("shippingcost").notNull(),
    grossshippingcost: money("grossshippingcost").notNull(),
    taxamount: money("taxamount").notNull(),
    grossamount: money("grossamount").notNull(),
    backorderquantity: integer("backorderquantity").notNull(),
    billaddressee: text("billaddressee").notNull(),
    billcompany: text("billcompany").notNull().default(""),
    billaddress: text("billaddress").notNull(),
    billaddress2: text("billaddress2").notNull().default(""),
    billzip: text("billzip").notNull(),
    billcity: text("billcity").notNull(),
    billcountry: text("billcountry").notNull(),
    billphone: text("billphone").notNull().default(""),
    shipaddressee: text("shipaddressee").notNull(),
    shipcompany: text("shipcompany").notNull().default(""),
    shipaddress: text("shipaddress").notNull(),
    shipaddress2: text("shipaddress2").notNull().default(""),
    shipzip: text("shipzip").notNull(),
    shipcity: text("shipcity").notNull(),
    shipcountry: text("shipcountry").notNull(),
    shipphone: text("shipphone").notNull().default(""),
    paidAt: timestamptz("paid_at"),
    /** Paying on account (migration 0023): the payment is due this many days after the order. */
    paymentDueDays: smallint("payment_due_days"),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    uniqueIndex("orders_cart_key").on(t.cartId),
    check("orders_id_token", sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check("orders_paymentstatus", sql`${t.paymentstatus} IN ('unpaid', 'partiallyPaid', 'paid')`),
    check("orders_amounts_nonneg", sql`${t.grossamount} >= 0 AND ${t.itemsamount} >= 0`),
    // Orders awaiting payment, by age: the housekeeping job cancels the old ones (decision 0024).
    index("orders_unpaid_created_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentstatus} = 'unpaid' AND ${t.status} = 'pendingPayment'`),
    // The office's list (migration 0037; its trigram search index is the migration's alone).
    index("orders_created_number_idx").on(t.createdAt.desc(), t.number.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc()),
    index("orders_paymentstatus_created_idx").on(t.paymentstatus, t.createdAt.desc()),
  ],
);

/** The order the row belongs to: the row goes with the order. */
const orderOf = () =>
  text("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });

/** Lines of an order: a snapshot of the basket line at the moment of ordering. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: orderOf(),
    position: smallint("position").notNull(),
    parentLineId: uuid("parent_line_id"),
    itemId: itemRef(),
    name: text("name").notNull(),
    displayname: text("displayname").notNull(),
    recordtype: text("recordtype").notNull(),
    urlcomponent: text("urlcomponent").notNull(),
    photos: jsonb("photos").$type<{ url: string; name: string }[]>().notNull().default([]),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    baseprice: money("baseprice").notNull(),
    amount: money("amount").notNull(),
    additionalservice: text("additionalservice"),
    kitcomponent: boolean("kitcomponent").notNull().default(false),
    /** Units not taken from a warehouse: airfreight from the manufacturer's stock. */
    backorderquantity: integer("backorderquantity").notNull().default(0),
    /** Units shipped so far: the sum of the line's shipment lines (migration 0022). */
    shippedquantity: integer("shippedquantity").notNull().default(0),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_pos", sql`${t.quantity} > 0`)],
);

/** Stock taken by an order: units from a location, or from the manufacturer's stock for airfreight. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serialId(),
    orderId: orderOf(),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    itemId: itemRef(),
    locationId: locationRef(),
    fromManufacturerStock: boolean("from_manufacturer_stock").notNull().default(false),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    index("stock_reservations_order_idx").on(t.orderId),
    check("stock_reservations_quantity_pos", sql`${t.quantity} > 0`),
  ],
);

/** What happened to an order (created, paid), one row per event. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serialId(),
    orderId: orderOf(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

/**
 * The consumer's withdrawal from an order (decision 0021): one per order, with the moment it was
 * received, the lines it names (null: all of them) and the optional reason.
 */
export const orderWithdrawals = pgTable("order_withdrawals", {
  orderId: orderOf().primaryKey(),
  receivedAt: timestamptz("received_at").notNull(),
  items: jsonb("items").$type<{ _id: string; name: string; quantity: number }[] | null>(),
  reason: text("reason"),
  lang: text("lang").$type<Language>().notNull(),
});

/**
 * An order placed over its buyer's spending limit, or under the company's rule (migration 0048):
 * why, how long its stock is held, and the admin's decision. `decided_by` REFERENCES
 * customer_people in SQL, not declared here: orders do not depend on the customers module.
 */
export const orderApprovals = pgTable(
  "order_approvals",
  {
    orderId: orderOf().primaryKey(),
    reasons: text("reasons").array().notNull(),
    holdUntil: timestamptz("hold_until").notNull(),
    decision: text("decision").$type<"approved" | "rejected" | "expired">(),
    decidedAt: timestamptz("decided_at"),
    decidedBy: uuid("decided_by"),
    note: text("note"),
  },
  (t) => [
    index("order_approvals_open_hold_idx")
      .on(t.holdUntil)
      .where(sql`${t.decision} IS NULL`),
    check(
      "order_approvals_decision",
      sql`${t.decision} IS NULL OR ${t.decision} IN ('approved', 'rejected', 'expired')`,
    ),
    check("order_approvals_decided", sql`(${t.decision} IS NULL) = (${t.decidedAt} IS NULL)`),
  ],
);

/**
 * Order PDFs kept by the ERP (erp/orders/pdf-cache.ts, migration 0018): the PDF of the order's
 * state named by `stateKey`; a new state draws a new PDF over it.
 */
export const orderPdfs = pgTable(
  "order_pdfs",
  {
    orderId: orderOf().primaryKey(),
    stateKey: text("state_key").notNull(),
    pdf: bytea("pdf").notNull(),
    renderedAt: timestamptz("rendered_at").notNull(),
  },
  (t) => [index("order_pdfs_rendered_at_idx").on(t.renderedAt)],
);

/**
 * A dispatch of an order (migration 0022): which lines left, how many of each, and when; with the
 * carrier (contract/carriers.ts) and its tracking number (migration 0037; both or neither).
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serialId(),
    orderId: orderOf(),
    shippedAt: timestamptz("shipped_at").notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (t) => [index("shipments_order_idx").on(t.orderId, t.shippedAt)],
);

/**
 * Money the office booked for an order (migration 0037): a bank transfer received (also part of
 * the total) or money paid back, with the bank reference or the refund's reason and who booked it.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serialId(),
    orderId: orderOf(),
    kind: text("kind").$type<"payment" | "refund">().notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    reference: text("reference").notNull(),
    bookedAt: timestamptz("booked_at").notNull(),
    bookedBy: text("booked_by").notNull(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.id),
    check("order_payments_kind", sql`${t.kind} IN ('payment', 'refund')`),
    check("order_payments_amount_pos", sql`${t.amountCents} > 0`),
  ],
);

export const shipmentLines = pgTable(
  "shipment_lines",
  {
    shipmentId: bigint("shipment_id", { mode: "number" })
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ name: "shipment_lines_pkey", columns: [t.shipmentId, t.orderLineId] }),
    check("shipment_lines_quantity_pos", sql`${t.quantity} > 0`),
  ],
);

/**
 * A customer's account statement (migration 0022, erp/orders/ledger.ts): the invoice of an order
 * (positive, with its due date on credit terms), its payment and credits (negative), in cents.
 * Its index customer_ledger_customer_idx (INCLUDE amount_cents) is the migration's alone: Drizzle
 * has no INCLUDE.
 */
export const customerLedger = pgTable(
  "customer_ledger",
  {
    id: serialId(),
    /** The customer number (customers.number). */
    customer: text("customer").notNull(),
    currency: text("currency").notNull(),
    kind: text("kind").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** The document's number: the order number. */
    document: text("document").notNull(),
    postedAt: timestamptz("posted_at").notNull(),
    dueDate: date("due_date"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /**
     * Tells repeated entries of one kind apart (migration 0037): '' for the invoice, the credit note
     * and a whole order's payment; 'office:<order_payments.id>' for a booked transfer or refund.
     */
    entry: text("entry").notNull().default(""),
  },
  (t) => [
    uniqueIndex("customer_ledger_once_idx").on(t.orderId, t.kind, t.entry),
    check("customer_ledger_kind", sql`${t.kind} IN ('invoice', 'payment', 'credit', 'refund')`),
    check(
      "customer_ledger_sign",
      sql`(${t.kind} IN ('invoice', 'refund') AND ${t.amountCents} >= 0) OR (${t.kind} IN ('payment', 'credit') AND ${t.amountCents} <= 0)`,
    ),
    check("customer_ledger_currency", sql`${t.currency} IN ('EUR', 'PLN', 'GBP')`),
    check("customer_ledger_due", sql`${t.dueDate} IS NULL OR ${t.kind} = 'invoice'`),
  ],
);
