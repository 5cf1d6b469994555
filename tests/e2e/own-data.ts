/**
 * Data a spec owns, so that the browser suite's files run in any order and side by side on one
 * shop (docs/perf/ci-time.md lists what the specs shared before). A spec that signs in as a trade
 * customer gets a copy of a demo customer under an e-mail of its own (its basket, sessions, sign-in
 * count and password are nobody else's); a test that changes a part's stock or text takes a demo
 * part that no other spec shows, one for each project, since the JavaScript-on and -off runs of
 * one test may run at the same time.
 */
import crypto from "node:crypto";
import { test } from "@playwright/test";
import { connect } from "../../erp/db/client.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { type DemoCustomer, writeDemoCustomer } from "../../erp/seed/demo-customers.ts";
import { stocked } from "./checkout-helpers.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/**
 * A new customer like `template` (company, contact, country, language, terms, price levels and
 * password), written by the demo seed's own function under a new e-mail in the same domain.
 */
export async function ownCustomer(template: DemoCustomer): Promise<DemoCustomer> {
  const [local, domain] = template.email.split("@") as [string, string];
  const tag = `${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
  const own = (address: string) => address.replace("@", `-${tag}@`);
  const email = `${local}-${tag}@${domain}`;
  // The company's other people get addresses of their own too: an address signs in one person.
  const people = template.people?.map((p) => ({ ...p, email: own(p.email) }));
  const customer = { ...template, email, ...(people ? { people } : {}) };
  const { db, pool } = connect(shopDatabaseUrl());
  try {
    await writeDemoCustomer(db, customer);
  } finally {
    await pool.end();
  }
  return customer;
}

const fixtures = new Set<string>(Object.values(DEMO_FIXTURES));
/** Parts after the first 120 of `stocked` are read by no spec (the buying specs take up to the 45th). */
const spare = stocked.slice(120).filter((i) => !fixtures.has(i.urlcomponent));
/** Stock in Toruń only, nothing on the way: no stock elsewhere can stand in when Toruń's is set to 0. */
const toruńOnly = (i: (typeof stocked)[number]) =>
  i.stock.every((s) => s.location === "TORUN" || s.quantity === 0) && i.deliveries.length === 0;

const others = spare.filter((i) => !toruńOnly(i));
const PARTS = {
  /** tests/e2e/loader-cache.spec.ts changes its description. */
  text: others.filter((_, i) => i % 3 === 0),
  /** tests/e2e/checkout.spec.ts sets its stock to 0 while a buyer checks out. */
  stock: spare.filter(toruńOnly),
  /** tests/e2e/fuzz.spec.ts puts it in baskets in any quantity and may order them. */
  basket: others.filter((_, i) => i % 3 === 1),
  /** tests/e2e/fuzz.spec.ts orders it, again and again. */
  order: others.filter((_, i) => i % 3 === 2),
  /** tests/e2e/discontinued.spec.ts discontinues it for a while (the `text` parts after those that spec takes). */
  discontinue: others.filter((_, i) => i % 3 === 0).slice(8),
  /**
   * tests/e2e/quantity-rules.spec.ts gives it a quantity rule for a while (`text` parts after those
   * the specs above take); not a DBA part, whose own level at the demo workshop has no volume tiers.
   */
  rule: others
    .filter((_, i) => i % 3 === 0)
    .slice(12)
    .filter((i) => i.brand !== "dba"),
  /** tests/e2e/company-walk.spec.ts orders it over a buyer's limit of 50 EUR: a dear part. */
  dear: others
    .filter((_, i) => i % 3 === 2)
    .slice(8)
    .filter((i) => Number(i.prices[0]!.baseprice) > 150),
  /** tests/e2e/company-walk.spec.ts has it quoted and orders it at the quoted price. */
  quote: others.filter((_, i) => i % 3 === 1).slice(8),
};

/** The demo part that this test, in this project, may change (its text, stock, ...); no other test shows it. */
export function ownPart(use: keyof typeof PARTS) {
  const { config, project } = test.info();
  const index = config.projects.findIndex((p) => p.name === project.name);
  const part = PARTS[use][index];
  if (!part) throw new Error(`no spare demo part for the ${use} of project ${project.name}`);
  return part;
}
