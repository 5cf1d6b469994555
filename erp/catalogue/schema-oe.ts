/** The items' original-equipment numbers (migration 0042): what the search matches and the product page lists. */
import { index, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { itemOf } from "./schema.ts";

export const itemOeNumbers = pgTable(
  "item_oe_numbers",
  {
    itemId: itemOf(),
    /** As printed on the old part and in the maker's catalogue. */
    oeNumber: text("oe_number").notNull(),
    /** normalizePartNumber of it: what a search matches. */
    normalized: text("normalized").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.normalized] }), index("item_oe_numbers_normalized_idx").on(t.normalized)],
);
