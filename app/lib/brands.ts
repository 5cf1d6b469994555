import { BRANDS, UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";

/** Brand tiles of the home page; the UK source hides six brands (storefront.md section 2). */
export function brandTiles(source: string) {
  return BRANDS.filter((b) => source !== "uk" || !UK_HIDDEN_BRANDS.includes(b.id)).map((b) => ({
    id: b.id,
    name: b.name,
  }));
}

const NAMES = new Map<string, string>(BRANDS.map((b) => [b.id, b.name]));
/** Display name of a brand id (dba -> DBA); an unknown id is shown as it is. */
export const brandName = (id: string) => NAMES.get(id) ?? id;

/** The brand circles of the About page's "Our catalogues", in the spec's order (storefront.md section 2). */
const ABOUT_BRANDS = [
  "dba",
  "xclutch",
  "hawk",
  "xforce",
  "pedders",
  "turbosmart",
  "whiteline",
  "acl",
  "ryco",
  "superpro",
] as const;

/** The About page's brand circles; the UK source hides the same six brands as the home page. */
export function aboutBrands(source: string) {
  return ABOUT_BRANDS.filter((id) => source !== "uk" || !UK_HIDDEN_BRANDS.includes(id)).map((id) => ({
    id,
    name: brandName(id),
  }));
}

/** The brands strip at the foot of a brand page: every brand the source shows. */
export const brandStrip = (source: string) => brandTiles(source);
