/**
 * The office's order list and its CSV export (issue 38): the filters (status, payment status, days,
 * delivery country, payment method, customer) and the search (an order number, or a part of an
 * e-mail address, a name or a company) as one WHERE, newest first, paged by a keyset on
 * (created_at, number) so that page 2,000 costs what page 1 does. The search uses the trigram index
 * orders_search_trgm_idx (migration 0037) on exactly SEARCH_TEXT. The export walks the same keyset
 * in pages of EXPORT_PAGE rows, as fast as the client reads, never holding the whole file.
 */
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "../../contract/languages.ts";
import type { OfficeOrderFilterFields, OfficeOrderRow } from "../../contract/office-orders.ts";
import type { Currency } from "../../contract/money.ts";
import { AUDIT_TIME_ZONE } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { likeEscape } from "../db/like.ts";
import { ErpError } from "../errors.ts";
import type { Column, Row } from "../pricelist/cells.ts";
import { csvFile } from "../pricelist/csv.ts";
import { streamOf } from "../pricelist/export.ts";

type Db = Pick<Database, "execute">;
type FilterShape = typeof OfficeOrderFilterFields;
export type OfficeOrderFilters = { [K in keyof FilterShape]?: z.infer<FilterShape[K]> };

/** The text the search looks in; the same expression as the index orders_search_trgm_idx. */
const SEARCH_TEXT = sql.raw(
  `lower(o.number || ' ' || o.email || ' ' || o.billaddressee || ' ' || o.billcompany || ' ' || o.shipaddressee
    || ' ' || coalesce(o.po_number, ''))`,
);
/** An order number as printed (WEB-2026-000123): looked up by its unique index. */
const WHOLE_NUMBER = /^[A-Z]{2,5}-\d{4}-\d{4,}$/i;
/** Rows read per query of the export. */
export const EXPORT_PAGE = 2000;

/** The WHERE of the filters; `to` before `from` is refused as bad input (field `to`). */
export function filterWhere(f: OfficeOrderFilters): SQL {
  if (f.from && f.to && f.to < f.from) {
    throw new ErpError(400, "BAD_REQUEST", "Invalid request: to: before from", { to: ["must not be before from"] });
  }
  const where: SQL[] = [sql`TRUE`];
  if (f.status) where.push(sql`o.status = ${f.status}`);
  if (f.paymentstatus) where.push(sql`o.paymentstatus = ${f.paymentstatus}`);
  // Days are the shop's days (as the audit log's), whatever the server's time zone.
  if (f.from) where.push(sql`o.created_at >= (${f.from}::date::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE})`);
  if (f.to) where.push(sql`o.created_at < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE})`);
  if (f.country) where.push(sql`o.shipcountry = ${f.country}`);
  if (f.paymentmethod) where.push(sql`o.paymentmethod = ${f.paymentmethod}`);
  if (f.customer) where.push(sql`o.customer = ${f.customer.toUpperCase()}`);
  const q = f.q?.trim();
  if (q) {
    if (WHOLE_NUMBER.test(q)) where.push(sql`o.number = ${q.toUpperCase()}`);
    else where.push(sql`${SEARCH_TEXT} LIKE ${`%${likeEscape(q.toLowerCase())}%`}`);
  }
  return sql.join(where, sql` AND `);
}

/** A timestamp as PostgreSQL prints one (2026-11-29 03:51:20.123456+00). */
const CURSOR_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
/** A page cursor: the last row's exact created_at (as PostgreSQL prints it) and number. */
const encodeCursor = (at: string, number: string) => Buffer.from(`${at}|${number}`).toString("base64url");
function decodeCursor(cursor: string): { at: string; number: string } {
  const [at, number] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!at || !number || !CURSOR_AT.test(at)) {
    throw new ErpError(400, "BAD_REQUEST", "Invalid request: after: not a page cursor", {
      after: ["not a page cursor"],
    });
  }
  return { at, number };
}

interface ListRow {
  number: string;
  created_at: Date | string;
  at: string;
  customer: string;
  billaddressee: string;
  billcompany: string;
  email: string;
  shipcountry: string;
  total: string;
  currency: Currency;
  paymentmethod: string;
  paymentmethod_name: string | null;
  paymentstatus: OfficeOrderRow["paymentstatus"];
  status: OfficeOrderRow["status"];
}

