import { BRANDS, UK_HIDDEN_BRANDS } from "../../erp/catalogue/constants";

/** Brand tiles of the home page; the UK source hides six brands (storefront.md section 2). */
export function brandTiles(source: string) {
  return BRANDS.filter((b) => source !== "uk" || !UK_HIDDEN_BRANDS.includes(b.id)).map((b) => ({ id: b.id, name: b.name }));
}

const NAMES = new Map<string, string>(BRANDS.map((b) => [b.id, b.name]));
/** Display name of a brand id (dba -> DBA); an unknown id is shown as it is. */
export const brandName = (id: string) => NAMES.get(id) ?? id;
