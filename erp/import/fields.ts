/**
 * Reading a field of an imported line as what it means: a decimal (point or comma), a whole
 * number, yes/no, a day, a year; each gives its value or the problem with it. And the items a file
 * names by part number, however typed.
 */
import { sql } from "drizzle-orm";
import type { LineProblemCode } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import type { Line } from "./read.ts";

/** The largest quantity a line may name (the columns are 32-bit integers). */
export const MAX_QUANTITY = 1_000_000_000;

/** A whole number of the column, or the problem with it. */
export function wholeNumber(value: string, max = MAX_QUANTITY): number | LineProblemCode {
  if (/^-\d+$/.test(value)) return "negative";
  if (!/^\d+$/.test(value)) return "notWholeNumber";
  const n = Number(value);
  return n > max ? "tooLarge" : n;
}

/**
 * A non-negative decimal with at most `decimals` places, written with a point or a comma (12.50,
 * 12,50), as its digits scaled to an integer (12.50 with 2 places: 1250), or the problem with it.
 * Thousands separators are refused: 1,250 is one and a quarter, never twelve hundred and fifty.
 */
export function decimal(value: string, decimals: number, max: number): { scaled: number } | LineProblemCode {
  const text = value.replace(",", ".");
  if (/^-\d+(\.\d+)?$/.test(text)) return "negative";
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return "notNumber";
  const fraction = match[2] ?? "";
  if (fraction.replace(/0+$/, "").length > decimals) return "decimals";
  const scaled = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, "0").slice(0, decimals) || 0);
  return scaled > max * 10 ** decimals ? "tooLarge" : { scaled };
}

/** Cents as the database's numeric text: 1250 -> "12.50". */
export const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** yes/no (also true/false, 1/0, as a spreadsheet may write them), or the problem. */
export function yesNo(value: string): boolean | "notYesNo" {
  const v = value.toLowerCase();
  if (["yes", "y", "true", "1", "tak", "ja"].includes(v)) return true;
  if (["no", "n", "false", "0", "nie", "nein"].includes(v)) return false;
  return "notYesNo";
}

/** A calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The newest model year a fitment line may name: next year's models are sold this year. */
export const maxYear = (now = new Date()) => now.getUTCFullYear() + 1;

/** A model year from 1900 to maxYear, or the problem. */
export function year(value: string, now = new Date()): number | "year" {
  return /^\d{4}$/.test(value) && Number(value) >= 1900 && Number(value) <= maxYear(now) ? Number(value) : "year";
}

/** The part numbers of the lines' column, normalised, each once. */
export const partsOf = (lines: readonly Line[], column = "part_number") => [
  ...new Set(lines.map((l) => normalizePartNumber(l.fields[column] ?? "")).filter(Boolean)),
];

/**
 * The items of these normalised part numbers: part -> item id. Two items may share a part number
 * (the same number at two brands): the import means the one sold, then the older.
 */
export async function itemsByPart(db: Database, parts: readonly string[]): Promise<Map<string, number>> {
  if (parts.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; part: string }>(
    sql`SELECT DISTINCT ON (name_normalized) id, name_normalized AS part FROM items
        WHERE name_normalized IN (SELECT json_array_elements_text(${JSON.stringify(parts)}::json))
          AND recordtype <> 'service'
        ORDER BY name_normalized, discontinued_at IS NOT NULL, id`,
  );
  return new Map(rows.map((r) => [r.part, r.id]));
}

/**
 * Yields to the event loop: a check of a chunk runs while the database writes the previous one, and
 * each of that write's statements is sent only when Node takes the answer to the one before. A
 * check pauses every BREATHE_LINES lines so that the database is never left waiting for it.
 */
export const breathe = (i: number) =>
  i % BREATHE_LINES === BREATHE_LINES - 1 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined;
const BREATHE_LINES = 100;
