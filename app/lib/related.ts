import type { ItemSummary } from "../../erp/contract";

/** Related items shown on a product page: not the item itself, no duplicates, no 0.00 base price. */
export function visibleRelated(items: readonly ItemSummary[], selfId: number): ItemSummary[] {
  const seen = new Set<number>([selfId]);
  return items.filter((item) => {
    if (seen.has(item.id) || item.price.baseprice === 0) return false;
    seen.add(item.id);
    return true;
  });
}
