import { describe, expect, it } from "vitest";
import type { ApplicationRow } from "../../contract/item.ts";
import { applicationCatalogueUrl, applicationCell, applicationColumns, applicationVehicle } from "./applications.ts";

const row = (over: Partial<ApplicationRow> = {}): ApplicationRow => ({
  make: "Toyota",
  model: "Hilux",
  year: "2015-2024",
  peryear: [],
  variant: "AN120/AN130",
  engine: "2.8 D-4D 1GD-FTV",
  note: "With 2-piston caliper",
  description: "Street",
  parameter: "+40 mm lift",
  parameter2: "",
  parameter3: "",
  categorydescription: "Brake disc",
  groupdescription: "Coil springs",
  classdescription: "Axle class A",
  ...over,
});

describe("applications columns per manufacturer (storefront.md)", () => {
  it.each([
    ["DBA", ["make", "model", "year", "variant", "category", "note", "description"]],
    ["TURBOSMART", ["make", "model", "variant"]],
    ["WHITELINE", ["make", "model", "year"]],
    ["SUPERPRO", ["make", "model", "year", "category", "parameter"]],
    ["RYCO", ["make", "model", "year", "variant"]],
    ["XFORCE", ["make", "model", "year", "variant"]],
    ["PEDDERS", ["make", "model", "year", "group", "parameter"]],
    ["HAWK", ["make", "model", "year", "variant", "axleClass"]],
    ["ACS", ["make", "model", "year", "variant", "engine", "note"]],
    ["ACL", ["make", "model", "engine", "variant"]],
    ["SABER", ["category", "group"]],
    ["REDARC", ["category", "group"]],
    ["AEROFLOW", ["category", "group", "class"]],
    ["OSRAM", ["make", "model", "year", "variant", "engine"]],
    ["OTHER", ["make", "model", "year", "variant", "engine"]],
  ])("%s", (group, columns) => {
    expect(applicationColumns(group)).toEqual(columns);
  });

  it("reads each column from its row field", () => {
    const r = row();
    expect(applicationCell(r, "category")).toBe("Brake disc");
    expect(applicationCell(r, "group")).toBe("Coil springs");
    expect(applicationCell(r, "axleClass")).toBe("Axle class A");
    expect(applicationCell(r, "class")).toBe("Axle class A");
    expect(applicationCell(r, "parameter")).toBe("+40 mm lift");
  });
});

describe("a row in the page's language", () => {
  const labels = { "Brake disc": "Bremsscheibe", "With 2-piston caliper": "Mit Zweikolben-Bremssattel" };
  it("shows the ERP's text of a stored value, and a value without one as stored", () => {
    expect(applicationCell(row(), "category", labels)).toBe("Bremsscheibe");
    expect(applicationCell(row(), "note", labels)).toBe("Mit Zweikolben-Bremssattel");
    expect(applicationCell(row(), "description", labels)).toBe("Street");
    expect(applicationCell(row(), "make", labels)).toBe("Toyota");
  });
  it("names the vehicle and part in the page's language, and links with the stored value", () => {
    expect(applicationVehicle(row(), labels)).toBe(
      "Toyota Hilux 2015-2024 AN120/AN130 2.8 D-4D 1GD-FTV Bremsscheibe Coil springs",
    );
    expect(new URL(applicationCatalogueUrl("dba", row()), "http://shop").searchParams.get("category")).toBe(
      "Brake disc",
    );
  });
});

describe("a row leads to the catalogue of the brand with the row's values", () => {
  it("puts every non-empty value into the query", () => {
    const url = new URL(applicationCatalogueUrl("dba", row({ groupdescription: "", note: "x" })), "http://shop");
    expect(url.pathname).toBe("/catalogue/dba");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      make: "Toyota",
      model: "Hilux",
      year: "2015-2024",
      engine: "2.8 D-4D 1GD-FTV",
      variant: "AN120/AN130",
      category: "Brake disc",
    });
  });

  it("leaves out a year the catalogue cannot read and empty fields", () => {
    const url = new URL(
      applicationCatalogueUrl("acl", row({ year: "", variant: "", categorydescription: "", groupdescription: "" })),
      "http://shop",
    );
    expect(url.searchParams.has("year")).toBe(false);
    expect(url.searchParams.has("variant")).toBe(false);
    expect(url.searchParams.get("engine")).toBe("2.8 D-4D 1GD-FTV");
  });
});
