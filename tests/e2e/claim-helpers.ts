/** Shared steps of the claim specs: the shop's database (claims, the outbox) and the claim form. */
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { field } from "./account-helpers.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

export type ClaimLang = "en" | "pl" | "de";

export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The decision mails of a claim in the outbox, oldest first. */
export const decisionMails = (number: string) =>
  query<{ recipient: string; subject: string; body: string }>(
    `SELECT recipient, subject, body FROM mail_outbox
      WHERE kind = 'warranty-claim-decision' AND payload ->> 'number' = $1 ORDER BY created_at`,
    [number],
  );

/** The claim page's link in a mail, as a path of the shop (/claim/WC-...?token=...&lng=..). */
export function claimLinkIn(body: string): string {
  const match = /https?:\/\/[^/\s]+(\/claim\/WC-\d{4}-\d{6}\?token=[\w-]{43}&lng=\w\w)/.exec(body);
  expect(match, `a claim page link in: ${body}`).not.toBeNull();
  return match![1]!;
}

/**
 * A claim stored as the shop stores one (for the suites that need a claim but no form: the fuzzing
 * suite), with one small PNG; answers its number, in a year no real claim has (2000).
 */
export async function storedClaim(email: string): Promise<string> {
  const number = `WC-2000-${String(Math.floor(Math.random() * 999_999) + 1).padStart(6, "0")}`;
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const [row] = await query<{ id: string }>(
    `INSERT INTO warranty_claims (number, brand, source, lang, name, email, phone, invoice, purchase_date,
        part_number, make, model, vehicle_year, mileage, fault)
      VALUES ($1, 'dba', 'main', 'en', 'Fuzz Claimant', $2, '+48 600 100 200', 'FV/1', '2026-01-02',
        'DBA4285XS', 'Toyota', 'Hilux', 2019, 1000, 'Cracked.') RETURNING id`,
    [number, email],
  );
  await query(
    `INSERT INTO warranty_claim_pictures (claim_id, position, content_type, filename, bytes, sha256, data)
      VALUES ($1, 1, 'image/png', 'pad.png', $2, encode(sha256($3), 'hex'), $3)`,
    [row!.id, png.length, png],
  );
  return number;
}

/** Fills the brand's claim form (every field) as the claimant. */
export async function fillClaim(page: Page, lang: ClaimLang, email: string) {
  const f = resources[lang].enquiry.warranty.fields;
  await field(page, f.name).fill("Jan Kowalski");
  await field(page, f.email).fill(email);
  await field(page, f.phone).fill("+48 600 100 200");
  await field(page, f.part_number).fill("DBA4285XS");
  await field(page, f.invoice).fill("FV/2026/0412");
  await field(page, f.purchase_date).fill("2026-03-14");
  await field(page, f.make).fill("Toyota");
  await field(page, f.model).fill("Hilux");
  await field(page, f.vehicle_year).fill("2019");
  await field(page, f.mileage).fill("18500");
  await field(page, f.fault).fill("The front discs cracked after 18,000 km of road use.");
  await field(page, resources[lang].enquiry.warranty.privacy).check();
}
