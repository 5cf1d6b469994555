import { describe, expect, it } from "vitest";
import {
  CONTACT_COUNTRIES,
  COUNTRY_NAMES,
  hasValidVatFormat,
  isEuMemberState,
  parseVatNumber,
  SHIPPING_COUNTRIES,
  ukPostcodeProblem,
  vatNumberFor,
  vatNumberMatchesCountry,
  vatPrefixOf,
} from "./countries.ts";

describe("country lists", () => {
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

describe("shipping countries (issue 22)", () => {
  it("are the contact list, Great Britain and Northern Ireland, each named in every language", () => {
    expect(SHIPPING_COUNTRIES).toEqual([...CONTACT_COUNTRIES, "GB", "XI"]);
    expect(new Set(SHIPPING_COUNTRIES).size).toBe(35);
    for (const c of SHIPPING_COUNTRIES)
      expect(COUNTRY_NAMES[c]?.en && COUNTRY_NAMES[c]?.pl && COUNTRY_NAMES[c]?.de, c).toBeTruthy();
    // The contact list stays the specification's 33.
    expect(CONTACT_COUNTRIES).not.toContain("GB");
  });

  it("checks UK postcodes and keeps Northern Ireland's BT postcodes apart", () => {
    for (const zip of ["B24 9QJ", "sw1a 1aa", "EC1A1BB", "M1 1AE", " CR2 6XH "])
      expect(ukPostcodeProblem("GB", zip), zip).toBeNull();
    for (const zip of ["12345", "B24", "B24 9Q", "ABC 123", ""])
      expect(ukPostcodeProblem("GB", zip), zip).toBe("format");
    expect(ukPostcodeProblem("GB", "BT1 5GS")).toBe("northernIreland");
    expect(ukPostcodeProblem("XI", "BT1 5GS")).toBeNull();
    expect(ukPostcodeProblem("xi", "bt48 6dq")).toBeNull();
    expect(ukPostcodeProblem("XI", "B24 9QJ")).toBe("greatBritain");
    expect(ukPostcodeProblem("XI", "D02 X285")).toBe("format");
    // Other countries' postcodes are not the UK's business.
    expect(ukPostcodeProblem("DE", "BT1 5GS")).toBeNull();
    expect(ukPostcodeProblem("NO", "0150")).toBeNull();
  });
});

describe("EU membership", () => {
  it("holds for member states in any case, not for the UK, Norway or the manufacturers' countries", () => {
    expect(isEuMemberState("PL")).toBe(true);
    expect(isEuMemberState("de")).toBe(true);
    for (const c of ["GB", "NO", "AU", "US"]) expect(isEuMemberState(c), c).toBe(false);
  });
});

describe("VAT numbers", () => {
  it("Greece uses the prefix EL; the Azores and Madeira use PT; non-EU has none", () => {
    expect(vatPrefixOf("GR")).toBe("EL");
    expect(vatPrefixOf("XA")).toBe("PT");
    expect(vatPrefixOf("XM")).toBe("PT");
    expect(vatPrefixOf("DE")).toBe("DE");
    expect(vatPrefixOf("NO")).toBeNull();
    expect(vatPrefixOf("GB")).toBeNull();
    expect(vatPrefixOf("CH")).toBeNull();
    // Northern Ireland's traders have XI numbers, checked by VIES.
    expect(vatPrefixOf("XI")).toBe("XI");
    expect(vatNumberFor("XI", "123 4567 89")).toBe("XI123456789");
    expect(hasValidVatFormat("XI123456789")).toBe(true);
    expect(hasValidVatFormat("XI123456789012")).toBe(true);
    expect(hasValidVatFormat("XI12345678")).toBe(false);
    expect(hasValidVatFormat("GB123456789")).toBe(false);
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
