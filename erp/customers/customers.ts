/**
 * Trade customers (issue 20): who they are, their status, their credit terms and their agreed
 * price levels. The ERP owns them; the storefront sees a customer only through the contract, by
 * the opaque token of a sign-in session (erp/customers/auth.ts).
 */
import { sql } from "drizzle-orm";
import type { Currency } from "../../contract/money.ts";
import { priceListFor } from "../region/region.ts";
import type { Database } from "../db/client.ts";
import type { Language } from "../../contract/languages.ts";
import { ErpError } from "../errors.ts";
import type { PriceLevel, VolumeTier } from "../price-levels.ts";

export const CUSTOMER_STATUSES = ["applicant", "active", "on_hold", "closed"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export interface Customer {
  id: string;
  number: string;
  email: string;
  company: string;
  contactName: string;
  phone: string;
  vatNumber: string;
  country: string;
  lang: Language;
  currency: Currency;
  priceListId: string;
  status: CustomerStatus;
  creditTerms: "prepaid" | "invoice";
  dueDays: number;
  /** Cents of the account's currency an order on account may take the open balance to; null: no limit. */
  creditLimit: number | null;
  demo: boolean;
  /** When the customer said yes to product news by e-mail; null: no news. */
  newsMailAt: Date | null;
  /** Buyers and viewers see every order of the company, not only their own (issue 41). */
  buyersSeeAllOrders: boolean;
  /** Every order of the company needs a purchase-order number (issue 41). */
  poNumberRequired: boolean;
  /** Every buyer's order waits for an admin's approval (issue 41). */
  approvalRequired: boolean;
}

export type CustomerRow = {
  id: string;
  number: string;
  email: string;
  company: string;
  contact_name: string;
  phone: string;
  vat_number: string;
  country: string;
  lang: Language;
  currency: Currency;
  price_list_id: string;
  status: CustomerStatus;
  credit_terms: "prepaid" | "invoice";
  due_days: number;
  credit_limit_cents: number | string | null;
  demo: boolean;
  news_mail_at: Date | string | null;
  buyers_see_all_orders: boolean;
  po_number_required: boolean;
  approval_required: boolean;
};

/** The columns toCustomer reads (unqualified: no other table joined to customers has them). */
export const CUSTOMER_COLUMNS = sql`id, number, email, company, contact_name, phone, vat_number, country, lang, currency,
  price_list_id, status, credit_terms, due_days, credit_limit_cents, demo, news_mail_at, buyers_see_all_orders,
  po_number_required, approval_required`;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    company: row.company,
    contactName: row.contact_name,
    phone: row.phone,
    vatNumber: row.vat_number,
    country: row.country,
    lang: row.lang,
    currency: row.currency,
    priceListId: row.price_list_id,
    status: row.status,
    creditTerms: row.credit_terms,
    dueDays: Number(row.due_days),
    creditLimit: row.credit_limit_cents === null ? null : Number(row.credit_limit_cents),
    demo: row.demo,
    newsMailAt: row.news_mail_at === null ? null : new Date(row.news_mail_at),
    buyersSeeAllOrders: row.buyers_see_all_orders,
    poNumberRequired: row.po_number_required,
    approvalRequired: row.approval_required,
  };
}

/**
 * The company whose contact address, or one of whose live people's sign-in address, is `email`
 * (compared without case, as the unique indexes are on lower(email)).
 */
export async function customerByEmail(db: Pick<Database, "execute">, email: string): Promise<Customer | null> {
  const { rows } = await db.execute<CustomerRow>(sql`SELECT ${CUSTOMER_COLUMNS} FROM customers
    WHERE lower(email) = lower(${email.trim()}) OR id = (SELECT customer_id FROM customer_people
      WHERE lower(email) = lower(${email.trim()}) AND removed_at IS NULL)
    ORDER BY lower(email) = lower(${email.trim()}) DESC LIMIT 1`);
  return rows[0] ? toCustomer(rows[0]) : null;
}

