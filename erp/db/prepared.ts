/**
 * Queries run often with the same text (item cards, the search index's look at its change log) as
 * named prepared statements: each pooled connection parses and plans them once instead of on every
 * call, which for the item cards' query is about half of its cost. The name carries a hash of the
 * text, so two texts never share a name. Inside a transaction (no pool at hand) the query runs
 * as usual.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Database } from "./client.ts";

const dialect = new PgDialect();
const names = new Map<string, string>();

/** FNV-1a of the text, as 8 hex digits. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export async function preparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const pool = (db as Database & { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.query !== "function" || !("totalCount" in pool)) {
    return (await db.execute(query)).rows as T[];
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  let statement = names.get(text);
  if (!statement) {
    statement = `${name}-${hash(text)}`;
    names.set(text, statement);
  }
  const result = await pool.query({ name: statement, text, values: params as unknown[] });
  return result.rows as T[];
}
