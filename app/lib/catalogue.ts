/**
 * The catalogue's URL: /catalogue/{brand?} or /stock-clearance/{brand?}, the other filters, the
 * sort and the page in the query string, so a filtered catalogue can be bookmarked and shared.
 */
import {
  CATALOGUE_DEPTH,
  CATALOGUE_FIELDS,
  CATALOGUE_SORTS,
  type CatalogueField,
  type CatalogueSort,
} from "../../contract/wire-constants.ts";
import { ANY_VEHICLE_PARAM, ANY_VEHICLE_VALUE, namesVehicle } from "./vehicle-fields.ts";

export type CatalogueScreen = "catalogue" | "stock-clearance";
export type Filters = Partial<Record<CatalogueField, string>>;
export const CATALOGUE_PAGE_SIZE = 24;
/** The deepest page the catalogue lists (the ERP's CATALOGUE_DEPTH); beyond it, filters or search. */
export const CATALOGUE_MAX_PAGES = Math.floor(CATALOGUE_DEPTH / CATALOGUE_PAGE_SIZE);
/** Fields in the query string; the brand lives in the path. */
export const QUERY_FIELDS = CATALOGUE_FIELDS.filter((f) => f !== "brand");

export interface CatalogueState {
  screen: CatalogueScreen;
  filters: Filters;
  sort: CatalogueSort;
  page: number;
  /** `vehicle=any`: every vehicle's parts although the shopper saved one (decision 0038). */
  anyVehicle?: boolean;
}

export function catalogueUrl({
  screen,
  filters,
  sort = "relevance",
  page = 1,
  anyVehicle = false,
}: {
  screen: CatalogueScreen;
  filters: Filters;
  sort?: CatalogueSort;
  page?: number;
  anyVehicle?: boolean;
}): string {
  const query = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    const value = filters[field]?.trim();
    if (value) query.set(field, value);
  }
  if (sort !== "relevance") query.set("sort", sort);
  if (page > 1) query.set("page", String(page));
  if (anyVehicle) query.set(ANY_VEHICLE_PARAM, ANY_VEHICLE_VALUE);
  const path = `/${screen}${filters.brand ? `/${encodeURIComponent(filters.brand)}` : ""}`;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Reads filters, sort and page from the URL; a `brand` in the query (the no-JS form) wins over the path. */
export function readCatalogueUrl(url: URL, pathBrand: string | undefined): CatalogueState & { brandInQuery: boolean } {
  const screen: CatalogueScreen = url.pathname.startsWith("/stock-clearance") ? "stock-clearance" : "catalogue";
  const filters: Filters = {};
  const queryBrand = url.searchParams.get("brand");
  const brand = (queryBrand ?? pathBrand ?? "").trim().toLowerCase();
  if (brand) filters.brand = brand;
  for (const field of QUERY_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) filters[field] = value.slice(0, 80);
  }
  const sortParam = url.searchParams.get("sort");
  const sort = (CATALOGUE_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as CatalogueSort)
    : "relevance";
  const page = Math.min(Math.max(Math.floor(Number(url.searchParams.get("page") ?? 1)) || 1, 1), 1000);
  const anyVehicle = url.searchParams.get(ANY_VEHICLE_PARAM) === ANY_VEHICLE_VALUE;
  return { screen, filters, sort, page, anyVehicle, brandInQuery: queryBrand !== null };
}

/**
 * Whether a link to these filters must say `vehicle=any`: it already does, or the shopper has a
 * saved vehicle and the filters name none of it (else the catalogue would send them back to it).
 */
export const keepsAnyVehicle = (state: Pick<CatalogueState, "anyVehicle">, filters: Filters, hasVehicle: boolean) =>
  Boolean(state.anyVehicle) || (hasVehicle && !namesVehicle(filters));

/** The active filters in drill-down order, each with the URL that removes it alone. */
export function activeFilters(state: CatalogueState, hasVehicle = false) {
  return CATALOGUE_FIELDS.flatMap((field) => {
    const value = state.filters[field];
    if (!value) return [];
    const rest = { ...state.filters, [field]: undefined };
    const anyVehicle = keepsAnyVehicle(state, rest, hasVehicle);
    return [
      { field, value, removeUrl: catalogueUrl({ screen: state.screen, filters: rest, sort: state.sort, anyVehicle }) },
    ];
  });
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return CATALOGUE_FIELDS.every((f) => (a[f] ?? "") === (b[f] ?? ""));
}
