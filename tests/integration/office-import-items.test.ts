/**
 * The office's catalogue import of items (issue 39, importCatalogue over HTTP in staff sessions),
 * as `npm run import` takes them: an XLSX workbook (the example docs/import/items.xlsx) in base64;
 * the ZIP of the pictures an items file names, which become the item's photos; and "full", whose
 * dry run counts the items to be discontinued for anyone who may import, whose application the
 * content role is refused (the office's 403, nothing written) and the owner makes, audited.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { zipStream } from "../../erp/pricelist/zip.ts";
import { useErp } from "./harness.ts";
import { officeImport } from "./office-import-helpers.ts";

const { state } = useErp();
const db = () => state.db.db;
const { staff, importFile, importAudits } = officeImport(state);

const workbook = fs.readFileSync("docs/import/items.xlsx").toString("base64");
const ITEMS = ["XP-4410-S", "XP-4410-P", "XP-KIT-4410"];
const HEADER = "part_number,brand,category,name_en,image_files";

/** The items sold now (not discontinued, not a service) that the example does not name. */
const othersSold = async () =>
  (
    await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM items WHERE discontinued_at IS NULL AND recordtype <> 'service'
          AND NOT (name = ANY(${`{${ITEMS.join(",")}}`}::text[]))`,
    )
  ).rows[0]!.n;
const photosOf = async (part: string) =>
  (
    await db().execute<{ url: string }>(
      sql`SELECT p.url FROM item_photos p JOIN items i ON i.id = p.item_id WHERE i.name = ${part} ORDER BY p.position`,
    )
  ).rows.map((r) => r.url);
const zipOf = async (entries: { name: string; data: Buffer }[]) =>
  (await buffer(Readable.from(zipStream(entries)))).toString("base64");

describe("the office's import of items", () => {
  it("reads an XLSX workbook sent in base64, and refuses one that is not", async () => {
    const { token, email } = await staff(["content"]);
    const dry = await importFile(token, { filename: "items.xlsx", content: workbook, dryrun: true });
    expect(dry).toMatchObject({ status: 200, body: { ok: true, counts: { kind: "items", lines: 3 } } });
    expect((dry.body.counts as Record<string, unknown>).discontinued).toBeUndefined();
    const audited = (await importAudits()).length;
    const applied = await importFile(token, { filename: "Items.XLSX", content: workbook, dryrun: false });
    expect(applied).toMatchObject({ status: 200, body: { ok: true, dryrun: false, counts: { lines: 3 } } });
    expect((await importAudits()).slice(audited)).toEqual([
      {
        actor: email,
        entity_id: "Items.XLSX",
        action: "importCatalogue",
        after: expect.objectContaining({ lines: 3 }),
      },
    ]);

    // A ZIP that is no workbook: a problem of the file, in the page's language.
    const broken = Buffer.from("PK\u0003\u0004 not really a workbook").toString("base64");
    const unreadable = await importFile(token, { filename: "items.xlsx", content: broken, dryrun: true, lang: "pl" });
    expect(unreadable).toMatchObject({
      status: 200,
      body: { ok: false, problemcount: 1, problems: [{ line: 1, problem: "malformed" }] },
    });
    const text = await importFile(token, { filename: "items.xlsx", content: "part_number;x\n", dryrun: true });
    expect(text).toMatchObject({
      status: 400,
      body: { code: "BAD_REQUEST", fields: { content: [expect.any(String)] } },
    });
  });

  it("sets an item's photo from the ZIP of pictures given with its items file", async () => {
    const { token, email } = await staff(["content"]);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c03020" } })
      .jpeg()
      .toBuffer();
    const items = `${HEADER}\n${ITEMS[0]},dba,disc,"DBA Street slotted front disc, 296 mm",photos/disc.jpg\n`;
    const pictures = { filename: "disc pictures.zip", data: await zipOf([{ name: "photos/disc.jpg", data: jpeg }]) };
    const before = await photosOf(ITEMS[0]!);

    const dry = await importFile(token, { filename: "items.csv", content: items, pictures, dryrun: true });
    expect(dry).toMatchObject({ status: 200, body: { ok: true, counts: { kind: "items", changed: 1 } } });
    expect(await photosOf(ITEMS[0]!)).toEqual(before);
    const applied = await importFile(token, { filename: "items.csv", content: items, pictures, dryrun: false });
    expect(applied).toMatchObject({ status: 200, body: { ok: true, counts: { changed: 1 } } });
    expect(await photosOf(ITEMS[0]!)).toEqual([
      expect.stringMatching(/^\/media\/parts\/imported\/[0-9a-f]{64}\.webp$/),
    ]);
    expect((await importAudits()).at(-1)).toMatchObject({
      actor: email,
      after: { file: "items.csv", pictures: "disc pictures.zip", changed: 1 },
    });

    // A picture the ZIP does not hold is the line's problem; pictures with a stock file are refused.
    const missing = await importFile(token, {
      filename: "items.csv",
      content: `${HEADER}\n${ITEMS[1]},hawk,pad,Hawk HPS front pads for XP-4410-S,nowhere.jpg\n`,
      pictures,
      dryrun: true,
    });
    expect(missing.body).toMatchObject({
      ok: false,
      problems: [{ line: 2, column: "image_files", problem: "pictureNotFound" }],
    });
    const stock = await importFile(token, {
      filename: "stock.csv",
      content: `part_number,location,quantity\n${ITEMS[0]},TORUN,1\n`,
      pictures,
      dryrun: true,
    });
    expect(stock).toMatchObject({
      status: 400,
      body: { code: "BAD_REQUEST", fields: { pictures: [expect.any(String)] } },
    });
    const notZip = await importFile(token, {
      filename: "items.csv",
      content: items,
      pictures: { filename: "disc.jpg", data: jpeg.toString("base64") },
      dryrun: true,
    });
    expect(notZip).toMatchObject({ status: 400, body: { code: "BAD_REQUEST" } });
  });

  it("full: counted by anyone's check, refused to the content role, applied by the owner and audited", async () => {
    const content = await staff(["content"]);
    const owner = await staff(["owner"]);
    const others = await othersSold();
    expect(others).toBeGreaterThan(100);
    const full = { filename: "items.xlsx", content: workbook, full: true };

    const dry = await importFile(content.token, { ...full, dryrun: true });
    expect(dry).toMatchObject({ status: 200, body: { ok: true, dryrun: true, counts: { discontinued: others } } });
    expect(await othersSold()).toBe(others);

    const audited = (await importAudits()).length;
    const refused = await importFile(content.token, { ...full, dryrun: false });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: "STAFF_FORBIDDEN", fields: { full: [expect.any(String)] } },
    });
    expect(await othersSold()).toBe(others);
    expect(await importAudits()).toHaveLength(audited);

    // Only an items file discontinues: "full" with a stock file is refused, whoever sends it.
    const stock = await importFile(owner.token, {
      filename: "stock.csv",
      content: `part_number,location,quantity\n${ITEMS[0]},TORUN,1\n`,
      full: true,
      dryrun: true,
    });
    expect(stock).toMatchObject({ status: 400, body: { fields: { full: [expect.any(String)] } } });

    const applied = await importFile(owner.token, { ...full, dryrun: false });
    expect(applied).toMatchObject({ status: 200, body: { ok: true, dryrun: false, counts: { discontinued: others } } });
    expect(await othersSold()).toBe(0);
    expect((await importAudits()).slice(audited)).toEqual([
      {
        actor: owner.email,
        entity_id: "items.xlsx",
        action: "importCatalogue",
        after: expect.objectContaining({ file: "items.xlsx", full: true, kind: "items", discontinued: others }),
      },
    ]);
  });
});
