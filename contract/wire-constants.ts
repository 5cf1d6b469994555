/**
 * The wire contract's constants and value lists that the browser needs (catalogue fields and
 * sorts, fitment answers, the technical part searches' fields and tolerances), in a module without
 * zod: a page importing one of them does not pull the schemas into its JavaScript (issue 25,
 * decision 0040). The schemas of contract/catalogue-search.ts build on them.
 */

/** The largest quantity of one line (contract/common.ts's QuantitySchema). */
export const QUANTITY_LIMIT = 9999;
/** The largest item id (record) the ERP takes: a PostgreSQL integer. */
export const ITEM_ID_MAX = 2_147_483_647;

/**
 * The catalogue drill-down: brand, vehicle (make, model, year, engine, variant) and the part fields
 * the data has (group, category of the application rows; part type = the item's category). Each
 * list of options is narrowed by the choices before it, in CATALOGUE_FIELDS order.
 */
export const CATALOGUE_FIELDS = [
  "brand",
  "make",
  "model",
  "year",
  "engine",
  "variant",
  "group",
  "category",
  "transmission",
  "capacity",
  "cylinders",
  "stroke",
  "bore",
  "type",
] as const;
export type CatalogueField = (typeof CATALOGUE_FIELDS)[number];
/** The drill-down fields whose values are numbers (their options and filters compare as numbers). */
export const NUMERIC_CATALOGUE_FIELDS: readonly CatalogueField[] = ["capacity", "cylinders", "stroke", "bore"];
/**
 * How many items of a filtered list the catalogue shows at most (50 pages of 24): a shopper goes
 * no deeper, and a page beyond it would cost a walk over every item before it (decision 0041).
 */
export const CATALOGUE_DEPTH = 1200;
export const CATALOGUE_SORTS = ["relevance", "number", "price"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const FITMENTS = ["fits", "notFits", "unknown"] as const;
export type Fitment = (typeof FITMENTS)[number];

/** The technical part searches (decision 0036); their fields and tolerances are in part-search-constants.ts. */
export const PART_SEARCHES = ["rotor", "clutch", "motorsport", "universal"] as const;
export type PartSearchKind = (typeof PART_SEARCHES)[number];
