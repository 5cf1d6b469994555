/**
 * The distributor's own catalogue through the import (issue 39): the example files of docs/import/
 * bring new parts (items with OE numbers, a kit, fitment, prices, stock) that the shop then finds
 * by part number, by OE number and in the vehicle drill-down, and sells; a second import changes a
 * price and a stock level; a file with bad lines writes nothing; a full import discontinues.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action as basketAction } from "../../app/routes/basket/route.tsx";
import { action as itemAction } from "../../app/routes/$id/route.tsx";
import { importFiles, type ImportFile } from "../../erp/import/run.ts";
import { readCsv } from "../../erp/import/read.ts";
import { readXlsx } from "../../erp/import/xlsx.ts";
import { applyDuePrices } from "../../erp/import/prices.ts";
import { gatherPictures } from "../../erp/import/pictures.ts";
import { zipStream } from "../../erp/pricelist/zip.ts";
import { formPost, GUEST_CHECKOUT, honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, client, load } = useErp();
const example = (kind: string): ImportFile => ({
  name: `${kind}.csv`,
  read: readCsv(fs.readFileSync(`docs/import/${kind}.csv`, "utf8")),
});
const EXAMPLES = ["stock", "prices", "kits", "fitment", "items"].map(example);
const run = (files: ImportFile[], options: { dryRun?: boolean; full?: boolean; bulkLines?: number } = {}) =>
  importFiles(state.db.db, files, { dryRun: false, lang: "en", ...options });
const csv = (name: string, text: string): ImportFile => ({ name, read: readCsv(text) });

async function count(table: string): Promise<number> {
  const { rows } = await state.db.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
}

describe("the catalogue import", () => {
  it("counts in a dry run what it then writes, and writes nothing the second time", async () => {
    const items = await count("items");
    const dry = await run(EXAMPLES, { dryRun: true });
    expect(await count("items")).toBe(items);
    expect(dry.ok).toBe(true);
    const applied = await run(EXAMPLES);
    expect(applied).toEqual(dry);
    if (!applied.ok) return;
    const byKind = Object.fromEntries(applied.files.map((f) => [f.counts.kind, f.counts]));
    expect(byKind.items).toEqual({ kind: "items", lines: 3, new: 3, changed: 0, unchanged: 0 });
    expect(byKind.prices).toMatchObject({ lines: 7, new: 7 });
    expect(byKind.fitment).toMatchObject({ lines: 4, new: 3 });
    expect(byKind.kits).toMatchObject({ lines: 3, new: 2 });
    expect(await count("items")).toBe(items + 3);
    const again = await run(EXAMPLES);
    expect(again.ok && again.files.every((f) => f.counts.new + f.counts.changed === 0)).toBe(true);
  });

  it("shows the new parts: by part number, by OE number, in the drill-down, with their kit", async () => {
    const erp = client("in-process");
    const found = await erp.search("xp 4410 s");
    expect(found.items[0]!.name).toBe("XP-4410-S");
    expect(found.items[0]!.replaces).toBeUndefined();
    const byOe = await erp.search("4351260150");
    expect(byOe.items.map((i) => [i.name, i.replaces])).toEqual([["XP-4410-S", "43512-60150"]]);
    const { item } = await erp.getItem("xp-4410-s");
    expect(item.oenumbers).toEqual(["43512-60150", "43512-60151"]);
    expect(item.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(12);
    const drill = await erp.catalogue({ filters: { make: "Toyota", model: "Land Cruiser 150" }, limit: 100 });
    expect(drill.items.map((i) => i.name)).toEqual(expect.arrayContaining(["XP-4410-S", "XP-4410-P", "XP-KIT-4410"]));
    const { item: kit } = await erp.getItem("xp-kit-4410");
    const { components } = await erp.getKitComponents(kit.id);
    expect(components.map((c) => [c.name, c.quantity])).toEqual([
      ["XP-4410-S", 2],
      ["XP-4410-P", 1],
    ]);
    const de = await client("in-process", { lang: "de" }).getItem("xp-4410-p");
    expect(de.item.description).toBe("Hawk HPS Bremsbeläge vorne für XP-4410-S");
  });

  it("sells a new part: added to the basket and ordered by a guest", async () => {
    process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
    const { rows } = await state.db.db.execute<{ id: number }>(sql`SELECT id FROM items WHERE name = 'XP-4410-P'`);
    const added = (await itemAction({
      request: formPost("/xp-4410-p", { intent: "add", record: String(rows[0]!.id), quantity: "2" }),
      params: { id: "xp-4410-p" },
      context: load(),
    })) as Response;
    expect(added.status).toBe(303);
    const cookie = added.headers.get("Set-Cookie")!.split(";")[0]!;
    const ordered = await basketAction({
      request: formPost("/basket", { ...honeypotFields(), ...GUEST_CHECKOUT }, cookie),
      params: {},
      context: load(),
    }).catch((thrown: unknown) => thrown);
    expect(ordered).toBeInstanceOf(Response);
    expect((ordered as Response).headers.get("Location")).toMatch(/^\/order\//);
    const { item } = await client("in-process").getItem("xp-4410-p");
    expect(item.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(28);
  });

  it("a second import changes a price and a stock level, and the product page shows both", async () => {
    const outcome = await run([
      csv("prices.csv", 'part_number,price_list,currency,price,valid_from\nXP-4410-S,EU,PLN,"799,00",2026-01-01\n'),
      csv("stock.csv", "part_number,location,quantity\nXP-4410-S,TORUN,5\n"),
    ]);
    expect(outcome.ok && outcome.files.map((f) => f.counts.changed)).toEqual([1, 1]);
    const { item } = await client("in-process", { currency: "PLN" }).getItem("xp-4410-s");
    expect(item.stock.availability.find((a) => a.location === "TORUN")?.quantityavailable).toBe(5);
    const { rows } = await state.db.db.execute<{ price: string }>(
      sql`SELECT h.price::text AS price FROM price_history h JOIN items i ON i.id = h.item_id
          WHERE i.name = 'XP-4410-S' AND h.price_list_id = 'EU' AND h.currency = 'PLN' ORDER BY h.id`,
    );
    expect(rows.map((r) => r.price)).toEqual(["812.99", "799.00"]);
  });

  it("refuses a file with three bad lines, naming each, and writes nothing", async () => {
    const items = await count("items");
    const outcome = await run([
      csv(
        "items.csv",
        [
          "part_number,brand,category,name_en,weight_kg",
          "XP-NEW-1,dba,disc,A good new disc,1.5",
          "XP-NEW-2,nosuchbrand,disc,Disc,1",
          "XP-NEW-3,dba,disc,Disc,1.2345",
          "XP-NEW-4,dba,rocket,Disc,2",
        ].join("\n"),
      ),
      csv("stock.csv", "part_number,location,quantity\nXP-NEW-1,TORUN,-4\n"),
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.files.flatMap((f) => f.problems.map((p) => [f.name, p.line, p.column, p.problem]))).toEqual([
      ["items.csv", 3, "brand", "unknownBrand"],
      ["items.csv", 4, "weight_kg", "decimals"],
      ["items.csv", 5, "category", "unknownCategory"],
      ["stock.csv", 2, "quantity", "negative"],
    ]);
    expect(outcome.files[0]!.problems[1]!.message).toBe("More than 3 decimals");
    expect(await count("items")).toBe(items);
  });

  it("reads the same parts from the example workbook as from the CSV", async () => {
    const workbook = await readXlsx("docs/import/items.xlsx");
    const outcome = await run([{ name: "items.xlsx", read: workbook }], { dryRun: true });
    expect(outcome).toEqual({
      ok: true,
      files: [{ name: "items.xlsx", counts: { kind: "items", lines: 3, new: 0, changed: 0, unchanged: 3 } }],
    });
  });

  it("sets a part's photos from the ZIP given with its items file, and refuses a file that is no picture", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-catalogue-"));
    const zip = path.join(dir, "pictures.zip");
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    const entries = [
      { name: "xp-4410-s.jpg", data: photo },
      { name: "notes.jpg", data: Buffer.from("not a picture") },
    ];
    await pipeline(Readable.from(zipStream(entries)), fs.createWriteStream(zip));
    const items = (names: string) =>
      csv(
        "items.csv",
        `part_number,brand,category,name_en,image_files\nXP-4410-S,dba,disc,DBA Street slotted front disc,${names}\n`,
      );
    const withPictures = async (file: ImportFile) => {
      if (!file.read.ok || !("lines" in file.read)) throw new Error("unread");
      const names = file.read.lines.map((l) => ({ line: l.line, names: l.fields.image_files!.split("|") }));
      file.pictures = await gatherPictures(names, zip, { db: state.db.db, tmpDir: dir });
      return file;
    };
    try {
      const refused = await run([await withPictures(items("notes.jpg"))]);
      expect(refused.ok || refused.files[0]!.problems.map((p) => [p.line, p.column, p.problem])).toEqual([
        [2, "image_files", "notPicture"],
      ]);
      const applied = await run([await withPictures(items("xp-4410-s.jpg"))]);
      expect(applied.ok && applied.files[0]!.counts.changed).toBe(1);
      const { item } = await client("in-process").getItem("xp-4410-s");
      expect(item.photos).toEqual([
        expect.objectContaining({ url: expect.stringMatching(/^\/media\/parts\/imported\/[0-9a-f]{64}\.webp$/) }),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("schedules a later price and makes it current when its day comes", async () => {
    const { rows: before } = await state.db.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM scheduled_prices s JOIN items i ON i.id = s.item_id WHERE i.name = 'XP-4410-S'`,
    );
    expect(before[0]!.n).toBe(1);
    expect(await applyDuePrices(state.db.db, new Date("2027-03-01T12:00:00Z"))).toMatchObject({ scheduled: 1 });
    const { rows } = await state.db.db.execute<{ price: string }>(
      sql`SELECT p.baseprice::text AS price FROM prices p JOIN items i ON i.id = p.item_id
          WHERE i.name = 'XP-4410-S' AND p.price_list_id = 'EU' AND p.currency = 'EUR'`,
    );
    expect(rows[0]!.price).toBe("195.00");
  });

  it("a full import discontinues the items it does not name: listed nowhere, not sold, kept", async () => {
    const erp = client("in-process");
    const demo = (await erp.search("dba 4000")).items[0]!;
    const outcome = await run([example("items")], { full: true });
    expect(outcome.ok && outcome.files[0]!.counts.discontinued).toBeGreaterThan(100);
    expect((await erp.search(demo.name)).items.map((i) => i.name)).not.toContain(demo.name);
    const { item } = await erp.getItem(demo.urlcomponent);
    expect(item.stock.maxquantity).toBe(0);
    expect(item.discontinued).toBe(true);
    expect((await erp.catalogue({ filters: {}, limit: 100 })).total).toBe(3);
    // Named again, the part is sold again.
    const back = await run([
      csv("items.csv", `part_number,brand,category,name_en\n${demo.name},${demo.brand ?? "dba"},disc,Back again`),
    ]);
    expect(back.ok && back.files[0]!.counts.changed).toBe(1);
    expect((await erp.search(demo.name)).items.map((i) => i.name)).toContain(demo.name);
  });

  it("a full import of a new part writes it and discontinues only the others", async () => {
    const erp = client("in-process");
    const outcome = await run(
      [csv("items.csv", "part_number,brand,category,name_en\nXP-FULL-1,dba,disc,New in full")],
      {
        full: true,
      },
    );
    expect(outcome.ok && outcome.files[0]!.counts).toMatchObject({ new: 1, discontinued: 4 });
    expect((await erp.catalogue({ filters: {}, limit: 100 })).items.map((i) => i.name)).toEqual(["XP-FULL-1"]);
  });
});

describe("a large import, written with the catalogue's triggers off (bulk)", () => {
  it("rebuilds the search documents and summaries once: the parts are found, listed and in the drill-down", async () => {
    const erp = client("in-process");
    const items = csv(
      "items.csv",
      "part_number,brand,category,name_en\nXB-7001,dba,disc,Bulk disc one\nXB-7002,hawk,pad,Bulk pad two\n",
    );
    const fitment = csv("fitment.csv", "part_number,make,model,year_from,year_to\nXB-7001,Suzuki,Jimny,2018,\n");
    const stock = csv("stock.csv", "part_number,location,quantity\nXB-7001,TORUN,3\n");
    const outcome = await run([items, fitment, stock], { bulkLines: 1 });
    expect(outcome.ok).toBe(true);
    expect((await erp.search("xb 7001")).items.map((i) => i.name)).toEqual(["XB-7001"]);
    expect((await erp.search("bulk pad")).items.map((i) => i.name)).toContain("XB-7002");
    const drill = await erp.catalogue({ filters: { make: "Suzuki", model: "Jimny" }, limit: 100 });
    expect(drill.items.map((i) => i.name)).toContain("XB-7001");
    const { rows } = await state.db.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_changes WHERE item_id = 0`,
    );
    const again = await run([items, fitment, stock], { bulkLines: 1 });
    expect(again.ok && again.files.every((f) => f.counts.new + f.counts.changed === 0)).toBe(true);
    const { rows: after } = await state.db.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_changes WHERE item_id = 0`,
    );
    expect(after[0]!.n).toBe(rows[0]!.n);
  });
});
