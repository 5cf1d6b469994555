import { describe, expect, it } from "vitest";
import { activeFilters, catalogueUrl, readCatalogueUrl, sameFilters } from "./catalogue.ts";

describe("catalogue URL", () => {
  it("puts the brand in the path and the other filters, sort and page in the query", () => {
    expect(
      catalogueUrl({
        screen: "catalogue",
        filters: { brand: "dba", make: "Toyota", model: "Hilux", year: "2015-2024" },
        sort: "price",
        page: 2,
      }),
    ).toBe("/catalogue/dba?make=Toyota&model=Hilux&year=2015-2024&sort=price&page=2");
    expect(catalogueUrl({ screen: "stock-clearance", filters: {} })).toBe("/stock-clearance");
    expect(catalogueUrl({ screen: "catalogue", filters: { variant: "AN120/AN130", make: " " } })).toBe(
      "/catalogue?variant=AN120%2FAN130",
    );
  });

  it("reads back what it wrote, whatever order the query has", () => {
    const url = new URL("http://shop/catalogue/dba?year=2018&make=Toyota&model=Hilux&sort=number&page=3");
    expect(readCatalogueUrl(url, "dba")).toEqual({
      screen: "catalogue",
      filters: { brand: "dba", make: "Toyota", model: "Hilux", year: "2018" },
      sort: "number",
      page: 3,
      anyVehicle: false,
      brandInQuery: false,
    });
  });

  it("takes the brand of the no-JS form from the query and ignores junk sort and page", () => {
    const state = readCatalogueUrl(
      new URL("http://shop/stock-clearance?brand=HAWK&sort=cheapest&page=-4&make="),
      undefined,
    );
    expect(state).toMatchObject({
      screen: "stock-clearance",
      filters: { brand: "hawk" },
      sort: "relevance",
      page: 1,
      brandInQuery: true,
    });
    expect(readCatalogueUrl(new URL("http://shop/catalogue?page=abc"), undefined).page).toBe(1);
  });

  it("lists active filters in drill-down order, each removable on its own", () => {
    const list = activeFilters({
      screen: "catalogue",
      filters: { year: "2018", brand: "dba", make: "Toyota" },
      sort: "price",
      page: 4,
    });
    expect(list.map((f) => f.field)).toEqual(["brand", "make", "year"]);
    expect(list[0]!.removeUrl).toBe("/catalogue?make=Toyota&year=2018&sort=price");
    expect(list[2]!.removeUrl).toBe("/catalogue/dba?make=Toyota&sort=price");
  });

  it("compares filters ignoring empty values", () => {
    expect(sameFilters({ make: "Toyota", model: "" }, { make: "Toyota" })).toBe(true);
    expect(sameFilters({ make: "Toyota" }, { make: "Ford" })).toBe(false);
  });
});
