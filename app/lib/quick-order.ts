/**
 * Reads a quick order (pasted text or an uploaded CSV file) into lines of part number and
 * quantity, for the action (the page takes its limits from quick-order-limits.ts, without zod).
 * Matching the part numbers is the ERP's (checkQuickOrder); this only splits lines and refuses
 * quantities that are not whole numbers from 1 to the shop's limit, line by line.
 */
import { PART_NUMBER_MAX, type QuickOrderLine } from "../../contract/quick-order.ts";
import { z } from "zod";
import { QUANTITY_LIMIT } from "../../contract/wire-constants.ts";
import { QUICK_ORDER_MAX_LINES } from "../../contract/quick-order-constants.ts";

/** The most characters the text box takes (500 lines of a long part number and a quantity fit easily). */
export const QUICK_ORDER_TEXT_LIMIT = 64 * 1024;

/** Why a line was not read (a translation key under quickOrder.problem). */
export type LineProblem = "noPart" | "notNumber" | "zero" | "negative" | "decimal" | "tooLarge" | "partTooLong";

export interface RefusedLine {
  line: number;
  /** The line as typed (shortened), to show next to the problem. */
  text: string;
  problem: LineProblem;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  refused: RefusedLine[];
  /** The first line was a header ("part;qty") and was skipped. */
  header: boolean;
  /** More than QUICK_ORDER_MAX_LINES lines: the whole list is refused. */
  tooMany: boolean;
}

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const SEPARATORS: [RegExp, RegExp][] = [
  [/\t/, /\t/],
  [/;/, /;/],
  [/,/, /,/],
];

/** A CSV field without the quotes a spreadsheet puts around it ("DBA 4433" or ""2"""). */
const unquote = (field: string) => {
  const trimmed = field.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

function quantityOf(text: string | undefined): number | LineProblem {
  if (text === undefined || text === "") return 1;
  if (/^\+?\d+$/.test(text)) {
    const n = Number(text);
    if (n === 0) return "zero";
    return n > QUANTITY_LIMIT ? "tooLarge" : n;
  }
  if (/^-\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(",", ".")) === 0 ? "zero" : "negative";
  if (/^\+?\d+[.,]\d+$/.test(text)) return "decimal";
  return "notNumber";
}

/** One line's part number, quantity text and (split at a space) the whole line as a part number. */
function split(text: string): { part: string; quantity?: string; whole?: string } {
  for (const [has, by] of SEPARATORS) {
    if (!has.test(text)) continue;
    const [part = "", ...rest] = text.split(by).map(unquote);
    return { part, quantity: rest.find((f) => f !== "") };
  }
  const tokens = unquote(text).split(/\s+/);
  const last = tokens[tokens.length - 1]!;
  if (tokens.length >= 2 && NUMBER.test(last)) {
    const whole = tokens.join(" ");
    return { part: tokens.slice(0, -1).join(" "), quantity: last, ...(/^\d+$/.test(last) ? { whole } : {}) };
  }
  return { part: tokens.join(" ") };
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * Lines of "part number, quantity", separated by a tab, a semicolon, a comma or spaces (the first
 * of these a line holds); a line without a quantity means 1; a first line without any digit is a
 * header and skipped; empty lines are skipped. A byte order mark and CRLF or CR line ends are read.
 */
export function parseQuickOrder(input: string): ParsedQuickOrder {
  const result: ParsedQuickOrder = { lines: [], refused: [], header: false, tooMany: false };
  // Every line break the contract refuses inside a line ends one here; other control characters go.
  const rows = input
    .replace(/^\uFEFF/, "")
    // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/);
  let counted = 0;
  let first = true;
  for (let i = 0; i < rows.length; i++) {
    const text = rows[i]!.trim();
    // Empty lines, and lines of nothing but separators (a spreadsheet's empty row: ";;").
    if (text.replace(/[\s,;"]+/g, "") === "") continue;
    if (first) {
      first = false;
      if (!/\d/.test(text)) {
        result.header = true;
        continue;
      }
    }
    if (++counted > QUICK_ORDER_MAX_LINES) {
      result.tooMany = true;
      break;
    }
    const line = i + 1;
    const { part, quantity, whole } = split(text);
    const amount = quantityOf(quantity);
    const problem: LineProblem | null =
      part === ""
        ? "noPart"
        : part.length > PART_NUMBER_MAX
          ? "partTooLong"
          : typeof amount === "string"
            ? amount
            : null;
    if (problem) result.refused.push({ line, text: shorten(text), problem });
    else
      result.lines.push({
        line,
        part,
        quantity: amount as number,
        ...(whole && whole.length <= PART_NUMBER_MAX ? { whole } : {}),
      });
  }
  if (result.tooMany) {
    result.lines = [];
    result.refused = [];
  }
  return result;
}

/** The checked lines the add step posts back: "record:quantity" pairs, one field for the whole list. */
export const encodeItems = (items: readonly { record: number; quantity: number }[]) =>
  items.map((i) => `${i.record}:${i.quantity}`).join(",");

/** The add step's field read back; null when it is not a list this page wrote (then nothing is added). */
export function decodeItems(value: unknown): { record: number; quantity: number }[] | null {
  if (typeof value !== "string" || value.length > 20 * QUICK_ORDER_MAX_LINES) return null;
  const pairs = value.split(",");
  if (pairs.length === 0 || pairs.length > QUICK_ORDER_MAX_LINES) return null;
  const items: { record: number; quantity: number }[] = [];
  for (const pair of pairs) {
    const match = /^(\d{1,10}):(\d{1,4})$/.exec(pair);
    if (!match) return null;
    const record = Number(match[1]);
    const quantity = Number(match[2]);
    if (record < 1 || record > 2_147_483_647 || quantity < 1 || quantity > QUANTITY_LIMIT) return null;
    items.push({ record, quantity });
  }
  return items;
}

/** The reorder form (posted from the order history): the number of one of the customer's orders. */
export const ReorderFormSchema = z.object({
  order: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/),
});
