import { describe, expect, it } from "vitest";
import { CompanySchema, REGIONS, SellerRecordSchema } from "../../contract/seller.ts";
import { demoSellerRecord, DUTCH_COMPANY, OFFICES, POLISH_COMPANY, sellerFor } from "./demo-seller.ts";

describe("the demo's seller record", () => {
  it("has both companies in the contract's shape, each with a packaging register number", () => {
    for (const company of [POLISH_COMPANY, DUTCH_COMPANY]) {
      expect(CompanySchema.parse(company)).toEqual(company);
      expect(company.packagingRegisterNumber).toMatch(/\S{6,}/);
    }
    expect(sellerFor("NL").name).toMatch(/B\.V\.$/);
  });
  it("has an office per region, Birmingham for the UK", () => {
    expect(OFFICES.EU.address.city).toBe("Toruń");
    expect(OFFICES.UK.address.city).toBe("Birmingham");
    expect(OFFICES.NL.address).toBe(DUTCH_COMPANY.registeredOffice);
  });
  it("makes a complete record for every region", () => {
    for (const region of REGIONS) expect(SellerRecordSchema.parse(demoSellerRecord(region)).region).toBe(region);
  });
});
