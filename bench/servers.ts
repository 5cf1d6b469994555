/**
 * What the benchmarks share (bench/run.ts, bench/lighthouse.ts): the bench's data directories,
 * seeded once; server processes started and stopped as `npm start` runs them; and a basket with
 * one line, made as a shopper makes it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../erp/db/client.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { loadLargeCatalogue } from "../erp/seed/load.ts";

/** The data directory of the demo catalogue plus `items` generated items. */
export const dataDirOf = (items: number) => path.resolve(items ? `.tmp/bench-data-${items}` : ".tmp/bench-data");

/** Seeds a data directory once (the demo catalogue plus `items` generated ones); runs `then` on it. */
export async function seed<T>(
  items: number,
  then?: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  process.env.DATA_DIR = dataDirOf(items);
  const database = await openDatabase({ log: console.log });
  try {
    await ensureDemoCatalogue(database.db, console.log);
    const itemCount = async (where: ReturnType<typeof sql>) =>
      Number(((await database.db.execute(sql`SELECT count(*) AS n FROM items ${where}`)).rows[0] as { n: string }).n);
    const missing = items - (await itemCount(sql`WHERE number LIKE 'GEN-%'`));
    if (missing > 0) await loadLargeCatalogue(database.db, missing, { log: console.log });
    await database.db.execute(sql`VACUUM ANALYZE`);
    return { items: await itemCount(sql``), result: then ? await then(database.db) : undefined };
  } finally {
    await database.close();
  }
}

export interface Server {
  name: string;
  base: string;
  process: ChildProcess;
  /** "2 shop worker processes", "the shop in one process". */
  workers: string;
  processes: number;
}

/** Starts a server process and waits for the line that says it serves (and, for the shop, warmed search). */
export async function startServer(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  ready: (output: string) => boolean,
  /** A plain JavaScript server in a directory of its own (the bare page on stock packages). */
  plain?: { cwd: string },
): Promise<Server> {
  const child = spawn(process.execPath, plain ? script.split(" ") : ["--import", "tsx", script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
    ...(plain ? { cwd: plain.cwd } : {}),
  });
  // A bench that fails half-way leaves no server behind.
  process.on("exit", () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  });
  let output = "";
  const read = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", read);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => {
      if (output.includes("[search] warming the index failed"))
        reject(new Error(`${name}: a shop process could not warm its search index`));
      else if (ready(output)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`${name} exited (${code}) before serving`)));
  });
  // What it prints while serving (remix-serve logs every request) is read and let go.
  child.stdout!.removeAllListeners("data");
  child.stdout!.resume();
  const processes = Number(/serving on \S+ \((\d+) worker processes\)/.exec(output)?.[1] ?? 1);
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    process: child,
    processes,
    workers: processes > 1 ? `${processes} worker processes` : "one process",
  };
}

/** The shop on a data directory, once every process has warmed its search index (built at start). */
export function startShop(name: string, items: number, port: number, env: Record<string, string> = {}) {
  return startServer(name, "server/main.ts", port, { ...env, DATA_DIR: dataDirOf(items) }, (output) => {
    const serving = /\[shop\] serving on \S+(?: \((\d+) worker processes)?/.exec(output);
    return serving !== null && output.split("[search] index warmed").length > Number(serving[1] ?? 1);
  });
}

export async function stopServer(server: Server) {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.on("exit", resolve));
  server.process.kill("SIGTERM");
  await exited;
}

/** Puts `name=value` pairs (a Cookie header's, or each Set-Cookie line's first) into the jar. */
function remember(jar: Map<string, string>, pairs: readonly string[]) {
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

export function keepCookies(jar: Map<string, string>, response: Response) {
  remember(
    jar,
    response.headers.getSetCookie().map((line) => line.split(";")[0]!),
  );
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The session cookie of a trade customer signed in through the sign-in form, as a buyer does. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const signedIn = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
  });
  if (signedIn.status !== 303 && signedIn.status !== 302) throw new Error(`signing in answered ${signedIn.status}`);
  const cookie = keepCookies(jar, signedIn);
  // The page after signing in spends the "signed in" notice, so that the cookie carries none.
  return keepCookies(jar, await fetch(`${base}/`, { headers: { cookie } }));
}

/** The demo catalogue's German workshop (README, "Demo sign-in"): invoice terms and its own price levels. */
export const TRADE_CUSTOMER = { email: "werkstatt@demo-customer.example", password: "demo-password-de" } as const;

/**
 * A basket with one line, as a shopper makes it: the product page, its form post (intent add,
 * the record it names, quantity 1), then the basket once (which shows the notice and so spends
 * the flash). Answers the session cookie that names the basket; `start` is a session to begin
 * with (a signed-in customer's).
 */
export async function basketCookie(base: string, product: string, start = ""): Promise<string> {
  const jar = new Map<string, string>();
  remember(jar, start ? start.split("; ") : []);
  const page = await fetch(`${base}/${product}`, { headers: start ? { cookie: start } : {} });
  let cookie = keepCookies(jar, page);
  const record = /name="record" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!record) throw new Error(`the product page /${product} has no add-to-basket form`);
  const added = await fetch(`${base}/${product}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ intent: "add", record, quantity: "1" }),
  });
  if (added.status !== 303 && added.status !== 302) throw new Error(`adding to the basket answered ${added.status}`);
  cookie = keepCookies(jar, added);
  const basket = await fetch(`${base}/basket`, { headers: { cookie } });
  cookie = keepCookies(jar, basket);
  if (!(await basket.text()).includes(`/${product}`)) throw new Error("the basket does not show the added product");
  return cookie;
}
