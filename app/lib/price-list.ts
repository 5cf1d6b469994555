/**
 * The price-list export's form (issue 20 item 4): all parts or one brand of the customer's site,
 * CSV or XLSX. A GET form: the page and the download route read the same query with this schema.
 */
import { z } from "zod";
import { BRAND_IDS, BRANDS, UK_HIDDEN_BRANDS, type BrandId, type Source } from "../../contract/catalogue.ts";
import { PRICE_LIST_FORMATS } from "../../contract/price-list.ts";

export const PriceListFormSchema = z.object({
  /** Empty: every part. */
  brand: z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || (BRAND_IDS as readonly string[]).includes(value), "account:priceList.badBrand")
    .transform((value) => (value === "" ? null : (value as BrandId))),
  format: z.enum(PRICE_LIST_FORMATS, { errorMap: () => ({ message: "account:priceList.badFormat" }) }),
});

/** The brands a site's customer can export, by name (the UK site hides some, storefront.md section 2). */
export const exportBrands = (source: Source) =>
  BRANDS.filter((b) => source !== "uk" || !UK_HIDDEN_BRANDS.includes(b.id))
    .map((b) => ({ id: b.id, name: b.name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The query's values and field errors (no query yet: no errors). */
export function readPriceListQuery(
  search: URLSearchParams,
  source: Source,
): { value: z.output<typeof PriceListFormSchema> | null; errors: Partial<Record<"brand" | "format", string[]>> } {
  const raw = { brand: search.get("brand") ?? undefined, format: search.get("format") ?? undefined };
  if (raw.brand === undefined && raw.format === undefined) return { value: null, errors: {} };
  const parsed = PriceListFormSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<"brand" | "format", string[]>> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path[0] === "brand" ? "brand" : "format"] ??= []).push(issue.message);
    return { value: null, errors };
  }
  if (parsed.data.brand && !exportBrands(source).some((b) => b.id === parsed.data.brand)) {
    return { value: null, errors: { brand: ["account:priceList.badBrand"] } };
  }
  return { value: parsed.data, errors: {} };
}
