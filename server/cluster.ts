/**
 * Process supervision: the primary of the shop's cluster forks SHOP_WORKERS storefront processes
 * (server/worker.ts) that share the port, replaces one that dies, and stops them all cleanly. A page
 * costs milliseconds of CPU in one JavaScript thread, so one process cannot use a second core.
 * See docs/decisions/0016-page-cpu-and-workers.md.
 */
import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import { env } from "../app/.server/env.ts";
import { openBackend } from "./backend.ts";

const log = (m: string) => console.log(m);

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
  const backend = process.env.ERP_URL ? null : await openBackend(log);
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
      await backend?.close();
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
