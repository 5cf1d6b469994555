/** The seller record (migration 0041, decision 0057): the companies behind the shop and each region's office. */
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Company, CompanyId, Region, Site } from "../../contract/seller.ts";
import { updatedAt } from "../db/columns.ts";

/** A seller company's legal identity (contract/seller.ts CompanySchema), one row per company id. */
export const sellerCompanies = pgTable(
  "seller_companies",
  {
    id: text("id").$type<CompanyId>().primaryKey(),
    /** The record as CompanySchema parses it (the id inside repeats the key). */
    record: jsonb("record").$type<Company>().notNull(),
    /** The demo catalogue's invented company. */
    demo: boolean("demo").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("seller_companies_id", sql`${t.id} IN ('pl', 'nl')`)],
);

/** The office of a region (contract/seller.ts SiteSchema): contact page, footer, opening hours. */
export const sellerOffices = pgTable(
  "seller_offices",
  {
    region: text("region").$type<Region>().primaryKey(),
    record: jsonb("record").$type<Site>().notNull(),
    demo: boolean("demo").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("seller_offices_region", sql`${t.region} IN ('EU', 'UK', 'NL')`)],
);
