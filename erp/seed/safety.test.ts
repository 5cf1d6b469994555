import { describe, expect, it } from "vitest";
import { BRANDS } from "../../contract/catalogue.ts";
import { COUNTRY_NAMES } from "../../contract/countries.ts";
import { buildDemoCatalogue } from "./catalogue.ts";
import { BRAND_SAFETY, responsiblePersonFor, SERIES_WARNINGS, type Manufacturer } from "./safety.ts";

const LANGS = ["en", "pl", "de"] as const;
const sameListsInEveryLanguage = (w: Record<(typeof LANGS)[number], string[]>) =>
  LANGS.every((lang) => w[lang].length === w.en.length && w[lang].every((line) => line.trim().length > 0));

describe("demo product safety data", () => {
  it("names a whole manufacturer and warnings in every language for every brand", () => {
    for (const brand of BRANDS) {
      const { manufacturer: m, warnings } = BRAND_SAFETY[brand.id];
      for (const field of ["name", "street", "postcode", "city", "country"] as const)
        expect(m[field], brand.id).toBeTruthy();
      expect(COUNTRY_NAMES[m.country], brand.id).toBeDefined();
      expect(warnings.en.length, brand.id).toBeGreaterThan(0);
      expect(sameListsInEveryLanguage(warnings), brand.id).toBe(true);
    }
  });

  it("uses only placeholder e-mail and web addresses on .example domains", () => {
    for (const brand of BRANDS) {
      const { email, url } = BRAND_SAFETY[brand.id].manufacturer;
      expect(email).toMatch(/^[a-z]+@[a-z.]+\.example$/);
      expect(url).toMatch(/^https:\/\/www\.[a-z.]+\.example$/);
    }
  });

  it("gives a manufacturer outside the EU the distributor as EU responsible person, one inside none", () => {
    const place = (country: string): Manufacturer => ({ ...BRAND_SAFETY.dba.manufacturer, country });
    expect(responsiblePersonFor(place("AU"))).toBe("pl");
    expect(responsiblePersonFor(place("US"))).toBe("pl");
    expect(responsiblePersonFor(place("DE"))).toBeNull();
    expect(responsiblePersonFor(BRAND_SAFETY.hawk.manufacturer)).toBe("pl");
  });

  it("series warnings are complete and reach parts of the demo catalogue", () => {
    const items = buildDemoCatalogue().items;
    for (const [series, warnings] of Object.entries(SERIES_WARNINGS)) {
      expect(sameListsInEveryLanguage(warnings), series).toBe(true);
      expect(
        items.some((i) => i.safetyWarnings === warnings),
        series,
      ).toBe(true);
    }
  });
});
