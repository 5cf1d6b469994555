/**
 * A trade customer's agreed discounts and the rule that picks one for a part: a module of its own
 * (no ERP imports), since the catalogue prices cards with it and the customers module stores the
 * levels; in either module it would tie the two into an import cycle (erp/modules.test.ts).
 */

/** An agreed discount: for every part, or for one brand or price group (the most specific wins). */
export interface PriceLevel {
  name: string;
  /** Basis points: 1250 is 12.5 %. */
  discountBp: number;
  brandId: string | null;
  pricegroup: string | null;
}

/**
 * The level that applies to a part: the brand's if one is agreed, else the price group's, else
 * the one for every part; null when none applies.
 */
export function levelFor(
  levels: readonly PriceLevel[],
  part: { brandId: string | null; pricegroup: string },
): PriceLevel | null {
  return (
    levels.find((l) => l.brandId !== null && l.brandId === part.brandId) ??
    levels.find((l) => l.pricegroup !== null && l.pricegroup === part.pricegroup) ??
    levels.find((l) => l.brandId === null && l.pricegroup === null) ??
    null
  );
}

/** A price after a level's discount, in cents, rounded half up to the cent. */
export const discounted = (cents: number, level: PriceLevel | null): number =>
  level ? Math.round((cents * (10_000 - level.discountBp)) / 10_000) : cents;
