/**
 * Production must not serve real customers with demo data or test payment settings (decision 0026,
 * issue 37 item 2). What "production" means here, and what a start does with demo data:
 *
 * - the embedded database under DATA_DIR (no DATABASE_URL) is a fresh clone's own: an empty one gets
 *   the demo catalogue by itself (`npm install && npm start` shows the working demo shop), and with
 *   NODE_ENV=production the demo marker exempts it from the checks below, as it always did;
 * - a database named by DATABASE_URL is a real deployment: the demo is never loaded into it by
 *   itself (`npm run seed -- --demo` loads it on purpose), and with NODE_ENV=production every check
 *   runs whether or not the demo marker exists. Only DEMO_SHOP=true on a database that holds the
 *   demo catalogue lets a public demo deployment start with its demo customers and sandboxes;
 * - outside production (development, tests) anything may run.
 *
 * The checks refuse demo bank accounts, active demo promo codes, demo customers, demo VAT
 * registrations, the demo's payment page (decision 0071), PayPal or Revolut pointing at their sandbox (or at a plain-http or local test
 * double) and Stripe with a test-mode key or another address, each with the command that fixes it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  PAYPAL_SANDBOX_URL,
  REVOLUT_SANDBOX_URL,
  STRIPE_API_URL,
  isStripeTestKey,
  parsePaymentConfig,
  type PaymentConfig,
} from "../payments/config.ts";
import { validatedEnv } from "../config.ts";

export const PAYPAL_LIVE_URL = "https://api-m.paypal.com";
export const REVOLUT_LIVE_URL = "https://merchant.revolut.com";

/** What a start may do with demo data: see the top of this file. */
export interface DemoStartPolicy {
  /** Load the demo catalogue into an empty database by itself: the embedded database only. */
  loadIntoEmpty: boolean;
  /** Refuse demo data and test payment settings: never, unless the demo marker exists, or always. */
  checks: "none" | "unless-demo" | "always";
}

export function demoStartPolicy(
  env: Record<string, string | undefined>,
  database: { embedded: boolean },
): DemoStartPolicy {
  const production = env.NODE_ENV === "production";
  const checks = !production ? "none" : database.embedded || env.DEMO_SHOP === "true" ? "unless-demo" : "always";
  return { loadIntoEmpty: database.embedded, checks };
}

/** What the database says about demo data. */
export interface DemoState {
  /** The demo_catalogue marker: the database is the demo catalogue. */
  demoCatalogue: boolean;
  /** Bank accounts flagged demo, as "pl EUR". */
  demoAccounts: string[];
  /** Active promo codes flagged demo (an inactive code gives no discount). */
  demoPromoCodes: string[];
  /** Customers flagged demo (their passwords are in the README). */
  demoCustomers: string[];
  /** VAT registrations flagged demo, as "PL GB". */
  demoRegistrations: string[];
  /** Office staff flagged demo and not disabled (their passwords and TOTP secrets are in the README). */
  demoStaff: string[];
  /** Seller records not set (migration 0041), as "company pl" or "office UK". */
  missingSeller: string[];
  /** Seller records that are the demo's invented ones, as "company pl" or "office UK". */
  demoSeller: string[];
  /** The demo's payment page is offered (payment_methods demo enabled; decision 0071). */
  demoPayment: boolean;
}

