import { describe, expect, it } from "vitest";
import { POLISH_COMPANY } from "../../tests/fixtures/demo-seller.ts";
import type { ProductSafety } from "../../contract/item.ts";
import { safetyView } from "./product-safety.ts";

const safety: ProductSafety = {
  manufacturer: {
    name: "Hawk Performance",
    street: "4 Demo Drive",
    postcode: "44256",
    city: "Medina, Ohio",
    country: "US",
    email: "safety@hawkperformance.example",
    url: "https://www.hawkperformance.example",
  },
  responsible: "pl",
  identifier: "HB123",
  warnings: ["Fitting by a qualified mechanic only."],
};

describe("product safety view", () => {
  it("gives the manufacturer's address with its country named in the shopper's language", () => {
    expect(safetyView(safety, "de", POLISH_COMPANY).manufacturer).toEqual({
      name: "Hawk Performance",
      address: ["4 Demo Drive", "44256 Medina, Ohio", "Vereinigte Staaten"],
      email: "safety@hawkperformance.example",
      url: "https://www.hawkperformance.example",
    });
  });

  it("names the seller company the ERP gives as EU responsible person, with its own address", () => {
    expect(safetyView(safety, "pl", POLISH_COMPANY).responsible).toEqual({
      name: POLISH_COMPANY.name,
      address: ["ul. Przemysłowa 10", "87-100 Toruń", "Polska"],
      email: POLISH_COMPANY.email,
      url: null,
    });
  });

  it("has no responsible person for a manufacturer in the EU and no manufacturer when the ERP has none", () => {
    const view = safetyView({ ...safety, manufacturer: null, responsible: null }, "en", null);
    expect(view.manufacturer).toBeNull();
    expect(view.responsible).toBeNull();
    expect(view.identifier).toBe("HB123");
    expect(view.warnings).toEqual(safety.warnings);
  });
});
