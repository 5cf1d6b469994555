/**
 * The SQL migrations (erp/db/migrations) are the source of the database's shape; the Drizzle
 * declarations (erp/db/schema.ts, which gathers every module's schema file) must agree with them.
 * A fresh database is migrated and its tables, columns (type, nullability, whether it has a
 * default) and primary keys in information_schema are compared with the declarations.
 */
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import * as schema from "../../erp/schema.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

interface Column {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}
interface Table {
  columns: Map<string, Column>;
  primaryKey: string[];
}

const name = scratchDatabaseName("schema");

beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/** A type as PostgreSQL spells it (format_type): serial types are their integer with a default. */
function sqlType(type: string): string {
  const serial: Record<string, string> = { smallserial: "smallint", serial: "integer", bigserial: "bigint" };
  return (serial[type] ?? type)
    .replace(/^time$/, "time without time zone")
    .replace(/^timestamp$/, "timestamp without time zone")
    .replace(/\s*,\s*/g, ",");
}

/** The tables the migrations create, from information_schema of the migrated database. */
async function migratedTables(pool: pg.Pool): Promise<Map<string, Table>> {
  const tables = new Map<string, Table>();
  const { rows: columns } = await pool.query<{
    table_name: string;
    column_name: string;
    type: string;
    is_nullable: "YES" | "NO";
    column_default: string | null;
  }>(`
    SELECT c.table_name, c.column_name, c.is_nullable, c.column_default,
           format_type(a.atttypid, a.atttypmod) AS type
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
      JOIN pg_attribute a
        ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass AND a.attname = c.column_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`);
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? { columns: new Map(), primaryKey: [] };
    table.columns.set(column.column_name, {
      type: column.type,
      notNull: column.is_nullable === "NO",
      hasDefault: column.column_default !== null,
    });
    tables.set(column.table_name, table);
  }
  const { rows: keys } = await pool.query<{ table_name: string; column_name: string }>(`
    SELECT k.table_name, k.column_name
      FROM information_schema.table_constraints c
      JOIN information_schema.key_column_usage k USING (constraint_schema, constraint_name, table_name)
     WHERE c.table_schema = 'public' AND c.constraint_type = 'PRIMARY KEY'
     ORDER BY k.table_name, k.ordinal_position`);
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  return tables;
}

/** The tables Drizzle declares: every table exported by erp/db/schema.ts. */
function declaredTables(problems: string[]): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (tables.has(config.name)) problems.push(`table ${config.name}: declared twice in Drizzle`);
    const composite = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
    tables.set(config.name, {
      columns: new Map(
        config.columns.map((c) => [
          c.name,
          { type: sqlType(c.getSQLType()), notNull: c.notNull || composite.includes(c.name), hasDefault: c.hasDefault },
        ]),
      ),
      primaryKey: composite.length > 0 ? composite : config.columns.filter((c) => c.primary).map((c) => c.name),
    });
  }
  return tables;
}

function compare(migrated: Map<string, Table>, declared: Map<string, Table>, problems: string[]) {
  const nullability = (c: Column) => (c.notNull ? "NOT NULL" : "nullable");
  const withDefault = (c: Column) => (c.hasDefault ? "a default" : "no default");
  for (const [tableName, table] of migrated) {
    const other = declared.get(tableName);
    if (!other) {
      problems.push(`table ${tableName}: created by the migrations, not declared in Drizzle`);
      continue;
    }
    for (const [columnName, column] of table.columns) {
      const at = `column ${tableName}.${columnName}`;
      const twin = other.columns.get(columnName);
      if (!twin) problems.push(`${at}: created by the migrations, not declared in Drizzle`);
      else {
        if (twin.type !== column.type)
          problems.push(`${at}: type ${column.type} in the migrations, ${twin.type} in Drizzle`);
        if (twin.notNull !== column.notNull)
          problems.push(`${at}: ${nullability(column)} in the migrations, ${nullability(twin)} in Drizzle`);
        if (twin.hasDefault !== column.hasDefault)
          problems.push(`${at}: ${withDefault(column)} in the migrations, ${withDefault(twin)} in Drizzle`);
      }
    }
    for (const columnName of other.columns.keys())
      if (!table.columns.has(columnName))
        problems.push(`column ${tableName}.${columnName}: declared in Drizzle, not created by the migrations`);
    if (table.primaryKey.join(",") !== other.primaryKey.join(","))
      problems.push(
        `table ${tableName}: primary key (${table.primaryKey.join(", ")}) in the migrations, (${other.primaryKey.join(", ")}) in Drizzle`,
      );
  }
  for (const tableName of declared.keys())
    if (!migrated.has(tableName))
      problems.push(`table ${tableName}: declared in Drizzle, not created by the migrations`);
}

it("Drizzle declares every table and column the migrations create, and nothing else", async () => {
  const { db, pool } = connect(databaseNamed(name));
  try {
    await runMigrations(db);
    const problems: string[] = [];
    const migrated = await migratedTables(pool);
    const declared = declaredTables(problems);
    expect(migrated.size).toBeGreaterThan(60);
    compare(migrated, declared, problems);
    expect(problems, `The Drizzle declarations and the migrations differ:\n${problems.join("\n")}`).toEqual([]);
  } finally {
    await pool.end();
  }
}, 120_000);
