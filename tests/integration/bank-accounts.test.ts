/**
 * Bank accounts as the ERP's data and the demo data's place (decision 0026): the demo catalogue
 * brings its accounts, promo codes and marker; the office's account replaces a demo one everywhere
 * (imprint, order PDF and e-mail, transfer instructions); without an account bank transfer is not
 * offered and nothing names an account; migration 0019's backfill; production's start-up refusal.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { loader as imprintLoader } from "../../app/routes/imprint.tsx";
import { formatIban } from "../../contract/seller.ts";
import { listBankAccounts, publicAccount, removeBankAccount, setBankAccount } from "../../erp/bank/accounts.ts";
import type { Database } from "../../erp/db/client.ts";
import { DemoSettingsError, readDemoState, refuseDemoSettingsInProduction } from "../../erp/ops/demo-guard.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_BANK_ACCOUNTS, demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { DEMO_PROMO_CODES } from "../../erp/seed/load.ts";
import { cloneItem, pdfText, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client, load } = useErp();
const db = () => state.db.db;

/** An office's real account (a valid IBAN, not the demo's). */
const REAL = {
  seller: "pl",
  currency: "EUR",
  iban: "PL61 1090 1014 0000 0712 1981 2874",
  bic: "WBKPPLPPXXX",
  bankName: "Santander Bank Polska S.A.",
};

/** Puts the demo accounts back as the demo catalogue loaded them. */
afterEach(async () => {
  await db().execute(sql`DELETE FROM bank_accounts`);
  for (const a of DEMO_BANK_ACCOUNTS) {
    await db().execute(sql`INSERT INTO bank_accounts (seller, currency, holder, bank_name, bic, iban, demo)
      VALUES (${a.seller}, ${a.currency}, ${a.accountholder}, ${a.bankname}, ${a.bic}, ${a.iban}, true)`);
  }
});

