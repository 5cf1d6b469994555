import { describe, expect, it } from "vitest";
import { parsePaymentConfig } from "../payments/config.ts";
import {
  DemoSettingsError,
  demoSettingProblems,
  demoStartPolicy,
  refuseDemoSettingsInProduction,
  type DemoState,
} from "./demo-guard.ts";

const REAL_DB: DemoState = {
  demoCatalogue: false,
  demoAccounts: [],
  demoPromoCodes: [],
  demoCustomers: [],
  demoRegistrations: [],
  demoStaff: [],
  missingSeller: [],
  demoSeller: [],
  demoPayment: false,
};
const DEMO_DB: DemoState = {
  demoCatalogue: true,
  demoAccounts: ["pl EUR", "pl PLN"],
  demoPromoCodes: ["WELCOME10"],
  demoCustomers: ["werkstatt@demo-customer.example"],
  demoRegistrations: ["PL GB"],
  demoStaff: ["owner@demo-customer.example"],
  missingSeller: [],
  demoSeller: ["company pl", "company nl", "office EU", "office UK", "office NL"],
  demoPayment: true,
};
const paypal = (url?: string) =>
  parsePaymentConfig({
    PAYPAL_CLIENT_ID: "id",
    PAYPAL_CLIENT_SECRET: "secret",
    PAYPAL_WEBHOOK_ID: "hook",
    ...(url ? { PAYPAL_API_URL: url } : {}),
  });
const revolut = (url?: string) =>
  parsePaymentConfig({
    REVOLUT_SECRET_KEY: "sk_x",
    REVOLUT_WEBHOOK_SECRET: "wsk_x",
    ...(url ? { REVOLUT_API_URL: url } : {}),
  });
const stripe = (key: string, url?: string) =>
  parsePaymentConfig({
    STRIPE_SECRET_KEY: key,
    STRIPE_WEBHOOK_SECRET: "whsec_x",
    ...(url ? { STRIPE_API_URL: url } : {}),
  });
const none = parsePaymentConfig({});

