/** Product safety (GPSR) facts of getItem: the brand's manufacturer and warnings, an item's own, and the table's checks. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { BRAND_SAFETY, SERIES_WARNINGS } from "../../erp/seed/safety.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const demo = buildDemoCatalogue().items;

describe.each(["in-process", "http"] as const)("product safety over the %s transport", (transport) => {
  it.each(["en", "pl", "de"] as const)(
    "names the manufacturer, the EU responsible person and warnings in %s",
    async (lang) => {
      const { item } = await client(transport, { lang }).getItem(DEMO_FIXTURES.inStock);
      expect(item.safety).toEqual({
        manufacturer: BRAND_SAFETY.dba.manufacturer,
        responsible: "pl",
        identifier: item.name,
        warnings: BRAND_SAFETY.dba.warnings[lang],
      });
    },
  );

  it("adds an item's own warnings after its brand's", async () => {
    const strap = demo.find((i) => i.safetyWarnings === SERIES_WARNINGS["snatch strap 11 t"])!;
    const { item } = await client(transport, { lang: "de" }).getItem(strap.urlcomponent);
    expect(item.safety.warnings).toEqual([...BRAND_SAFETY.saber.warnings.de, ...strap.safetyWarnings!.de]);
    const shackle = demo.find((i) => i.brand === "saber" && i.safetyWarnings === null)!;
    const other = await client(transport, { lang: "de" }).getItem(shackle.urlcomponent);
    expect(other.item.safety.warnings).toEqual(BRAND_SAFETY.saber.warnings.de);
  });
});

describe("the brands table's safety data", () => {
  const brand = "redarc";
  const item = demo.find((i) => i.brand === brand && i.recordtype === "inventoryitem")!;

  it("a brand without a manufacturer yet answers none, still with the identifier and warnings", async () => {
    const db = state.db.db;
    const saved = (
      await db.execute(sql`SELECT manufacturer_name, manufacturer_street, manufacturer_postcode, manufacturer_city,
        manufacturer_country, manufacturer_email, responsible_person FROM brands WHERE id = ${brand}`)
    ).rows[0] as Record<string, string>;
    await db.execute(sql`UPDATE brands SET manufacturer_name = NULL, manufacturer_street = NULL, manufacturer_postcode = NULL,
      manufacturer_city = NULL, manufacturer_country = NULL, manufacturer_email = NULL, responsible_person = NULL
      WHERE id = ${brand}`);
    try {
      const { safety } = (await client("in-process").getItem(item.urlcomponent)).item;
      expect(safety).toEqual({
        manufacturer: null,
        responsible: null,
        identifier: item.name,
        warnings: BRAND_SAFETY.redarc.warnings.en,
      });
    } finally {
      await db.execute(sql`UPDATE brands SET manufacturer_name = ${saved.manufacturer_name},
        manufacturer_street = ${saved.manufacturer_street}, manufacturer_postcode = ${saved.manufacturer_postcode},
        manufacturer_city = ${saved.manufacturer_city}, manufacturer_country = ${saved.manufacturer_country},
        manufacturer_email = ${saved.manufacturer_email}, responsible_person = ${saved.responsible_person}
        WHERE id = ${brand}`);
    }
  });

  it("refuses half an address and a manufacturer outside the EU without a responsible person", async () => {
    const db = state.db.db;
    // The constraint a statement broke (drizzle wraps the driver's error), or null when it passed.
    const broken = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(await broken(sql`UPDATE brands SET manufacturer_email = NULL WHERE id = ${brand}`)).toBe(
      "brands_manufacturer_complete",
    );
    expect(await broken(sql`UPDATE brands SET responsible_person = NULL WHERE id = ${brand}`)).toBe(
      "brands_responsible_person",
    );
    expect(await broken(sql`UPDATE brands SET responsible_person = 'de' WHERE id = ${brand}`)).toBe(
      "brands_responsible_person",
    );
    // A manufacturer in the EU needs none.
    expect(
      await broken(sql`UPDATE brands SET manufacturer_country = 'DE', responsible_person = NULL WHERE id = ${brand}`),
    ).toBeNull();
    await db.execute(sql`UPDATE brands SET manufacturer_country = 'AU', responsible_person = 'pl' WHERE id = ${brand}`);
  });
});
