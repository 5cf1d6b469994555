/** Price rules of the ERP: net to gross, promotions and the EU "lowest price of 30 days" rule. */
import { toCents } from "../../contract/money.ts";

/** Tax factor of displayed gross prices (storefront.md section 9). */
export const TAX_FACTOR = 1.23;
export const LOWEST_PRICE_WINDOW_DAYS = 30;

export const grossCents = (netCents: number): number => Math.round(netCents * TAX_FACTOR);

export interface PriceHistoryEntry {
  price: number | string;
  validFrom: Date;
}

/**
 * The lowest net price in effect during the 30 days before a reduction started (Omnibus
 * directive, art. 6a). The price in effect at the window's start counts, as does every change
 * inside the window. Falls back to the reduced price itself when no history precedes it.
 */
export function lowestPriceBefore(
  history: readonly PriceHistoryEntry[],
  reductionFrom: Date,
  fallbackCents: number,
): number {
  const windowStart = reductionFrom.getTime() - LOWEST_PRICE_WINDOW_DAYS * 86_400_000;
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let inEffectAtStart: number | null = null;
  const inWindow: number[] = [];
  for (const entry of sorted) {
    const at = entry.validFrom.getTime();
    if (at <= windowStart) inEffectAtStart = toCents(entry.price);
    else if (at < reductionFrom.getTime()) inWindow.push(toCents(entry.price));
  }
  const candidates = inEffectAtStart === null ? inWindow : [inEffectAtStart, ...inWindow];
  return candidates.length ? Math.min(...candidates) : fallbackCents;
}
