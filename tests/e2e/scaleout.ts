/**
 * Where the scaled-out set-ups of playwright.scaleout.config.ts live, shared by the config, the
 * server script (scripts/e2e-scaleout-server.ts) and the specs: nginx on `port`, two storefronts
 * behind it, a database of their own in the PostgreSQL server at SCALEOUT_PG_URL (unset: the
 * embedded one of tests/e2e/scaleout-postgres.ts, thirty ports above), and for "http" an ERP of
 * its own. The in-process set-up is on E2E_SCALEOUT_PORT (default 3500), the HTTP one ten ports
 * above; the normal browser suite is on 3300, so they can all run at once.
 */
import path from "node:path";

export type ErpMode = "in-process" | "http";

/** What the embedded server prints once it accepts connections (the config waits for it). */
export const SCALEOUT_PG_READY = "PostgreSQL ready";

/**
 * The embedded PostgreSQL both set-ups share when SCALEOUT_PG_URL is unset
 * (tests/e2e/scaleout-postgres.ts): on 127.0.0.1, E2E_SCALEOUT_PORT + 30, user and password postgres.
 */
export function scaleoutPostgres(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.E2E_SCALEOUT_PORT ?? 3500) + 30;
  return {
    port,
    dir: path.resolve(`.tmp/e2e-scaleout-pg-${port}`),
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
  };
}

export function scaleoutSetup(mode: ErpMode, env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.E2E_SCALEOUT_PORT ?? 3500) + (mode === "http" ? 10 : 0);
  const dir = path.resolve(`.tmp/e2e-scaleout-${port}`);
  const adminUrl = env.SCALEOUT_PG_URL || scaleoutPostgres(env).url;
  const database = `shop_e2e_scaleout_${port}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const shops = ["shop-a", "shop-b"].map((name, i) => ({
    name,
    port: port + 1 + i,
    dataDir: path.join(dir, name),
  }));
  const erp =
    mode === "http" ? { port: port + 3, url: `http://127.0.0.1:${port + 3}`, dataDir: path.join(dir, "erp") } : null;
  return {
    mode,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dir,
    adminUrl,
    database,
    databaseUrl: url.toString(),
    shops,
    erp,
    accessLog: path.join(dir, "nginx-access.log"),
    /** Where mail is written as .eml files: by each process that runs an outbox sender. */
    mailDirs: (erp ? [erp.dataDir] : shops.map((s) => s.dataDir)).map((d) => path.join(d, "mail")),
  };
}

export type ScaleoutSetup = ReturnType<typeof scaleoutSetup>;
