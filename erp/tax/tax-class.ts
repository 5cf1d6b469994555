/**
 * The tax rule of a basket (transactions.md sections 4 and 9): which countries pay the standard
 * rate, the tax class of a basket and the rate of a class.
 */
import type { TaxClass } from "../../contract/wire.ts";
import { AZORES, EU_MEMBER_STATES, MADEIRA, vatCountryOf } from "../../contract/countries.ts";

/** The 29 codes with the standard tax class: the EU states plus the Portuguese Azores and Madeira. */
export const STANDARD_TAX_COUNTRIES: readonly string[] = [...EU_MEMBER_STATES, AZORES, MADEIRA];

export const isStandardTaxCountry = (country: string) => STANDARD_TAX_COUNTRIES.includes(country.toUpperCase());

/**
 * The tax class of a basket (transactions.md sections 4 and 9): zero outside the EU list, zero for
 * a company billing address with a valid VAT number (intra-community supply, reverse charge),
 * standard otherwise. A company in the seller's own country still pays VAT: reverse charge only
 * applies across a border (docs/decisions/0008-checkout.md).
 */
export function taxClassFor(input: {
  shipCountry: string | null;
  /** The billing address names a company and its VAT number was found valid. */
  companyWithValidVat: boolean;
  /** Country of the billing company (the VAT number's country). */
  billCountry?: string | null;
  /** Country of the selling company (PL, or NL for the Dutch B.V.). */
  sellerCountry?: string;
}): TaxClass {
  if (input.shipCountry && !isStandardTaxCountry(input.shipCountry)) return "zero";
  if (input.companyWithValidVat) {
    const seller = input.sellerCountry ?? "PL";
    if (!input.billCountry || vatCountryOf(input.billCountry) !== vatCountryOf(seller)) return "zero";
  }
  return "standard";
}

/** Standard VAT rate of the shop's gross prices (the 1.23 tax factor of the spec). */
export const STANDARD_TAX_RATE = 0.23;
export const taxRateOf = (taxClass: TaxClass) => (taxClass === "standard" ? STANDARD_TAX_RATE : 0);
