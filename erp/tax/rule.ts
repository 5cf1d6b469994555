/**
 * The VAT rule of a sale of goods (decision 0020, with its sources): from the seller's country, the
 * destination of the goods, the buyer's VAT number as VIES answered for it, and the dated rates.
 *
 * - Goods leaving the EU's VAT area (Norway, Switzerland, Great Britain, the Canary Islands,
 *   Réunion...): an export, 0% (Directive 2006/112/EC, Article 146); the buyer pays the import VAT
 *   and duties of the destination on delivery (decision 0034).
 * - Unless the seller is registered for VAT in that country (`vat_registrations`, decision 0039):
 *   then the sale is taxed there at its rate, delivered duty paid (Great Britain: a UK supply of
 *   Birmingham stock, and the seller's own import for parcels from Toruń).
 * - Northern Ireland (XI) stays in the EU's VAT area for goods (Windsor Framework, Article 8):
 *   treated as a member state, at the UK's rate for a consumer (decision 0034).
 * - Dispatched to another member state than the seller's, to a business whose VAT number of
 *   another member state VIES confirmed: an intra-Community supply, 0%, the buyer accounts for the
 *   VAT (reverse charge; Article 138(1), with the VIES condition of Article 138(1)(b)).
 * - Delivered in the seller's own country, or to a business whose number VIES confirmed in the
 *   seller's own country: the seller's rate (domestic; Article 32, the place where dispatch begins).
 * - Delivered to another member state otherwise (a consumer, or a business whose number VIES did
 *   not confirm): the destination's rate, declared through the One-Stop Shop (Articles 33 and 369a
 *   ff.; the distributor is above the EU-wide EUR 10,000 threshold of Article 59c).
 */
import { AZORES, EU_MEMBER_STATES, MADEIRA, NORTHERN_IRELAND, vatCountryOf } from "../../contract/countries.ts";
import type { TaxClass, TaxTreatment } from "../../contract/cart.ts";
import type { Source } from "../../contract/catalogue.ts";
import { COMPANY_COUNTRY, sellerIdFor, type Region } from "../../contract/seller.ts";
import { regionFor } from "../region/region.ts";
import type { BasisPoints, TaxRates } from "./rates.ts";

/**
 * The EU's VAT area for goods in the shop's country list: the member states, the Azores and Madeira
 * (own rates), and Northern Ireland (Windsor Framework; decision 0034).
 */
export const VAT_AREA: readonly string[] = [...EU_MEMBER_STATES, AZORES, MADEIRA, NORTHERN_IRELAND];
export const inVatArea = (country: string) => VAT_AREA.includes(country.toUpperCase());

export interface TaxDecision {
  treatment: TaxTreatment;
  /** Whose rate applies (the destination, or the seller's country for a domestic sale). */
  country: string;
  rate: BasisPoints;
  /** The seller's VAT number in the destination when it charges that country's VAT (`registered`); else null. */
  registration: string | null;
}

export interface TaxInput {
  /** The selling company's country (PL, or NL for the Dutch B.V.). */
  seller: string;
  /** Where the goods go: the delivery country, or the visitor's country before it is known. */
  destination: string;
  /** The buyer's VAT number's country (its prefix, EL for Greece), when VIES confirmed the number; else null. */
  confirmedVatCountry: string | null;
  rates: TaxRates;
  at: Date;
}

export class MissingTaxRate extends Error {
  constructor(country: string, at: Date) {
    super(`No VAT rate for ${country} on ${at.toISOString().slice(0, 10)} in tax_rates`);
  }
}

export function decideTax(input: TaxInput): TaxDecision {
  const destination = input.destination.toUpperCase();
  const seller = input.seller.toUpperCase();
  if (!inVatArea(destination)) {
    const registration = input.rates.registrationOn(seller, destination, input.at);
    if (registration === null) return { treatment: "export", country: destination, rate: 0, registration: null };
    const rate = input.rates.rateOn(destination, input.at);
    if (rate === null) throw new MissingTaxRate(destination, input.at);
    return { treatment: "registered", country: destination, rate, registration };
  }
  const crossBorder = vatCountryOf(destination) !== vatCountryOf(seller);
  const business = input.confirmedVatCountry === null ? null : vatCountryOf(input.confirmedVatCountry);
  if (crossBorder && business !== null && business !== vatCountryOf(seller)) {
    return { treatment: "intra-community", country: destination, rate: 0, registration: null };
  }
  // A business confirmed in the seller's own country buys where the goods leave (Article 32); only
  // a buyer without a confirmed number gets a distance sale at the destination's rate.
  const domestic = !crossBorder || business !== null;
  const country = domestic ? seller : destination;
  const rate = input.rates.rateOn(country, input.at);
  if (rate === null) throw new MissingTaxRate(country, input.at);
  return { treatment: domestic ? "domestic" : "distance", country, rate, registration: null };
}

/** The spec's two opaque tax classes: standard when VAT is charged, zero otherwise. */
export const taxClassOf = (decision: Pick<TaxDecision, "rate">): TaxClass => (decision.rate > 0 ? "standard" : "zero");

/** A rate as the wire carries it: a fraction (0.23, 0.255). */
export const rateFraction = (rate: BasisPoints) => rate / 10000;

/** The selling company's country for a visitor of a source and country (contract/seller.ts: fixed by the company's id). */
export const sellerCountryFor = (source: Source, country: string) =>
  COMPANY_COUNTRY[sellerIdFor(regionFor(source, country).location.name as Region)];

/**
 * The VAT of catalogue prices: a consumer's, for goods going to `taxcountry` (the basket's delivery
 * country) or, before the storefront knows it, to the visitor's country.
 */
export function consumerTax(
  caller: { source: Source; country: string; taxcountry?: string },
  rates: TaxRates,
  at: Date,
): TaxDecision {
  return decideTax({
    seller: sellerCountryFor(caller.source, caller.country),
    destination: caller.taxcountry ?? caller.country,
    confirmedVatCountry: null,
    rates,
    at,
  });
}
