/**
 * Price rules of the ERP: promotions and the EU "lowest price of 30 days" rule. Net to gross is the
 * VAT rule's (erp/tax/rule.ts, erp/tax/rates.ts): the spec's fixed 1.23 factor holds for Poland only.
 */
import { toCents } from "../../contract/money.ts";

export const LOWEST_PRICE_WINDOW_DAYS = 30;

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
