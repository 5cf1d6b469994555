/**
 * The VAT rates as data: the `tax_rates` table holds each country's standard rate with the day it
 * takes effect (a rate change is a new row, not a code change; decision 0020 names the source of
 * every row), and `vat_registrations` the seller's registrations outside the EU (decision 0039). The ERP keeps the table in memory, read again every few minutes, so pricing a page
 * costs no query; a row dated ahead takes effect on its day without a reload.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** Rates are kept in basis points (1/100 of a percent): 23% is 2300, Finland's 25.5% is 2550. */
export type BasisPoints = number;

export interface TaxRateRow {
  country: string;
  /** Percent as the table holds it ("23.00"). */
  rate: string | number;
  /** First day (YYYY-MM-DD, the seller's calendar day) the rate applies. */
  validFrom: string;
}

/** Rate changes take effect at midnight of the sellers' time zone (Warsaw and Amsterdam share it). */
export const TAX_TIME_ZONE = "Europe/Warsaw";
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TAX_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** The calendar day of an instant in the sellers' time zone, as YYYY-MM-DD. */
export const taxDay = (at: Date): string => dayFormat.format(at);

export const toBasisPoints = (percent: string | number): BasisPoints => Math.round(Number(percent) * 100);

/** A selling company's VAT registration in a country outside the EU (decision 0039). */
export interface VatRegistrationRow {
  /** The selling company's country (PL, NL). */
  seller: string;
  country: string;
  vatnumber: string;
  /** First and last day (YYYY-MM-DD) of the registration; `validTo` null while it lasts. */
  validFrom: string;
  validTo: string | null;
}

export class TaxRates {
  /** Per country, its rows newest first. */
  private readonly byCountry = new Map<string, { from: string; rate: BasisPoints }[]>();

  constructor(
    rows: readonly TaxRateRow[],
    private readonly registrations: readonly VatRegistrationRow[] = [],
  ) {
    for (const row of rows) {
      const list = this.byCountry.get(row.country) ?? [];
      list.push({ from: row.validFrom, rate: toBasisPoints(row.rate) });
      this.byCountry.set(row.country, list);
    }
    for (const list of this.byCountry.values()) list.sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0));
  }

  /** The country's standard rate on the day of `at`; null when the table has none for that day. */
  rateOn(country: string, at: Date): BasisPoints | null {
    const day = taxDay(at);
    return this.byCountry.get(country)?.find((r) => r.from <= day)?.rate ?? null;
  }

  /** The seller's VAT number in `country` on the day of `at`; null when it is not registered there. */
  registrationOn(seller: string, country: string, at: Date): string | null {
    const day = taxDay(at);
    const found = this.registrations.find(
      (r) =>
        r.seller === seller && r.country === country && r.validFrom <= day && (r.validTo === null || day <= r.validTo),
    );
    return found?.vatnumber ?? null;
  }

  countries(): string[] {
    return [...this.byCountry.keys()];
  }
}

/** The rates table, read from the database at most every `ttlMs` (and again after a failed read). */
export function cachedTaxRates(db: Database, ttlMs = 5 * 60_000): () => Promise<TaxRates> {
  let kept: { rates: Promise<TaxRates>; at: number } | null = null;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at > ttlMs) {
      const rates = readTaxRates(db);
      kept = { rates, at: now };
      rates.catch(() => {
        if (kept?.rates === rates) kept = null;
      });
    }
    return kept.rates;
  };
}

export async function readTaxRates(db: Database): Promise<TaxRates> {
  const [rates, registrations] = await Promise.all([
    db.execute(
      sql`SELECT country, rate::text AS rate, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom" FROM tax_rates`,
    ),
    db.execute(sql`SELECT seller, country, vatnumber, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
        to_char(valid_to, 'YYYY-MM-DD') AS "validTo" FROM vat_registrations`),
  ]);
  return new TaxRates(rates.rows as unknown as TaxRateRow[], registrations.rows as unknown as VatRegistrationRow[]);
}

/** Tax on a net amount in cents at a rate, rounded half up to the cent, in integers (no float error). */
export const taxCents = (netCents: number, rate: BasisPoints): number => {
  const sign = netCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(netCents) * rate + 5000) / 10000);
};

/** The gross of a net amount in cents at a rate. */
export const grossCentsAt = (netCents: number, rate: BasisPoints): number => netCents + taxCents(netCents, rate);
