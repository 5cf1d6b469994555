import { describe, expect, it } from "vitest";
import { controllerIdFor, formatIban, regionSoldBy, sellerIdFor } from "./seller.ts";

describe("seller by region", () => {
  it("is the Polish company by default and for the EU and UK regions, the Dutch B.V. for the NL region", () => {
    expect(sellerIdFor("EU")).toBe("pl");
    expect(sellerIdFor("UK")).toBe("pl");
    expect(sellerIdFor("NL")).toBe("nl");
  });
  it("names the region each company sells in", () => {
    expect(regionSoldBy("pl")).toBe("EU");
    expect(regionSoldBy("nl")).toBe("NL");
  });
});

describe("privacy controller by region", () => {
  it("is the Polish company for the EU region and the Dutch company otherwise", () => {
    expect(controllerIdFor("EU")).toBe("pl");
    expect(controllerIdFor("NL")).toBe("nl");
    expect(controllerIdFor("UK")).toBe("nl");
  });
});

describe("IBAN print form", () => {
  it("prints an IBAN in groups of four", () => {
    expect(formatIban("NL62DEMO0417164423")).toBe("NL62 DEMO 0417 1644 23");
  });
});
