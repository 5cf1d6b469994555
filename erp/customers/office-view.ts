/**
 * What the office reads of customers (issue 38 item 3, contract/office-customers.ts): the list
 * searched and filtered a page at a time, one customer with their levels, addresses, applications,
 * open balance and recent orders, and the applicants waiting for a decision. Reads only; the
 * writes are erp/customers/office-ops.ts.
 */
import { sql, type SQL } from "drizzle-orm";
import { ApplicationDetailsSchema } from "../../contract/application.ts";
import type {
  CustomerStatus,
  OfficeApplicant,
  OfficeCustomer,
  OfficeCustomerRow,
} from "../../contract/office-customers.ts";
import type { Currency } from "../../contract/money.ts";
import type { Database } from "../db/client.ts";
import { applicationsOf } from "./applications.ts";
import { CUSTOMER_COLUMNS, priceLevels, toCustomer, type Customer, type CustomerRow } from "./customers.ts";

type Db = Pick<Database, "execute">;

/** A customer as a row of the office's list. */
export const officeRow = (c: Customer): OfficeCustomerRow => ({
  number: c.number,
  email: c.email,
  company: c.company,
  contactname: c.contactName,
  country: c.country,
  status: c.status,
  creditterms: c.creditTerms,
  duedays: c.dueDays,
  creditlimit: c.creditLimit,
  currency: c.currency,
});

/** A part of `q` in any of the searched columns, without case (no LIKE patterns: % is a character). */
function searched(q: string | undefined): SQL {
  const term = (q ?? "").trim().toLowerCase();
  if (!term) return sql`TRUE`;
  return sql`(strpos(lower(number), ${term}) > 0 OR strpos(lower(email), ${term}) > 0
    OR strpos(lower(company), ${term}) > 0 OR strpos(lower(contact_name), ${term}) > 0)`;
}

export async function listOfficeCustomers(
  db: Db,
  query: { q?: string | undefined; status?: CustomerStatus | undefined; page: number; pagesize: number },
) {
  const where = sql`${searched(query.q)} AND ${query.status ? sql`status = ${query.status}` : sql`TRUE`}`;
  const { rows } = await db.execute<CustomerRow & { total: number }>(
    sql`SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::int AS total FROM customers WHERE ${where}
      ORDER BY number LIMIT ${query.pagesize} OFFSET ${(query.page - 1) * query.pagesize}`,
  );
  let total = rows[0]?.total ?? 0;
  // A page past the end still says how many there are.
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers WHERE ${where}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    customers: rows.map((r) => officeRow(toCustomer(r))),
    total,
    page: query.page,
    pagesize: query.pagesize,
  };
}

