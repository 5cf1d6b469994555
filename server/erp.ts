/**
 * The ERP of this storefront process, as the transport its load context carries: the reference ERP
 * in-process on the given database (its search index warming in the background), or the ERP at
 * ERP_URL over HTTP with the shared secret ERP_SECRET. One per process, with the process's cache of
 * the answers that are alike for every guest (app/.server/loader-cache.ts, decision 0042).
 */
import type { ErpTransport } from "../contract/transport.ts";
import type { Database } from "../erp/db/client.ts";
import { createErp } from "../erp/server.ts";
import { httpTransport, inProcessTransport } from "./erp-transport.ts";
import { withLoaderCache } from "../app/.server/loader-cache.ts";
import { erpUrlRefusal } from "../app/.server/env.ts";
import { config } from "../erp/config.ts";

export interface ErpSetup {
  /** The database of the in-process ERP (absent with ERP_URL). */
  db?: Database;
  /** Told when the ERP wrote a message to the mail outbox, so the sender looks at once. */
  onMailQueued?: () => void;
  log: (message: string) => void;
}

/**
 * The ERP at ERP_URL: refused without ERP_SECRET, since every ERP call over HTTP carries it, and
 * at an address that is neither https nor this machine, where the secret would travel in clear.
 */
export function remoteErp(url: string, secret = config().ERP_SECRET): ErpTransport {
  const refusal = erpUrlRefusal(url);
  if (refusal) throw new Error(`Invalid configuration: ERP_URL ${refusal}`);
  if (!secret || secret.length < 16) {
    throw new Error("ERP_URL is set but ERP_SECRET is not (at least 16 characters, the same as the ERP's)");
  }
  return httpTransport(url, secret);
}

export function erpTransport(setup: ErpSetup): ErpTransport {
  const url = config().ERP_URL;
  if (url) return withLoaderCache(remoteErp(url));
  if (!setup.db) throw new Error("The in-process ERP needs a database");
  const erp = createErp({ db: setup.db, info: setup.log, onMailQueued: setup.onMailQueued });
  // In the background: a search before it is done waits only for the part it needs.
  const started = performance.now();
  erp
    .warmUpSearch()
    .then(() => setup.log(`[search] index warmed in ${((performance.now() - started) / 1000).toFixed(1)} s`))
    .catch((error: unknown) => setup.log(`[search] warming the index failed: ${String(error)}`));
  return withLoaderCache(inProcessTransport(erp));
}
