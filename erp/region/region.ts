/**
 * The region of a caller, from the site's source and the country: it names the seller
 * (contract/seller.ts), whose VAT rule and bank accounts apply, and the price list the catalogue
 * prices from. Its own module, so the catalogue, customers and tax each read it without importing
 * one another.
 */
import type { RegionData } from "../../contract/region.ts";
import type { Source } from "../../contract/catalogue.ts";
import { currenciesOf } from "../../contract/money.ts";
import { ErpError } from "../errors.ts";

/** Region of a visitor: the UK source is UK, Dutch visitors NL, everyone else EU (the default contact region). */
export function regionFor(source: Source, country: string): RegionData {
  const name = source === "uk" ? "UK" : country === "NL" ? "NL" : "EU";
  return { location: { name }, country };
}

export const PRICE_LISTS = {
  EU: "Europe",
  UK: "United Kingdom",
  NL: "Netherlands",
} as const;
export type PriceListId = keyof typeof PRICE_LISTS;

/** Region (price list) for a source and country: UK source uses UK prices, NL customers the NL list. */
export function priceListFor(source: Source, country: string): PriceListId {
  if (source === "uk") return "UK";
  if (country.toUpperCase() === "NL") return "NL";
  return "EU";
}

/** A call or basket in a currency its source does not sell in (GBP outside the UK source, decision 0069). */
export const notSoldIn = (source: Source, currency: string) =>
  new ErpError(
    400,
    "BAD_REQUEST",
    `The ${source} source sells in ${currenciesOf(source).join(", ")}, not ${currency}`,
    {
      currency: [`must be one of ${currenciesOf(source).join(", ")}`],
    },
  );
