import { describe, expect, it } from "vitest";
import { STANDARD_TAX_COUNTRIES, taxClassFor } from "./tax-class.ts";

describe("standard tax countries", () => {
  it("the tax list has 29 codes: the EU states plus the Azores and Madeira", () => {
    expect(STANDARD_TAX_COUNTRIES).toHaveLength(29);
    expect(new Set(STANDARD_TAX_COUNTRIES).size).toBe(29);
    for (const c of ["PL", "DE", "GR", "XA", "XM", "PT", "NL", "SE"]) expect(STANDARD_TAX_COUNTRIES).toContain(c);
    for (const c of ["GB", "NO", "CH", "IC", "RE", "US", "EL"]) expect(STANDARD_TAX_COUNTRIES).not.toContain(c);
  });
});

describe("tax class", () => {
  const consumer = { companyWithValidVat: false };
  it("is standard inside the EU list, the Azores and Madeira included", () => {
    for (const c of ["PL", "DE", "FR", "GR", "XA", "XM"])
      expect(taxClassFor({ shipCountry: c, ...consumer }), c).toBe("standard");
  });
  it("is zero outside the EU list", () => {
    for (const c of ["NO", "CH", "GB", "IC", "RE", "US"])
      expect(taxClassFor({ shipCountry: c, ...consumer }), c).toBe("zero");
  });
  it("is zero for a company in another EU state with a valid VAT number", () => {
    expect(taxClassFor({ shipCountry: "DE", companyWithValidVat: true, billCountry: "DE" })).toBe("zero");
    expect(taxClassFor({ shipCountry: "GR", companyWithValidVat: true, billCountry: "GR" })).toBe("zero");
    expect(taxClassFor({ shipCountry: "DE", companyWithValidVat: false, billCountry: "DE" })).toBe("standard");
  });
  it("stays standard for a company in the seller's own country (no cross-border reverse charge)", () => {
    expect(taxClassFor({ shipCountry: "PL", companyWithValidVat: true, billCountry: "PL" })).toBe("standard");
    expect(taxClassFor({ shipCountry: "NL", companyWithValidVat: true, billCountry: "NL", sellerCountry: "NL" })).toBe(
      "standard",
    );
    expect(taxClassFor({ shipCountry: "NL", companyWithValidVat: true, billCountry: "NL", sellerCountry: "PL" })).toBe(
      "zero",
    );
  });
  it("is standard before a country is chosen", () => {
    expect(taxClassFor({ shipCountry: null, ...consumer })).toBe("standard");
  });
});
