/**
 * The catalogue's stock labels (in stock, in transit, ready to order), in a module of their own:
 * the item cards name them in the browser without loading the availability rules
 * (contract/availability.ts decides which one an item has, on the server).
 */
export const STOCK_LABEL_CASES = ["inStock", "inTransit", "readyToOrder"] as const;
export type StockLabelCase = (typeof STOCK_LABEL_CASES)[number];
