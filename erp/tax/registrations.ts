/**
 * The seller's VAT registrations outside the EU (vat_registrations, migration 0029; decision 0039):
 * where a selling company is registered for VAT in a country outside the EU's VAT area, its sales
 * there carry that country's VAT instead of being exports at 0% (erp/tax/rule.ts). The office
 * records them with `npm run tax` (cli.ts); the demo catalogue brings an invented one (demo = true).
 */
import { sql } from "drizzle-orm";
import { SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import type { Database } from "../db/client.ts";
import { inVatArea } from "./rule.ts";

type Db = Pick<Database, "execute">;

/** The selling companies by their country (the seller of decideTax): the Polish company and the Dutch B.V. */
export const SELLER_COUNTRIES = ["PL", "NL"] as const;

export interface VatRegistration {
  seller: string;
  country: string;
  vatnumber: string;
  validFrom: string;
  validTo: string | null;
  demo: boolean;
}

export class RegistrationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/**
 * A VAT number for a country outside the EU, without spaces: the UK's VAT registration number is
 * GB and 9 or 12 digits (HMRC, VAT Notice 700/1); elsewhere the country's two letters and 2 to 13
 * letters or digits (Norway's "NO 123456789 MVA" is NO123456789MVA).
 */
export function vatNumberProblem(country: string, vatnumber: string): string | null {
  const pattern = country === "GB" ? /^GB(\d{9}|\d{12})$/ : new RegExp(`^${country}[0-9A-Z]{2,13}$`);
  return pattern.test(vatnumber)
    ? null
    : country === "GB"
      ? "the UK VAT number is GB and 9 or 12 digits (GB123456789)"
      : `the VAT number starts with ${country} and then 2 to 13 letters or digits`;
}

export async function listRegistrations(db: Db): Promise<VatRegistration[]> {
  const result =
    await db.execute(sql`SELECT seller, country, vatnumber, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
      to_char(valid_to, 'YYYY-MM-DD') AS "validTo", demo
    FROM vat_registrations ORDER BY seller, country, valid_from`);
  return result.rows as unknown as VatRegistration[];
}

/**
 * Records a registration from a day on (replacing the demo's for the same seller and country); the
 * country must be outside the EU's VAT area, in the shop's shipping list and have a VAT rate.
 */
export async function registerVat(
  db: Db,
  input: { seller: string; country: string; vatnumber: string; validFrom: string },
): Promise<VatRegistration> {
  const seller = input.seller.toUpperCase();
  const country = input.country.toUpperCase();
  const vatnumber = input.vatnumber.toUpperCase().replace(/[\s.-]/g, "");
  const problems: string[] = [];
  if (!(SELLER_COUNTRIES as readonly string[]).includes(seller))
    problems.push(`--seller is the selling company's country: ${SELLER_COUNTRIES.join(" or ")}`);
  if (!SHIPPING_COUNTRIES.includes(country) || inVatArea(country))
    problems.push(
      `--country is a shipping country outside the EU's VAT area: ${SHIPPING_COUNTRIES.filter((c) => !inVatArea(c)).join(", ")}`,
    );
  else {
    const problem = vatNumberProblem(country, vatnumber);
    if (problem) problems.push(`--number: ${problem}`);
  }
  if (!isDay(input.validFrom)) problems.push("--from is a day, YYYY-MM-DD");
  if (problems.length === 0) {
    const rate = await db.execute(
      sql`SELECT 1 FROM tax_rates WHERE country = ${country} AND valid_from <= ${input.validFrom}::date LIMIT 1`,
    );
    if (rate.rows.length === 0)
      problems.push(`tax_rates has no VAT rate for ${country} on ${input.validFrom}: add the rate first`);
  }
  if (problems.length) throw new RegistrationError(problems);
  await db.execute(sql`DELETE FROM vat_registrations WHERE seller = ${seller} AND country = ${country} AND demo`);
  await db.execute(sql`INSERT INTO vat_registrations (seller, country, vatnumber, valid_from)
    VALUES (${seller}, ${country}, ${vatnumber}, ${input.validFrom})
    ON CONFLICT (seller, country, valid_from) DO UPDATE SET vatnumber = EXCLUDED.vatnumber, valid_to = NULL, demo = false`);
  return { seller, country, vatnumber, validFrom: input.validFrom, validTo: null, demo: false };
}

/** Ends a seller's registration in a country on a day (its last day); false when none was open. */
export async function endVatRegistration(
  db: Db,
  input: { seller: string; country: string; lastDay: string },
): Promise<boolean> {
  if (!isDay(input.lastDay)) throw new RegistrationError(["--on is a day, YYYY-MM-DD"]);
  const result = await db.execute(sql`UPDATE vat_registrations SET valid_to = ${input.lastDay}::date
    WHERE seller = ${input.seller.toUpperCase()} AND country = ${input.country.toUpperCase()}
      AND valid_to IS NULL AND valid_from <= ${input.lastDay}::date`);
  return (result.rowCount ?? 0) > 0;
}
