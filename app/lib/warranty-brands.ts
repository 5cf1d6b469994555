/** The brands a warranty claim can be made for on a site: every brand the site shows (storefront.md section 2). */
import { BRAND_IDS, UK_HIDDEN_BRANDS, type BrandId, type Source } from "../../contract/catalogue.ts";

export function warrantyBrands(source: Source): BrandId[] {
  return BRAND_IDS.filter((b) => source !== "uk" || !UK_HIDDEN_BRANDS.includes(b));
}