async function page(db: Db, where: SQL, lang: Language, limit: number, after?: { at: string; number: string }) {
  const keyset = after ? sql`AND (o.created_at, o.number) < (${after.at}::timestamptz, ${after.number})` : sql``;
  return (
    await db.execute(sql`SELECT o.number, o.created_at, o.created_at::text AS at, o.customer, o.billaddressee,
        o.billcompany, o.email, o.shipcountry, round(o.grossamount * 100)::bigint AS total, o.currency,
        o.paymentmethod, p.names ->> ${lang} AS paymentmethod_name, o.paymentstatus, o.status
      FROM orders o LEFT JOIN payment_methods p ON p.id = o.paymentmethod
      WHERE ${where} ${keyset}
      ORDER BY o.created_at DESC, o.number DESC LIMIT ${limit}`)
  ).rows as unknown as ListRow[];
}

const toRow = (r: ListRow): OfficeOrderRow => ({
  number: r.number,
  date: new Date(r.created_at).toISOString(),
  customer: r.customer === "guest" ? null : r.customer,
  name: r.billaddressee,
  company: r.billcompany,
  email: r.email,
  country: r.shipcountry,
  total: Number(r.total),
  currency: r.currency,
  paymentmethod: { id: r.paymentmethod, name: r.paymentmethod_name ?? r.paymentmethod },
  paymentstatus: r.paymentstatus,
  status: r.status,
});

/** One page of the list, newest first, and the cursor of the next (null on the last). */
export async function listOfficeOrders(
  db: Db,
  request: OfficeOrderFilters & { lang: Language; pagesize: number; after?: string | undefined },
): Promise<{ orders: OfficeOrderRow[]; next: string | null; paymentmethods: { id: string; name: string }[] }> {
  const where = filterWhere(request);
  const after = request.after ? decodeCursor(request.after) : undefined;
  const rows = await page(db, where, request.lang, request.pagesize + 1, after);
  const shown = rows.slice(0, request.pagesize);
  const last = shown.at(-1);
  // The methods to filter by, as the shop names them (a handful of rows).
  const methods = await db.execute<{ id: string; name: string }>(
    sql`SELECT id, coalesce(names ->> ${request.lang}, id) AS name FROM payment_methods ORDER BY position, id`,
  );
  return {
    orders: shown.map(toRow),
    next: rows.length > request.pagesize && last ? encodeCursor(last.at, last.number) : null,
    paymentmethods: methods.rows.map((m) => ({ id: m.id, name: m.name })),
  };
}

const HEADERS: Record<Language, string[]> = {
  en: [
    "Order",
    "Date",
    "Customer",
    "Name",
    "Company",
    "E-mail",
    "Country",
    "Total",
    "Currency",
    "Payment method",
    "Payment status",
    "Status",
  ],
  pl: [
    "Zamówienie",
    "Data",
    "Klient",
    "Nazwisko",
    "Firma",
    "E-mail",
    "Kraj",
    "Razem",
    "Waluta",
    "Sposób płatności",
    "Płatność",
    "Status",
  ],
  de: [
    "Bestellung",
    "Datum",
    "Kunde",
    "Name",
    "Firma",
    "E-Mail",
    "Land",
    "Gesamt",
    "Währung",
    "Zahlungsart",
    "Zahlungsstatus",
    "Status",
  ],
};

function exportColumns(lang: Language): Column[] {
  return HEADERS[lang].map((header, i) => ({ header, kind: i === 7 ? "money" : "text", width: 16 }));
}

/** Every matching order, a keyset page at a time. */
async function* exportPages(db: Db, where: SQL, lang: Language): AsyncGenerator<Row[]> {
  let after: { at: string; number: string } | undefined;
  for (;;) {
    const rows = await page(db, where, lang, EXPORT_PAGE, after);
    if (rows.length === 0) return;
    yield rows.map((r) => {
      const o = toRow(r);
      return [
        o.number,
        o.date,
        o.customer ?? "",
        o.name,
        o.company,
        o.email,
        o.country,
        o.total / 100,
        o.currency,
        o.paymentmethod.name,
        o.paymentstatus,
        o.status,
      ];
    });
    if (rows.length < EXPORT_PAGE) return;
    const last = rows.at(-1)!;
    after = { at: last.at, number: last.number };
  }
}

/** The list's orders as a CSV file (RFC 4180, UTF-8 with BOM), streamed; bad filters refused before the first byte. */
export function exportOfficeOrders(db: Db, request: OfficeOrderFilters & { lang: Language }, now: Date) {
  const where = filterWhere(request);
  return {
    contenttype: "text/csv; charset=utf-8",
    filename: `orders-${now.toISOString().slice(0, 10)}.csv`,
    stream: streamOf(csvFile(exportColumns(request.lang), exportPages(db, where, request.lang))),
  };
}
