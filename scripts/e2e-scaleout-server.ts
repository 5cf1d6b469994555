/**
 * The shop scaled out, as the scaled-out browser suite sees it (playwright.scaleout.config.ts):
 * nginx on E2E_SCALEOUT_PORT (default 3500) sharing every request round robin, without sticky
 * sessions, between two storefronts (SHOP_WORKERS=1 each, ports +1 and +2, their own DATA_DIRs,
 * one SESSION_SECRET) on one PostgreSQL: a database of its own, dropped and created afresh in the
 * server at SCALEOUT_PG_URL (by default the embedded one tests/e2e/scaleout-postgres.ts starts). With
 * SCALEOUT_ERP=http the ERP runs as its own service (server/erp-main.ts, port +3) and both storefronts
 * talk to it over HTTP (ERP_URL); otherwise each storefront has its ERP in-process and both start
 * at once on the empty database (their migrations and demo catalogue must not collide).
 *
 * nginx names the instance that answered in an X-Upstream header and in its access log. SIGTERM
 * or SIGINT (Playwright's graceful shutdown) stops nginx, the storefronts and the ERP, prints how
 * many requests each instance served, and drops the database.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { scaleoutSetup } from "../tests/e2e/scaleout.ts";

const setup = scaleoutSetup(process.env.SCALEOUT_ERP === "http" ? "http" : "in-process");
const say = (line: string) => console.log(`[scaleout:${setup.port}] ${line}`);
const children: { name: string; child: ChildProcess }[] = [];
let nginxDir: string | null = null;
let stopping: Promise<void> | null = null;

/** Lines of a child's output, each prefixed with its name. */
function relay(name: string, child: ChildProcess) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // Same process group as this script: a kill of the group (Playwright's last resort) ends them too.
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  relay(name, child);
  children.push({ name, child });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      say(`${name} exited (${signal ?? code}) before the suite ended; stopping everything`);
      void stop(1);
    }
  });
  return child;
}

async function waitFor(url: string, what: string, timeoutMs = 120_000, headers: Record<string, string> = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (stopping) throw new Error("stopping");
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: setup.adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach PostgreSQL at ${setup.adminUrl.replace(/:[^:@/]*@/, ":***@")} (${String(error)}). ` +
        "Leave SCALEOUT_PG_URL unset to use the suite's embedded PostgreSQL, " +
        "or point it at a running server where the user may create databases.",
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const dropDatabase = () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${setup.database}" WITH (FORCE)`));

function nginxConfig(dir: string): string {
  const upstreams = setup.shops.map((s) => `    server 127.0.0.1:${s.port};`).join("\n");
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $upstream_addr';
  access_log ${setup.accessLog} upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 1m;
  # Round robin (nginx's default), no sticky sessions.
  upstream shops {
${upstreams}
    keepalive 16;
    # Shorter than the shop's keep-alive (server/http.ts: 5 s): an instance closes a connection
    # idle that long, and a request nginx sent on it at that moment would fail with a 502.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${setup.port};
    location / {
      proxy_pass http://shops;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The forwarded headers are the proxy's own, never the client's (issue 37): a client's
      # X-Forwarded-Host must not reach the shop. $http_host keeps the port this test proxy listens
      # on (a proxy on 443 sets $host, as the README shows).
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A failing instance must show, not be hidden by a retry on the other one.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Requests per instance in nginx's access log. */
function upstreamCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!fs.existsSync(setup.accessLog)) return counts;
  for (const line of fs.readFileSync(setup.accessLog, "utf8").split("\n")) {
    const upstream = /\s(\S+)$/.exec(line)?.[1];
    if (upstream) counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
  });
}

