/**
 * The demo catalogue loaded through the catalogue import (issue 39), so that every load of the
 * demo exercises it: the committed files of erp/seed/demo/ (./demo-files.ts) go through
 * importFiles as a distributor's files would, then what the import's format does not carry is
 * written beside it, matched by part number: the internal number, display manufacturer and
 * manufacturer group, deadstock, special backorder, manufacturer's stock, ACL data, quantity rules, the axle of
 * parts without fitment lines, the application rows of universal parts (no make), the application
 * texts, photos and their drawings, technical details, a part's measurements, the deliveries, and
 * what depends on the day: each promotion's start and the price history (Omnibus).
 */
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { MANUFACTURER_GROUPS } from "../../contract/catalogue.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import { sanitizeDescription } from "../catalogue/html.ts";
import { readCsv } from "../import/read.ts";
import { importFiles } from "../import/run.ts";
import * as schema from "../schema.ts";
import type { DemoItem } from "./catalogue.ts";
import { DEMO_FILE_KINDS, DEMO_FILES_DIR } from "./demo-files.ts";
import {
  applicationRows,
  batchedWriter,
  deliveryRows,
  historyRows,
  insertBatched,
  insertPartData,
  photoRows,
  pictureRows,
  technicalRows,
  type Tx,
} from "./write-items.ts";

/** The demo's import files, read. */
function demoFiles() {
  return DEMO_FILE_KINDS.map((kind) => {
    const name = `${kind}.csv`;
    return { name, read: readCsv(fs.readFileSync(path.join(DEMO_FILES_DIR, name), "utf8")) };
  });
}

/** Rows as a json_to_recordset of typed columns. */
const recordset = (rows: readonly object[], types: Record<string, string>): SQL =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(
    Object.entries(types)
      .map(([c, t]) => `${c} ${t}`)
      .join(", "),
  )})`;

/** Imports the demo's files and writes the rest of `items` beside them, in the caller's transaction. */
export async function importDemoCatalogue(tx: Tx, items: readonly DemoItem[], today: Date): Promise<void> {
  const files = demoFiles();
  const outcome = await importFiles(tx, files, { dryRun: false, lang: "en", now: today });
  if (!outcome.ok)
    throw new Error(
      `the demo's import files (erp/seed/demo/) are refused; \`npm run seed:demo-files\` writes them anew: ${JSON.stringify(outcome.files).slice(0, 2000)}`,
    );
  const { rows } = await tx.execute<{ id: number; part: string }>(sql`SELECT id, name_normalized AS part FROM items`);
  const idOf = new Map(rows.map((r) => [r.part, r.id]));
  const id = (i: DemoItem) => {
    const found = idOf.get(i.nameNormalized);
    if (found === undefined) throw new Error(`demo item ${i.name} is not in erp/seed/demo/items.csv`);
    return found;
  };
  const fitment = files.find((f) => f.name === "fitment.csv")!.read;
  const fitted = new Set(fitment.ok ? fitment.lines.map((l) => normalizePartNumber(l.fields.part_number ?? "")) : []);
  const unfitted = items.filter((i) => !fitted.has(i.nameNormalized));

  await tx.execute(sql`UPDATE items i SET urlcomponent = r.urlcomponent, number = r.number,
      manufacturer = r.manufacturer, manufacturer_group_id = r.group_id, deadstock = r.deadstock,
      specialbackorder = r.specialbackorder, manufacturerstock = r.manufacturerstock, acl = r.acl,
      order_minimum = r.order_minimum, order_maximum = r.order_maximum, order_increment = r.order_increment,
      axle = CASE WHEN r.fitted THEN i.axle ELSE r.axle END
    FROM ${recordset(
      items.map((i) => ({
        id: id(i),
        urlcomponent: i.urlcomponent,
        number: i.number,
        manufacturer: i.manufacturer,
        group_id: MANUFACTURER_GROUPS[i.group],
        deadstock: i.deadstock,
        specialbackorder: i.specialbackorder,
        manufacturerstock: i.manufacturerstock,
        acl: i.acl,
        fitted: fitted.has(i.nameNormalized),
        axle: i.axle,
        order_minimum: i.quantityRule?.min ?? 1,
        order_maximum: i.quantityRule?.max ?? null,
        order_increment: i.quantityRule?.increment ?? 1,
      })),
      {
        id: "int",
        urlcomponent: "text",
        number: "text",
        manufacturer: "text",
        group_id: "int",
        deadstock: "boolean",
        specialbackorder: "boolean",
        manufacturerstock: "int",
        acl: "jsonb",
        fitted: "boolean",
        axle: "text",
        order_minimum: "int",
        order_maximum: "int",
        order_increment: "int",
      },
    )}
    WHERE i.id = r.id AND (i.urlcomponent, i.number, i.manufacturer, i.manufacturer_group_id, i.deadstock,
      i.specialbackorder, i.manufacturerstock, i.acl, i.axle, i.order_minimum, i.order_maximum, i.order_increment)
      IS DISTINCT FROM (r.urlcomponent, r.number, r.manufacturer, r.group_id, r.deadstock, r.specialbackorder,
      r.manufacturerstock, r.acl, CASE WHEN r.fitted THEN i.axle ELSE r.axle END, r.order_minimum, r.order_maximum,
      r.order_increment)`);
  const applicationTexts = items.flatMap((i) =>
    LANGUAGES.flatMap((lang) =>
      i.texts[lang].application ? [{ item: id(i), lang, html: sanitizeDescription(i.texts[lang].application) }] : [],
    ),
  );
  if (applicationTexts.length > 0)
    await tx.execute(sql`UPDATE item_texts t SET application = r.html
      FROM ${recordset(applicationTexts, { item: "int", lang: "text", html: "text" })}
      WHERE t.item_id = r.item AND t.lang = r.lang`);

  const write = batchedWriter(tx);
  await write(schema.itemPhotos, photoRows(items, id));
  await write(schema.technicalDetails, technicalRows(items, id));
  await write(schema.applications, applicationRows(unfitted, id));
  await insertPartData(tx, [...items], id, write);
  await write(schema.deliveries, deliveryRows(items, id));
  await insertBatched(pictureRows(items), (c) => tx.insert(schema.mediaPictures).values(c).onConflictDoNothing());

  // The day-dependent part of the prices: when each promotion began, and the price history
  // (the import wrote today's price as the only entry; the demo's history goes back 90 days).
  const promotions = items.flatMap((i) =>
    i.prices.flatMap((p) =>
      p.promotionFrom ? [{ list: p.list, item: id(i), currency: p.currency, from: p.promotionFrom.toISOString() }] : [],
    ),
  );
  if (promotions.length > 0)
    await tx.execute(sql`UPDATE prices p SET promotion_from = r."from"
      FROM ${recordset(promotions, { list: "text", item: "int", currency: "text", '"from"': "timestamptz" })}
      WHERE p.price_list_id = r.list AND p.item_id = r.item AND p.currency = r.currency`);
  await tx.execute(sql`DELETE FROM price_history WHERE item_id = ANY(${`{${items.map(id).join(",")}}`}::int[])`);
  await write(schema.priceHistory, historyRows(items, id));
}
