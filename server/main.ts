/**
 * Runs the shop: opens the database (embedded PostgreSQL under DATA_DIR unless DATABASE_URL is
 * set), migrates, loads the demo catalogue into an empty database, and serves the built storefront
 * with the ERP in-process (or the ERP at ERP_URL) and the sender of its mail outbox. SIGTERM /
 * Ctrl-C finish the requests in flight, then stop the sender and the database, within 10 s.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { registerInProcessErp } from "../app/.server/erp.ts";
import { openDatabase, type OpenDatabase } from "../erp/db/client.ts";
import { ensureContent } from "../erp/content/load.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { startOutboxSender, type MailSender } from "../erp/mail/sender.ts";
import { createErp } from "../erp/server.ts";
import { createApp } from "./app.ts";

const log = (m: string) => console.log(m);

export async function startShop(opts: { port?: number; root?: string } = {}) {
  const root = opts.root ?? process.cwd();
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  let database: OpenDatabase | null = null;
  let mailSender: MailSender | null = null;
  if (!process.env.ERP_URL) {
    database = await openDatabase({ log });
    await ensureDemoCatalogue(database.db, log);
    await ensureContent(database.db, log);
    // The mail outbox is delivered by whichever process owns the ERP (with ERP_URL, that ERP).
    const sender = startOutboxSender(database.db, { log });
    mailSender = sender;
    const erp = createErp({ db: database.db, info: log, onMailQueued: () => sender.wake() });
    registerInProcessErp(erp);
    // In the background: a search before it is done waits only for the part it needs.
    erp.warmUpSearch().catch((error: unknown) => log(`[search] warming the index failed: ${String(error)}`));
  }
  const build = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as ServerBuild;
  const app = createApp({ build, root });
  const server = await new Promise<import("node:http").Server>((resolve, reject) => {
    const s = app.listen(port, process.env.HOST ?? "0.0.0.0", () => resolve(s));
    s.on("error", reject);
  });
  server.keepAliveTimeout = 5_000;
  log(`[shop] serving on http://localhost:${port}${database ? "" : ` (ERP at ${process.env.ERP_URL})`}`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      log("[shop] stopping: finishing requests in flight");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 7_000);
      await closed;
      clearTimeout(force);
      if (mailSender) await mailSender.stop();
      if (database) await database.close();
      log("[shop] stopped");
    })());
  return { server, port, stop };
}

/** Starts the shop and stops it cleanly on SIGINT / SIGTERM. */
export async function runShop() {
  const shop = await startShop().catch((error: unknown) => {
    console.error(`[shop] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void shop.stop().then(() => process.exit(0));
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runShop();
