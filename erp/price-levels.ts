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
  /** Volume tiers (migration 0049), by rising quantity: from so many units of a line, a higher discount. */
  tiers: readonly VolumeTier[];
}

/** From `fromQuantity` units of a line, the level's discount is `discountBp` instead. */
export interface VolumeTier {
  fromQuantity: number;
  discountBp: number;
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

/** A price after a discount in basis points, in cents, rounded half up to the cent. */
export const discountedBy = (cents: number, discountBp: number): number =>
  Math.round((cents * (10_000 - discountBp)) / 10_000);

/** A price after a level's discount, in cents, rounded half up to the cent. */
export const discounted = (cents: number, level: PriceLevel | null): number =>
  level ? discountedBy(cents, level.discountBp) : cents;

/**
 * The discount of a level for a line of `quantity` units: the highest tier the quantity reaches,
 * else the level's own. A tier never lowers the discount (the office refuses such a tier), and
 * the larger of the two is taken in case one was stored before its level was lowered.
 */
export function discountAt(level: PriceLevel, quantity: number): number {
  let bp = level.discountBp;
  for (const tier of level.tiers) if (quantity >= tier.fromQuantity) bp = Math.max(bp, tier.discountBp);
  return bp;
}

/** Whether two levels are of the same scope (every part, one brand, one price group). */
export const sameScope = (
  a: Pick<PriceLevel, "brandId" | "pricegroup">,
  b: Pick<PriceLevel, "brandId" | "pricegroup">,
) => a.brandId === b.brandId && a.pricegroup === b.pricegroup;

/** A level as the office's audit and the command line write it: "Werkstatt 12 % (every part; from 10: 15 %)". */
export function describeLevel(l: Pick<PriceLevel, "name" | "discountBp" | "brandId" | "pricegroup" | "tiers">): string {
  const tiers = l.tiers.map((t) => `; from ${t.fromQuantity}: ${t.discountBp / 100} %`).join("");
  return `${l.name} ${l.discountBp / 100} % (${l.brandId ?? l.pricegroup ?? "every part"}${tiers})`;
}
