import { describe, expect, it } from "vitest";
import { companyById, controllerFor, DUTCH_COMPANY, formatIban, OFFICES, POLISH_COMPANY, sellerFor } from "./seller.ts";

describe("seller by region", () => {
  it("is the Polish company by default and for the EU and UK regions", () => {
    expect(sellerFor("EU")).toBe(POLISH_COMPANY);
    expect(sellerFor("UK")).toBe(POLISH_COMPANY);
  });
  it("is the Dutch B.V. for the NL region", () => {
    expect(sellerFor("NL")).toBe(DUTCH_COMPANY);
    expect(sellerFor("NL").name).toMatch(/B\.V\.$/);
  });
  it("names a packaging register number for both companies", () => {
    for (const company of [POLISH_COMPANY, DUTCH_COMPANY]) expect(company.packagingRegisterNumber).toMatch(/\S{6,}/);
  });
});

describe("company by id", () => {
  it("finds both companies by their ids", () => {
    expect(companyById("pl")).toBe(POLISH_COMPANY);
    expect(companyById("nl")).toBe(DUTCH_COMPANY);
  });
});

describe("privacy controller by region", () => {
  it("is the Polish company for the EU region and the Dutch company otherwise", () => {
    expect(controllerFor("EU")).toBe(POLISH_COMPANY);
    expect(controllerFor("NL")).toBe(DUTCH_COMPANY);
    expect(controllerFor("UK")).toBe(DUTCH_COMPANY);
  });
});

describe("contact offices", () => {
  it("has an office per region, Birmingham for the UK", () => {
    expect(OFFICES.EU.address.city).toBe("Toruń");
    expect(OFFICES.UK.address.city).toBe("Birmingham");
    expect(OFFICES.NL.address).toBe(DUTCH_COMPANY.registeredOffice);
  });
});

describe("IBAN print form", () => {
  it("prints an IBAN in groups of four", () => {
    expect(formatIban("NL62DEMO0417164423")).toBe("NL62 DEMO 0417 1644 23");
  });
});