/** By customer number (C-000042) or e-mail, as the office names them in the CLI. */
export async function findCustomer(db: Database, ref: string): Promise<Customer | null> {
  const { rows } = await db.execute<CustomerRow>(
    sql`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE number = ${ref.toUpperCase()} OR lower(email) = lower(${ref})`,
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}

export interface NewCustomer {
  email: string;
  company: string;
  contactName: string;
  phone?: string;
  vatNumber?: string;
  country: string;
  lang?: Language;
  currency?: Currency;
  priceListId?: string;
  status?: CustomerStatus;
  demo?: boolean;
}

/** The price list of a customer's country when none is agreed: the region's, as for guests. */
export const defaultPriceList = (country: string): string =>
  priceListFor(country.toUpperCase() === "GB" ? "uk" : "main", country);

/** The currency of a customer's country when none is chosen: PLN in Poland, GBP in Great Britain (its UK list's), else EUR. */
export const defaultCurrency = (country: string): Currency => {
  const code = country.toUpperCase();
  return code === "PL" ? "PLN" : code === "GB" ? "GBP" : "EUR";
};

/**
 * Creates a customer (an applicant unless told otherwise) with its contact as its first person, an
 * admin without a password yet (the welcome link sets it); an e-mail already known is refused.
 */
export async function createCustomer(db: Pick<Database, "execute">, input: NewCustomer): Promise<Customer> {
  const email = input.email.trim();
  if (await customerByEmail(db, email)) {
    throw new ErpError(409, "BAD_REQUEST", "A customer with this e-mail address exists", {
      email: ["already registered"],
    });
  }
  const { rows } = await db.execute<CustomerRow>(sql`INSERT INTO customers
      (number, email, company, contact_name, phone, vat_number, country, lang, currency, price_list_id, status, demo)
    VALUES ('C-' || lpad(nextval('customer_number_seq')::text, 6, '0'), ${email}, ${input.company.trim()},
      ${input.contactName.trim()}, ${input.phone?.trim() ?? ""}, ${input.vatNumber?.trim() ?? ""}, ${input.country},
      ${input.lang ?? "en"}, ${input.currency ?? defaultCurrency(input.country)},
      ${input.priceListId ?? defaultPriceList(input.country)}, ${input.status ?? "applicant"}, ${input.demo ?? false})
    RETURNING ${CUSTOMER_COLUMNS}`);
  const customer = toCustomer(rows[0]!);
  await db.execute(sql`INSERT INTO customer_people (customer_id, email, name, role)
    VALUES (${customer.id}, ${customer.email}, ${customer.contactName}, 'admin')`);
  return customer;
}

export async function setStatus(db: Pick<Database, "execute">, id: string, status: CustomerStatus): Promise<void> {
  await db.execute(sql`UPDATE customers SET status = ${status}, updated_at = now() WHERE id = ${id}`);
  // A customer put on hold or closed is signed out everywhere at once.
  if (status !== "active") await db.execute(sql`DELETE FROM customer_sessions WHERE customer_id = ${id}`);
}

export async function setCreditTerms(
  db: Pick<Database, "execute">,
  id: string,
  terms: "prepaid" | { dueDays: number },
): Promise<void> {
  const [kind, days] = terms === "prepaid" ? ["prepaid", 0] : ["invoice", terms.dueDays];
  await db.execute(
    sql`UPDATE customers SET credit_terms = ${kind}, due_days = ${days}, updated_at = now() WHERE id = ${id}`,
  );
}

/**
 * Sets (or replaces) the level of one scope: every part, one brand, or one price group. Its volume
 * tiers are replaced when `tiers` is given and kept otherwise. Run it in a transaction: it takes two
 * statements when the tiers are replaced.
 */
export async function setPriceLevel(
  db: Pick<Database, "execute">,
  customerId: string,
  level: Omit<PriceLevel, "tiers"> & { tiers?: readonly VolumeTier[] },
): Promise<void> {
  const { rows } = await db.execute<{ id: string }>(sql`INSERT INTO customer_price_levels
      (customer_id, name, discount_bp, brand_id, pricegroup)
    VALUES (${customerId}, ${level.name}, ${level.discountBp}, ${level.brandId}, ${level.pricegroup})
    ON CONFLICT (customer_id, (coalesce(brand_id, '')), (coalesce(pricegroup, '')))
      DO UPDATE SET name = EXCLUDED.name, discount_bp = EXCLUDED.discount_bp
    RETURNING id`);
  if (!level.tiers) return;
  const tiers = JSON.stringify(level.tiers.map((t) => ({ f: t.fromQuantity, bp: t.discountBp })));
  await db.execute(sql`DELETE FROM customer_price_level_tiers WHERE level_id = ${rows[0]!.id}`);
  await db.execute(sql`INSERT INTO customer_price_level_tiers (level_id, from_quantity, discount_bp)
    SELECT ${rows[0]!.id}, t.f, t.bp FROM jsonb_to_recordset(${tiers}::jsonb) AS t(f int, bp int)`);
}

export async function removePriceLevel(
  db: Pick<Database, "execute">,
  customerId: string,
  scope: Pick<PriceLevel, "brandId" | "pricegroup">,
): Promise<boolean> {
  const { rowCount } = await db.execute(sql`DELETE FROM customer_price_levels WHERE customer_id = ${customerId}
    AND coalesce(brand_id, '') = ${scope.brandId ?? ""} AND coalesce(pricegroup, '') = ${scope.pricegroup ?? ""}`);
  return (rowCount ?? 0) > 0;
}

export type LevelRow = {
  name: string;
  discount_bp: number;
  brand_id: string | null;
  pricegroup: string | null;
  tiers: { from: number; bp: number }[] | null;
};

export const toPriceLevel = (r: LevelRow): PriceLevel => ({
  name: r.name,
  discountBp: r.discount_bp,
  brandId: r.brand_id,
  pricegroup: r.pricegroup,
  tiers: (r.tiers ?? []).map((t) => ({ fromQuantity: t.from, discountBp: t.bp })),
});

/** The volume tiers of level `l` (a subquery), by rising quantity, as LevelRow's tiers. */
const TIERS_JSON = sql`(SELECT coalesce(json_agg(json_build_object('from', t.from_quantity, 'bp', t.discount_bp)
    ORDER BY t.from_quantity), '[]') FROM customer_price_level_tiers t WHERE t.level_id = l.id)`;

/** The price levels of customer `c` (a subquery), in priceLevels' order, as a JSON array of LevelRow. */
export const LEVELS_JSON = sql`(SELECT coalesce(json_agg(json_build_object('name', l.name, 'discount_bp', l.discount_bp,
    'brand_id', l.brand_id, 'pricegroup', l.pricegroup, 'tiers', ${TIERS_JSON}) ORDER BY l.brand_id NULLS FIRST, l.pricegroup NULLS FIRST), '[]')
  FROM customer_price_levels l WHERE l.customer_id = c.id)`;

export async function priceLevels(db: Pick<Database, "execute">, customerId: string): Promise<PriceLevel[]> {
  const { rows } = await db.execute<LevelRow>(
    sql`SELECT name, discount_bp, brand_id, pricegroup, ${TIERS_JSON} AS tiers FROM customer_price_levels l WHERE customer_id = ${customerId}
      ORDER BY brand_id NULLS FIRST, pricegroup NULLS FIRST`,
  );
  return rows.map(toPriceLevel);
}
