import { describe, expect, it } from "vitest";
import { CompanySchema, SiteSchema } from "../../contract/seller.ts";
import { DEMO_COMPANIES, DEMO_OFFICES } from "../seed/demo-seller.ts";
import { parseSellerFile, SellerFileError, sellerTemplate } from "./file.ts";

const problemsOf = (json: unknown): string[] => {
  try {
    parseSellerFile(json);
    return [];
  } catch (error) {
    if (error instanceof SellerFileError) return error.problems;
    throw error;
  }
};

describe("the file of `npm run company`", () => {
  it("reads the companies by id and the offices by region, as the contract's records", () => {
    const file = parseSellerFile({ companies: { pl: DEMO_COMPANIES[0] }, offices: { UK: DEMO_OFFICES.UK } });
    expect(file.companies.pl?.name).toBe(DEMO_COMPANIES[0].name);
    expect(file.companies.nl).toBeUndefined();
    expect(file.offices.UK?.address.city).toBe("Birmingham");
  });

  it("names every wrong field at once, by its place in the file", () => {
    expect(
      problemsOf({
        companies: { pl: { ...DEMO_COMPANIES[0], phone: "ring us" }, de: DEMO_COMPANIES[0], nl: DEMO_COMPANIES[0] },
        offices: { EU: { ...DEMO_OFFICES.EU, email: "" }, US: DEMO_OFFICES.EU },
      }),
    ).toEqual([
      "companies.pl.phone: Invalid format",
      "companies.de: the company ids are pl, nl",
      'companies.nl.id: must be "nl"',
      "offices.EU.email: String must contain at least 3 character(s)",
      "offices.EU.email: Invalid format",
      "offices.US: the regions are EU, UK, NL",
    ]);
    expect(problemsOf([])).toEqual(['the file is a JSON object with "companies" and "offices"']);
    expect(problemsOf({})).toEqual(["the file sets no company and no office"]);
  });

  it("the template has every company and region, empty where nothing is set, and is refused until filled in", () => {
    const template = sellerTemplate({ companies: { nl: DEMO_COMPANIES[1] }, offices: {} });
    expect(Object.keys(template.companies)).toEqual(["pl", "nl"]);
    expect(Object.keys(template.offices)).toEqual(["EU", "UK", "NL"]);
    expect(template.companies.nl).toEqual(DEMO_COMPANIES[1]);
    expect(template.companies.pl?.country).toBe("PL");
    expect(CompanySchema.safeParse(template.companies.pl).success).toBe(false);
    expect(SiteSchema.safeParse(template.offices.EU).success).toBe(false);
    expect(problemsOf(template)).toContain("companies.pl.name: This field is required");
  });
});
