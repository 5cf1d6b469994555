/**
 * Finding parts: the search (POST /search), the catalogue drill-down with its filters and the
 * technical part searches (POST /catalogue). Their constants, which the browser needs, are in
 * contract/wire-constants.ts and contract/part-search-constants.ts.
 */
import { z } from "zod";
import { common } from "./common.ts";
import { ItemSummarySchema } from "./item.ts";
import {
  DEFAULT_TOLERANCE_MM,
  PART_SEARCH_FIELDS,
  TOLERANCES_MM,
  type PartSearchFieldSpec,
} from "./part-search-constants.ts";
import {
  CATALOGUE_FIELDS,
  CATALOGUE_SORTS,
  PART_SEARCHES,
  type CatalogueField,
  type PartSearchKind,
} from "./wire-constants.ts";

// POST /search
export const SEARCH_MIN_LENGTH = 2;
export const SearchRequestSchema = z.object({
  action: z.literal("search"),
  ...common,
  keyword: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `keyword must have at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100),
  deep: z.boolean().optional(),
  limit: z.number().int().min(1).max(100).default(48),
  offset: z.number().int().min(0).max(10_000).default(0),
});
export const SearchResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  total: z.number().int().nonnegative(),
  /** Typed words the catalogue does not know -> the catalogue words searched instead (one typo away). */
  corrections: z.record(z.array(z.string())).default({}),
});

const filterValue = z
  .string()
  .trim()
  .max(80)
  // PostgreSQL text cannot hold NUL: a filter with one matches nothing and is refused (it was a 500).
  // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
  .regex(/^[^\u0000]*$/, "must not contain NUL characters")
  .optional()
  .transform((v) => (v ? v : undefined));
function numberFilter(pattern: RegExp) {
  return z
    .string()
    .trim()
    .regex(pattern, "must be a number")
    .optional()
    .or(z.literal("").transform(() => undefined));
}
/** A single year (2018) or a range (2015-2024), as an application row writes it. */
export const YearFilterSchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d\d(-(19|20)\d\d)?$/, "year must be YYYY or YYYY-YYYY")
  .optional()
  .or(z.literal("").transform(() => undefined));
export const CatalogueFilterSchema = z.object({
  brand: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z]*$/, "unknown brand")
    .optional()
    .transform((v) => (v ? v : undefined)),
  make: filterValue,
  model: filterValue,
  year: YearFilterSchema,
  engine: filterValue,
  variant: filterValue,
  group: filterValue,
  category: filterValue,
  transmission: filterValue,
  /** The engine's capacity in cm³, its cylinders, stroke and bore in mm: numbers as the options write them. */
  capacity: numberFilter(/^\d{1,5}$/),
  cylinders: numberFilter(/^\d{1,2}$/),
  stroke: numberFilter(/^\d{1,3}(\.\d)?$/),
  bore: numberFilter(/^\d{1,3}(\.\d)?$/),
  type: filterValue,
});
export type CatalogueFilters = z.infer<typeof CatalogueFilterSchema>;
export const CatalogueRequestSchema = z.object({
  action: z.literal("catalogue"),
  ...common,
  filters: CatalogueFilterSchema,
  deadstock: z.boolean().default(false),
  sort: z.enum(CATALOGUE_SORTS).default("relevance"),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const CatalogueResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  /** How many items match; with `more`, the CATALOGUE_DEPTH the catalogue lists of them. */
  total: z.number().int().nonnegative(),
  /** More items match than the catalogue lists (a vehicle or part field is chosen): narrow or search. */
  more: z.boolean().default(false),
  /** The filters applied: a choice that no longer exists under the ones before it is dropped. */
  filters: CatalogueFilterSchema,
  /** The values each field can take under the choices before it. */
  options: z.object(
    Object.fromEntries(CATALOGUE_FIELDS.map((f) => [f, z.array(z.string())])) as Record<
      CatalogueField,
      z.ZodArray<z.ZodString>
    >,
  ),
  /**
   * The word fields' values (group, category) in the call's language: stored value -> text. The
   * filter keeps the stored value; a value without a translation is shown as it is (decision 0031).
   */
  labels: z.record(z.string()).default({}),
});

function criterionSchema(spec: PartSearchFieldSpec): z.ZodTypeAny {
  switch (spec.kind) {
    case "mm":
    case "kg":
      return z.number().positive().max(spec.max);
    case "cc":
    case "count":
      return z.number().int().positive().max(spec.max);
    case "choice":
      return z.enum(spec.values as [string, ...string[]]);
    case "option":
      return (
        z
          .string()
          .trim()
          .min(1)
          .max(80)
          // eslint-disable-next-line no-control-regex -- NUL is refused on purpose
          .regex(/^[^\u0000]*$/, "must not contain NUL characters")
      );
  }
}
const criteriaOf = (kind: PartSearchKind) =>
  z.object(
    Object.fromEntries(
      Object.entries(PART_SEARCH_FIELDS[kind]).map(([field, spec]) => [field, criterionSchema(spec).optional()]),
    ),
  );
export type PartSearchCriteria = Partial<Record<string, number | string>>;
export const PartSearchRequestSchema = z.object({
  action: z.literal("partSearch"),
  ...common,
  search: z.discriminatedUnion(
    "kind",
    PART_SEARCHES.map((kind) => z.object({ kind: z.literal(kind), criteria: criteriaOf(kind) })) as unknown as [
      z.ZodDiscriminatedUnionOption<"kind">,
      ...z.ZodDiscriminatedUnionOption<"kind">[],
    ],
  ) as unknown as z.ZodType<{ kind: PartSearchKind; criteria: PartSearchCriteria }>,
  tolerance: z
    .number()
    .refine((t) => (TOLERANCES_MM as readonly number[]).includes(t), "unknown tolerance")
    .default(DEFAULT_TOLERANCE_MM),
  /** Only parts with an ECE R90 homologation number. */
  r90: z.boolean().default(false),
  sort: z.enum(CATALOGUE_SORTS).default("relevance"),
  limit: z.number().int().min(1).max(100).default(24),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export const PartSearchResponseSchema = z.object({
  items: z.array(ItemSummarySchema),
  total: z.number().int().nonnegative(),
  /** The values an "option" field can take (motorsport caliper sizes and classes, universal brands and types). */
  options: z.record(z.array(z.string())).default({}),
});
