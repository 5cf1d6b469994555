/**
 * The production shop as the reliability scenarios run it: `node --import tsx server/main.ts` in a
 * child process (the primary and its workers, as `npm start` runs them), on a data directory of its
 * own (embedded PostgreSQL there unless DATABASE_URL is given), on a port of 3430-3449.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { runningEmbeddedUrl } from "../../erp/db/client.ts";

export interface ShopOptions {
  port: number;
  dataDir: string;
  workers?: number;
  /** Extra environment (SMTP_URL, DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** Give up waiting for "[shop] serving on" after this long. */
  startTimeoutMs?: number;
}

export interface RunningShop {
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything the shop printed so far. */
  output(): string;
  /** The shop's database (its embedded server's socket, or DATABASE_URL). */
  database(): pg.Pool;
  /** The pids of its worker processes. */
  workers(): number[];
  /** Sends the signal and resolves with the exit code (or signal) once the primary is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it gives a truthy value, or throws naming `what` after `ms`. */
export async function until<T>(what: string, probe: () => T | Promise<T>, ms = 60_000, everyMs = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The worker processes (server/worker.ts) the primary `pid` has now. */
export function workersOf(pid: number): number[] {
  const out = spawnSync("pgrep", ["-P", String(pid), "-f", "server/worker.ts"], { encoding: "utf8" }).stdout.trim();
  return out ? out.split("\n").map(Number) : [];
}

export async function startShop(opts: ShopOptions): Promise<RunningShop> {
  if (!fs.existsSync(path.resolve("build/server/index.js")))
    throw new Error("No production build: run `npm run build` first.");
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: opts.dataDir,
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    SHOP_WORKERS: String(opts.workers ?? 2),
    SHOP_URL: `http://127.0.0.1:${opts.port}`,
    SECURE_COOKIES: "false",
    // Every shopper of a scenario posts from 127.0.0.1 at machine speed: the abuse limits per client
    // address and the minimum fill time (decision 0025) would refuse them, and are not what is measured.
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ORDER_RATE_LIMIT: "100000",
    ...opts.env,
  };
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL;
  delete env.ERP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  let pool: pg.Pool | null = null;
  const shop: RunningShop = {
    port: opts.port,
    url: `http://127.0.0.1:${opts.port}`,
    process: child,
    output: () => output,
    database() {
      if (pool?.ended) pool = null;
      const url = opts.env?.DATABASE_URL ?? runningEmbeddedUrl(path.join(opts.dataDir, "pg"));
      if (!url) throw new Error("the shop's database is not running");
      return (pool ??= new pg.Pool({ connectionString: url, max: 4 }).on("error", () => {}));
    },
    workers: () => workersOf(child.pid!),
    async stop(signal = "SIGTERM") {
      await pool?.end().catch(() => {});
      pool = null;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const result = await Promise.race([exited, sleep(30_000).then(() => "timeout" as const)]);
      if (result === "timeout") {
        for (const pid of workersOf(child.pid!)) process.kill(pid, "SIGKILL");
        child.kill("SIGKILL");
        return exited;
      }
      return result;
    },
  };
  const serving = await Promise.race([
    until("the shop to serve", () => output.includes("[shop] serving on"), opts.startTimeoutMs ?? 180_000, 100),
    exited.then((code) => {
      throw new Error(`the shop exited (${code}) before serving:\n${output}`);
    }),
  ]).catch(async (error: unknown) => {
    await shop.stop("SIGKILL");
    throw error;
  });
  void serving;
  return shop;
}