describe("demo payment settings in production", () => {
  it("refuse demo customers outside the demo catalogue, naming them and the command", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, demoCustomers: ["werkstatt@demo-customer.example"] }, none);
    expect(problem).toContain("werkstatt@demo-customer.example");
    expect(problem).toContain("npm run customers -- delete-demo");
  });

  it("refuse demo office staff still active outside the demo catalogue, with the command that deletes them", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, demoStaff: ["owner@demo-customer.example"] }, none);
    expect(problem).toContain("owner@demo-customer.example");
    expect(problem).toContain("npm run staff -- delete-demo");
  });

  it("refuse a start without a seller record, naming what is missing, the page and the command that set it", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, missingSeller: ["company nl", "office UK"] }, none);
    expect(problem).toContain("company nl, office UK");
    expect(problem).toContain("/office/company");
    expect(problem).toContain("npm run company -- set --file FILE.json");
    expect(demoSettingProblems(REAL_DB, none)).toEqual([]);
  });

  it("refuse the demo's invented seller record outside the demo catalogue", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, demoSeller: ["company pl"] }, none);
    expect(problem).toContain("(company pl) is the demo's invented company");
    expect(problem).toContain("npm run company -- set --file FILE.json");
  });

  it("refuse the demo payment page outside the demo catalogue, with the statement that switches it off", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, demoPayment: true }, none);
    expect(problem).toContain("the demo payment page is offered");
    expect(problem).toContain("UPDATE payment_methods SET enabled = false WHERE id = 'demo'");
  });

  it("refuse the demo VAT registration outside the demo catalogue, with the command that replaces it", () => {
    const [problem] = demoSettingProblems({ ...REAL_DB, demoRegistrations: ["PL GB"] }, none);
    expect(problem).toContain("seller PL in GB");
    expect(problem).toContain("npm run tax -- register --seller PL --country GB");
  });

  it("are all found in the demo catalogue too (whether the marker exempts it is the start's decision)", () => {
    expect(demoSettingProblems(DEMO_DB, paypal())).toHaveLength(9);
    expect(demoSettingProblems(DEMO_DB, revolut("http://127.0.0.1:4010"))).toHaveLength(9);
  });

  it("outside it, a demo account is refused with the commands that fix it", () => {
    const [problem, ...rest] = demoSettingProblems({ ...REAL_DB, demoAccounts: ["nl PLN"] }, none);
    expect(rest).toEqual([]);
    expect(problem).toContain("seller nl in PLN is the demo account");
    expect(problem).toContain(
      'npm run bank -- set --seller nl --currency PLN --iban IBAN --bic BIC --bank "BANK NAME"',
    );
    expect(problem).toContain("npm run bank -- remove --seller nl --currency PLN");
  });

  it("outside it, demo promo codes are refused by name", () => {
    expect(demoSettingProblems({ ...REAL_DB, demoPromoCodes: ["SAVE20", "WELCOME10"] }, none)).toEqual([
      "the demo promo codes SAVE20, WELCOME10 would give real customers a discount: " +
        `switch them off (\`psql "$DATABASE_URL" -c 'UPDATE promo_codes SET active = false WHERE demo'\`) ` +
        `or delete them (\`psql "$DATABASE_URL" -c 'DELETE FROM promo_codes WHERE demo'\`)`,
    ]);
  });

  it("outside it, PayPal's and Revolut's sandboxes (also as the unset default) and test doubles are refused", () => {
    expect(demoSettingProblems(REAL_DB, paypal())).toEqual([
      "PayPal's API address https://api-m.sandbox.paypal.com is the sandbox (the default when PAYPAL_API_URL is unset): set PAYPAL_API_URL=https://api-m.paypal.com with the live app's PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID",
    ]);
    expect(demoSettingProblems(REAL_DB, revolut())[0]).toContain(
      "set REVOLUT_API_URL=https://merchant.revolut.com with the live REVOLUT_SECRET_KEY",
    );
    expect(demoSettingProblems(REAL_DB, revolut("https://sandbox-merchant.revolut.com/"))[0]).toContain(
      "is the sandbox",
    );
    expect(demoSettingProblems(REAL_DB, paypal("http://pay.example"))[0]).toContain("is not https");
    expect(demoSettingProblems(REAL_DB, paypal("https://localhost:8443"))[0]).toContain("is this machine");
  });

  it("outside it, Stripe's test mode and any address but Stripe's are refused", () => {
    expect(demoSettingProblems(REAL_DB, stripe("sk_test_abc"))).toEqual([
      "STRIPE_SECRET_KEY is a test-mode key: set the live secret key (sk_live_...), its live webhook's STRIPE_WEBHOOK_SECRET, and unset STRIPE_API_URL",
    ]);
    expect(demoSettingProblems(REAL_DB, stripe("rk_test_abc"))[0]).toContain("is a test-mode key");
    expect(demoSettingProblems(REAL_DB, stripe("sk_live_abc", "http://127.0.0.1:4010"))[0]).toContain(
      "points at http://127.0.0.1:4010, not Stripe",
    );
    expect(demoSettingProblems(REAL_DB, stripe("sk_live_abc"))).toEqual([]);
  });

  it("outside it, live addresses, real accounts and no demo codes are fine", () => {
    expect(demoSettingProblems(REAL_DB, paypal("https://api-m.paypal.com"))).toEqual([]);
    expect(demoSettingProblems(REAL_DB, revolut("https://merchant.revolut.com"))).toEqual([]);
    expect(demoSettingProblems(REAL_DB, none)).toEqual([]);
  });
});

describe("what a start may do with demo data", () => {
  const embedded = { embedded: true };
  const external = { embedded: false };

  it("loads the demo by itself into the embedded database only, in production too", () => {
    expect(demoStartPolicy({ NODE_ENV: "production" }, embedded).loadIntoEmpty).toBe(true);
    expect(demoStartPolicy({ NODE_ENV: "development" }, embedded).loadIntoEmpty).toBe(true);
    expect(demoStartPolicy({ NODE_ENV: "production" }, external).loadIntoEmpty).toBe(false);
    expect(demoStartPolicy({ NODE_ENV: "development" }, external).loadIntoEmpty).toBe(false);
    expect(demoStartPolicy({ NODE_ENV: "production", DEMO_SHOP: "true" }, external).loadIntoEmpty).toBe(false);
  });

  it("checks always on DATABASE_URL in production, unless DEMO_SHOP=true; never outside production", () => {
    expect(demoStartPolicy({ NODE_ENV: "production" }, external).checks).toBe("always");
    expect(demoStartPolicy({ NODE_ENV: "production", DEMO_SHOP: "1" }, external).checks).toBe("always");
    expect(demoStartPolicy({ NODE_ENV: "production", DEMO_SHOP: "true" }, external).checks).toBe("unless-demo");
    expect(demoStartPolicy({ NODE_ENV: "production" }, embedded).checks).toBe("unless-demo");
    expect(demoStartPolicy({ NODE_ENV: "development" }, external).checks).toBe("none");
    expect(demoStartPolicy({}, embedded).checks).toBe("none");
  });
});

