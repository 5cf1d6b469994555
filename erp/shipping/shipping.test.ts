import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ratesFor, shippingCostCents, type ShippingTable } from "./shipping.ts";

/** The seeded table itself, read from the migration, so the test checks what the shop ships with. */
function seededTable(): ShippingTable {
  const migration = fs.readFileSync(new URL("../db/migrations/0005_checkout.sql", import.meta.url), "utf8");
  const zones = new Map<string, string>();
  const zoneBlock = migration.slice(
    migration.indexOf('INSERT INTO "shipping_zone_countries"'),
    migration.indexOf('INSERT INTO "shipping_rates"'),
  );
  for (const m of zoneBlock.matchAll(/\('([A-Z]{2})', '([A-Z0-9]+)'\)/g)) zones.set(m[1]!, m[2]!);
  const rateBlock = migration.slice(
    migration.indexOf('INSERT INTO "shipping_rates"'),
    migration.indexOf('INSERT INTO "payment_methods"'),
  );
  const rates = [...rateBlock.matchAll(/\('([a-z-]+)', '([A-Z0-9]+)', '([A-Z]{3})', ([\d.]+), (\d+), (\d+)\)/g)].map(
    (m) => ({
      methodId: m[1]!,
      zoneId: m[2]!,
      currency: m[3]!,
      costCents: Math.round(Number(m[4]) * 100),
      daysMin: Number(m[5]),
      daysMax: Number(m[6]),
    }),
  );
  return { zones, rates };
}

describe("shipping cost per country, method and currency", () => {
  const table = seededTable();

  it("every country of the EU tax list and the contact list has a zone", async () => {
    const { CONTACT_COUNTRIES } = await import("../../contract/countries.ts");
    for (const c of CONTACT_COUNTRIES) expect(table.zones.get(c), c).toBeTruthy();
  });

  it("Poland: four methods including the national carrier, in EUR and PLN", () => {
    expect(ratesFor(table, "PL", "EUR").map((r) => r.methodId)).toEqual([
      "intl-standard",
      "intl-express",
      "parcel-economy",
      "pl-post",
    ]);
    expect(shippingCostCents(table, "PL", "pl-post", "PLN")).toBe(1499);
    expect(shippingCostCents(table, "PL", "pl-post", "EUR")).toBe(350);
    expect(shippingCostCents(table, "PL", "intl-standard", "EUR")).toBe(600);
  });

  it("the national carrier serves only Poland; the second carrier not outside the EU", () => {
    expect(shippingCostCents(table, "DE", "pl-post", "EUR")).toBeNull();
    expect(shippingCostCents(table, "NO", "parcel-economy", "EUR")).toBeNull();
    expect(shippingCostCents(table, "NO", "intl-express", "EUR")).toBe(5500);
  });

  it("costs grow with distance and differ by currency", () => {
    const de = shippingCostCents(table, "DE", "intl-standard", "EUR")!;
    const fr = shippingCostCents(table, "FR", "intl-standard", "EUR")!;
    const gr = shippingCostCents(table, "GR", "intl-standard", "EUR")!;
    expect(de).toBe(1200);
    expect(de).toBeLessThan(fr);
    expect(fr).toBeLessThan(gr);
    expect(shippingCostCents(table, "DE", "intl-standard", "PLN")).toBe(5100);
    expect(shippingCostCents(table, "de", "intl-express", "EUR")).toBe(2400);
  });

  it("islands get only the standard service; unknown countries and no method give no cost", () => {
    expect(ratesFor(table, "XA", "EUR").map((r) => r.methodId)).toEqual(["intl-standard"]);
    expect(ratesFor(table, "US", "EUR")).toEqual([]);
    expect(shippingCostCents(table, "PL", null, "EUR")).toBeNull();
    expect(shippingCostCents(table, null, "intl-standard", "EUR")).toBeNull();
  });

  it("delivery estimates follow the FAQ tables: 2 days to Germany, 5 to Greece, 1 in Poland", () => {
    const days = (country: string, method: string) =>
      ratesFor(table, country, "EUR").find((r) => r.methodId === method);
    expect(days("DE", "intl-standard")).toMatchObject({ daysMin: 2, daysMax: 2 });
    expect(days("GR", "intl-standard")).toMatchObject({ daysMax: 5 });
    expect(days("PL", "intl-standard")).toMatchObject({ daysMin: 1, daysMax: 1 });
    expect(days("GR", "parcel-economy")).toMatchObject({ daysMax: 6 });
  });
});
