/**
 * The signed-in customer's orders, order status report and ledger (POST /account/orders, decision
 * 0029). Every query is bounded by the customer's account number first (indexed), so one customer
 * never reads another's rows, and by a page: a customer with thousands of orders costs one page.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AccountOrder,
  type AddressView,
  type Ledger,
  type LedgerFields,
  type LedgerKind,
  type OrderHistory,
  type OrderHistoryFields,
  type OrderStatusReport,
} from "../../contract/account-orders.ts";
import {
  LEDGER_PAGE_SIZE,
  ORDER_HISTORY_PAGE_SIZE,
  STATUS_REPORT_PAGE_SIZE,
  type OrderStatus,
} from "../../contract/account-orders-constants.ts";
import { toCents, type Currency } from "../../contract/money.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { Customer } from "../customers/customers.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { likeEscape } from "../db/like.ts";
import { LOCATIONS, warehousesFor, warehousesForSource } from "../catalogue/constants.ts";
import { expectedFor } from "./expected.ts";
import { readShipments } from "./shipment-view.ts";
import { APPROVAL_COLUMNS, approvalFrom } from "./approvals.ts";
import { runningBalances } from "../../contract/ledger-rules.ts";
import type { PaymentStatus } from "../../contract/payment-statuses.ts";

type Db = Pick<Database, "execute">;
const iso = (v: Date | string) => new Date(v).toISOString();
/** A `date` column read as text (node-postgres would make a local-midnight Date of it). */
const isoDay = (v: string) => v.slice(0, 10);
const offset = (page: number, size: number) => (page - 1) * size;

/**
 * The alternative warehouse of an order delivered to a country with a warehouse of its own (decision
 * 0034: Birmingham serves Great Britain), as CASE branches on o.shipcountry.
 */
const alternativeByDestination = sql.join(
  Object.values(LOCATIONS)
    .filter((l) => l.kind === "warehouse")
    .map((l) => sql`WHEN o.shipcountry = ${l.country} THEN ${warehousesFor("main", l.country).alternative}`),
  sql` `,
);

/** A signed-in reader of orders: their company, and the person whose orders alone they read (ownOrdersOnly). */
export type OrderReader = Customer & { ownOrdersOf?: string | null };

/** The orders `reader` may read, as a condition on orders `o`. */
const readable = (reader: OrderReader) =>
  reader.ownOrdersOf
    ? sql`o.customer = ${reader.number} AND o.person_id = ${reader.ownOrdersOf}`
    : sql`o.customer = ${reader.number}`;