/** The customer of a number, locked for the caller's transaction when `lock`. */
export async function customerByNumber(db: Db, number: string, lock = false): Promise<Customer | null> {
  const { rows } = await db.execute<CustomerRow>(
    sql`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE number = ${number} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`,
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}

/** What the customer owes now, in cents of their currency: the ledger's sum (invoices less payments and credits). */
export async function openBalance(db: Db, customer: Pick<Customer, "number" | "currency">): Promise<number> {
  const { rows } = await db.execute<{ cents: string }>(sql`SELECT coalesce(sum(amount_cents), 0)::bigint AS cents
    FROM customer_ledger WHERE customer = ${customer.number} AND currency = ${customer.currency}`);
  return Number(rows[0]?.cents ?? 0);
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** An application as the office reads it. */
function officeApplication(a: Awaited<ReturnType<typeof applicationsOf>>[number]) {
  return {
    date: iso(a.created_at),
    applyingas: a.applying_as,
    existing: a.existing,
    details: ApplicationDetailsSchema.parse(a.details),
  };
}

/** One customer with everything the office's page shows; null for an unknown number. */
export async function officeCustomer(db: Database, number: string): Promise<OfficeCustomer | null> {
  const { rows } = await db.execute<CustomerRow & { has_password: boolean; created_at: Date | string }>(
    sql`SELECT ${CUSTOMER_COLUMNS}, EXISTS (SELECT 1 FROM customer_people p WHERE p.customer_id = customers.id
        AND p.password_hash IS NOT NULL AND p.removed_at IS NULL) AS has_password, created_at FROM customers
      WHERE number = ${number}`,
  );
  const row = rows[0];
  if (!row) return null;
  const c = toCustomer(row);
  const [levels, applications, balance] = [
    await priceLevels(db, c.id),
    await applicationsOf(db, c.id),
    await openBalance(db, c),
  ];
  const addresses = await db.execute<Record<string, string | boolean>>(sql`SELECT label, first_name, last_name,
      company, street, house_number, apartment, zip, city, country, phone, default_shipping, default_billing
    FROM customer_addresses WHERE customer_id = ${c.id} ORDER BY created_at`);
  const people = await db.execute<{ email: string; name: string; role: "admin" | "buyer" | "viewer"; active: boolean }>(
    sql`SELECT email, name, role, password_hash IS NOT NULL AS active FROM customer_people
      WHERE customer_id = ${c.id} AND removed_at IS NULL ORDER BY role = 'admin' DESC, lower(name), created_at`,
  );
  const orders = await db.execute<{
    number: string;
    created_at: Date | string;
    cents: string;
    currency: Currency;
    status: string;
    paymentstatus: string;
  }>(sql`SELECT number, created_at, round(grossamount * 100)::bigint AS cents, currency, status, paymentstatus
    FROM orders WHERE customer = ${c.number} ORDER BY created_at DESC, number DESC LIMIT 10`);
  return {
    ...officeRow(c),
    phone: c.phone,
    vatnumber: c.vatNumber,
    lang: c.lang,
    pricelist: c.priceListId,
    haspassword: row.has_password,
    created: iso(row.created_at),
    openbalance: balance,
    pricelevels: levels.map((l) => ({
      name: l.name,
      discountpct: l.discountBp / 100,
      brand: l.brandId,
      pricegroup: l.pricegroup,
      tiers: l.tiers.map((t) => ({ from: t.fromQuantity, discountpct: t.discountBp / 100 })),
    })),
    addresses: addresses.rows.map((a) => ({
      label: String(a.label),
      name: `${String(a.first_name)} ${String(a.last_name)}`.trim(),
      company: String(a.company),
      street: [`${String(a.street)} ${String(a.house_number)}`.trim(), String(a.apartment)].filter(Boolean).join(" / "),
      zip: String(a.zip),
      city: String(a.city),
      country: String(a.country),
      phone: String(a.phone),
      defaultshipping: a.default_shipping === true,
      defaultbilling: a.default_billing === true,
    })),
    people: people.rows,
    applications: applications.map(officeApplication),
    orders: orders.rows.map((o) => ({
      number: o.number,
      date: iso(o.created_at),
      total: Number(o.cents),
      currency: o.currency,
      status: o.status,
      paymentstatus: o.paymentstatus,
    })),
  };
}

/** The applicants waiting for a decision, oldest application first, each with their latest application. */
export async function listApplicants(db: Database, query: { page: number; pagesize: number }) {
  const { rows } = await db.execute<
    CustomerRow & {
      total: number;
      applying_as: string;
      existing: boolean;
      applied_at: Date | string;
      details: Record<string, unknown>;
    }
  >(sql`SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::int AS total, a.applying_as, a.existing, a.created_at AS applied_at, a.details
    FROM customers c
    CROSS JOIN LATERAL (SELECT applying_as, existing, created_at, details FROM customer_applications
      WHERE customer_id = c.id ORDER BY created_at DESC LIMIT 1) a
    WHERE c.status = 'applicant'
    ORDER BY a.created_at, c.number LIMIT ${query.pagesize} OFFSET ${(query.page - 1) * query.pagesize}`);
  const applicants: OfficeApplicant[] = rows.map((r) => {
    const c = toCustomer(r);
    return {
      number: c.number,
      email: c.email,
      company: c.company,
      contactname: c.contactName,
      country: c.country,
      lang: c.lang,
      phone: c.phone,
      vatnumber: c.vatNumber,
      application: officeApplication({
        applying_as: r.applying_as,
        existing: r.existing,
        created_at: r.applied_at,
        details: r.details,
      }),
    };
  });
  return { applicants, total: rows[0]?.total ?? 0, page: query.page, pagesize: query.pagesize };
}
