/**
 * Column types and columns that the ERP modules' schema files share (erp/db/schema.ts gathers
 * those files into the schema the Drizzle client is built with).
 */
import { bigserial, customType, numeric, timestamp } from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";

/** An amount of money: up to 12 digits, 2 of them cents. */
export const money = <Name extends string>(name: Name) => numeric(name, { precision: 12, scale: 2 });

/** A moment: every time the ERP keeps is a timestamp with time zone. */
export const timestamptz = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

/** A row's own number, from its table's sequence (bigserial), read as a number. */
export const serialId = () => bigserial("id", { mode: "number" }).primaryKey();

/** A text in every language. */
export type LocalizedText = Record<Language, string>;

/** A tsvector column (Drizzle has no built-in type for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A transaction id (xid8); Drizzle has no built-in type for it. */
export const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/** A bytea column, read and written as a Buffer (Drizzle has no built-in type for it). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
