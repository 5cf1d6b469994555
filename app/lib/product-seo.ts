/** Search-engine data of a product page: schema.org Product with its offer (price, currency, availability). */
import type { Item, Price } from "../../contract/item.ts";
import type { AvailabilityCase } from "../../contract/availability.ts";
import { displayPrice } from "./price-display.ts";
import type { Company } from "../../contract/seller.ts";
import { LANGUAGES } from "../../contract/languages.ts";

const SCHEMA_AVAILABILITY: Record<AvailabilityCase, string> = {
  inStock: "https://schema.org/InStock",
  dropship: "https://schema.org/InStock",
  alternative: "https://schema.org/InStock",
  inTransit: "https://schema.org/BackOrder",
  airfreight: "https://schema.org/BackOrder",
  inTransitLate: "https://schema.org/BackOrder",
  outOfStock: "https://schema.org/OutOfStock",
};

export function productJsonLd(opts: {
  item: Pick<Item, "name" | "number" | "description" | "manufacturer" | "photos" | "urlcomponent">;
  price: Price;
  availability: AvailabilityCase;
  origin: string;
}): Record<string, unknown> {
  const { item, price, origin } = opts;
  const url = `${origin}/${item.urlcomponent}`;
  const shown = displayPrice(price);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${item.manufacturer} ${item.name}`,
    sku: item.number,
    mpn: item.name,
    description: item.description,
    brand: { "@type": "Brand", name: item.manufacturer },
    image: item.photos.map((p) => `${origin}${p.url}`),
    url,
    // An item without a price is not offered for sale: no offer, rather than one at 0.00.
    ...(shown.kind === "onRequest"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url,
            price: shown.now.toFixed(2),
            priceCurrency: price.currency,
            availability: SCHEMA_AVAILABILITY[opts.availability],
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
  };
}

/**
 * schema.org Organization of the home page (issue 22 item 7): the shop under its name, its
 * address, logo and contact, and the company behind it (contract/seller.ts).
 */
export function organizationJsonLd(opts: { company: Company; origin: string; shopName: string }) {
  const { company, origin } = opts;
  const office = company.registeredOffice;
  const address = {
    "@type": "PostalAddress",
    streetAddress: office.street,
    postalCode: office.postcode,
    addressLocality: office.city,
    addressCountry: company.country,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: opts.shopName,
    legalName: company.name,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatId,
    address,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: company.email,
      telephone: company.phone,
      availableLanguage: [...LANGUAGES],
    },
  };
}
