import { describe, expect, it } from "vitest";
import { POLISH_COMPANY } from "../../tests/fixtures/demo-seller.ts";
import { jsonForScript } from "./json-script.ts";
import { organizationJsonLd, productJsonLd } from "./product-seo.ts";

const item = {
  name: "DBA4650XS",
  number: "IT-1",
  description: "Disc",
  manufacturer: "DBA",
  photos: [{ url: "/media/a.svg", name: "a" }],
  urlcomponent: "dba4650xs",
};

describe("schema.org Product data", () => {
  it("offers the gross price shown, the currency and the availability", () => {
    const data = productJsonLd({
      item,
      price: {
        currency: "PLN",
        symbol: "zł",
        baseprice: 100,
        grossprice: 123,
        taxrate: 0.23,
        taxcountry: "PL",
        level: null,
        promotion: null,
        quantity: 1,
        amount: 123,
      },
      availability: "outOfStock",
      origin: "https://shop.example",
    });
    expect(data.offers).toMatchObject({
      price: "123.00",
      priceCurrency: "PLN",
      availability: "https://schema.org/OutOfStock",
      url: "https://shop.example/dba4650xs",
    });
    expect(data.image).toEqual(["https://shop.example/media/a.svg"]);
  });

  it("offers the promotion price during a promotion", () => {
    const data = productJsonLd({
      item,
      price: {
        currency: "EUR",
        symbol: "€",
        baseprice: 100,
        grossprice: 123,
        taxrate: 0.23,
        taxcountry: "PL",
        level: null,
        promotion: { baseprice: 80, grossprice: 98.4, lowestprice30: 120, from: "2026-11-01T00:00:00Z" },
        quantity: 1,
        amount: 98.4,
      },
      availability: "inTransit",
      origin: "http://localhost:3000",
    });
    expect(data.offers).toMatchObject({ price: "98.40", availability: "https://schema.org/BackOrder" });
  });

  it("cannot break out of its script element", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});

describe("organizationJsonLd", () => {
  it("names the shop, its company, address, logo and contact", () => {
    const data = organizationJsonLd({
      company: POLISH_COMPANY,
      origin: "https://shop.example",
      shopName: "4x4 & Performance Parts",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "4x4 & Performance Parts",
      legalName: POLISH_COMPANY.name,
      url: "https://shop.example/",
      logo: "https://shop.example/logo.svg",
      vatID: POLISH_COMPANY.vatId,
      address: { "@type": "PostalAddress", postalCode: "87-100", addressLocality: "Toruń", addressCountry: "PL" },
      contactPoint: { "@type": "ContactPoint", email: POLISH_COMPANY.email, telephone: POLISH_COMPANY.phone },
    });
  });
});
