/**
 * The technical part searches' URL (/catalogue/search/{kind}?diameter=332&tolerance=1...): what a
 * mechanic typed, read into criteria for the ERP, or field errors to show beside the inputs. A
 * length may be written with a decimal point or comma ("296,5"), as Polish and German write it.
 */
import {
  CATALOGUE_SORTS,
  PART_SEARCHES,
  type CatalogueSort,
  type PartSearchKind,
} from "../../contract/wire-constants.ts";
import {
  DEFAULT_TOLERANCE_MM,
  PART_SEARCH_FIELDS,
  TOLERANCES_MM,
  type PartSearchFieldSpec,
} from "../../contract/part-search-constants.ts";
import type { PartSearchCriteria } from "../../contract/catalogue-search.ts";

export type PartSearchError = {
  key: "number" | "positive" | "whole" | "tooLarge" | "choice" | "tolerance";
  max?: number;
};

export interface PartSearchState {
  kind: PartSearchKind;
  /** What the shopper typed, to show in the form again. */
  values: Record<string, string>;
  criteria: PartSearchCriteria;
  errors: Record<string, PartSearchError>;
  tolerance: number;
  r90: boolean;
  sort: CatalogueSort;
  page: number;
}

export const isPartSearch = (kind: string | undefined): kind is PartSearchKind =>
  (PART_SEARCHES as readonly string[]).includes(kind ?? "");

export const partSearchFields = (kind: PartSearchKind) =>
  Object.entries(PART_SEARCH_FIELDS[kind]) as [string, PartSearchFieldSpec][];

/** Whether a search has lengths, so its form offers the tolerance. */
export const hasTolerance = (kind: PartSearchKind) => partSearchFields(kind).some(([, spec]) => spec.kind === "mm");

/** One typed value against its field: the criterion, or the error to show. */
export function readCriterion(
  spec: PartSearchFieldSpec,
  typed: string,
): { value: number | string } | { error: PartSearchError } {
  // A control character (NUL above all) is in no caliper size, class, brand or part type.
  // eslint-disable-next-line no-control-regex -- refused on purpose
  if (spec.kind === "option") return /[\u0000-\u001f]/.test(typed) ? { error: { key: "choice" } } : { value: typed };
  if (spec.kind === "choice") return spec.values.includes(typed) ? { value: typed } : { error: { key: "choice" } };
  const text = typed.replace(",", ".");
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { error: { key: "number" } };
  const value = Number(text);
  if (!(value > 0)) return { error: { key: "positive" } };
  if ((spec.kind === "count" || spec.kind === "cc") && !Number.isInteger(value)) return { error: { key: "whole" } };
  if (value > spec.max) return { error: { key: "tooLarge", max: spec.max } };
  // Measurements are kept to a tenth of a millimetre (a calliper's reading).
  return { value: spec.kind === "mm" || spec.kind === "kg" ? Math.round(value * 100) / 100 : value };
}

export function readPartSearchUrl(url: URL, kind: PartSearchKind): PartSearchState {
  const values: Record<string, string> = {};
  const criteria: PartSearchCriteria = {};
  const errors: Record<string, PartSearchError> = {};
  for (const [field, spec] of partSearchFields(kind)) {
    const typed = url.searchParams.get(field)?.trim().slice(0, 80);
    if (!typed) continue;
    values[field] = typed;
    const read = readCriterion(spec, typed);
    if ("error" in read) errors[field] = read.error;
    else criteria[field] = read.value;
  }
  let tolerance: number = DEFAULT_TOLERANCE_MM;
  const typedTolerance = url.searchParams.get("tolerance")?.trim();
  if (typedTolerance) {
    values.tolerance = typedTolerance;
    const chosen = Number(typedTolerance.replace(",", "."));
    if ((TOLERANCES_MM as readonly number[]).includes(chosen)) tolerance = chosen;
    else errors.tolerance = { key: "tolerance" };
  }
  const sortParam = url.searchParams.get("sort");
  const sort = (CATALOGUE_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as CatalogueSort)
    : "relevance";
  const page = Math.min(Math.max(Math.floor(Number(url.searchParams.get("page") ?? 1)) || 1, 1), 1000);
  const r90 = url.searchParams.get("r90") === "on";
  return { kind, values, criteria, errors, tolerance, r90, sort, page };
}

/** The search's URL with the typed values, the tolerance when not the default, the sort and the page. */
export function partSearchUrl(state: Pick<PartSearchState, "kind" | "values" | "r90" | "sort" | "page">): string {
  const query = new URLSearchParams();
  for (const [field] of partSearchFields(state.kind)) {
    const value = state.values[field];
    if (value) query.set(field, value);
  }
  if (state.values.tolerance && Number(state.values.tolerance) !== DEFAULT_TOLERANCE_MM) {
    query.set("tolerance", state.values.tolerance);
  }
  if (state.r90) query.set("r90", "on");
  if (state.sort !== "relevance") query.set("sort", state.sort);
  if (state.page > 1) query.set("page", String(state.page));
  const search = query.toString();
  return `/catalogue/search/${state.kind}${search ? `?${search}` : ""}`;
}
