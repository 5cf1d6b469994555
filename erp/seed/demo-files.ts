/**
 * The demo catalogue in the import's format (contract/import.ts RECORD_KINDS): the files under
 * erp/seed/demo/ that loadDemoCatalogue (./demo-import.ts) imports through erp/import on every
 * load, written by `npm run seed:demo-files` (scripts/demo-files.ts) from buildDemoCatalogue, in the
 * demo's item order so that the items get the same ids as ever. Only what does not depend on the
 * day goes in: the prices hold from DEMO_PRICE_DAY, and the deliveries, the promotions' start and
 * the price history (all relative to "today") are written beside the import.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RECORD_KINDS, type RecordKind } from "../../contract/import.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import type { DemoApplication, DemoItem } from "./catalogue.ts";
import { demoOeNumbers } from "./oe-numbers.ts";

/** Where the demo's import files are committed. */
export const DEMO_FILES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo");

/** The day the demo's prices hold from: any past day (the price history is the demo's own). */
export const DEMO_PRICE_DAY = "2024-01-01";

/** The files, in the order the import applies them (KIND_ORDER applies them so whatever the order). */
export const DEMO_FILE_KINDS = ["items", "kits", "fitment", "prices", "stock"] as const satisfies RecordKind[];

/** A field as RFC 4180 writes it: quoted when it holds a delimiter, a quote, a line break or edge spaces. */
const field = (value: string) =>
  /[",;\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;

/** A CSV text: the header and one line a row, each row's fields by column. */
function csv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  return [columns, ...rows.map((row) => columns.map((c) => row[c] ?? ""))]
    .map((fields) => fields.map(field).join(","))
    .join("\n")
    .concat("\n");
}

/**
 * Whether the import's fitment file can carry a part's application rows: every row names a make
 * and a model (the file requires both), and its years are the ones the import writes from year_from
 * and year_to. A universal part's rows (no make: Saber, Redarc) are written beside the import.
 */
export const fitmentExpressible = (item: Pick<DemoItem, "applications">) =>
  item.applications.length > 0 &&
  item.applications.every(
    (a) =>
      a.make !== "" &&
      a.model !== "" &&
      (a.yearFrom === null
        ? a.year === "" && a.peryear.length === 0 && a.yearTo === null
        : a.yearTo !== null &&
          a.year === `${a.yearFrom}-${a.yearTo}` &&
          a.peryear.length === a.yearTo - a.yearFrom + 1),
  );

const orEmpty = (value: string | number | null) => (value === null ? "" : String(value));

/** A fitment line of a part's application row. */
const fitmentLine = (item: DemoItem, a: DemoApplication): Record<string, string> => ({
  part_number: item.name,
  make: a.make,
  model: a.model,
  year_from: orEmpty(a.yearFrom),
  year_to: orEmpty(a.yearTo),
  engine: a.engine,
  variant: a.variant,
  transmission: a.transmission,
  capacity_cm3: orEmpty(a.capacity),
  cylinders: orEmpty(a.cylinders),
  stroke_mm: orEmpty(a.stroke),
  bore_mm: orEmpty(a.bore),
  note: a.note,
  description: a.description,
  parameter: a.parameter,
  parameter2: a.parameter2,
  parameter3: a.parameter3,
  category_description: a.categorydescription,
  group_description: a.groupdescription,
  class_description: a.classdescription,
  axle: item.axle ?? "both",
});

/** Every column of a kind, the required ones first (as contract/import.ts names them). */
const columnsOf = (kind: RecordKind) => [...RECORD_KINDS[kind].required, ...RECORD_KINDS[kind].optional];

/** The demo's import files by name (items.csv ...): the same texts for the same items whatever the day. */
export function demoImportFiles(items: readonly DemoItem[]): Record<`${(typeof DEMO_FILE_KINDS)[number]}.csv`, string> {
  const byKey = new Map(items.map((i) => [i.key, i]));
  const partOf = (key: string) => byKey.get(key)!.name;
  // The demo parts have no quantity rule: without its columns the import leaves any rule as it is.
  const itemColumns = columnsOf("items").filter(
    (c) => !["ean", "orderable", "image_files", "order_minimum", "order_increment", "order_maximum"].includes(c),
  );
  const items_ = items.map((i) => ({
    part_number: i.name,
    brand: i.brand,
    category: i.category,
    ...Object.fromEntries(
      LANGUAGES.flatMap((lang) => [
        [`name_${lang}`, i.texts[lang].description],
        [`description_${lang}`, i.texts[lang].detaildescription],
        [`warnings_${lang}`, (i.safetyWarnings?.[lang] ?? []).join("|")],
      ]),
    ),
    price_group: i.pricegroup,
    weight_kg: orEmpty(i.weight),
    oe_numbers: demoOeNumbers(i).join("|"),
    certificate: orEmpty(i.certificate),
  }));
  const kits = items.flatMap((i) => [
    ...i.components.map((c) => ({ part_number: i.name, component: partOf(c.key), quantity: String(c.quantity) })),
    ...i.related.map((key) => ({ part_number: i.name, related: partOf(key) })),
  ]);
  const fitment = items.filter(fitmentExpressible).flatMap((i) => i.applications.map((a) => fitmentLine(i, a)));
  const prices = items.flatMap((i) =>
    i.prices.map((p) => ({
      part_number: i.name,
      price_list: p.list,
      currency: p.currency,
      price: p.baseprice,
      valid_from: DEMO_PRICE_DAY,
      promotion_price: orEmpty(p.promotion),
    })),
  );
  const stock = items.flatMap((i) =>
    i.stock.map((s) => ({ part_number: i.name, location: s.location, quantity: String(s.quantity) })),
  );
  return {
    "items.csv": csv(itemColumns, items_),
    "kits.csv": csv(columnsOf("kits"), kits),
    "fitment.csv": csv(columnsOf("fitment"), fitment),
    "prices.csv": csv(
      columnsOf("prices").filter((c) => c !== "promotion_until"),
      prices,
    ),
    "stock.csv": csv(["part_number", "location", "quantity"], stock),
  };
}
