/**
 * Items records (contract/import.ts RECORD_KINDS.items): the distributor's own parts, keyed by part
 * number however it is typed. A column the file has sets the item's value (empty: none); a column it
 * lacks leaves the item's value as it is, and a new item its default. The texts are per language: a
 * `name_xx` column that is empty removes the item's page in that language. `--full` discontinues the
 * items the files do not name (./discontinue.ts). The quantity rule's three columns go together
 * (./quantity-rule.ts).
 */
import { sql } from "drizzle-orm";
import { BRANDS, MANUFACTURER_GROUPS, type BrandId } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import type { SafetyWarnings } from "../catalogue/schema.ts";
import { CATEGORIES, normalizePartNumber } from "../catalogue/constants.ts";
import { sanitizeDescription } from "../catalogue/html.ts";
import type { Database } from "../db/client.ts";
import { intArray } from "../db/int-array.ts";
import { breathe, decimal, itemsByPart, partsOf, yesNo } from "./fields.ts";
import type { Line } from "./read.ts";
import { problemsOf, type Problem } from "./problems.ts";
import { quantityRuleOf, setsQuantityRule } from "./quantity-rule.ts";

/** The longest part number, name and description an items line may hold. */
export const MAX_LENGTH = { part: 60, name: 200, description: 20_000, pricegroup: 40, certificate: 60 } as const;

/** An items line checked: the item's columns the file sets, its texts, OE numbers and pictures. */
export interface ItemRecord {
  line: number;
  /** The item of this part number, if there is one. */
  id: number | undefined;
  part: string;
  normalized: string;
  brand: BrandId;
  /** The items table's columns the file sets, by column name. */
  columns: Record<string, string | number | boolean | SafetyWarnings | null>;
  /** The texts of each language the file has a name column of (null: none in that language). */
  texts: Partial<Record<Language, { name: string; description: string | undefined } | null>>;
  /** The OE numbers (undefined: the file has no such column). */
  oe: string[] | undefined;
  /** The pictures named (undefined: the file has no such column). */
  pictures: string[] | undefined;
}

const BRAND_BY_ID = new Map(BRANDS.map((b) => [b.id as string, b]));