export async function readDemoState(db: Pick<Database, "execute">): Promise<DemoState> {
  const row = (
    await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM demo_catalogue) AS demo_catalogue,
      coalesce((SELECT array_agg(seller || ' ' || currency ORDER BY seller, currency) FROM bank_accounts WHERE demo), '{}') AS accounts,
      coalesce((SELECT array_agg(code ORDER BY code) FROM promo_codes WHERE demo AND active), '{}') AS codes,
      coalesce((SELECT array_agg(email ORDER BY email) FROM customers WHERE demo), '{}') AS customers,
      coalesce((SELECT array_agg(seller || ' ' || country ORDER BY seller, country) FROM vat_registrations WHERE demo), '{}') AS registrations,
      coalesce((SELECT array_agg(email ORDER BY email) FROM staff WHERE demo AND status <> 'disabled'), '{}') AS staff,
      ARRAY(SELECT name FROM (SELECT 'company ' || w.id AS name FROM unnest(ARRAY['pl', 'nl']) AS w(id)
          WHERE NOT EXISTS (SELECT 1 FROM seller_companies c WHERE c.id = w.id)
        UNION ALL SELECT 'office ' || w.region FROM unnest(ARRAY['EU', 'UK', 'NL']) AS w(region)
          WHERE NOT EXISTS (SELECT 1 FROM seller_offices o WHERE o.region = w.region)) AS m ORDER BY name) AS missing_seller,
      ARRAY(SELECT name FROM (SELECT 'company ' || id AS name FROM seller_companies WHERE demo
        UNION ALL SELECT 'office ' || region FROM seller_offices WHERE demo) AS d ORDER BY name) AS demo_seller,
      EXISTS (SELECT 1 FROM payment_methods WHERE id = 'demo' AND enabled) AS demo_payment`)
  ).rows[0] as {
    demo_catalogue: boolean;
    accounts: string[];
    codes: string[];
    customers: string[];
    registrations: string[];
    staff: string[];
    missing_seller: string[];
    demo_seller: string[];
    demo_payment: boolean;
  };
  return {
    demoCatalogue: row.demo_catalogue,
    demoAccounts: row.accounts,
    demoPromoCodes: row.codes,
    demoCustomers: row.customers,
    demoRegistrations: row.registrations,
    demoStaff: row.staff,
    missingSeller: row.missing_seller,
    demoSeller: row.demo_seller,
    demoPayment: row.demo_payment,
  };
}

/** A provider's API address that is not a live one: the sandbox, plain http, or this machine. */
function testEndpoint(url: string, sandbox: string): string | null {
  const { protocol, hostname } = new URL(url);
  if (url === sandbox || hostname.includes("sandbox")) return "is the sandbox";
  if (protocol !== "https:") return "is not https (a test double?)";
  if (hostname === "localhost" || hostname.startsWith("127.") || hostname === "[::1]")
    return "is this machine (a test double?)";
  return null;
}

/** Every piece of demo data or test payment setting that would serve real customers, each with what to change. */
export function demoSettingProblems(state: DemoState, payments: PaymentConfig): string[] {
  const problems: string[] = [];
  for (const account of state.demoAccounts) {
    const [seller, currency] = account.split(" ");
    problems.push(
      `the bank account of seller ${seller} in ${currency} is the demo account: set the real one with ` +
        `\`npm run bank -- set --seller ${seller} --currency ${currency} --iban IBAN --bic BIC --bank "BANK NAME"\`, ` +
        `or remove it with \`npm run bank -- remove --seller ${seller} --currency ${currency}\` (bank transfer is then not offered in ${currency})`,
    );
  }
  if (state.demoPromoCodes.length) {
    problems.push(
      `the demo promo codes ${state.demoPromoCodes.join(", ")} would give real customers a discount: ` +
        `switch them off (\`psql "$DATABASE_URL" -c 'UPDATE promo_codes SET active = false WHERE demo'\`) ` +
        `or delete them (\`psql "$DATABASE_URL" -c 'DELETE FROM promo_codes WHERE demo'\`)`,
    );
  }
  if (state.demoCustomers.length) {
    problems.push(
      `the demo customers ${state.demoCustomers.join(", ")} could sign in with the passwords the README gives: ` +
        `delete them (\`npm run customers -- delete-demo\`)`,
    );
  }
  if (state.demoStaff.length) {
    problems.push(
      `the demo staff ${state.demoStaff.join(", ")} could sign in to the office with the passwords and TOTP secrets the README gives: ` +
        `delete them (\`npm run staff -- delete-demo\`) and invite the shop's owner (\`npm run staff -- add EMAIL --role owner\`)`,
    );
  }
  if (state.missingSeller.length) {
    problems.push(
      `the seller record is not set (${state.missingSeller.join(", ")}): the imprint, terms, privacy notice, order pages, ` +
        `PDFs and mails name the company from it. Set it in the office's company page (/office/company) or with ` +
        `\`npm run company -- set --file FILE.json\` (\`npm run company -- template\` prints the file to fill in)`,
    );
  }
  if (state.demoSeller.length) {
    problems.push(
      `the seller record (${state.demoSeller.join(", ")}) is the demo's invented company: set the real one in the ` +
        `office's company page (/office/company) or with \`npm run company -- set --file FILE.json\``,
    );
  }
  for (const registration of state.demoRegistrations) {
    const [seller, country] = registration.split(" ");
    problems.push(
      `the VAT registration of seller ${seller} in ${country} is the demo's invented number, so orders there would carry VAT ` +
        `under it: record the real one with \`npm run tax -- register --seller ${seller} --country ${country} --number NUMBER --from YYYY-MM-DD\`, ` +
        `or delete it (\`psql "$DATABASE_URL" -c 'DELETE FROM vat_registrations WHERE demo'\`; sales to ${country} are then exports at 0%)`,
    );
  }
  if (state.demoPayment) {
    problems.push(
      `the demo payment page is offered, where buyers "pay" without any money moving: switch it off ` +
        `(\`psql "$DATABASE_URL" -c "UPDATE payment_methods SET enabled = false WHERE id = 'demo'"\`)`,
    );
  }
  if (payments.paypal) {
    const issue = testEndpoint(payments.paypal.apiUrl, PAYPAL_SANDBOX_URL);
    if (issue)
      problems.push(
        `PayPal's API address ${payments.paypal.apiUrl} ${issue}${payments.paypal.apiUrl === PAYPAL_SANDBOX_URL ? " (the default when PAYPAL_API_URL is unset)" : ""}: ` +
          `set PAYPAL_API_URL=${PAYPAL_LIVE_URL} with the live app's PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID`,
      );
  }
  if (payments.revolut) {
    const issue = testEndpoint(payments.revolut.apiUrl, REVOLUT_SANDBOX_URL);
    if (issue)
      problems.push(
        `Revolut's API address ${payments.revolut.apiUrl} ${issue}${payments.revolut.apiUrl === REVOLUT_SANDBOX_URL ? " (the default when REVOLUT_API_URL is unset)" : ""}: ` +
          `set REVOLUT_API_URL=${REVOLUT_LIVE_URL} with the live REVOLUT_SECRET_KEY and REVOLUT_WEBHOOK_SECRET`,
      );
  }
  if (payments.stripe) {
    // Stripe's sandbox is its test mode: a test key, on the one live address.
    const issue = isStripeTestKey(payments.stripe.secretKey)
      ? "is a test-mode key"
      : payments.stripe.apiUrl === STRIPE_API_URL
        ? null
        : `points at ${payments.stripe.apiUrl}, not Stripe`;
    if (issue)
      problems.push(
        `STRIPE_SECRET_KEY ${issue}: set the live secret key (sk_live_...), its live webhook's STRIPE_WEBHOOK_SECRET, and unset STRIPE_API_URL`,
      );
  }
  return problems;
}

