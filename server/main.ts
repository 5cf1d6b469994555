/**
 * Runs the shop: opens the database (embedded PostgreSQL under DATA_DIR unless DATABASE_URL is
 * set), migrates, loads the demo catalogue into an empty database, and serves the built storefront
 * with the ERP in-process (or the ERP at ERP_URL) and the sender of its mail outbox. SIGTERM /
 * Ctrl-C finish the requests in flight, then stop the sender and the database, within 10 s.
 *
 * With SHOP_WORKERS above 1 (by default one per CPU core), this process owns the database and the
 * mail sender (server/backend.ts) and supervises that many worker processes (server/cluster.ts),
 * each with its own in-process ERP (server/erp.ts), sharing the port.
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import { onShutdownSignals } from "../erp/db/client.ts";
import { openBackend } from "./backend.ts";
import { startCluster } from "./cluster.ts";
import { erpTransport } from "./erp.ts";
import { serve } from "./http.ts";
import { config, validatedEnv } from "../erp/config.ts";

const log = (m: string) => console.log(m);

/** Worker processes: SHOP_WORKERS, else one per core (at most 8); 1 serves from this process. */
export function shopWorkers(value = validatedEnv().SHOP_WORKERS, cores = os.availableParallelism()): number {
  if (value === undefined || value.trim() === "") return Math.max(1, Math.min(8, cores));
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`SHOP_WORKERS must be a whole number from 1 to 64 (it is "${value}")`);
  return n;
}

/** The whole shop in this one process (SHOP_WORKERS=1, and the tests). */
export async function startShop(opts: { port?: number; root?: string } = {}) {
  const root = opts.root ?? process.cwd();
  const port = opts.port ?? config().PORT;
  const backend = config().ERP_URL ? null : await openBackend(log);
  const erp = erpTransport({ db: backend?.database.db, onMailQueued: () => backend?.sender.wake(), log });
  const http = await serve({ port, root, erp });
  log(`[shop] serving on http://localhost:${port}${backend ? "" : ` (ERP at ${config().ERP_URL})`}`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log("[shop] stopping: finishing requests in flight");
      await http.close();
      await backend?.close();
      log("[shop] stopped");
    })());
  return { server: http.server, port, stop };
}

/** Starts the shop (one process, or a cluster) and stops it cleanly on SIGINT / SIGTERM. */
export async function runShop() {
  const started = await (async () => {
    config(); // every variable checked once, before anything starts: a bad one is the one line below
    const workers = shopWorkers();
    return workers === 1 ? startShop() : startCluster({ workers });
  })().catch((error: unknown) => {
    console.error(`[shop] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  onShutdownSignals(() => void started.stop().then(() => process.exit(0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runShop();
