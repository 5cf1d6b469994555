import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { demoOeNumbers } from "../../erp/seed/oe-numbers.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();

/** The demo's OE numbers and the parts replacing each, by part name. */
const REPLACED = (() => {
  const byOe = new Map<string, { name: string; urlcomponent: string }[]>();
  for (const item of buildDemoCatalogue({ today: new Date("2026-11-22T00:00:00Z") }).items)
    for (const oe of demoOeNumbers(item)) byOe.set(oe, [...(byOe.get(oe) ?? []), item]);
  return byOe;
})();
/** An OE number with a dash that several parts replace. */
const [SHARED, PARTS] = [...REPLACED].find(([oe, parts]) => oe.includes("-") && parts.length >= 2)!;

describe.each(["in-process", "http"] as const)("OE numbers over the %s transport", (transport) => {
  const erp = () => client(transport);

  it.each([SHARED, SHARED.toLowerCase(), SHARED.replace("-", ""), SHARED.replace("-", " "), SHARED.replace("-", ".")])(
    "finds the parts replacing an OE number typed as %j, marked as replacements",
    async (typed) => {
      const result = await erp().search(typed);
      const replacements = result.items.filter((i) => i.replaces === SHARED).map((i) => i.name);
      expect(replacements.sort()).toEqual(PARTS.map((p) => p.name).sort());
    },
  );

  it("marks nothing found by its own part number", async () => {
    const result = await erp().search(PARTS[0]!.name);
    expect(result.items[0]).toMatchObject({ name: PARTS[0]!.name });
    expect(result.items[0]!.replaces).toBeUndefined();
  });

  it("lists an item's OE numbers, as printed, with its details", async () => {
    const { item } = await erp().getItem(PARTS[0]!.urlcomponent);
    expect(item.oenumbers).toContain(SHARED);
    const plain = (await erp().search("tow pro 1")).items[0]!;
    expect((await erp().getItem(plain.urlcomponent)).item.oenumbers).toEqual([]);
  });
});

describe("the search index and OE numbers", () => {
  it("follows a new and a removed OE number at once", async () => {
    const erp = client("in-process");
    const part = PARTS[0]!;
    expect((await erp.search("ZZ-OE-4711")).items).toEqual([]);
    await state.db.db.execute(
      sql`INSERT INTO item_oe_numbers (item_id, oe_number, normalized, position)
          SELECT id, 'ZZ-OE 4711', 'ZZOE4711', 9 FROM items WHERE urlcomponent = ${part.urlcomponent}`,
    );
    expect((await erp.search("zzoe4711")).items.map((i) => [i.name, i.replaces])).toEqual([[part.name, "ZZ-OE 4711"]]);
    await state.db.db.execute(sql`DELETE FROM item_oe_numbers WHERE normalized = 'ZZOE4711'`);
    expect((await erp.search("zzoe4711")).items).toEqual([]);
  });
});
