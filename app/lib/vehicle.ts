/**
 * "My vehicle" (issue 22 item 5, decision 0038): the vehicles a shopper saved, in a `vehicles`
 * cookie holding a JSON list of at most MAX_VEHICLES {make, model, year, engine?}; the first is the
 * active one. A cookie that does not read as that list counts as no vehicles. The catalogue starts
 * filtered to the active vehicle unless its URL names one or says `vehicle=any`.
 */
import { z } from "zod";
import { VehicleSchema, type Vehicle } from "../../contract/vehicle.ts";
import type { Filters } from "./catalogue.ts";
import { MAX_VEHICLES, VEHICLE_FIELDS } from "./vehicle-fields.ts";

export {
  ANY_VEHICLE_PARAM,
  ANY_VEHICLE_VALUE,
  MAX_VEHICLES,
  namesVehicle,
  VEHICLE_FIELDS,
  vehicleFilters,
  vehicleName,
} from "./vehicle-fields.ts";

export const VEHICLES_COOKIE = "vehicles";
export const VEHICLES_MAX_AGE = 365 * 24 * 60 * 60;
/** Comfortably under the 4096 bytes a browser keeps for one cookie. */
const MAX_COOKIE_BYTES = 3500;

const VehicleListSchema = z.array(VehicleSchema).max(MAX_VEHICLES);

/** The form that saves, uses or removes a vehicle; messages are translation keys (common namespace). */
export const VehicleFormSchema = z.object({
  intent: z.enum(["add", "use", "remove"]),
  make: z
    .string({ required_error: "vehicle.errors.make" })
    .trim()
    .min(1, "vehicle.errors.make")
    .max(80, "vehicle.errors.make"),
  model: z
    .string({ required_error: "vehicle.errors.model" })
    .trim()
    .min(1, "vehicle.errors.model")
    .max(80, "vehicle.errors.model"),
  year: z
    .string({ required_error: "vehicle.errors.year" })
    .trim()
    .regex(/^(19|20)\d\d$/, "vehicle.errors.year"),
  engine: z.string().trim().max(80, "vehicle.errors.engine").optional(),
  redirectTo: z.string().max(2000).optional(),
});

/** The vehicle of a valid form or cookie entry, with an empty engine left out. */
export function toVehicle(input: { make: string; model: string; year: string; engine?: string }): Vehicle | null {
  const parsed = VehicleSchema.safeParse({ ...input, engine: input.engine?.trim() ? input.engine : undefined });
  return parsed.success ? parsed.data : null;
}

/** The vehicles in a Cookie header; a missing, malformed or too long list is no vehicles. */
export function parseVehicles(cookieHeader: string | null | undefined): Vehicle[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== VEHICLES_COOKIE) continue;
    try {
      const parsed = VehicleListSchema.safeParse(JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  return [];
}

const encode = (vehicles: readonly Vehicle[]) => encodeURIComponent(JSON.stringify(vehicles));

/** The Set-Cookie value keeping the list for a year (the oldest dropped if it would be too long); none clears it. */
export function serializeVehicles(vehicles: readonly Vehicle[], secure: boolean): string {
  let kept = vehicles.slice(0, MAX_VEHICLES);
  while (kept.length > 1 && encode(kept).length > MAX_COOKIE_BYTES) kept = kept.slice(0, -1);
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (kept.length === 0) return `${VEHICLES_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${VEHICLES_COOKIE}=${encode(kept)}; Max-Age=${VEHICLES_MAX_AGE}; ${attributes}`;
}

const norm = (value: string | undefined) => (value ?? "").trim().toLowerCase();
export const sameVehicle = (a: Vehicle, b: Vehicle) => VEHICLE_FIELDS.every((f) => norm(a[f]) === norm(b[f]));

/** Saves a vehicle as the active one: first in the list, once, at most MAX_VEHICLES kept. */
export const addVehicle = (list: readonly Vehicle[], vehicle: Vehicle): Vehicle[] =>
  [vehicle, ...list.filter((v) => !sameVehicle(v, vehicle))].slice(0, MAX_VEHICLES);

/** Makes a saved vehicle the active one; a vehicle not in the list changes nothing. */
export const chooseVehicle = (list: readonly Vehicle[], vehicle: Vehicle): Vehicle[] => {
  const found = list.find((v) => sameVehicle(v, vehicle));
  return found ? [found, ...list.filter((v) => v !== found)] : [...list];
};

export const removeVehicle = (list: readonly Vehicle[], vehicle: Vehicle): Vehicle[] =>
  list.filter((v) => !sameVehicle(v, vehicle));

/** The vehicle the catalogue's filters describe, when make, model and a single year are chosen. */
export function vehicleOfFilters(filters: Filters): Vehicle | null {
  if (!filters.make || !filters.model || !filters.year) return null;
  return toVehicle({ make: filters.make, model: filters.model, year: filters.year, engine: filters.engine });
}

/** Whether the filters are exactly the vehicle's (its engine, when saved, included). */
export const showsVehicle = (filters: Filters, v: Vehicle) =>
  VEHICLE_FIELDS.every((f) => norm(filters[f]) === norm(v[f]));
