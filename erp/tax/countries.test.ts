import { describe, expect, it } from "vitest";
import {
  CONTACT_COUNTRIES,
  COUNTRY_NAMES,
  STANDARD_TAX_COUNTRIES,
  hasValidVatFormat,
  parseVatNumber,
  taxClassFor,
  vatNumberFor,
  vatNumberMatchesCountry,
  vatPrefixOf,
} from "./countries.ts";

describe("country lists", () => {
  it("the tax list has 29 codes: the EU states plus the Azores and Madeira", () => {
    expect(STANDARD_TAX_COUNTRIES).toHaveLength(29);
    expect(new Set(STANDARD_TAX_COUNTRIES).size).toBe(29);
    for (const c of ["PL", "DE", "GR", "XA", "XM", "PT", "NL", "SE"]) expect(STANDARD_TAX_COUNTRIES).toContain(c);
    for (const c of ["GB", "NO", "CH", "IC", "RE", "US", "EL"]) expect(STANDARD_TAX_COUNTRIES).not.toContain(c);
  });

  it("the contact list has 33 entries with a name in every language", () => {
    expect(CONTACT_COUNTRIES).toHaveLength(33);
    expect(new Set(CONTACT_COUNTRIES).size).toBe(33);
    for (const c of ["NO", "CH", "IC", "RE", "XA", "XM"]) expect(CONTACT_COUNTRIES).toContain(c);
    for (const c of CONTACT_COUNTRIES) {
      expect(c).toMatch(/^[A-Z]{2}$/);
      expect(COUNTRY_NAMES[c]?.en && COUNTRY_NAMES[c]?.pl && COUNTRY_NAMES[c]?.de, c).toBeTruthy();
    }
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

describe("VAT numbers", () => {
  it("Greece uses the prefix EL; the Azores and Madeira use PT; non-EU has none", () => {
    expect(vatPrefixOf("GR")).toBe("EL");
    expect(vatPrefixOf("XA")).toBe("PT");
    expect(vatPrefixOf("XM")).toBe("PT");
    expect(vatPrefixOf("DE")).toBe("DE");
    expect(vatPrefixOf("NO")).toBeNull();
    expect(vatNumberFor("GR", "094259216")).toBe("EL094259216");
    expect(vatNumberFor("PL", "526-025-02-74")).toBe("PL5260250274");
    expect(vatNumberMatchesCountry("EL094259216", "GR")).toBe(true);
    expect(vatNumberMatchesCountry("GR094259216", "GR")).toBe(false);
  });

  it("accepts numbers in each state's format", () => {
    for (const n of [
      "PL5260250274",
      "DE811569869",
      "EL094259216",
      "ATU13585627",
      "BE0403170701",
      "NL004495445B01",
      "FR40303265045",
      "ESA28015865",
      "ES12345678Z",
      "IT00743110157",
      "SE556703748501",
      "IE6388047V",
      "CY10259033P",
      "CZ00177041",
      "PT501964843",
      "DK13585628",
      "de 811 569 869",
    ]) {
      expect(hasValidVatFormat(n), n).toBe(true);
    }
  });

  it("refuses wrong formats and unknown prefixes", () => {
    for (const n of [
      "PL526025027",
      "DE81156986",
      "GR094259216",
      "EL09425921A",
      "AT13585627",
      "NL004495445C01",
      "SE556703748502",
      "US123456789",
      "NO123456789MVA",
      "123456789",
      "",
      "PL",
    ]) {
      expect(hasValidVatFormat(n), n).toBe(false);
    }
    expect(parseVatNumber("XX123")).toBeNull();
  });
});
