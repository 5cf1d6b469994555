/**
 * The demo's company data as the demo catalogue has it, put back after a test that changes it
 * through the office (the specs share one shop): the companies, the offices, the bank accounts and
 * the VAT registrations. Written straight to the database; the change log tells the shop's cache.
 */
import pg from "pg";
import { DEMO_BANK_ACCOUNTS, DEMO_VAT_REGISTRATIONS } from "../../erp/seed/demo-accounts.ts";
import { DUTCH_COMPANY, OFFICES, POLISH_COMPANY } from "../../erp/seed/demo-seller.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/** Puts the demo's companies, offices, bank accounts and VAT registrations back (the suites share one shop). */
export async function restoreDemoCompanyData() {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const demo of [POLISH_COMPANY, DUTCH_COMPANY])
      await client.query("UPDATE seller_companies SET record = $1::jsonb, demo = true WHERE id = $2", [
        JSON.stringify(demo),
        demo.id,
      ]);
    for (const [region, site] of Object.entries(OFFICES))
      await client.query("UPDATE seller_offices SET record = $1::jsonb, demo = true WHERE region = $2", [
        JSON.stringify(site),
        region,
      ]);
    await client.query("DELETE FROM bank_accounts");
    for (const a of DEMO_BANK_ACCOUNTS)
      await client.query(
        "INSERT INTO bank_accounts (seller, currency, holder, bank_name, bic, iban, demo) VALUES ($1, $2, $3, $4, $5, $6, true)",
        [a.seller, a.currency, a.accountholder, a.bankname, a.bic, a.iban],
      );
    await client.query("DELETE FROM vat_registrations");
    for (const r of DEMO_VAT_REGISTRATIONS)
      await client.query(
        "INSERT INTO vat_registrations (seller, country, vatnumber, valid_from, demo) VALUES ($1, $2, $3, $4, true)",
        [r.seller, r.country, r.vatnumber, r.validFrom],
      );
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}
