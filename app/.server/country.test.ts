import { describe, expect, it } from "vitest";
import { countryFromHeader, detectCountry } from "./country.ts";

const trusted = { TRUST_PROXY: "true" as const, GEO_COUNTRY_HEADER: "CF-IPCountry" };

describe("visitor country", () => {
  it("reads the geo header only behind a trusted proxy with the header configured", () => {
    const headers = new Headers({ "CF-IPCountry": "nl" });
    expect(countryFromHeader(headers, trusted)).toBe("NL");
    expect(countryFromHeader(headers, { TRUST_PROXY: "false", GEO_COUNTRY_HEADER: "CF-IPCountry" })).toBeNull();
    expect(countryFromHeader(headers, { TRUST_PROXY: "true" })).toBeNull();
  });
  it("ignores unknown or malformed values and falls back to the language, PL when nothing fits", () => {
    for (const value of ["XX", "T1", "", "NLD", "<x>"]) {
      expect(detectCountry(new Headers({ "CF-IPCountry": value }), "de", trusted)).toBe("DE");
    }
    expect(detectCountry(new Headers(), "en", trusted)).toBe("PL");
    expect(detectCountry(new Headers(), "pl", { TRUST_PROXY: "false" })).toBe("PL");
  });
  it("spells the United Kingdom GB", () => {
    expect(countryFromHeader(new Headers({ "CF-IPCountry": "UK" }), trusted)).toBe("GB");
  });
});
