/**
 * Production must not serve real customers with demo payment settings (decision 0026). Outside the
 * demo catalogue (no demo_catalogue marker) a production start is refused while the database holds
 * a demo bank account or a demo promo code, or PayPal or Revolut point at their sandbox (or at a
 * plain-http or local test double). The demo itself (`npm start` on a fresh clone: an empty database
 * gets the demo catalogue and its marker) starts as before.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { PAYPAL_SANDBOX_URL, REVOLUT_SANDBOX_URL, parsePaymentConfig, type PaymentConfig } from "../payments/config.ts";

export const PAYPAL_LIVE_URL = "https://api-m.paypal.com";
export const REVOLUT_LIVE_URL = "https://merchant.revolut.com";

/** What the database says about demo data. */
export interface DemoState {
  /** The demo_catalogue marker: the database is the demo catalogue. */
  demoCatalogue: boolean;
  /** Bank accounts flagged demo, as "pl EUR". */
  demoAccounts: string[];
  /** Promo codes flagged demo. */
  demoPromoCodes: string[];
  /** Customers flagged demo (their passwords are in the README). */
  demoCustomers: string[];
  /** VAT registrations flagged demo, as "PL GB". */
  demoRegistrations: string[];
}

export async function readDemoState(db: Pick<Database, "execute">): Promise<DemoState> {
  const row = (
    await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM demo_catalogue) AS demo_catalogue,
      coalesce((SELECT array_agg(seller || ' ' || currency ORDER BY seller, currency) FROM bank_accounts WHERE demo), '{}') AS accounts,
      coalesce((SELECT array_agg(code ORDER BY code) FROM promo_codes WHERE demo), '{}') AS codes,
      coalesce((SELECT array_agg(email ORDER BY email) FROM customers WHERE demo), '{}') AS customers,
      coalesce((SELECT array_agg(seller || ' ' || country ORDER BY seller, country) FROM vat_registrations WHERE demo), '{}') AS registrations`)
  ).rows[0] as {
    demo_catalogue: boolean;
    accounts: string[];
    codes: string[];
    customers: string[];
    registrations: string[];
  };
  return {
    demoCatalogue: row.demo_catalogue,
    demoAccounts: row.accounts,
    demoPromoCodes: row.codes,
    demoCustomers: row.customers,
    demoRegistrations: row.registrations,
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

/** Every demo payment setting that would serve real customers, each with what to change; none in the demo. */
export function demoSettingProblems(state: DemoState, payments: PaymentConfig): string[] {
  if (state.demoCatalogue) return [];
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
        `delete them (\`DELETE FROM promo_codes WHERE demo\`)`,
    );
  }
  if (state.demoCustomers.length) {
    problems.push(
      `the demo customers ${state.demoCustomers.join(", ")} could sign in with the passwords the README gives: ` +
        `delete them (\`npm run customers -- delete-demo\`)`,
    );
  }
  for (const registration of state.demoRegistrations) {
    const [seller, country] = registration.split(" ");
    problems.push(
      `the VAT registration of seller ${seller} in ${country} is the demo's invented number, so orders there would carry VAT ` +
        `under it: record the real one with \`npm run tax -- register --seller ${seller} --country ${country} --number NUMBER --from YYYY-MM-DD\`, ` +
        `or delete it (\`DELETE FROM vat_registrations WHERE demo\`; sales to ${country} are then exports at 0%)`,
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
  return problems;
}

export class DemoSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      "NODE_ENV=production and this database is not the demo catalogue, but demo payment settings would serve real customers:\n" +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    this.name = "DemoSettingsError";
  }
}

/**
 * Throws DemoSettingsError with NODE_ENV=production when demoSettingProblems finds any; development
 * and tests may run with anything. The payment settings are read from `env` as the ERP reads them.
 */
export async function refuseDemoSettingsInProduction(
  db: Pick<Database, "execute">,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (env.NODE_ENV !== "production") return;
  const problems = demoSettingProblems(await readDemoState(db), parsePaymentConfig(env));
  if (problems.length) throw new DemoSettingsError(problems);
}