/** One page of the customer's orders, newest first, filtered by day placed (UTC) and status. */
export async function orderHistory(
  db: Db,
  customer: OrderReader,
  filter: z.infer<typeof OrderHistoryFields>,
): Promise<OrderHistory> {
  if (filter.from && filter.to && filter.to < filter.from) {
    throw new ErpError(400, "BAD_REQUEST", "Invalid request: to: must not be before from", {
      to: ["must not be before from"],
    });
  }
  const where = sql.join(
    [
      readable(customer),
      ...(filter.from ? [sql`o.created_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`] : []),
      ...(filter.to ? [sql`o.created_at < ${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`] : []),
      ...(filter.status ? [sql`o.status = ${filter.status}`] : []),
      ...(filter.ponumber ? [sql`o.po_number ILIKE ${`%${likeEscape(filter.ponumber)}%`}`] : []),
    ],
    sql` AND `,
  );
  const size = Math.min(filter.pagesize, ORDER_HISTORY_PAGE_SIZE);
  const [rows, count] = await Promise.all([
    db.execute(sql`SELECT o.number, o.created_at, o.status, o.paymentstatus, o.currency, o.grossamount, o.po_number,
        (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND NOT l.kitcomponent) AS quantity
      FROM orders o WHERE ${where}
      ORDER BY o.created_at DESC, o.number DESC LIMIT ${size} OFFSET ${offset(filter.page, size)}`),
    db.execute(sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
  ]);
  return {
    orders: (
      rows.rows as {
        number: string;
        created_at: Date;
        status: OrderStatus;
        paymentstatus: PaymentStatus;
        currency: Currency;
        grossamount: string;
        quantity: number;
        po_number: string | null;
      }[]
    ).map((r) => ({
      number: r.number,
      date: iso(r.created_at),
      status: r.status,
      paymentstatus: r.paymentstatus,
      currency: r.currency,
      total: toCents(r.grossamount),
      quantity: r.quantity,
      ponumber: r.po_number,
    })),
    page: filter.page,
    pagesize: size,
    total: (count.rows[0] as { n: number }).n,
  };
}

/** An order's billing or shipping address from its row (the guest, account and office views). */
export const address = (row: Record<string, unknown>, prefix: "bill" | "ship"): AddressView => {
  const f = (name: string) => String(row[`${prefix}${name}`] ?? "");
  return {
    addressee: f("addressee"),
    company: f("company"),
    address: f("address"),
    address2: f("address2"),
    zip: f("zip"),
    city: f("city"),
    country: f("country"),
    phone: f("phone"),
  };
};

/** One of the customer's orders by its number; another customer's order is not found, exactly as no order. */
export async function accountOrder(db: Db, customer: OrderReader, number: string): Promise<AccountOrder> {
  const row = (
    await db.execute(sql`SELECT o.*, coalesce(p.names ->> o.lang, o.paymentmethod) AS paymentmethod_name,
        coalesce(m.names ->> o.lang, o.shippingmethod) AS shippingmethod_name, ${APPROVAL_COLUMNS}
      FROM orders o LEFT JOIN payment_methods p ON p.id = o.paymentmethod
        LEFT JOIN shipping_methods m ON m.id = o.shippingmethod LEFT JOIN order_approvals a ON a.order_id = o.id
      WHERE o.number = ${number.toUpperCase()} AND ${readable(customer)}`)
  ).rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound("Order");
  const id = String(row.id);
  const [lines, shipments] = await Promise.all([
    db.execute(sql`SELECT l.id, l.name AS part, l.displayname, l.urlcomponent, l.quantity, l.shippedquantity,
        l.price, l.amount, l.kitcomponent
      FROM order_lines l WHERE l.order_id = ${id} ORDER BY l.position`),
    readShipments(db, id),
  ]);
  return {
    number: String(row.number),
    date: iso(row.created_at as Date),
    status: row.status as OrderStatus,
    paymentstatus: row.paymentstatus as PaymentStatus,
    paymentmethod: String(row.paymentmethod_name),
    shippingmethod: String(row.shippingmethod_name),
    currency: row.currency as Currency,
    itemsamount: toCents(String(row.itemsamount)),
    discountamount: toCents(String(row.discountamount)),
    shippingcost: toCents(String(row.shippingcost)),
    taxamount: toCents(String(row.taxamount)),
    total: toCents(String(row.grossamount)),
    taxrate: Number(row.taxrate),
    comment: String(row.comment ?? ""),
    ponumber: row.po_number ? String(row.po_number) : null,
    billing: address(row, "bill"),
    shipping: address(row, "ship"),
    lines: (lines.rows as Record<string, unknown>[]).map((l) => ({
      id: String(l.id),
      part: String(l.part),
      description: String(l.displayname),
      urlcomponent: String(l.urlcomponent),
      quantity: Number(l.quantity),
      shipped: Number(l.shippedquantity),
      price: toCents(String(l.price)),
      amount: toCents(String(l.amount)),
      kitcomponent: Boolean(l.kitcomponent),
    })),
    shipments: shipments.map(({ id: _id, ...shipment }) => shipment),
    approval: approvalFrom(row),
    token: id,
  };
}

interface OutstandingRow {
  order_id: string;
  number: string;
  created_at: Date;
  ready_at: Date;
  status: OrderStatus;
  source: Source;
  part: string;
  displayname: string;
  item_id: number;
  quantity: number;
  shippedquantity: number;
  backorderquantity: number;
  /** The brand's airfreight lead time, its upper end in days (decision 0044); null: the stated 3-4 weeks. */
  airfreight_days: number | null;
  alternative: number;
}

/**
 * The customer's open orders (not cancelled, not shipped complete), oldest first, with the lines
 * still to ship and when they are expected (erp/orders/expected.ts).
 */
export async function orderStatusReport(
  db: Db,
  customer: OrderReader,
  page: number,
  now: Date,
): Promise<OrderStatusReport> {
  const size = STATUS_REPORT_PAGE_SIZE;
  const open = sql`${readable(customer)} AND o.status IN ('pendingPayment', 'pendingFulfillment', 'partiallyFulfilled')`;
  const [orders, count] = await Promise.all([
    db.execute(sql`SELECT o.id, o.number, o.created_at, o.status FROM orders o WHERE ${open}
      ORDER BY o.created_at, o.number LIMIT ${size} OFFSET ${offset(page, size)}`),
    db.execute(sql`SELECT count(*)::int AS n FROM orders o WHERE ${open}`),
  ]);
  const onPage = orders.rows as { id: string; number: string; created_at: Date; status: OrderStatus }[];
  const ids = onPage.map((r) => r.id);
  const report: OrderStatusReport = { orders: [], page, pagesize: size, total: (count.rows[0] as { n: number }).n };
  if (ids.length === 0) return report;
  const idList = sql`${`{${ids.join(",")}}`}::text[]`;
  const rows = (
    await db.execute(sql`SELECT o.id AS order_id, o.number, o.created_at, coalesce(o.paid_at, o.created_at) AS ready_at,
        o.status, o.source, l.name AS part, l.displayname, l.item_id, l.quantity, l.shippedquantity, l.backorderquantity,
        coalesce((SELECT sum(r.quantity) FROM stock_reservations r
          WHERE r.order_line_id = l.id AND NOT r.from_manufacturer_stock AND r.location_id = CASE ${alternativeByDestination} WHEN o.source = 'uk'
            THEN ${warehousesForSource("uk").alternative} ELSE ${warehousesForSource("main").alternative} END), 0)::int AS alternative,
        (SELECT b.airfreight_max_days FROM items i JOIN brands b ON b.id = i.brand_id WHERE i.id = l.item_id)::int AS airfreight_days
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.id = ANY(${idList}) AND NOT l.kitcomponent AND l.shippedquantity < l.quantity
      ORDER BY o.created_at, o.number, l.position`)
  ).rows as unknown as OutstandingRow[];
  // The parts' incoming deliveries, once for the page (bounded by its lines).
  const itemIds = [...new Set(rows.map((r) => r.item_id))];
  const deliveries = new Map<number, string[]>();
  if (itemIds.length > 0) {
    const list = sql`${`{${itemIds.join(",")}}`}::int[]`;
    const found = await db.execute(
      sql`SELECT item_id, eta::text AS eta FROM deliveries WHERE item_id = ANY(${list}) AND eta IS NOT NULL ORDER BY eta`,
    );
    for (const d of found.rows as { item_id: number; eta: string }[]) {
      deliveries.set(d.item_id, [...(deliveries.get(d.item_id) ?? []), isoDay(d.eta)]);
    }
  }
  const byOrder = new Map<string, OrderStatusReport["orders"][number]>();
  for (const r of rows) {
    const entry = byOrder.get(r.order_id) ?? { number: r.number, date: iso(r.created_at), status: r.status, lines: [] };
    const outstanding = r.quantity - r.shippedquantity;
    entry.lines.push({
      part: r.part,
      description: r.displayname,
      ordered: r.quantity,
      shipped: r.shippedquantity,
      outstanding,
      ...expectedFor(
        {
          outstanding,
          backorder: r.backorderquantity,
          alternative: r.alternative,
          deliveries: deliveries.get(r.item_id) ?? [],
          airfreightDays: r.airfreight_days,
        },
        new Date(r.ready_at),
        now,
      ),
    });
    byOrder.set(r.order_id, entry);
  }
  // Every open order of the page is listed, in the page's order.
  report.orders = onPage.map(
    (o) => byOrder.get(o.id) ?? { number: o.number, date: iso(o.created_at), status: o.status, lines: [] },
  );
  return report;
}

/**
 * One page of the customer's ledger in one currency, newest first, each entry with the balance
 * after it: the database sums every entry before the page (from the index), the page adds up from
 * there. With the balance of every currency the customer has entries in, and what is overdue.
 */
export async function ledger(
  db: Db,
  customer: Customer,
  query: z.infer<typeof LedgerFields>,
  now: Date,
): Promise<Ledger> {
  const currency = query.ledgercurrency ?? customer.currency;
  const size = LEDGER_PAGE_SIZE;
  const today = now.toISOString().slice(0, 10);
  const [page, count, balances] = await Promise.all([
    db.execute(sql`SELECT e.id, e.kind, e.posted_at, e.document, e.due_date::text AS due_date, e.amount_cents::bigint AS amount,
        o.number AS order_number, o.po_number,
        (e.kind = 'invoice' AND (SELECT sum(s.amount_cents) FROM customer_ledger s WHERE s.order_id = e.order_id) > 0) AS open
      FROM customer_ledger e LEFT JOIN orders o ON o.id = e.order_id
      WHERE e.customer = ${customer.number} AND e.currency = ${currency}
      ORDER BY e.posted_at DESC, e.id DESC LIMIT ${size} OFFSET ${offset(query.page, size)}`),
    db.execute(sql`SELECT count(*)::int AS n FROM customer_ledger
      WHERE customer = ${customer.number} AND currency = ${currency}`),
    // Overdue: what is still open of each invoice past its due date (all of it, or the rest of a
    // part payment).
    db.execute(sql`SELECT e.currency, sum(e.amount_cents)::bigint AS balance,
        coalesce(sum(LEAST(e.amount_cents, o.open)) FILTER (WHERE e.kind = 'invoice' AND e.due_date < ${today}::date
          AND o.open > 0), 0)::bigint AS overdue
      FROM customer_ledger e
      LEFT JOIN LATERAL (SELECT sum(s.amount_cents) AS open FROM customer_ledger s WHERE s.order_id = e.order_id) o
        ON e.kind = 'invoice'
      WHERE e.customer = ${customer.number}
      GROUP BY e.currency ORDER BY e.currency`),
  ]);
  const rows = page.rows as {
    id: string;
    kind: LedgerKind;
    posted_at: Date;
    document: string;
    due_date: string | null;
    amount: string;
    order_number: string | null;
    po_number: string | null;
    open: boolean;
  }[];
  let opening = 0;
  const oldest = rows.at(-1);
  if (oldest) {
    const before = await db.execute(sql`SELECT coalesce(sum(amount_cents), 0)::bigint AS sum FROM customer_ledger
      WHERE customer = ${customer.number} AND currency = ${currency}
        AND (posted_at, id) < (${iso(oldest.posted_at)}::timestamptz, ${oldest.id}::bigint)`);
    opening = Number((before.rows[0] as { sum: string }).sum);
  }
  const oldestFirst = [...rows].reverse();
  const after = runningBalances(
    opening,
    oldestFirst.map((r) => Number(r.amount)),
  ).reverse();
  return {
    currency,
    entries: rows.map((r, i) => ({
      id: String(r.id),
      kind: r.kind,
      date: iso(r.posted_at),
      document: r.document,
      order: r.order_number,
      ponumber: r.po_number,
      amount: Number(r.amount),
      balance: after[i]!,
      due: r.due_date === null ? null : isoDay(r.due_date),
      open: Boolean(r.open),
    })),
    page: query.page,
    pagesize: size,
    total: (count.rows[0] as { n: number }).n,
    balances: (balances.rows as { currency: Currency; balance: string; overdue: string }[]).map((b) => ({
      currency: b.currency,
      balance: Number(b.balance),
      overdue: Number(b.overdue),
    })),
    today,
  };
}
