/**
 * A signed-in customer's catalogue answers from the guests' (decision 0072): an item page, related
 * items, a catalogue or search list differ for a customer only in their items' prices (the price
 * level; the ERP applies nothing else of the caller to them). So the customer is served the answer
 * every guest shares from the loader cache, with the prices of one getPrices call put in, instead of
 * answers of their own: one ERP statement per call (the session check) instead of the item's or the
 * list's own.
 */
import type { CallName } from "../../contract/wire.ts";
import type { Price } from "../../contract/item.ts";
import { PRICES_MAX } from "../../contract/item.ts";

/** The cached calls whose answers are the guests' but for the prices of their `item` and `items`. */
export const PRICED_FOR_CALLER: ReadonlySet<CallName> = new Set<CallName>([
  "getItem",
  "getRelatedItems",
  "catalogue",
  "search",
  "partSearch",
]);

interface Priced {
  id: number;
  price: Price;
}

/** The answer shapes of those calls: one item, a list of items, or both. */
export interface PricedAnswer {
  item?: Priced;
  items?: readonly Priced[];
}

/** The ids to price, in getPrices calls of at most PRICES_MAX each. */
export function idsToPrice(answer: PricedAnswer): number[][] {
  const ids = [...new Set([...(answer.item ? [answer.item.id] : []), ...(answer.items ?? []).map((i) => i.id)])];
  const chunks: number[][] = [];
  for (let at = 0; at < ids.length; at += PRICES_MAX) chunks.push(ids.slice(at, at + PRICES_MAX));
  // No item: one empty call all the same, since it is what says whether the customer is still signed in.
  return chunks.length ? chunks : [[]];
}

/**
 * The answer with the caller's prices: a new object (the cached one is shared and frozen). An item
 * the ERP no longer prices (gone since the answer was kept) leaves a list; the item of an item page
 * is then `null`, which the caller answers as not found.
 */
export function withCallerPrices<T extends PricedAnswer>(answer: T, prices: ReadonlyMap<number, Price>): T | null {
  const priced = <I extends Priced>(i: I): I | null => {
    const price = prices.get(i.id);
    return price ? { ...i, price } : null;
  };
  const next: T = { ...answer };
  if (answer.item) {
    const item = priced(answer.item);
    if (!item) return null;
    next.item = item;
  }
  if (answer.items) next.items = answer.items.flatMap((i) => priced(i) ?? []);
  return next;
}