describe("the start-up check", () => {
  /** A database answering readDemoState's one query. */
  const database = (state: DemoState) => ({
    execute: async () => ({
      rows: [
        {
          demo_catalogue: state.demoCatalogue,
          accounts: state.demoAccounts,
          codes: state.demoPromoCodes,
          customers: state.demoCustomers,
          registrations: state.demoRegistrations,
          staff: state.demoStaff,
          missing_seller: state.missingSeller,
          demo_seller: state.demoSeller,
        },
      ],
    }),
  });
  const check = (state: DemoState, env: Record<string, string>, embedded = true) =>
    refuseDemoSettingsInProduction(database(state) as never, { embedded }, env);

  it("refuses production with every problem listed, one a line", async () => {
    const error = await check(
      { ...REAL_DB, demoAccounts: ["pl EUR"], demoPromoCodes: ["EURO5"] },
      { NODE_ENV: "production", PAYPAL_CLIENT_ID: "i", PAYPAL_CLIENT_SECRET: "s", PAYPAL_WEBHOOK_ID: "w" },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoSettingsError);
    const lines = (error as Error).message.split("\n");
    expect(lines[0]).toBe(
      "NODE_ENV=production and this database is not the demo catalogue, but demo data or test payment settings would serve real customers:",
    );
    expect(lines.slice(1).map((l) => l.slice(0, 4))).toEqual(["  - ", "  - ", "  - "]);
  });

  it("lets development, and production on the embedded demo catalogue, start", async () => {
    await expect(check({ ...REAL_DB, demoAccounts: ["pl EUR"] }, { NODE_ENV: "development" })).resolves.toBeUndefined();
    await expect(check(DEMO_DB, { NODE_ENV: "production" })).resolves.toBeUndefined();
    await expect(check(DEMO_DB, { NODE_ENV: "development" }, false)).resolves.toBeUndefined();
  });

  it("refuses the demo catalogue on DATABASE_URL in production, naming every fix and DEMO_SHOP", async () => {
    const error = (await check(DEMO_DB, { NODE_ENV: "production" }, false).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(DemoSettingsError);
    expect(error.message).toContain("NODE_ENV=production on the database named by DATABASE_URL");
    expect(error.message).toContain("npm run customers -- delete-demo");
    expect(error.message).toContain("UPDATE promo_codes SET active = false WHERE demo");
    expect(error.message).toContain("npm run bank -- remove --seller pl --currency EUR");
    expect(error.message).toContain("npm run tax -- register --seller PL --country GB");
    expect(error.message).toContain("start it with DEMO_SHOP=true");
  });

  it("lets a public demo on DATABASE_URL start with DEMO_SHOP=true, but not a database without the demo marker", async () => {
    await expect(check(DEMO_DB, { NODE_ENV: "production", DEMO_SHOP: "true" }, false)).resolves.toBeUndefined();
    const leftover = { ...REAL_DB, demoCustomers: ["werkstatt@demo-customer.example"] };
    const error = (await check(leftover, { NODE_ENV: "production", DEMO_SHOP: "true" }, false).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(DemoSettingsError);
    expect(error.message).not.toContain("DEMO_SHOP");
  });

  it("refuses a PayPal sandbox on DATABASE_URL in production even on the demo catalogue", async () => {
    const clean = {
      ...DEMO_DB,
      demoAccounts: [],
      demoPromoCodes: [],
      demoCustomers: [],
      demoRegistrations: [],
      demoStaff: [],
      demoSeller: [],
      demoPayment: false,
    };
    const error = (await check(
      clean,
      { NODE_ENV: "production", PAYPAL_CLIENT_ID: "i", PAYPAL_CLIENT_SECRET: "s", PAYPAL_WEBHOOK_ID: "w" },
      false,
    ).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain("set PAYPAL_API_URL=https://api-m.paypal.com");
  });
});