/** A database change seen only by `work`, then rolled back. */
async function rolledBack(work: (tx: Pick<Database, "execute">) => Promise<void>) {
  const undo = new Error("rollback");
  await db()
    .transaction(async (tx) => {
      await work(tx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
}

async function imprintText(lng = "en") {
  const page = await imprintLoader({
    request: new Request(`http://shop.test/imprint?lng=${lng}`),
    params: {},
    context: load(),
  });
  return JSON.stringify(page);
}

async function placeOrder(currency: "EUR" | "PLN") {
  const erp = client("in-process", { currency });
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
  const cartId = await readyCart(erp, item.id, 1, "PL");
  return { erp, cartId, placed: await erp.addOrder(cartId) };
}

describe("the demo catalogue's data", () => {
  it("is marked: the marker, its bank accounts and its promo codes flagged demo", async () => {
    const demo = await readDemoState(db());
    expect(demo.demoCatalogue).toBe(true);
    expect(demo.demoAccounts).toEqual(["nl EUR", "nl PLN", "pl EUR", "pl GBP", "pl PLN"]);
    expect(demo.demoPromoCodes).toEqual(
      DEMO_PROMO_CODES(new Date())
        .map((c) => c.code)
        .sort(),
    );
    expect(await listBankAccounts(db())).toEqual(
      [...DEMO_BANK_ACCOUNTS].sort((a, b) => `${a.seller}${a.currency}`.localeCompare(`${b.seller}${b.currency}`)),
    );
  });

  it("migrations 0019 and 0051 backfill the marker, the demo flags and the demo accounts of a demo database made before them", async () => {
    // The fixture the migration recognises the demo by is still one.
    expect(DEMO_FIXTURES.inStock).toBe("dba4137s");
    const statements = fs
      .readFileSync("erp/db/migrations/0019_bank_accounts_and_demo_marker.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => /^\s*(--[^\n]*\n\s*)*(INSERT|UPDATE)/.test(s));
    expect(statements).toHaveLength(3);
    // 0051's pound account of the demo (decision 0069), written only where the marker is.
    const pounds = fs
      .readFileSync("erp/db/migrations/0051_pounds_for_the_united_kingdom.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => /INSERT INTO "bank_accounts"/.test(s));
    expect(pounds).toHaveLength(1);
    await rolledBack(async (tx) => {
      await tx.execute(sql`DELETE FROM demo_catalogue`);
      await tx.execute(sql`DELETE FROM bank_accounts`);
      await tx.execute(sql`UPDATE promo_codes SET demo = false`);
      // Without the marker 0051 writes no account: production data never gets the demo's.
      await tx.execute(sql.raw(pounds[0]!));
      expect(await listBankAccounts(tx)).toEqual([]);
      for (const statement of [...statements, ...pounds]) await tx.execute(sql.raw(statement));
      const demo = await readDemoState(tx);
      expect(demo.demoCatalogue).toBe(true);
      expect(demo.demoPromoCodes).toEqual(
        DEMO_PROMO_CODES(new Date())
          .map((c) => c.code)
          .sort(),
      );
      expect(await listBankAccounts(tx)).toEqual(await listBankAccounts(db()));
    });
  });
});

describe("bank accounts through the contract", () => {
  it("GET /bank-accounts/{seller} answers the seller's accounts, and 404 for no seller", async () => {
    for (const transport of ["in-process", "http"] as const) {
      const erp = client(transport);
      expect(await erp.bankAccounts("nl")).toEqual([
        publicAccount(demoBankAccount("nl", "EUR")),
        publicAccount(demoBankAccount("nl", "PLN")),
      ]);
      const answer = await state.transports[transport].get("/bank-accounts/xx");
      expect(answer.status).toBe(404);
    }
  });

  it("the office's account replaces the demo one in the imprint, the transfer instructions, the e-mail and the PDF", async () => {
    const set = await setBankAccount(db(), REAL);
    expect(set).toMatchObject({ seller: "pl", currency: "EUR", iban: "PL61109010140000071219812874", demo: false });
    expect(set.accountholder).toBe("4x4 Performance Parts sp. z o.o.");
    expect((await readDemoState(db())).demoAccounts).toEqual(["nl EUR", "nl PLN", "pl GBP", "pl PLN"]);

    const imprint = await imprintText();
    expect(imprint).toContain("PL61 1090 1014 0000 0712 1981 2874");
    expect(imprint).toContain("Santander Bank Polska S.A., BIC WBKPPLPPXXX");
    expect(imprint).not.toContain(formatIban(demoBankAccount("pl", "EUR").iban));
    expect(imprint).toContain(formatIban(demoBankAccount("pl", "PLN").iban));

    const { erp, placed } = await placeOrder("EUR");
    const { paymentmethods } = await erp.getPaymentMethods(placed._id, 0);
    expect(paymentmethods.find((m) => m.widgettype === "bank")?.instructions).toMatchObject({
      iban: "PL61109010140000071219812874",
      bic: "WBKPPLPPXXX",
      bankname: "Santander Bank Polska S.A.",
    });
    const order = await erp.getTransaction(placed._id);
    expect(order.bankaccount).toEqual({
      currency: "EUR",
      accountholder: "4x4 Performance Parts sp. z o.o.",
      bankname: "Santander Bank Polska S.A.",
      iban: "PL61109010140000071219812874",
      bic: "WBKPPLPPXXX",
    });
    const mail = (
      await db().execute(sql`SELECT body FROM mail_outbox WHERE kind = 'order-confirmation'
        AND payload ->> 'order_id' = ${placed._id}`)
    ).rows[0] as { body: string };
    expect(mail.body).toContain("PL61 1090 1014 0000 0712 1981 2874");
    const pdf = await erp.orderPdf(placed._id);
    expect(pdfText(Buffer.from(pdf!))).toContain("PL61 1090 1014 0000 0712 1981 2874");
  });

  it("refuses a wrong IBAN or BIC and stores nothing", async () => {
    await expect(setBankAccount(db(), { ...REAL, iban: "PL61 1090 1014 0000 0712 1981 2875" })).rejects.toThrow(
      /check digits/,
    );
    await expect(setBankAccount(db(), { ...REAL, bic: "WBKPPL" })).rejects.toThrow(/8 or 11 characters/);
    await expect(setBankAccount(db(), { ...REAL, seller: "de" })).rejects.toThrow(/--seller/);
    expect((await readDemoState(db())).demoAccounts).toContain("pl EUR");
  });
});

describe("without an account for the seller and currency", () => {
  it("bank transfer is not offered in that currency, the imprint names no such account, and no order names one", async () => {
    expect(await removeBankAccount(db(), "pl", "EUR")).toBe(true);
    const imprint = await imprintText("de");
    expect(imprint).not.toContain("IBAN (EUR)");
    expect(imprint).toContain(formatIban(demoBankAccount("pl", "PLN").iban));

    const erp = client("in-process", { currency: "EUR" });
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    await erp.setShipCountry(cart_id, "PL");
    const cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
    expect(cart.options.paymentmethod.map((m) => m._id)).not.toContain("bank");
    expect(cart.options.paymentmethod.length).toBeGreaterThan(0);
    await expectError(
      erp.updateCartFields(cart_id, [{ field: "paymentmethod", value: "bank" }]),
      400,
      "METHOD_UNAVAILABLE",
    );

    // In PLN the Polish company still has its account: bank transfer is offered.
    const pln = client("in-process", { currency: "PLN" });
    const { placed } = await placeOrder("PLN");
    const methods = (await pln.getPaymentMethods(placed._id, 0)).paymentmethods;
    expect(methods.map((m) => m.widgettype)).toContain("bank");

    // An order placed before the account was removed no longer names one.
    const { placed: eur } = await placeOrder("PLN");
    await removeBankAccount(db(), "pl", "PLN");
    expect((await pln.getTransaction(eur._id)).bankaccount).toBeNull();
    expect((await pln.getPaymentMethods(eur._id, 0)).paymentmethods.map((m) => m.widgettype)).not.toContain("bank");
    await expectError(
      pln.startPayment({
        transaction_id: eur._id,
        method: "bank",
        returnurl: "https://shop.example/r",
        cancelurl: "https://shop.example/c",
      }),
      400,
    );
    const text = pdfText(Buffer.from((await pln.orderPdf(eur._id))!));
    expect(text).not.toContain("IBAN");
  });
});

describe("the production start-up check on the database", () => {
  const production = { NODE_ENV: "production" };
  const embedded = { embedded: true };

  it("lets the demo catalogue on the embedded database start with its demo data and the sandboxes", async () => {
    await refuseDemoSettingsInProduction(db(), embedded, {
      ...production,
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_WEBHOOK_ID: "hook",
    });
  });

  it("refuses demo accounts, promo codes, customers, office staff and VAT registrations in a database that is not the demo catalogue, and says what to change", async () => {
    await rolledBack(async (tx) => {
      await tx.execute(sql`DELETE FROM demo_catalogue`);
      const error = await refuseDemoSettingsInProduction(tx, embedded, production).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DemoSettingsError);
      const message = (error as Error).message;
      expect(message).toContain("npm run bank -- set --seller pl --currency EUR");
      expect(message).toContain("npm run bank -- remove --seller nl --currency PLN");
      expect(message).toContain("WELCOME10");
      expect(message).toContain("werkstatt@demo-customer.example");
      expect(message).toContain("npm run tax -- register --seller PL --country GB");
      expect(message).toContain("npm run staff -- delete-demo");
      expect(message).toContain("UPDATE payment_methods SET enabled = false WHERE id = 'demo'");
      expect(message).toContain(
        "(company nl, company pl, office EU, office NL, office UK) is the demo's invented company",
      );
      // Development is not refused.
      await refuseDemoSettingsInProduction(tx, embedded, { NODE_ENV: "development" });
      // With real accounts and without the demo codes, production starts.
      await tx.execute(sql`DELETE FROM bank_accounts WHERE demo`);
      // A demo code switched off gives no discount: no refusal.
      await tx.execute(sql`UPDATE promo_codes SET active = false WHERE demo`);
      await tx.execute(sql`DELETE FROM customers WHERE demo`);
      await tx.execute(sql`DELETE FROM vat_registrations WHERE demo`);
      // Disabled demo staff sign in no more: no refusal.
      await tx.execute(sql`UPDATE staff SET status = 'disabled' WHERE demo`);
      // The seller record made the shop's own (here: the demo's marked real, as a set in the office does).
      await tx.execute(sql`UPDATE seller_companies SET demo = false`);
      await tx.execute(sql`UPDATE seller_offices SET demo = false`);
      // The demo payment page switched off, as the message says.
      await tx.execute(sql`UPDATE payment_methods SET enabled = false WHERE id = 'demo'`);
      await refuseDemoSettingsInProduction(tx, embedded, production);
    });
  });

  it("refuses the demo catalogue itself on a database named by DATABASE_URL, unless DEMO_SHOP=true", async () => {
    const error = await refuseDemoSettingsInProduction(db(), { embedded: false }, production).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoSettingsError);
    expect((error as Error).message).toContain("werkstatt@demo-customer.example");
    expect((error as Error).message).toContain("DEMO_SHOP=true");
    await refuseDemoSettingsInProduction(db(), { embedded: false }, { ...production, DEMO_SHOP: "true" });
  });
});
