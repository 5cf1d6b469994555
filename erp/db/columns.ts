/**
 * Column types and columns that the ERP modules' schema files share (erp/db/schema.ts gathers
 * those files into the schema the Drizzle client is built with).
 */
import { customType, numeric, timestamp } from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";

/** An amount of money: up to 12 digits, 2 of them cents. */
export const money = <Name extends string>(name: Name) => numeric(name, { precision: 12, scale: 2 });

/** When the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A text in every language. */
export type LocalizedText = Record<Language, string>;

/** A tsvector column (Drizzle has no built-in type for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A transaction id (xid8); Drizzle has no built-in type for it. */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/** A bytea column, read and written as a Buffer (Drizzle has no built-in type for it). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
