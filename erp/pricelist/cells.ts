/** The columns of an exported table and how each kind of value is written (CSV and XLSX alike). */

export type ColumnKind = "text" | "money" | "percent" | "integer";

export interface Column {
  header: string;
  kind: ColumnKind;
  /** Width in characters (XLSX only). */
  width: number;
}

/** A row's values in the order of its columns: text for text columns, numbers for the others. */
export type Row = readonly (string | number | null)[];

/** A number as the files write it: a dot, no grouping; money with two decimals, percent with up to two. */
export function plainNumber(value: number, kind: Exclude<ColumnKind, "text">): string {
  if (kind === "money") return value.toFixed(2);
  if (kind === "integer") return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}
