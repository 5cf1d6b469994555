/**
 * Trade customers (migrations 0020-0023, 0034, 0038, 0046): companies and their people, price levels,
 * applications, the address book, sessions and one-time tokens.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";
import type { PersonRole } from "../../contract/person-roles.ts";
import { bytea, createdAt, timestamptz, updatedAt } from "../db/columns.ts";

/**
 * A trade customer's account (migration 0020): number, contact, price list, credit terms, sign-in
 * and status; an applicant until the office opens the account (erp/customers/office.ts).
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The customer number (customer_number_seq), which orders name in `customer`. */
    number: text("number").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    country: text("country").notNull(),
    /** Checked by customers_lang against the languages (erp/db/languages.test.ts). */
    lang: text("lang").$type<Language>().notNull().default("en"),
    currency: text("currency").notNull().default("EUR"),
    // REFERENCES price_lists in SQL (0020); not declared here, as the catalogue's tables would tie
    // this module to the catalogue, which prices for a customer (erp/modules.test.ts).
    priceListId: text("price_list_id").notNull(),
    status: text("status").notNull().default("applicant"),
    /** prepaid, or invoice with `due_days` to pay (1-120). */
    creditTerms: text("credit_terms").notNull().default("prepaid"),
    dueDays: smallint("due_days").notNull().default(0),
    /** Orders on account may take the open balance up to this many cents (migration 0038); null: no limit. */
    creditLimitCents: bigint("credit_limit_cents", { mode: "number" }),
    /** Buyers see every order of the company, not only their own (migration 0046). */
    buyersSeeAllOrders: boolean("buyers_see_all_orders").notNull().default(false),
    /** Every order of the company needs a purchase-order number (migration 0047). */
    poNumberRequired: boolean("po_number_required").notNull().default(false),
    /** Every buyer's order needs an admin's approval (migration 0048). */
    approvalRequired: boolean("approval_required").notNull().default(false),
    /** An account of the demo catalogue (erp/seed/demo-customers.ts). */
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the customer said yes to product news by e-mail; null: no (migration 0023). */
    newsMailAt: timestamptz("news_mail_at"),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("customers_number_idx").on(t.number),
    check("customers_status", sql`${t.status} IN ('applicant', 'active', 'on_hold', 'closed')`),
    check(
      "customers_terms",
      sql`(${t.creditTerms} = 'prepaid' AND ${t.dueDays} = 0) OR (${t.creditTerms} = 'invoice' AND ${t.dueDays} BETWEEN 1 AND 120)`,
    ),
    check("customers_currency", sql`${t.currency} IN ('EUR', 'PLN', 'GBP')`),
    check("customers_credit_limit", sql`${t.creditLimitCents} IS NULL OR ${t.creditLimitCents} >= 0`),
    index("customers_status_number_idx").on(t.status, t.number),
  ],
);

/** The customer the row belongs to: the row goes with the customer. */
const customerOf = () =>
  uuid("customer_id")
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" });

/**
 * A person of a company (migration 0046) who signs in with their own e-mail address and password,
 * in a role: admin, buyer or viewer. A removed person's row stays for the history of their orders.
 */
