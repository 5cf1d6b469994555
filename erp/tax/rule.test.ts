import { describe, expect, it } from "vitest";
import { EU_MEMBER_STATES } from "../../contract/countries.ts";
import { TaxRates } from "./rates.ts";
import { consumerTax, decideTax, inVatArea, taxClassOf, VAT_AREA } from "./rule.ts";

const rates = new TaxRates([
  { country: "PL", rate: "23.00", validFrom: "2024-01-01" },
  { country: "DE", rate: "19.00", validFrom: "2024-01-01" },
  { country: "NL", rate: "21.00", validFrom: "2024-01-01" },
  { country: "FR", rate: "20.00", validFrom: "2024-01-01" },
  { country: "XA", rate: "16.00", validFrom: "2024-01-01" },
  { country: "EE", rate: "22.00", validFrom: "2024-01-01" },
  { country: "EE", rate: "24.00", validFrom: "2025-07-01" },
  { country: "XI", rate: "20.00", validFrom: "2021-01-01" },
]);
const at = new Date("2026-11-25T12:00:00Z");
const sale = (destination: string, confirmedVatCountry: string | null = null, seller = "PL") =>
  decideTax({ seller, destination, confirmedVatCountry, rates, at });

describe("the VAT area", () => {
  it("is the 27 member states, the Azores, Madeira and Northern Ireland; islands outside it and third countries are not", () => {
    expect(VAT_AREA).toHaveLength(30);
    for (const c of [...EU_MEMBER_STATES, "XA", "XM", "XI"]) expect(inVatArea(c), c).toBe(true);
    for (const c of ["GB", "NO", "CH", "IC", "RE", "US", "EL"]) expect(inVatArea(c), c).toBe(false);
  });
});

