/** The search's tables: documents and words of the catalogue, and the changes that keep the index current. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { Language } from "../../../contract/languages.ts";
import { serialId, timestamptz, tsvector, xid8 } from "../../db/columns.ts";
import { itemOf } from "../schema.ts";

/**
 * The search document of an item in one language, kept by triggers (migration 0004): `document`
 * holds manufacturer, brand and description; `deep` adds application make, model, engine and the
 * long description. The ERP's in-memory index reads them (erp/catalogue/search/load.ts).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    itemId: itemOf(),
    lang: text("lang").$type<Language>().notNull(),
    document: tsvector("document").notNull(),
    deep: tsvector("deep").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

/** Words of the catalogue for typo correction; shallow = in a normal document. */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
  shallow: boolean("shallow").notNull().default(false),
});

/**
 * Items whose catalogue data (name, brand, search documents...) or trade facts (`trade`: flags,
 * prices, stock, deliveries) changed, with the writing transaction (migrations 0010-0012, filled
 * by triggers): how each ERP process keeps its in-memory search index current.
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    id: serialId(),
    itemId: integer("item_id").notNull(),
    /** A change of what the item's card shows from trade (flags, price, stock, deliveries: 0012), not of its catalogue data. */
    trade: boolean("trade").notNull().default(false),
    xid: xid8("xid")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamptz("changed_at").notNull().defaultNow(),
  },
  (t) => [index("search_changes_xid_idx").on(t.xid), index("search_changes_changed_at_idx").on(t.changedAt)],
);