export const customerPeople = pgTable(
  "customer_people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: customerOf(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash"),
    role: text("role").$type<PersonRole>().notNull().default("buyer"),
    /** A buyer's spending limits in cents of the company's currency, per order and per month (migration 0048). */
    orderLimitCents: bigint("order_limit_cents", { mode: "number" }),
    monthLimitCents: bigint("month_limit_cents", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    removedAt: timestamptz("removed_at"),
  },
  (t) => [
    uniqueIndex("customer_people_email_idx")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.removedAt} IS NULL`),
    index("customer_people_customer_idx").on(t.customerId, t.createdAt),
    check("customer_people_role", sql`${t.role} IN ('admin', 'buyer', 'viewer')`),
    check(
      "customer_people_limits_positive",
      sql`(${t.orderLimitCents} IS NULL OR ${t.orderLimitCents} > 0) AND (${t.monthLimitCents} IS NULL OR ${t.monthLimitCents} > 0)`,
    ),
  ],
);

/** The person a session or link belongs to: it goes with the person. */
const personOf = () =>
  uuid("person_id")
    .notNull()
    .references(() => customerPeople.id, { onDelete: "cascade" });

/** A discount in basis points for a customer, on everything, one brand or one price group. */
export const customerPriceLevels = pgTable(
  "customer_price_levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: customerOf(),
    name: text("name").notNull(),
    discountBp: integer("discount_bp").notNull(),
    // REFERENCES brands in SQL (0020), not declared here for the same reason as price_list_id.
    brandId: text("brand_id"),
    pricegroup: text("pricegroup"),
  },
  (t) => [
    uniqueIndex("customer_price_levels_scope_idx").on(
      t.customerId,
      sql`coalesce(${t.brandId}, '')`,
      sql`coalesce(${t.pricegroup}, '')`,
    ),
    check("customer_price_levels_discount", sql`${t.discountBp} BETWEEN 1 AND 9000`),
    check("customer_price_levels_scope", sql`${t.brandId} IS NULL OR ${t.pricegroup} IS NULL`),
  ],
);

/** A level's volume tiers (migration 0049): from `fromQuantity` units of a line, its discount is `discountBp` instead. */
export const customerPriceLevelTiers = pgTable(
  "customer_price_level_tiers",
  {
    levelId: uuid("level_id")
      .notNull()
      .references(() => customerPriceLevels.id, { onDelete: "cascade" }),
    fromQuantity: integer("from_quantity").notNull(),
    discountBp: integer("discount_bp").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.levelId, t.fromQuantity] }),
    check("customer_price_level_tiers_from", sql`${t.fromQuantity} BETWEEN 2 AND 100000`),
    check("customer_price_level_tiers_discount", sql`${t.discountBp} BETWEEN 1 AND 9000`),
  ],
);

/** A signed-in session, by the hash of its cookie's token; `keep` and `last_seen_at` from 0034. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    tokenHash: bytea("token_hash").primaryKey(),
    customerId: customerOf(),
    personId: personOf(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** "Keep me signed in" was ticked. */
    keep: boolean("keep").notNull().default(false),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    index("customer_sessions_customer_idx").on(t.customerId),
    index("customer_sessions_person_idx").on(t.personId),
    index("customer_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** A one-time link of a mail (reset, welcome, or a new e-mail address to confirm), by its token's hash. */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    tokenHash: bytea("token_hash").primaryKey(),
    customerId: customerOf(),
    personId: personOf(),
    purpose: text("purpose").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    /** The address an `email` token confirms. */
    newEmail: text("new_email"),
  },
  (t) => [
    index("password_tokens_customer_idx").on(t.customerId),
    index("password_tokens_person_idx").on(t.personId),
    check(
      "password_tokens_purpose",
      sql`(${t.purpose} IN ('reset', 'welcome', 'invite') AND ${t.newEmail} IS NULL) OR (${t.purpose} = 'email' AND ${t.newEmail} IS NOT NULL)`,
    ),
  ],
);

/** A trade application as sent (migration 0021): the form's details for the office. */
export const customerApplications = pgTable(
  "customer_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: customerOf(),
    applyingAs: text("applying_as").notNull(),
    /** The applicant is already a customer. */
    existing: boolean("existing").notNull().default(false),
    source: text("source").notNull(),
    details: jsonb("details").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_applications_customer_idx").on(t.customerId, t.createdAt),
    check("customer_applications_as", sql`${t.applyingAs} IN ('customer', 'dealer', 'distributor')`),
  ],
);

/** The address book of an account (migration 0023), with at most one default of each kind. */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: customerOf(),
    label: text("label").notNull().default(""),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull().default(""),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    apartment: text("apartment").notNull().default(""),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull().default(""),
    defaultShipping: boolean("default_shipping").notNull().default(false),
    defaultBilling: boolean("default_billing").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_addresses_customer_idx").on(t.customerId, t.createdAt),
    uniqueIndex("customer_addresses_shipping_idx")
      .on(t.customerId)
      .where(sql`${t.defaultShipping}`),
    uniqueIndex("customer_addresses_billing_idx")
      .on(t.customerId)
      .where(sql`${t.defaultBilling}`),
  ],
);
