/**
 * The stock labels an item card shows, in a module of their own: the item cards name them in the
 * browser without loading the availability rules (contract/availability.ts decides which one an
 * item has, on the server). They are the product page's own labels (availability.*) for one
 * piece, from the same rule, so a list never promises what the product page refuses (issue 43).
 */
export const STOCK_LABEL_CASES = ["inStock", "inTransit", "manufacturer", "outOfStock"] as const;
export type StockLabelCase = (typeof STOCK_LABEL_CASES)[number];