describe("decideTax", () => {
  it("charges the seller's rate at home, to consumers and businesses alike", () => {
    expect(sale("PL")).toEqual({ treatment: "domestic", country: "PL", rate: 2300, registration: null });
    expect(sale("PL", "PL")).toEqual({ treatment: "domestic", country: "PL", rate: 2300, registration: null });
    // A German business buying for delivery in Poland: no intra-Community supply, the goods stay.
    expect(sale("PL", "DE")).toEqual({ treatment: "domestic", country: "PL", rate: 2300, registration: null });
    expect(sale("NL", "NL", "NL")).toEqual({ treatment: "domestic", country: "NL", rate: 2100, registration: null });
  });

  it("zero-rates dispatch to another member state for a business whose number VIES confirmed there", () => {
    expect(sale("DE", "DE")).toEqual({ treatment: "intra-community", country: "DE", rate: 0, registration: null });
    // The buyer's number need not be of the destination, only of another state than the seller's.
    expect(sale("FR", "DE")).toEqual({ treatment: "intra-community", country: "FR", rate: 0, registration: null });
    expect(sale("GR", "EL")).toEqual({ treatment: "intra-community", country: "GR", rate: 0, registration: null });
    expect(sale("NL", "NL")).toEqual({ treatment: "intra-community", country: "NL", rate: 0, registration: null });
  });

  it("charges the destination's rate to a consumer in another member state (One-Stop Shop)", () => {
    expect(sale("DE")).toEqual({ treatment: "distance", country: "DE", rate: 1900, registration: null });
    expect(sale("NL")).toEqual({ treatment: "distance", country: "NL", rate: 2100, registration: null });
    expect(sale("XA")).toEqual({ treatment: "distance", country: "XA", rate: 1600, registration: null });
    expect(sale("PL", null, "NL")).toEqual({ treatment: "distance", country: "PL", rate: 2300, registration: null });
  });

  it("treats a business without a confirmed number as a consumer (VIES down or the number refused)", () => {
    expect(sale("DE", null)).toEqual({ treatment: "distance", country: "DE", rate: 1900, registration: null });
  });

  it("charges the seller's rate to a business confirmed in the seller's own country, wherever the goods go", () => {
    expect(sale("DE", "PL")).toEqual({ treatment: "domestic", country: "PL", rate: 2300, registration: null });
  });

  it("zero-rates goods leaving the EU's VAT area, for anyone", () => {
    for (const c of ["GB", "NO", "CH", "IC", "RE", "US"]) {
      expect(sale(c), c).toEqual({ treatment: "export", country: c, rate: 0, registration: null });
      expect(sale(c, "DE"), c).toEqual({ treatment: "export", country: c, rate: 0, registration: null });
    }
  });

  it("gives Great Britain, Norway and Switzerland the zero class as exports, consumer or business", () => {
    for (const c of ["GB", "NO", "CH"]) {
      for (const seller of ["PL", "NL"]) {
        const decision = sale(c, null, seller);
        expect(decision, `${c} from ${seller}`).toEqual({
          treatment: "export",
          country: c,
          rate: 0,
          registration: null,
        });
        expect(taxClassOf(decision)).toBe("zero");
      }
      // Lower case as a form might send it.
      expect(sale(c.toLowerCase()).treatment).toBe("export");
    }
  });

  it("treats Northern Ireland as in the EU's VAT area for goods (Windsor Framework)", () => {
    // A consumer: a distance sale at the UK's rate, declared through the One-Stop Shop.
    expect(sale("XI")).toEqual({ treatment: "distance", country: "XI", rate: 2000, registration: null });
    expect(taxClassOf(sale("XI"))).toBe("standard");
    // A business whose XI number VIES confirmed: an intra-Community supply with reverse charge.
    expect(sale("XI", "XI")).toEqual({ treatment: "intra-community", country: "XI", rate: 0, registration: null });
    // A Northern Irish business buying for delivery to Great Britain: an export all the same.
    expect(sale("GB", "XI")).toEqual({ treatment: "export", country: "GB", rate: 0, registration: null });
  });

  describe("where the seller is registered for VAT outside the EU (decision 0039)", () => {
    const registered = new TaxRates(
      [
        { country: "GB", rate: "20.00", validFrom: "2011-01-04" },
        { country: "PL", rate: "23.00", validFrom: "2024-01-01" },
      ],
      [{ seller: "PL", country: "GB", vatnumber: "GB123456789", validFrom: "2026-12-01", validTo: "2027-06-30" }],
    );
    const gb = (iso: string, seller = "PL", confirmedVatCountry: string | null = null, destination = "GB") =>
      decideTax({ seller, destination, confirmedVatCountry, rates: registered, at: new Date(iso) });

    it("charges that country's VAT under the registration, to consumers and businesses alike", () => {
      const expected = { treatment: "registered", country: "GB", rate: 2000, registration: "GB123456789" };
      expect(gb("2026-12-01T12:00:00Z")).toEqual(expected);
      expect(gb("2026-12-01T12:00:00Z", "PL", "DE")).toEqual(expected);
      expect(taxClassOf(gb("2026-12-01T12:00:00Z"))).toBe("standard");
    });

    it("only from its first to its last day, in the sellers' time zone, and only for its seller", () => {
      // 23:30 UTC on 30 November is 00:30 on 1 December in Warsaw.
      expect(gb("2026-11-30T22:30:00Z").treatment).toBe("export");
      expect(gb("2026-11-30T23:30:00Z").treatment).toBe("registered");
      expect(gb("2027-06-30T12:00:00Z").treatment).toBe("registered");
      expect(gb("2027-07-01T12:00:00Z").treatment).toBe("export");
      expect(gb("2026-12-01T12:00:00Z", "NL").treatment).toBe("export");
      expect(gb("2026-12-01T12:00:00Z", "PL", null, "NO").treatment).toBe("export");
    });

    it("fails loudly when the registered country has no VAT rate", () => {
      const unrated = new TaxRates(
        [],
        [{ seller: "PL", country: "NO", vatnumber: "NO123456789MVA", validFrom: "2020-01-01", validTo: null }],
      );
      expect(() =>
        decideTax({ seller: "PL", destination: "NO", confirmedVatCountry: null, rates: unrated, at }),
      ).toThrow(/No VAT rate for NO/);
    });
  });

  it("takes a dated rate change on its day, in the sellers' time zone", () => {
    const on = (iso: string) =>
      decideTax({ seller: "PL", destination: "EE", confirmedVatCountry: null, rates, at: new Date(iso) });
    expect(on("2025-06-30T12:00:00Z").rate).toBe(2200);
    // 22:30 UTC on 30 June is 00:30 on 1 July in Warsaw.
    expect(on("2025-06-30T22:30:00Z").rate).toBe(2400);
    expect(on("2026-01-01T00:00:00Z").rate).toBe(2400);
  });

  it("fails loudly for a member state without a rate rather than charging a wrong one", () => {
    expect(() => sale("IT")).toThrow(/No VAT rate for IT/);
  });
});

describe("consumerTax and the tax class", () => {
  it("prices for the delivery country once known, else for the visitor's country", () => {
    expect(consumerTax({ source: "main", country: "PL" }, rates, at)).toMatchObject({ country: "PL", rate: 2300 });
    expect(consumerTax({ source: "main", country: "PL", taxcountry: "DE" }, rates, at)).toMatchObject({
      country: "DE",
      rate: 1900,
    });
    expect(consumerTax({ source: "uk", country: "GB" }, rates, at)).toMatchObject({ treatment: "export", rate: 0 });
    // A Dutch visitor buys from the Dutch company: Dutch VAT at home.
    expect(consumerTax({ source: "main", country: "NL" }, rates, at)).toMatchObject({
      treatment: "domestic",
      country: "NL",
    });
  });

  it("is standard when VAT is charged, zero otherwise", () => {
    expect(taxClassOf({ rate: 2300 })).toBe("standard");
    expect(taxClassOf({ rate: 0 })).toBe("zero");
  });
});
