import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEED_MAX_LINES } from "../../contract/import.ts";
import { importLines, readText } from "../../erp/import/run.ts";
import { createErp } from "../../erp/server.ts";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { ERP_TEST_SECRET, context, serverUrl, useErp } from "./harness.ts";
import { erpClient } from "../../app/.server/erp.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";

const { state, client } = useErp();
const demo = buildDemoCatalogue().items;
const itemOf = (urlcomponent: string) => demo.find((i) => i.urlcomponent === urlcomponent)!;
/** A part's stock and deliveries at a location, as the database holds them. */
async function stockAt(part: string, location: string) {
  const { rows } = await state.db.db.execute<{ quantity: number | null; incoming: string | null }>(
    sql`SELECT (SELECT quantityavailable FROM stock s WHERE s.item_id = i.id AND s.location_id = ${location}) AS quantity,
               (SELECT string_agg(d.quantity || '@' || d.eta, ';') FROM deliveries d WHERE d.item_id = i.id AND d.location_id = ${location}) AS incoming
        FROM items i WHERE i.name = ${part}`,
  );
  return rows[0];
}
const run = (text: string, dryRun = false, format: "csv" | "jsonl" = "csv") =>
  importLines(state.db.db, readText(text, format), { dryRun, lang: "en" });

describe("importing stock", () => {
  const part = itemOf(DEMO_FIXTURES.inStock).name;

  it("counts before it writes, writes what changed, and changes nothing the second time", async () => {
    const before = await stockAt(part, "TORUN");
    const file = `part_number;location;quantity;incoming_quantity;incoming_date\n${part.toLowerCase()};torun;${before!.quantity! + 7};12;2027-01-15\n${part};MANUFACTURER;0;;\n`;
    const dry = await run(file, true);
    expect(dry).toEqual({
      ok: true,
      counts: {
        kind: "stock",
        lines: 2,
        new: expect.any(Number),
        changed: expect.any(Number),
        unchanged: expect.any(Number),
      },
    });
    expect(await stockAt(part, "TORUN")).toEqual(before);
    const applied = await run(file);
    expect(applied).toEqual(dry);
    expect(await stockAt(part, "TORUN")).toEqual({ quantity: before!.quantity! + 7, incoming: "12@2027-01-15" });
    expect(await run(file)).toMatchObject({ ok: true, counts: { lines: 2, new: 0, changed: 0, unchanged: 2 } });
    // The product page shows it at once.
    const { item } = await client("in-process").getItem(DEMO_FIXTURES.inStock);
    expect(item.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(before!.quantity! + 7);
    expect(item.stock.deliveries).toContainEqual(expect.objectContaining({ quantity: 12 }));
  });

  it("refuses a file with three bad lines, naming each, and writes nothing", async () => {
    const before = await stockAt(part, "BIRMINGHAM");
    const file = [
      "part_number,location,quantity,incoming_quantity,incoming_date",
      `${part},BIRMINGHAM,999,,`,
      "NO-SUCH-PART-1,TORUN,1,,",
      `${part},WARSAW,1,,`,
      `${part},TORUN,-4,,`,
    ].join("\n");
    const outcome = await run(file);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        {
          line: 3,
          column: "part_number",
          problem: "unknownPart",
          value: "NO-SUCH-PART-1",
          message: "No item has this part number",
        },
        {
          line: 4,
          column: "location",
          problem: "unknownLocation",
          value: "WARSAW",
          message: expect.stringContaining("TORUN"),
        },
        { line: 5, column: "quantity", problem: "negative", value: "-4", message: "Negative" },
      ],
    });
    expect(await stockAt(part, "BIRMINGHAM")).toEqual(before);
  });

  it("reads the README's example file, whose new parts need the example items file", async () => {
    const example = fs.readFileSync("docs/import/stock.csv", "utf8");
    const outcome = await run(example, true);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems.map((p) => [p.line, p.problem])).toEqual([
      [5, "unknownPart"],
      [6, "unknownPart"],
      [7, "unknownPart"],
      [8, "unknownPart"],
    ]);
  });

  it("says what is wrong in the language asked for, and refuses a file of no kind", async () => {
    const outcome = await importLines(
      state.db.db,
      readText(`part_number,location,quantity\n${part},TORUN,1.5\n`, "csv"),
      {
        dryRun: true,
        lang: "pl",
      },
    );
    expect(outcome).toMatchObject({
      ok: false,
      problems: [{ line: 2, column: "quantity", message: "To nie jest liczba całkowita" }],
    });
    expect(await run("part,qty\nA,1\n")).toMatchObject({ ok: false, problems: [{ line: 1, problem: "kind" }] });
  });
});

describe("POST /feed/stock", () => {
  const post = (body: string, type = "text/csv", secret = ERP_TEST_SECRET) =>
    fetch(`${serverUrl(state.server)}/feed/stock`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": type },
      body,
    });
  const parts = demo.filter((i) => i.recordtype === "inventoryitem").map((i) => i.name);

  it("applies a feed of every part at every location, and a second ERP on the database shows it at once", async () => {
    const lines = parts.flatMap((p, n) =>
      ["TORUN", "BIRMINGHAM", "MANUFACTURER"].map((l) => `${p},${l},${(n % 50) + 1}`),
    );
    const response = await post(`part_number,location,quantity\n${lines.join("\n")}\n`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: "stock", lines: lines.length });
    const other = createErp({ db: state.db.db, now: () => new Date(), log: () => {} });
    const card = (await erpClient(context(), inProcessTransport(other)).search(parts[3]!)).items.find(
      (i) => i.name === parts[3],
    )!;
    expect(card.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(4);
  });

  it("takes JSON lines, refuses a bad feed whole with its line report, and refuses without the credential", async () => {
    const json = await post(`{"part_number":"${parts[0]}","location":"TORUN","quantity":11}\n`, "application/x-ndjson");
    expect(await json.json()).toMatchObject({ lines: 1 });
    expect((await stockAt(parts[0]!, "TORUN"))!.quantity).toBe(11);
    const bad = await post(`part_number,location,quantity\n${parts[0]},TORUN,12\n${parts[1]},TORUN,x\n`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "FEED_INVALID",
      lines: [{ line: 3, column: "quantity", problem: "notWholeNumber" }],
    });
    expect((await stockAt(parts[0]!, "TORUN"))!.quantity).toBe(11);
    expect((await post("part_number,location,quantity\n", "text/csv", "wrong-secret-of-some-length")).status).toBe(401);
    expect((await post("{}", "application/json")).status).toBe(415);
  });

  it("refuses more than 50,000 lines whole (413)", async () => {
    const many = Array.from({ length: FEED_MAX_LINES + 1 }, () => `${parts[0]},TORUN,1`).join("\n");
    const response = await post(`part_number,location,quantity\n${many}\n`);
    expect(response.status).toBe(413);
  });
});
