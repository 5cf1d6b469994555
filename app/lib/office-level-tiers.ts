/**
 * The office level form's rows of volume tiers (issue 41; VOLUME_TIERS_MAX of contract/quantity.ts),
 * by field name: in a module without zod, since the page renders them and the action's schema
 * (office-customer-forms.ts) checks them.
 */
export const TIER_ROWS = [
  { from: "tier1from", discount: "tier1discount" },
  { from: "tier2from", discount: "tier2discount" },
  { from: "tier3from", discount: "tier3discount" },
] as const;
