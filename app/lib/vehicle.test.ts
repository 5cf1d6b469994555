import { describe, expect, it } from "vitest";
import { activeFilters, catalogueUrl, keepsAnyVehicle, readCatalogueUrl } from "./catalogue.ts";
import {
  addVehicle,
  MAX_VEHICLES,
  namesVehicle,
  parseVehicles,
  removeVehicle,
  serializeVehicles,
  showsVehicle,
  toVehicle,
  chooseVehicle,
  VehicleFormSchema,
  vehicleFilters,
  vehicleName,
  vehicleOfFilters,
} from "./vehicle.ts";
import type { Vehicle } from "../../contract/vehicle.ts";

const hilux: Vehicle = { make: "Toyota", model: "Hilux", year: "2018", engine: "2.4 D-4D" };
const ranger: Vehicle = { make: "Ford", model: "Ranger", year: "2016" };
const cookie = (value: unknown) => `other=1; vehicles=${encodeURIComponent(JSON.stringify(value))}; x=y`;
/** The cookie a Set-Cookie value stores, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("the vehicles cookie", () => {
  it("reads the saved list, the first being the active one", () => {
    expect(parseVehicles(cookie([hilux, ranger]))).toEqual([hilux, ranger]);
    expect(parseVehicles(sentBack(serializeVehicles([ranger, hilux], false)))).toEqual([ranger, hilux]);
  });

  it("counts junk as no vehicles", () => {
    expect(parseVehicles(null)).toEqual([]);
    expect(parseVehicles("vehicles=%7Bnot json")).toEqual([]);
    expect(parseVehicles("vehicles=%E0%A4%A")).toEqual([]);
    expect(parseVehicles(cookie({ make: "Toyota" }))).toEqual([]);
    expect(parseVehicles(cookie([{ ...hilux, year: "soon" }]))).toEqual([]);
    expect(parseVehicles(cookie([{ ...hilux, make: "" }]))).toEqual([]);
    expect(parseVehicles(cookie([{ ...hilux, model: "x".repeat(81) }]))).toEqual([]);
    expect(parseVehicles(cookie(Array.from({ length: MAX_VEHICLES + 1 }, () => ranger)))).toEqual([]);
  });

  it("is written for a year, Secure when asked, and cleared when empty", () => {
    const written = serializeVehicles([hilux], true);
    expect(written).toMatch(/^vehicles=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(serializeVehicles([hilux], false)).not.toContain("Secure");
    expect(serializeVehicles([], false)).toBe("vehicles=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("stays under the size a browser keeps, dropping the oldest", () => {
    const long = (i: number): Vehicle => ({ make: "Ż".repeat(80), model: `${i}${"ł".repeat(79)}`, year: "2020" });
    const list = Array.from({ length: MAX_VEHICLES }, (_, i) => long(i));
    const written = serializeVehicles(list, true);
    expect(written.length).toBeLessThan(4000);
    const back = parseVehicles(sentBack(written));
    expect(back.length).toBeGreaterThan(0);
    expect(back.length).toBeLessThan(MAX_VEHICLES);
    expect(back[0]).toEqual(list[0]);
  });
});

describe("the saved list", () => {
  it("adds a vehicle as the active one, once, keeping at most five", () => {
    expect(addVehicle([ranger], hilux)).toEqual([hilux, ranger]);
    expect(addVehicle([ranger, hilux], { ...hilux, make: "TOYOTA" })).toEqual([{ ...hilux, make: "TOYOTA" }, ranger]);
    const many = Array.from({ length: MAX_VEHICLES }, (_, i) => ({ ...ranger, year: String(2000 + i) }));
    const next = addVehicle(many, hilux);
    expect(next).toHaveLength(MAX_VEHICLES);
    expect(next[0]).toEqual(hilux);
    expect(next).not.toContainEqual(many[MAX_VEHICLES - 1]);
  });

  it("uses and removes a saved vehicle; an unknown one changes nothing", () => {
    expect(chooseVehicle([ranger, hilux], hilux)).toEqual([hilux, ranger]);
    expect(chooseVehicle([ranger], hilux)).toEqual([ranger]);
    expect(removeVehicle([ranger, hilux], ranger)).toEqual([hilux]);
    // An engine tells two vehicles apart.
    expect(removeVehicle([hilux], { ...hilux, engine: undefined })).toEqual([hilux]);
  });

  it("names a vehicle and turns it into catalogue filters and back", () => {
    expect(vehicleName(hilux)).toBe("Toyota Hilux 2018 2.4 D-4D");
    expect(vehicleName(ranger)).toBe("Ford Ranger 2016");
    expect(vehicleFilters(ranger)).toEqual({ make: "Ford", model: "Ranger", year: "2016" });
    expect(vehicleOfFilters({ brand: "dba", ...vehicleFilters(hilux) })).toEqual(hilux);
    expect(vehicleOfFilters({ make: "Ford", model: "Ranger" })).toBeNull();
    // A range of years is not one vehicle.
    expect(vehicleOfFilters({ make: "Ford", model: "Ranger", year: "2015-2020" })).toBeNull();
    expect(showsVehicle({ brand: "dba", ...vehicleFilters(hilux) }, hilux)).toBe(true);
    expect(showsVehicle(vehicleFilters(ranger), hilux)).toBe(false);
    expect(toVehicle({ make: "Ford", model: "Ranger", year: "2016", engine: " " })).toEqual(ranger);
  });

  it("the form refuses bad input with translated messages", () => {
    const bad = VehicleFormSchema.safeParse({ intent: "add", make: "", model: "Hilux", year: "soon" });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path[0]}:${i.message}`);
    expect(messages).toEqual(["make:vehicle.errors.make", "year:vehicle.errors.year"]);
    expect(VehicleFormSchema.safeParse({ intent: "add", make: "Ford", model: "Ranger", year: "1850" }).success).toBe(
      false,
    );
    expect(VehicleFormSchema.safeParse({ intent: "drop", ...ranger }).success).toBe(false);
  });
});

describe("the catalogue with a saved vehicle", () => {
  it("reads and writes vehicle=any", () => {
    const url = new URL("http://shop.test/catalogue/dba?group=Brakes&vehicle=any&page=2");
    const state = readCatalogueUrl(url, "dba");
    expect(state.anyVehicle).toBe(true);
    expect(catalogueUrl(state)).toBe("/catalogue/dba?group=Brakes&page=2&vehicle=any");
    expect(readCatalogueUrl(new URL("http://shop.test/catalogue?vehicle=mine"), undefined).anyVehicle).toBe(false);
  });

  it("a removal that leaves no vehicle field says vehicle=any, only for a shopper with a vehicle", () => {
    const state = {
      screen: "catalogue" as const,
      filters: { brand: "dba", make: "Toyota" },
      sort: "relevance" as const,
      page: 1,
    };
    const withVehicle = activeFilters(state, true);
    expect(withVehicle.find((f) => f.field === "make")?.removeUrl).toBe("/catalogue/dba?vehicle=any");
    expect(withVehicle.find((f) => f.field === "brand")?.removeUrl).toBe("/catalogue?make=Toyota");
    expect(activeFilters(state, false).find((f) => f.field === "make")?.removeUrl).toBe("/catalogue/dba");
    // Once the URL says it, every link keeps it.
    const any = activeFilters({ ...state, anyVehicle: true }, true);
    expect(any.find((f) => f.field === "brand")?.removeUrl).toBe("/catalogue?make=Toyota&vehicle=any");
  });

  it("knows when filters name a vehicle", () => {
    expect(namesVehicle({ brand: "dba" })).toBe(false);
    expect(namesVehicle({ engine: "1KD" })).toBe(true);
    expect(keepsAnyVehicle({}, { brand: "dba" }, true)).toBe(true);
    expect(keepsAnyVehicle({}, { brand: "dba" }, false)).toBe(false);
    expect(keepsAnyVehicle({}, { year: "2018" }, true)).toBe(false);
  });
});