/** An EAN-8, UPC-A, EAN-13 or GTIN-14 with its GS1 check digit. */
export function isEan(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A list written with `|` between its entries, each trimmed, empty ones dropped. */
export const listOf = (value: string | undefined) =>
  (value ?? "")
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The descriptions stored for these items in the languages the file describes: `${id}:${lang}` ->
 * HTML. A description the file gives unchanged needs no sanitising again (it was when written).
 */
async function storedDescriptions(db: Database, ids: readonly number[], has: ReadonlySet<string>) {
  const langs = LANGUAGES.filter((lang) => has.has(`description_${lang}`));
  if (ids.length === 0 || langs.length === 0) return new Map<string, string>();
  const { rows } = await db.execute<{ id: number; lang: string; html: string }>(
    sql`SELECT item_id AS id, lang, detaildescription AS html FROM item_texts
        WHERE item_id = ANY(${intArray(ids)}) AND lang = ANY(${`{${langs.join(",")}}`}::text[]) AND detaildescription IS NOT NULL`,
  );
  return new Map(rows.map((r) => [`${r.id}:${r.lang}`, r.html]));
}

/**
 * The items records of the lines, or what is wrong with them; reads the items named, nothing else.
 * `firstLine` (part -> the line that named it) carries the part numbers seen across a file's chunks.
 */
export async function checkItems(
  db: Database,
  lines: readonly Line[],
  columns: readonly string[],
  firstLine = new Map<string, number>(),
) {
  const has = new Set(columns);
  const itemOf = await itemsByPart(db, partsOf(lines));
  const stored = await storedDescriptions(db, [...itemOf.values()], has);
  const problems: Problem[] = [];
  const records: ItemRecord[] = [];
  for (const [i, current] of lines.entries()) {
    await breathe(i);
    const { line, fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    const text = (column: string, max: number) => {
      const value = fields[column] ?? "";
      if (value.length > max) problem(column, "tooLong", { max });
      return value;
    };
    for (const column of ["part_number", "brand", "category", "name_en"])
      if (!fields[column]) problem(column, "required");
    const part = text("part_number", MAX_LENGTH.part);
    const normalized = normalizePartNumber(part);
    if (part && firstLine.has(normalized)) problem("part_number", "repeated", { first: firstLine.get(normalized)! });
    const brand = BRAND_BY_ID.get((fields.brand ?? "").toLowerCase());
    if (fields.brand && !brand) problem("brand", "unknownBrand", { brands: BRANDS.map((b) => b.id).join(", ") });
    const category = (fields.category ?? "").toLowerCase();
    if (fields.category && !(CATEGORIES as readonly string[]).includes(category))
      problem("category", "unknownCategory", { categories: CATEGORIES.join(", ") });
    const record: ItemRecord = {
      line,
      id: itemOf.get(normalized),
      part,
      normalized,
      brand: (brand?.id ?? "dba") as BrandId,
      columns: {},
      texts: {},
      oe: has.has("oe_numbers") ? listOf(fields.oe_numbers) : undefined,
      pictures: has.has("image_files") ? listOf(fields.image_files) : undefined,
    };
    if (brand)
      Object.assign(record.columns, {
        brand_id: brand.id,
        manufacturer: brand.name,
        manufacturer_group_id: MANUFACTURER_GROUPS[brand.group],
      });
    Object.assign(record.columns, { name: part, number: part, name_normalized: normalized, category });
    for (const lang of LANGUAGES) {
      if (!has.has(`name_${lang}`)) continue;
      const name = text(`name_${lang}`, MAX_LENGTH.name);
      const html = has.has(`description_${lang}`) ? text(`description_${lang}`, MAX_LENGTH.description) : undefined;
      const same = record.id !== undefined && html !== undefined && stored.get(`${record.id}:${lang}`) === html;
      record.texts[lang] = name
        ? { name, description: html === undefined || same ? html : sanitizeDescription(html) }
        : null;
    }
    if (has.has("price_group")) {
      const group = text("price_group", MAX_LENGTH.pricegroup).toUpperCase();
      record.columns.pricegroup = group || `${record.brand.toUpperCase()}-${category.toUpperCase()}`;
    }
    if (has.has("weight_kg")) {
      const weight = fields.weight_kg ? decimal(fields.weight_kg, 3, 100_000) : null;
      if (typeof weight === "string") problem("weight_kg", weight, { max: 3 });
      else record.columns.weight = weight ? (weight.scaled / 1000).toFixed(3) : null;
    }
    if (has.has("ean")) {
      if (fields.ean && !isEan(fields.ean)) problem("ean", "ean");
      record.columns.ean = fields.ean || null;
    }
    if (has.has("orderable")) {
      const orderable = fields.orderable ? yesNo(fields.orderable) : true;
      if (typeof orderable === "string") problem("orderable", orderable);
      else record.columns.orderable = orderable;
    }
    if (setsQuantityRule(has)) {
      const rule = quantityRuleOf(fields, problem);
      if (rule)
        Object.assign(record.columns, {
          order_minimum: rule.min,
          order_increment: rule.increment,
          order_maximum: rule.max,
        });
    }
    if (has.has("certificate")) record.columns.certificate = text("certificate", MAX_LENGTH.certificate) || null;
    if (LANGUAGES.some((lang) => has.has(`warnings_${lang}`))) {
      const warnings = Object.fromEntries(LANGUAGES.map((lang) => [lang, listOf(fields[`warnings_${lang}`])]));
      record.columns.safety_warnings = Object.values(warnings).some((w) => w.length)
        ? (warnings as SafetyWarnings)
        : null;
    }
    if (problems.length > before) continue;
    firstLine.set(normalized, line);
    records.push(record);
  }
  return { records, problems };
}
