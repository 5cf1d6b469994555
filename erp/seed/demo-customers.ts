/**
 * The demo catalogue's trade customers (issue 20), flagged demo: a German workshop on invoice terms
 * with a general level and a better one for DBA, whose admin has a buyer and a viewer beside them
 * (issue 41), a Polish dealer paying in advance, and an applicant
 * waiting for approval. Their passwords are in the README, so they exist only in the demo: the
 * production start-up check refuses a non-demo database that holds them (erp/ops/demo-guard.ts).
 */
import { sql } from "drizzle-orm";
import type { Customer } from "../customers/customers.ts";
import type { Database } from "../db/client.ts";
import type { Language } from "../../contract/languages.ts";
import type { Currency } from "../../contract/money.ts";
import { createCustomer, findCustomer, setCreditTerms, setPriceLevel } from "../customers/customers.ts";
import type { PriceLevel } from "../price-levels.ts";
import { hashPassword, type ScryptParams } from "../customers/password.ts";
import { addPerson } from "../customers/people.ts";

export interface DemoCustomer extends Pick<
  Customer,
  "email" | "company" | "contactName" | "phone" | "vatNumber" | "country"
> {
  password: string | null;
  lang: Language;
  currency: Currency;
  status: "active" | "applicant";
  dueDays: number | null;
  levels: PriceLevel[];
  /** The company's other people (issue 41), each with their own sign-in; the contact above is its admin. */
  people?: {
    email: string;
    name: string;
    role: "admin" | "buyer" | "viewer";
    password: string;
    /** A buyer's limit per order, in cents of the company's currency (an order over it waits for approval). */
    orderLimitCents?: number;
  }[];
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: "werkstatt@demo-customer.example",
    password: "demo-password-de",
    company: "Allrad Werkstatt Demo GmbH",
    contactName: "Jonas Becker",
    phone: "+49 30 0000 0000",
    // No VAT number: a demo company has none that VIES would confirm, and the checkout would
    // refuse an order with one it does not (the office adds a real customer's, checked).
    vatNumber: "",
    country: "DE",
    lang: "de",
    currency: "EUR",
    status: "active",
    dueDays: 30,
    levels: [
      {
        name: "Werkstatt",
        discountBp: 1200,
        brandId: null,
        pricegroup: null,
        // Volume tiers (issue 41): more off from 10 and from 50 units of a line.
        tiers: [
          { fromQuantity: 10, discountBp: 1500 },
          { fromQuantity: 50, discountBp: 1800 },
        ],
      },
      { name: "DBA partner", discountBp: 2000, brandId: "dba", pricegroup: null, tiers: [] },
    ],
    people: [
      {
        email: "einkauf@demo-customer.example",
        name: "Lena Wagner",
        role: "buyer",
        password: "demo-password-buyer",
        orderLimitCents: 100_000,
      },
      { email: "lager@demo-customer.example", name: "Tim Schulz", role: "viewer", password: "demo-password-viewer" },
    ],
  },
  {
    email: "serwis@demo-customer.example",
    password: "demo-password-pl",
    company: "Serwis 4x4 Demo Sp. z o.o.",
    contactName: "Piotr Zieliński",
    phone: "+48 600 000 000",
    vatNumber: "",
    country: "PL",
    lang: "pl",
    currency: "PLN",
    status: "active",
    dueDays: null,
    levels: [{ name: "Dealer", discountBp: 1500, brandId: null, pricegroup: null, tiers: [] }],
  },
  {
    email: "garage@demo-customer.example",
    password: null,
    company: "Overland Garage Demo Ltd",
    contactName: "Sam Taylor",
    phone: "+44 20 0000 0000",
    vatNumber: "",
    country: "GB",
    lang: "en",
    currency: "GBP",
    status: "applicant",
    dueDays: null,
    levels: [],
  },
];

/** Writes the demo customers once (a customer already there is left as it is). */
export async function loadDemoCustomers(db: Database, scrypt?: ScryptParams): Promise<void> {
  for (const demo of DEMO_CUSTOMERS) {
    if (await findCustomer(db, demo.email)) continue;
    await writeDemoCustomer(db, demo, scrypt);
  }
}

/**
 * Writes one demo customer: its password, terms and price levels. The browser suite also writes
 * copies under e-mails of their own, so a spec signs in as a customer no other spec changes
 * (tests/e2e/own-data.ts).
 */
export async function writeDemoCustomer(db: Database, demo: DemoCustomer, scrypt?: ScryptParams): Promise<void> {
  const customer = await createCustomer(db, { ...demo, demo: true });
  if (demo.password) {
    const hash = await hashPassword(demo.password, scrypt);
    await db.execute(sql`UPDATE customer_people SET password_hash = ${hash} WHERE customer_id = ${customer.id}`);
  }
  for (const person of demo.people ?? []) {
    const added = await addPerson(db, customer.id, person);
    const hash = await hashPassword(person.password, scrypt);
    await db.execute(sql`UPDATE customer_people SET password_hash = ${hash},
      order_limit_cents = ${person.orderLimitCents ?? null} WHERE id = ${added.id}`);
  }
  if (demo.dueDays) await setCreditTerms(db, customer.id, { dueDays: demo.dueDays });
  await db.transaction(async (tx) => {
    for (const level of demo.levels) await setPriceLevel(tx, customer.id, level);
  });
}
