import { describe, expect, it } from "vitest";
import { warehouseIn, warehousesFor, warehousesForSource } from "./constants.ts";

describe("the warehouse that serves a destination (decision 0034)", () => {
  it("is the warehouse in the destination's country where the ERP has one", () => {
    expect(warehouseIn("GB")).toBe("BIRMINGHAM");
    expect(warehouseIn("gb")).toBe("BIRMINGHAM");
    expect(warehouseIn("PL")).toBe("TORUN");
    // The manufacturer's dropship location is no warehouse, whatever its country.
    expect(warehouseIn("AU")).toBeNull();
    expect(warehouseIn("DE")).toBeNull();
    // Northern Ireland has no warehouse of its own: goods there come from the EU.
    expect(warehouseIn("XI")).toBeNull();
  });

  it("sends Great Britain's orders from Birmingham and the rest from the source's warehouse", () => {
    for (const source of ["main", "parts", "uk"] as const) {
      expect(warehousesFor(source, "GB")).toEqual({ default: "BIRMINGHAM", alternative: "TORUN" });
      expect(warehousesFor(source, "PL")).toEqual({ default: "TORUN", alternative: "BIRMINGHAM" });
      for (const elsewhere of ["DE", "NO", "CH", "XI", null, undefined]) {
        expect(warehousesFor(source, elsewhere), `${source} ${elsewhere}`).toEqual(warehousesForSource(source));
      }
    }
  });
});
