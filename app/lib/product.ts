/**
 * Rules of the product page (storefront.md "Product details", "Item card"): which tabs exist,
 * which extra data an item needs, kit sections, brand styles and the gallery's thumbnail windows.
 */
import type { ItemSummary } from "../../contract/item.ts";

/** With JavaScript, a quantity typed in the product page is sent (price refreshed) after this pause. */
export const QUANTITY_DEBOUNCE_MS = 400;

export const PRODUCT_TABS = ["overview", "techDetails", "applications", "related"] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export function readTab(value: string | null, hasRelated: boolean): ProductTab {
  const tab = (PRODUCT_TABS as readonly string[]).includes(value ?? "") ? (value as ProductTab) : "overview";
  return tab === "related" && !hasRelated ? "overview" : tab;
}

interface ItemFacts {
  id: number;
  name: string;
  manufacturer: string;
  manufacturergroup: string;
  pricegroup: string;
  recordtype: string;
  category: string;
  brand: string;
}

const BRAKE_BRANDS = /\b(DBA|HAWK)\b/i;
export const isKit = (item: Pick<ItemFacts, "recordtype">) => item.recordtype === "kititem";

/** Axle info is asked for brake items (a brake brand in the manufacturer, or HB in the name) and combo kits. */
export function needsAxleInfo(item: Pick<ItemFacts, "manufacturer" | "name">): boolean {
  return BRAKE_BRANDS.test(item.manufacturer) || /HB/i.test(item.name) || /combo kit/i.test(item.manufacturer);
}

/** ACL race bearings have the bearing company's data sheet. */
export const needsBearingData = (item: Pick<ItemFacts, "manufacturergroup">) => item.manufacturergroup === "ACL";

/** The overview lists a kit's components, except for the XFORCE and REDARC manufacturer groups. */
export function listsKitComponents(item: Pick<ItemFacts, "recordtype" | "manufacturergroup">): boolean {
  return isKit(item) && !["XFORCE", "REDARC"].includes(item.manufacturergroup);
}

/**
 * Price groups whose kits get no per-component tables (the spec names "two excluded price groups"
 * without naming them): exhaust systems and recovery kits are engineered as one unit and carry
 * their data on the kit itself. See docs/decisions/0010-product-page.md.
 */
export const KIT_TABLES_EXCLUDED_PRICE_GROUPS = ["XFORCE-KIT", "SABER-KIT"] as const;

/** techDetails shows one table per component for kits, except the excluded price groups and REDARC. */
export function showsComponentTables(
  item: Pick<ItemFacts, "recordtype" | "pricegroup" | "manufacturergroup">,
): boolean {
  return (
    isKit(item) &&
    !(KIT_TABLES_EXCLUDED_PRICE_GROUPS as readonly string[]).includes(item.pricegroup.toUpperCase()) &&
    item.manufacturergroup !== "REDARC"
  );
}

/** Brand style of DBA street / xtreme brake pad descriptions. */
export function descriptionStyle(
  item: Pick<ItemFacts, "brand" | "category"> & { description: string; name: string },
): string | null {
  if (item.brand !== "dba" || item.category !== "pad") return null;
  const text = `${item.name} ${item.description}`;
  if (/xtreme/i.test(text)) return "dba-xtreme";
  if (/street/i.test(text)) return "dba-street";
  return null;
}

/** Related cards: never the item itself, a duplicate by id, or a part whose base price is 0.00. */
export function filterRelated<T extends Pick<ItemSummary, "id" | "price">>(itemId: number, related: readonly T[]): T[] {
  const seen = new Set<number>([itemId]);
  return related.filter((r) => {
    if (seen.has(r.id) || r.price.baseprice <= 0) return false;
    seen.add(r.id);
    return true;
  });
}

/** Thumbnails visible: 2 under 500 px wide, else 4. */
export const THUMBNAILS = { narrow: 2, wide: 4 } as const;

/**
 * The window of thumbnails shown around the selected photo, for each screen width, and whether
 * arrows are needed (only when the photos exceed the visible count).
 */
export type GalleryWindows = ReturnType<typeof galleryWindows>;

export function galleryWindows(count: number, selected: number) {
  const window = (size: number) => {
    const start = Math.min(Math.max(selected - size + 1, 0), Math.max(count - size, 0));
    return { start, end: Math.min(start + size, count), arrows: count > size };
  };
  return { narrow: window(THUMBNAILS.narrow), wide: window(THUMBNAILS.wide) };
}
