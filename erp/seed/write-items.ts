/**
 * Writing catalogue items straight into the ERP's tables: the demo's, in batches of inserts (the
 * reference the demo's load through the import is tested against), and generated ones in bulk
 * (loadLargeCatalogue), with everything that hangs off an item.
 */
import { sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import * as schema from "../schema.ts";
import { MANUFACTURER_GROUPS } from "../../contract/catalogue.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import { sanitizeDescription } from "../catalogue/html.ts";
import type { DemoItem } from "./catalogue.ts";
import { demoOeNumbers } from "./oe-numbers.ts";
import { renderPartPhoto } from "./photos.ts";

type Db = Database;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export const BATCH = 1000;

export async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Writes rows into a table: in batches of drizzle inserts (the demo), or in bulk (generated items). */
export type Writer = <T extends PgTable>(table: T, rows: T["$inferInsert"][]) => Promise<unknown>;

export const batchedWriter =
  (tx: Db | Tx): Writer =>
  (table, rows) =>
    insertBatched(rows, (chunk) => tx.insert(table).values(chunk));

/** Rows per statement of a bulk insert: one array parameter per column. */
const BULK = 20_000;

/** The type to cast a column's text to: a serial column holds integers. */
const castType = (column: PgColumn) =>
  ({ serial: "integer", bigserial: "bigint", smallserial: "smallint" })[column.getSQLType()] ?? column.getSQLType();

/** A value as the text PostgreSQL reads for a column of type `type` (cast back in the statement). */
function asText(type: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type.endsWith("[]")) return `{${(value as unknown[]).map((v) => JSON.stringify(v)).join(",")}}`;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Inserts rows with one statement per BULK rows, each column sent as one text array and cast
 * back (INSERT ... SELECT FROM unnest): a hundred thousand items in seconds, not minutes.
 */
export const bulkWriter =
  (tx: Db | Tx): Writer =>
  async (table, rows) => {
    if (rows.length === 0) return;
    const { columns } = getTableConfig(table);
    const byKey = table as unknown as Record<string, PgColumn>;
    const keys = Object.keys(byKey).filter(
      (key) => columns.includes(byKey[key]!) && rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
    );
    const cols = keys.map((key) => byKey[key]!);
    for (let at = 0; at < rows.length; at += BULK) {
      const chunk = rows.slice(at, at + BULK) as Record<string, unknown>[];
      const arrays = keys.map((key, k) => chunk.map((r) => asText(cols[k]!.getSQLType(), r[key])));
      const names = cols.map((_, k) => sql.identifier(`c${k}`));
      await tx.execute(sql`INSERT INTO ${table} (${sql.join(
        cols.map((c) => sql.identifier(c.name)),
        sql`, `,
      )})
        SELECT ${sql.join(
          cols.map((c, k) => sql`${names[k]}::${sql.raw(castType(c))}`),
          sql`, `,
        )}
        FROM unnest(${sql.join(
          arrays.map((a) => sql`${sql.param(a)}::text[]`),
          sql`, `,
        )}) AS u(${sql.join(names, sql`, `)})`);
    }
  };

/** An item's id, by the item. */
export type IdOf = (i: DemoItem) => number;

/** The rows of the items' photos. */
export const photoRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) => i.photos.map((p, position) => ({ itemId: id(i), position, url: p.url, name: p.name })));

/** The rows of the items' technical details, in every language. */
export const technicalRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) =>
    LANGUAGES.flatMap((lang) =>
      i.technicalDetails[lang].map((d, position) => ({ itemId: id(i), lang, position, name: d.name, value: d.value })),
    ),
  );

/** The items' application rows, in their order. */
export const applicationRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) => i.applications.map((a, position) => ({ itemId: id(i), position, ...a })));

/** The items' prices on each list and currency. */
export const priceRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) =>
    i.prices.map((p) => ({
      priceListId: p.list,
      itemId: id(i),
      currency: p.currency,
      baseprice: p.baseprice,
      promotion: p.promotion,
      promotionFrom: p.promotionFrom,
    })),
  );

/** The history of the price a buyer paid, of every price of the items. */
export const historyRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) =>
    i.prices.flatMap((p) =>
      p.history.map((h) => ({
        priceListId: p.list,
        itemId: id(i),
        currency: p.currency,
        price: h.price,
        validFrom: h.validFrom,
      })),
    ),
  );

/** The deliveries on their way to the items' warehouses. */
export const deliveryRows = (list: readonly DemoItem[], id: IdOf) =>
  list.flatMap((i) =>
    i.deliveries.map((d) => ({ itemId: id(i), locationId: d.location, eta: d.eta, quantity: d.quantity })),
  );

/**
 * Inserts items with everything that hangs off them; returns key -> id. Items get the ids in
 * `ids` when given (a bulk load draws them from the sequence first), else the ones inserted.
 */