function stop(code: number): Promise<void> {
  return (stopping ??= (async () => {
    // The proxy first, then the storefronts, the ERP last (the storefronts' requests need it).
    const order = ["nginx", ...setup.shops.map((s) => s.name), "erp"];
    for (const name of order) {
      const entry = children.find((c) => c.name === name);
      if (!entry) continue;
      entry.child.kill(name === "nginx" ? "SIGQUIT" : "SIGTERM");
      await exited(entry.child, 15_000);
    }
    const counts = upstreamCounts();
    if (Object.keys(counts).length) say(`requests per instance: ${JSON.stringify(counts)}`);
    await dropDatabase().catch((error: unknown) => say(`could not drop ${setup.database}: ${String(error)}`));
    if (nginxDir) fs.rmSync(nginxDir, { recursive: true, force: true });
    say("stopped");
    process.exit(code);
  })());
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
// Should this script die some other way, its children go with it.
process.on("exit", () => {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

try {
  const nginx = process.env.NGINX_PATH ?? "nginx";
  if (spawnSync(nginx, ["-v"]).status !== 0)
    throw new Error("nginx is not installed (Debian/Ubuntu: `apt-get install -y nginx`, or set NGINX_PATH)");

  fs.rmSync(setup.dir, { recursive: true, force: true });
  fs.mkdirSync(setup.dir, { recursive: true });
  await dropDatabase();
  await admin((c) => c.query(`CREATE DATABASE "${setup.database}"`));
  say(`database ${setup.database} created`);

  // Secrets every instance must share: the session cookie's and the ERP calls' credential.
  const shared = {
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    ERP_SECRET: crypto.randomBytes(32).toString("hex"),
  };
  const { startOutsideServices } = await import("../tests/fakes/outside-services.ts");
  const outside = await startOutsideServices();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "ERP_URL", "CAPTCHA_PROVIDER", "PORT", "DATA_DIR", "SMTP_URL"]) delete base[name];
  // A public demo on purpose: the demo catalogue (with its demo customers and the wallet doubles)
  // is loaded by `npm run seed -- --demo`, never by a start on DATABASE_URL, and production serves
  // it only with DEMO_SHOP=true (erp/ops/demo-guard.ts).
  Object.assign(base, shared, outside.env, { NODE_ENV: "production", SHOP_URL: setup.baseURL, DEMO_SHOP: "true" });
  const tsx = ["--import", "tsx"];
  const seeded = spawnSync(process.execPath, [...tsx, "erp/seed/cli.ts", "--demo"], {
    env: { ...base, DATABASE_URL: setup.databaseUrl, DATA_DIR: setup.dir },
    stdio: "inherit",
  });
  if (seeded.status !== 0) throw new Error(`npm run seed -- --demo failed (exit ${seeded.status})`);

  if (setup.erp) {
    start("erp", process.execPath, [...tsx, "server/erp-main.ts"], {
      ...base,
      DATABASE_URL: setup.databaseUrl,
      DATA_DIR: setup.erp.dataDir,
      ERP_PORT: String(setup.erp.port),
      ERP_HOST: "127.0.0.1",
    });
    // The ERP answers only calls that carry the shared secret.
    await waitFor(`${setup.erp.url}/health`, "the ERP", 120_000, { authorization: `Bearer ${shared.ERP_SECRET}` });
  }
  // Both at once: with an in-process ERP each opens the same database (migrations under the advisory lock).
  for (const shop of setup.shops) {
    start(shop.name, process.execPath, [...tsx, "server/main.ts"], {
      ...base,
      ...(setup.erp ? { ERP_URL: setup.erp.url } : { DATABASE_URL: setup.databaseUrl }),
      SHOP_WORKERS: "1",
      PORT: String(shop.port),
      HOST: "127.0.0.1",
      DATA_DIR: shop.dataDir,
      SECURE_COOKIES: "false",
      // The pages spec sends CF-IPCountry through the proxy to see the NL region.
      TRUST_PROXY: "true",
      GEO_COUNTRY_HEADER: "CF-IPCountry",
      // As in scripts/e2e-server.ts: the browser fills enquiry forms in milliseconds, many times.
      ENQUIRY_MIN_FILL_SECONDS: "0",
      ENQUIRY_RATE_LIMIT: "1000",
      ORDER_RATE_LIMIT: "1000",
      PROMO_RATE_LIMIT: "1000",
    });
  }
  await Promise.all(setup.shops.map((s) => waitFor(`http://127.0.0.1:${s.port}/healthz`, s.name, 180_000)));

  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-scaleout-nginx-"));
  // nginx's workers run as an unprivileged user when it is started by root: they write temp files here.
  fs.chmodSync(nginxDir, 0o755);
  fs.writeFileSync(path.join(nginxDir, "nginx.conf"), nginxConfig(nginxDir));
  // -e: the error log before the configuration is read (the default one may not be writable).
  start("nginx", nginx, ["-e", path.join(nginxDir, "error.log"), "-p", nginxDir, "-c", "nginx.conf"], base);
  await waitFor(`http://127.0.0.1:${setup.port}/healthz`, "nginx", 20_000);
  say(
    `serving on http://127.0.0.1:${setup.port}: nginx -> ${setup.shops.map((s) => s.port).join(", ")}` +
      `${setup.erp ? ` -> ERP ${setup.erp.url}` : " (ERP in each storefront)"}, database ${setup.database}`,
  );
} catch (error) {
  if (!stopping) {
    console.error(
      `[scaleout:${setup.port}] could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    const errorLog = nginxDir ? path.join(nginxDir, "error.log") : null;
    if (errorLog && fs.existsSync(errorLog)) console.error(fs.readFileSync(errorLog, "utf8"));
    await stop(1);
  }
}
