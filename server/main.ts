/**
 * Runs the shop: opens the database (embedded PostgreSQL under DATA_DIR unless DATABASE_URL is
 * set), migrates, loads the demo catalogue into an empty database, and serves the built storefront
 * with the ERP in-process (or the ERP at ERP_URL) and the sender of its mail outbox. SIGTERM /
 * Ctrl-C finish the requests in flight, then stop the sender and the database, within 10 s.
 *
 * With SHOP_WORKERS above 1 (by default one per CPU core), this process owns the database and the
 * mail sender and forks that many worker processes (server/worker.ts), each with its own in-process
 * ERP, sharing the port: a page costs milliseconds of CPU in one JavaScript thread, so one process
 * cannot use a second core. See docs/decisions/0016-page-cpu-and-workers.md.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { env } from "../app/.server/env.ts";
import { registerInProcessErp } from "../app/.server/erp.ts";
import { onShutdownSignals, openDatabase, type OpenDatabase } from "../erp/db/client.ts";
import { ensureContent } from "../erp/content/load.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { createErp, type Erp } from "../erp/server.ts";
import { createApp } from "./app.ts";

const log = (m: string) => console.log(m);

/** Worker processes: SHOP_WORKERS, else one per core (at most 8); 1 serves from this process. */
export function shopWorkers(value = process.env.SHOP_WORKERS, cores = os.availableParallelism()): number {
  if (value === undefined || value.trim() === "") return Math.max(1, Math.min(8, cores));
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`SHOP_WORKERS must be a whole number from 1 to 64 (it is "${value}")`);
  return n;
}

/** The database, demo catalogue, content and mail sender that one process owns for all. */
async function openBackend() {
  const database = await openDatabase({ log });
  await ensureDemoCatalogue(database.db, log);
  await ensureContent(database.db, log);
  // The mail outbox is delivered by whichever process owns the ERP (with ERP_URL, that ERP).
  const sender = startOutboxSender(database.db, { log });
  return { database, sender };
}

/** An in-process ERP for this process's storefront; the search index warms in the background. */
export function startErp(db: OpenDatabase["db"], onMailQueued: () => void): Erp {
  const erp = createErp({ db, info: log, onMailQueued });
  registerInProcessErp(erp);
  // In the background: a search before it is done waits only for the part it needs.
  const started = performance.now();
  erp
    .warmUpSearch()
    .then(() => log(`[search] index warmed in ${((performance.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => log(`[search] warming the index failed: ${String(error)}`));
  return erp;
}

/**
 * Serves the built storefront on port; stop() finishes the requests in flight (idle connections
 * close at once, busy ones within 7 s). In a cluster worker, listen() shares the primary's port.
 */
export async function serve(opts: { port: number; root: string }) {
  const build = (await import(pathToFileURL(path.join(opts.root, "build", "server", "index.js")).href)) as ServerBuild;
  const app = createApp({ build, root: opts.root });
  const server = await new Promise<import("node:http").Server>((resolve, reject) => {
    const s = app.listen(opts.port, process.env.HOST ?? "0.0.0.0", () => resolve(s));
    s.on("error", reject);
  });
  server.keepAliveTimeout = 5_000;
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 7_000);
      await closed;
      clearTimeout(force);
    })());
  return { server, close };
}

/** The whole shop in this one process (SHOP_WORKERS=1, and the tests). */
export async function startShop(opts: { port?: number; root?: string } = {}) {
  const root = opts.root ?? process.cwd();
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  let backend: Awaited<ReturnType<typeof openBackend>> | null = null;
  if (!process.env.ERP_URL) {
    backend = await openBackend();
    const sender = backend.sender;
    startErp(backend.database.db, () => sender.wake());
  }
  const http = await serve({ port, root });
  log(`[shop] serving on http://localhost:${port}${backend ? "" : ` (ERP at ${process.env.ERP_URL})`}`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log("[shop] stopping: finishing requests in flight");
      await http.close();
      if (backend) {
        await backend.sender.stop();
        await backend.database.close();
      }
      log("[shop] stopped");
    })());
  return { server: http.server, port, stop };
}

/** Messages between the primary and its workers. */
export type WorkerMessage = { type: "listening" } | { type: "mail-queued" };
export type PrimaryMessage = { type: "stop" };

/**
 * The primary of a cluster: owns the database and the mail sender, forks `workers` storefront
 * processes and replaces one that dies. stop() asks each worker to finish its requests, then stops
 * the sender and the database.
 */
export async function startCluster(opts: { workers: number; port?: number; root?: string }) {
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  const root = opts.root ?? process.cwd();
  env(); // validates the configuration once, and writes the session secret before workers read it
  const backend = process.env.ERP_URL ? null : await openBackend();
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./worker.ts", import.meta.url)) });
  const workerEnv = {
    SHOP_PORT: String(port),
    SHOP_ROOT: root,
    ...(backend ? { SHOP_DATABASE_URL: backend.database.url } : {}),
  };

  let stopping = false;
  /** Workers that said they listen; the shop is announced when all of them do. */
  const listening = new Set<number>();
  let announced!: () => void;
  const allListening = new Promise<void>((resolve) => (announced = resolve));
  const recentDeaths: number[] = [];
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      log("[shop] stopping: finishing requests in flight");
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const force = setTimeout(() => {
                log(`[shop] worker ${worker.process.pid} did not stop within 9 s; killing it`);
                worker.process.kill("SIGKILL");
              }, 9_000);
              worker.once("exit", () => {
                clearTimeout(force);
                resolve();
              });
              // A worker still starting may not listen for messages yet (a message then is lost);
              // it has no requests in flight, and SIGTERM stops it whether or not its handler is set.
              if (listening.has(worker.id)) worker.send({ type: "stop" } satisfies PrimaryMessage);
              else worker.process.kill("SIGTERM");
            }),
        ),
      );
      if (backend) {
        await backend.sender.stop();
        await backend.database.close();
      }
      log("[shop] stopped");
    })());
  const fork = (replacing = false): Worker => {
    const worker = cluster.fork(workerEnv);
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "mail-queued") backend?.sender.wake();
      if (message.type === "listening") {
        listening.add(worker.id);
        if (listening.size === opts.workers) announced();
        if (replacing) log(`[shop] worker ${worker.process.pid} serving`);
      }
    });
    worker.on("exit", (code, signal) => {
      listening.delete(worker.id);
      if (stopping) return;
      const now = Date.now();
      recentDeaths.push(now);
      while (recentDeaths.length && now - recentDeaths[0]! > 60_000) recentDeaths.shift();
      log(`[shop] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      // A worker that cannot start (a broken build, a port in use) would die again at once.
      if (recentDeaths.length > 2 * opts.workers) {
        log("[shop] workers keep exiting; stopping the shop");
        void stop().then(() => process.exit(1));
        return;
      }
      fork(true);
    });
    return worker;
  };
  for (let i = 0; i < opts.workers; i++) fork();
  await allListening;
  log(
    `[shop] serving on http://localhost:${port} (${opts.workers} worker processes${backend ? "" : `, ERP at ${process.env.ERP_URL}`})`,
  );

  return { port, stop };
}

/** Starts the shop (one process, or a cluster) and stops it cleanly on SIGINT / SIGTERM. */
export async function runShop() {
  const started = await (async () => {
    const workers = shopWorkers();
    return workers === 1 ? startShop() : startCluster({ workers });
  })().catch((error: unknown) => {
    console.error(`[shop] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  onShutdownSignals(() => void started.stop().then(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runShop();
