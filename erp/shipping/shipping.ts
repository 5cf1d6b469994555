/**
 * Shipping methods and costs: each country belongs to a zone, each method has a net cost per zone
 * and currency (tables shipping_methods, shipping_zones, shipping_zone_countries, shipping_rates,
 * seeded by migration 0005 and edited by the distributor). A method without a rate for the
 * cart's zone and currency is not offered there (the Polish national carrier serves only PL).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Language } from "../../contract/languages.ts";

export interface ShippingRate {
  methodId: string;
  zoneId: string;
  currency: string;
  /** Net cost in cents. */
  costCents: number;
  daysMin: number;
  daysMax: number;
}

export interface ShippingTable {
  /** Country code -> zone id. */
  zones: ReadonlyMap<string, string>;
  rates: readonly ShippingRate[];
}

/** The rates that serve a country in a currency, in the table's order. */
export function ratesFor(table: ShippingTable, country: string | null, currency: string): ShippingRate[] {
  if (!country) return [];
  const zone = table.zones.get(country.toUpperCase());
  if (!zone) return [];
  return table.rates.filter((r) => r.zoneId === zone && r.currency === currency);
}

/** Net shipping cost in cents of a method for a country and currency; null when the method does not serve it. */
export function shippingCostCents(
  table: ShippingTable,
  country: string | null,
  method: string | null,
  currency: string,
): number | null {
  if (!method) return null;
  return ratesFor(table, country, currency).find((r) => r.methodId === method)?.costCents ?? null;
}

type Queryable = Pick<Database, "execute">;

/** A shipping_rates row as the database gives it (cost as numeric text, or a number from JSON). */
export interface RateRow {
  method_id: string;
  zone_id: string;
  currency: string;
  cost: string | number;
  days_min: number;
  days_max: number;
}

export const toShippingRate = (r: RateRow): ShippingRate => ({
  methodId: r.method_id,
  zoneId: r.zone_id,
  currency: r.currency,
  costCents: Math.round(Number(r.cost) * 100),
  daysMin: r.days_min,
  daysMax: r.days_max,
});

export interface ShippingMethodRow {
  id: string;
  carrier: string;
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
}

/** The table for one country (all zones would do too; one country is what a cart needs). */
export async function loadShippingTable(
  db: Queryable,
  country: string | null,
): Promise<{ table: ShippingTable; methods: Map<string, ShippingMethodRow> }> {
  const zoneRows = country
    ? ((
        await db.execute(
          sql`SELECT country, zone_id FROM shipping_zone_countries WHERE country = ${country.toUpperCase()}`,
        )
      ).rows as { country: string; zone_id: string }[])
    : [];
  const zoneId = zoneRows[0]?.zone_id ?? null;
  const rateRows = zoneId
    ? ((
        await db.execute(sql`SELECT r.method_id, r.zone_id, r.currency, r.cost, r.days_min, r.days_max
          FROM shipping_rates r JOIN shipping_methods m ON m.id = r.method_id
          WHERE r.zone_id = ${zoneId} AND m.active ORDER BY m.position, m.id`)
      ).rows as unknown as RateRow[])
    : [];
  const methodRows = (
    await db.execute(
      sql`SELECT id, carrier, names, descriptions FROM shipping_methods WHERE active ORDER BY position, id`,
    )
  ).rows as unknown as ShippingMethodRow[];
  return {
    table: {
      zones: new Map(zoneRows.map((z) => [z.country, z.zone_id])),
      rates: rateRows.map(toShippingRate),
    },
    methods: new Map(methodRows.map((m) => [m.id, m])),
  };
}
