/** Product safety facts (GPSR) of an item, read with the item from its brand's row and its own. */
import { sql } from "drizzle-orm";
import type { ProductSafety } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";

export interface SafetyRow {
  name: string;
  safety_manufacturer: ProductSafety["manufacturer"];
  responsible_person: ProductSafety["responsible"];
  warnings: string[];
}

/**
 * The safety columns of item `i` of brand `b` (both joined already). The brands table keeps a
 * manufacturer's address whole, so a name means every field is there. The brand's warnings in the
 * caller's language come first, the item's own add to them.
 */
export const safetyColumns = (ctx: CallContext) =>
  sql`CASE WHEN b.manufacturer_name IS NULL THEN NULL ELSE json_build_object('name', b.manufacturer_name,
      'street', b.manufacturer_street, 'postcode', b.manufacturer_postcode, 'city', b.manufacturer_city,
      'country', b.manufacturer_country, 'email', b.manufacturer_email, 'url', b.manufacturer_url) END AS safety_manufacturer,
    b.responsible_person,
    coalesce(b.safety_warnings -> ${ctx.lang}, '[]'::jsonb) || coalesce(i.safety_warnings -> ${ctx.lang}, '[]'::jsonb) AS warnings`;

/** The wire's safety object; the part number identifies the product. */
export const toSafety = (r: SafetyRow): ProductSafety => ({
  manufacturer: r.safety_manufacturer,
  responsible: r.responsible_person,
  identifier: r.name,
  warnings: r.warnings,
});