export async function insertItems(
  tx: Tx,
  list: DemoItem[],
  write: Writer = batchedWriter(tx),
  given?: number[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const itemRow = (i: DemoItem) => ({
    urlcomponent: i.urlcomponent,
    number: i.number,
    name: i.name,
    nameNormalized: i.nameNormalized,
    manufacturer: i.manufacturer,
    manufacturerGroupId: MANUFACTURER_GROUPS[i.group],
    brandId: i.brand,
    pricegroup: i.pricegroup,
    recordtype: i.recordtype,
    category: i.category,
    certificate: i.certificate,
    weight: i.weight,
    axle: i.axle,
    deadstock: i.deadstock,
    specialbackorder: i.specialbackorder,
    manufacturerstock: i.manufacturerstock,
    acl: i.acl,
    safetyWarnings: i.safetyWarnings,
    orderMinimum: i.quantityRule?.min ?? 1,
    orderMaximum: i.quantityRule?.max ?? null,
    orderIncrement: i.quantityRule?.increment ?? 1,
  });
  if (given) {
    list.forEach((i, k) => ids.set(i.urlcomponent, given[k]!));
    await write(
      schema.items,
      list.map((i, k) => ({ id: given[k]!, ...itemRow(i) })),
    );
  } else {
    await insertBatched(list, async (chunk) => {
      const rows = await tx
        .insert(schema.items)
        .values(chunk.map(itemRow))
        .returning({ id: schema.items.id, urlcomponent: schema.items.urlcomponent });
      for (const r of rows) ids.set(r.urlcomponent, r.id);
    });
  }
  const id = (i: DemoItem) => ids.get(i.urlcomponent)!;
  // Generated items share their templates' texts: each distinct text is sanitised once.
  const sanitized = new Map<string, string>();
  const clean = (html: string) => {
    let text = sanitized.get(html);
    if (text === undefined) sanitized.set(html, (text = sanitizeDescription(html)));
    return text;
  };
  await write(
    schema.itemTexts,
    list.flatMap((i) =>
      LANGUAGES.map((lang) => ({
        itemId: id(i),
        lang,
        description: i.texts[lang].description,
        detaildescription: clean(i.texts[lang].detaildescription),
        application: clean(i.texts[lang].application),
      })),
    ),
  );
  await write(schema.itemPhotos, photoRows(list, id));
  await write(schema.technicalDetails, technicalRows(list, id));
  await write(schema.applications, applicationRows(list, id));
  await insertPartData(tx, list, id, write);
  await write(schema.prices, priceRows(list, id));
  await write(schema.priceHistory, historyRows(list, id));
  await write(
    schema.stock,
    list.flatMap((i) => i.stock.map((s) => ({ locationId: s.location, itemId: id(i), quantityavailable: s.quantity }))),
  );
  await write(schema.deliveries, deliveryRows(list, id));
  return ids;
}

/** A disc's measurements, a clutch's disc and a motorsport part's facts (decision 0036). */
export async function insertPartData(
  tx: Db | Tx,
  list: DemoItem[],
  id: IdOf,
  write: Writer = (table, rows) => insertBatched(rows, (c) => tx.insert(table).values(c).onConflictDoNothing()),
) {
  await write(
    schema.rotorDimensions,
    list.flatMap((i) => (i.rotor ? [{ itemId: id(i), ...i.rotor }] : [])),
  );
  await write(
    schema.clutchDimensions,
    list.flatMap((i) => (i.clutch ? [{ itemId: id(i), ...i.clutch }] : [])),
  );
  await write(
    schema.motorsportParts,
    list.flatMap((i) => (i.motorsport ? [{ itemId: id(i), ...i.motorsport }] : [])),
  );
}

/** The rows of the demo items' pictures: each photo's address and its drawing. */
export const pictureRows = (items: readonly DemoItem[]) =>
  items.flatMap((i) => i.photos.map((p, k) => ({ path: p.url, svg: renderPartPhoto(i.picture, k + 1) })));

/**
 * The demo catalogue written straight into the tables from buildDemoCatalogue, as it was before it
 * came through the import: what loadDemoCatalogue(db, { via: "direct" }) writes, which the load
 * through the import must equal (tests/integration/demo-import.test.ts).
 */
export async function writeDemoDirectly(tx: Tx, items: DemoItem[]) {
  const ids = await insertItems(tx, items);
  const byKey = (key: string) => ids.get(items.find((i) => i.key === key)!.urlcomponent)!;
  await insertBatched(
    items.flatMap((i) =>
      i.components.map((c, position) => ({
        kitItemId: byKey(i.key),
        componentItemId: byKey(c.key),
        quantity: c.quantity,
        position,
      })),
    ),
    (c) => tx.insert(schema.kitComponents).values(c),
  );
  await insertBatched(
    items.flatMap((i) => i.related.map((r, position) => ({ itemId: byKey(i.key), relatedItemId: byKey(r), position }))),
    (c) => tx.insert(schema.relatedItems).values(c),
  );
  await insertBatched(
    items.flatMap((i) =>
      demoOeNumbers(i).map((oeNumber, position) => ({
        itemId: byKey(i.key),
        oeNumber,
        normalized: normalizePartNumber(oeNumber),
        position,
      })),
    ),
    (c) => tx.insert(schema.itemOeNumbers).values(c),
  );
  await insertBatched(pictureRows(items), (c) => tx.insert(schema.mediaPictures).values(c).onConflictDoNothing());
}
