/** The quantity rule, in a module of its own: the product page's quantity field uses it in the browser. */

/** Quantity rule: minimum 1, a typed quantity above the maximum is reduced to it. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.floor(value), Math.max(max, 1)));
}
