/**
 * "My vehicle" (decision 0038) as the browser needs it: the catalogue fields a vehicle sets, its
 * name and filters, in a module without zod (issue 25, decision 0040); app/lib/vehicle.ts, which
 * reads and writes the cookie, re-exports them.
 */
import type { Vehicle } from "../../contract/vehicle.ts";
import type { Filters } from "./catalogue.ts";

/** The most vehicles a shopper keeps. */
export const MAX_VEHICLES = 5;

/** The catalogue filters a vehicle sets, in drill-down order. */
export const VEHICLE_FIELDS = ["make", "model", "year", "engine"] as const;
/** The catalogue parameter that shows every vehicle's parts although one is saved. */
export const ANY_VEHICLE_PARAM = "vehicle";
export const ANY_VEHICLE_VALUE = "any";

/** "Toyota Hilux 2018 2.4 D-4D" */
export const vehicleName = (v: Vehicle) => [v.make, v.model, v.year, v.engine].filter(Boolean).join(" ");

/** The catalogue filters of a vehicle. */
export function vehicleFilters(v: Vehicle): Filters {
  return { make: v.make, model: v.model, year: v.year, ...(v.engine ? { engine: v.engine } : {}) };
}

/** Whether the filters name any part of a vehicle (make, model, year or engine). */
export const namesVehicle = (filters: Filters) => VEHICLE_FIELDS.some((f) => Boolean(filters[f]));