export class DemoSettingsError extends Error {
  constructor(
    readonly problems: string[],
    where: { embedded: boolean; demoCatalogue: boolean } = { embedded: true, demoCatalogue: false },
  ) {
    const lines = [
      where.embedded
        ? "NODE_ENV=production and this database is not the demo catalogue, but demo data or test payment settings would serve real customers:"
        : "NODE_ENV=production on the database named by DATABASE_URL (a real deployment), but demo data or test payment settings would serve real customers:",
      ...problems.map((p) => `  - ${p}`),
    ];
    if (!where.embedded && where.demoCatalogue)
      lines.push(
        "This database holds the demo catalogue (`npm run seed -- --demo`). Only to run it as a public demo shop on purpose, " +
          "with the demo customers' published passwords and sandbox payments, start it with DEMO_SHOP=true; never with real customers.",
      );
    super(lines.join("\n"));
    this.name = "DemoSettingsError";
  }
}

/**
 * Throws DemoSettingsError when demoStartPolicy asks for the checks and demoSettingProblems finds
 * any. The payment settings are read from `env` as the ERP reads them.
 */
export async function refuseDemoSettingsInProduction(
  db: Pick<Database, "execute">,
  database: { embedded: boolean },
  env: Record<string, string | undefined> = validatedEnv(),
): Promise<void> {
  const { checks } = demoStartPolicy(env, database);
  if (checks === "none") return;
  const state = await readDemoState(db);
  if (checks === "unless-demo" && state.demoCatalogue) return;
  const problems = demoSettingProblems(state, parsePaymentConfig(env));
  if (problems.length)
    throw new DemoSettingsError(problems, { embedded: database.embedded, demoCatalogue: state.demoCatalogue });
}
