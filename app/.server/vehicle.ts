/**
 * The shopper's saved vehicles on the server (decision 0038): read from the `vehicles` cookie,
 * written with Secure where the site runs on HTTPS, and the fitment of listed items to the active one.
 */
import type { Fitment } from "../../contract/wire-constants.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { parseVehicles, serializeVehicles } from "../lib/vehicle.ts";
import { env } from "./env.ts";
import type { ErpClient } from "./erp.ts";

export const readVehicles = (request: Request): Vehicle[] => parseVehicles(request.headers.get("Cookie"));

export const vehiclesCookie = (vehicles: readonly Vehicle[]): string => serializeVehicles(vehicles, env().secure);

/**
 * Whether each item fits the vehicle, by item id; null without a vehicle or items. A failed check
 * is logged and shows no fitment rather than breaking the page it is part of.
 */
export async function itemFitment(
  erp: Pick<ErpClient, "checkFitment">,
  vehicle: Vehicle | null,
  items: readonly { id: number }[],
): Promise<Record<number, Fitment> | null> {
  if (!vehicle || items.length === 0) return null;
  try {
    const { fitment } = await erp.checkFitment(
      items.slice(0, 100).map((i) => i.id),
      vehicle,
    );
    return Object.fromEntries(Object.entries(fitment).map(([id, f]) => [Number(id), f]));
  } catch (error) {
    console.error("[vehicle] the fitment check failed:", error);
    return null;
  }
}
