/**
 * Process supervision: the primary of the shop's cluster forks SHOP_WORKERS storefront processes
 * (server/worker.ts) that share the port, replaces one that dies (backing off when it keeps dying,
 * server/restart-policy.ts), tells the workers how many serve (for /healthz), and stops them all
 * cleanly. A page costs milliseconds of CPU in one JavaScript thread, so one process cannot use a
 * second core. See docs/decisions/0016-page-cpu-and-workers.md and 0027-worker-back-off-and-order-queue.md.
 */
import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import { env } from "../app/.server/env.ts";
import { openBackend } from "./backend.ts";
import { afterExit, RESTART_POLICY, type ClusterHealth, type RestartPolicy } from "./restart-policy.ts";
import { config } from "../erp/config.ts";

const log = (m: string) => console.log(m);

/** Messages between the primary and its workers. */
export type WorkerMessage = { type: "listening" } | { type: "mail-queued" };
export type PrimaryMessage = { type: "stop" } | ({ type: "health" } & ClusterHealth);

/**
 * The primary of a cluster: owns the database and the mail sender, forks `workers` storefront
 * processes and replaces one that dies. stop() asks each worker to finish its requests, then stops
 * the sender and the database.
 */
export async function startCluster(opts: {
  workers: number;
  port?: number;
  root?: string;
  restartPolicy?: RestartPolicy;
}) {
  const policy = opts.restartPolicy ?? RESTART_POLICY;
  const port = opts.port ?? config().PORT;
  const root = opts.root ?? process.cwd();
  env(); // validates the configuration once, and writes the session secret before workers read it
  const backend = config().ERP_URL ? null : await openBackend(log);
  cluster.setupPrimary({ exec: fileURLToPath(new URL("./worker.ts", import.meta.url)) });
  const workerEnv = {
    SHOP_PORT: String(port),
    SHOP_ROOT: root,
    ...(backend ? { SHOP_DATABASE_URL: backend.database.url } : {}),
  };

  let stopping = false;
  /** Workers that said they listen; the shop is announced when all of them do. */
  const listening = new Set<number>();
  let announced = false;
  let announce!: () => void;
  const allListening = new Promise<void>((resolve) => (announce = resolve));
  /** Deaths before the shop first served: a shop that cannot start at all stops (exit 1). */
  let deathsBeforeServing = 0;
  /** Per worker slot: its quick deaths in a row, and the timer of a replacement waiting to start. */
  const slots = Array.from({ length: opts.workers }, () => ({
    streak: 0,
    restartAt: null as number | null,
    timer: null as NodeJS.Timeout | null,
  }));
  const health = (): ClusterHealth => {
    const waiting = slots.map((s) => s.restartAt).filter((t): t is number => t !== null);
    return {
      wanted: opts.workers,
      serving: listening.size,
      nextRestartAt: waiting.length ? Math.min(...waiting) : null,
    };
  };
  /** Tells every serving worker how many serve (they answer /healthz from it). */
  const broadcast = () => {
    const message = { type: "health", ...health() } satisfies PrimaryMessage;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && listening.has(worker.id) && worker.isConnected()) worker.send(message);
  };
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
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
  const fork = (slotIndex: number, replacing = false): Worker => {
    const slot = slots[slotIndex]!;
    slot.restartAt = null;
    slot.timer = null;
    const worker = cluster.fork(workerEnv);
    const startedAt = Date.now();
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "mail-queued") backend?.sender.wake();
      if (message.type === "listening") {
        listening.add(worker.id);
        if (listening.size === opts.workers && !announced) {
          announced = true;
          announce();
        }
        if (replacing) log(`[shop] worker ${worker.process.pid} serving (${listening.size} of ${opts.workers})`);
        broadcast();
      }
    });
    worker.on("exit", (code, signal) => {
      const wasServing = listening.delete(worker.id);
      if (stopping) return;
      const { streak, delayMs } = afterExit(slot.streak, Date.now() - startedAt, policy);
      slot.streak = streak;
      const how = `${signal ?? code}${wasServing ? "" : ", before it served"}`;
      if (!announced && ++deathsBeforeServing > 2 * opts.workers) {
        // Never served at all (a broken build, a port in use): say so and stop, as a start that failed.
        log(
          `[shop] worker ${worker.process.pid} exited (${how}); workers keep exiting before serving: stopping the shop`,
        );
        void stop().then(() => process.exit(1));
        return;
      }
      if (delayMs === 0) log(`[shop] worker ${worker.process.pid} exited (${how}); starting another`);
      else {
        log(
          `[shop] worker ${worker.process.pid} exited (${how}), ${streak} times in a row; ` +
            `starting another in ${delayMs / 1000} s`,
        );
        log(`[shop] degraded: ${listening.size} of ${opts.workers} workers serving`);
      }
      if (delayMs === 0) fork(slotIndex, true);
      else {
        slot.restartAt = Date.now() + delayMs;
        slot.timer = setTimeout(() => {
          fork(slotIndex, true);
          broadcast();
        }, delayMs);
      }
      broadcast();
    });
    return worker;
  };
  for (let i = 0; i < opts.workers; i++) fork(i);
  await allListening;
  log(
    `[shop] serving on http://localhost:${port} (${opts.workers} worker processes${backend ? "" : `, ERP at ${config().ERP_URL}`})`,
  );

  return { port, stop };
}
