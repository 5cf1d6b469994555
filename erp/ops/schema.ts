/** The demo marker (migration 0019, decision 0026): production refuses to start on the demo. */
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { timestamptz } from "../db/columns.ts";

/** One row when the database holds the demo catalogue (written by its loader, backfilled by 0019). */
export const demoCatalogue = pgTable(
  "demo_catalogue",
  {
    id: boolean("id").notNull().default(true),
    loadedAt: timestamptz("loaded_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "demo_catalogue_pk", columns: [t.id] }), check("demo_catalogue_one_row", sql`${t.id}`)],
);
