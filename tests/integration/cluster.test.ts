/**
 * The shop as `npm start` runs it on a machine with more than one core: a primary that owns the
 * database and the mail sender, and SHOP_WORKERS storefront processes sharing the port. Its own
 * database on the test server, the production build (built first when missing).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { loadDemoCatalogue } from "../../erp/seed/load.ts";
import { ensureBuild } from "../../scripts/build.ts";
import { freePort, workersOf } from "./processes.ts";
import { until } from "./wait.ts";
import { adminQuery, databaseNamed, fileDatabaseUrl, scratchDatabaseName } from "./file-database.ts";

describe("the shop with two worker processes", () => {
  const name = scratchDatabaseName("cluster");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cluster-"));
  let url: string;
  let shop: ChildProcess;
  let port: number;
  let output = "";

  beforeAll(async () => {
    ensureBuild();
    await adminQuery(`CREATE DATABASE ${name}`);
    url = databaseNamed(name);
    // The demo on purpose, as `npm run seed -- --demo` loads it: a start never does on DATABASE_URL.
    const seeded = connect(url);
    await runMigrations(seeded.db);
    await loadDemoCatalogue(seeded.db);
    await seeded.pool.end();
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SHOP_WORKERS: "2",
      NODE_ENV: "production",
      // The demo catalogue in production: a public demo on purpose (erp/ops/demo-guard.ts).
      DEMO_SHOP: "true",
      SHOP_URL: `http://127.0.0.1:${port}`,
      SECURE_COOKIES: "false",
    };
    delete env.ERP_URL;
    shop = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    shop.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    shop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await until(
      "the shop to serve",
      () => output,
      (o) => o.includes("[shop] serving on") || shop.exitCode !== null,
      110_000,
      200,
    );
    expect(output).toContain(`[shop] serving on http://localhost:${port} (2 worker processes)`);
  });

  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      shop.kill("SIGKILL");
      for (const pid of workersOf(shop.pid!)) process.kill(pid, "SIGKILL");
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (p: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${p}`);
    return { status: response.status, text: await response.text() };
  };

  it("serves pages and searches from two processes", async () => {
    expect(workersOf(shop.pid!)).toHaveLength(2);
    const pages = await Promise.all(Array.from({ length: 12 }, () => get("/search/dba%204433")));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toContain("DBA4433");
    }
    expect((await get("/imprint")).status).toBe(200);
  });

  /** The raw response: status, headers and the bytes as sent (fetch() would decompress them). */
  const raw = (p: string, headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: p, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject);
      request.end();
    });

  it("sends a page whole, with its length, compressed as the client accepts (decision 0018)", async () => {
    const page = "/search/dba%204433";
    const plain = await raw(page, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const html = plain.body.toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain("DBA4433");
    // The whole document: the page, and the loader data for hydration to its last script.
    expect(html).toContain("</body></html>");
    expect(html).toContain("streamController.close()");
    // The CSP nonce differs per response; the rest of the document is the same however it is sent.
    const withoutNonce = (text: string) => text.replace(/nonce="[^"]*"/g, "");
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=1", "gzip"],
    ] as const) {
      const sent = await raw(page, { "Accept-Encoding": accept });
      expect(sent.headers["content-encoding"], accept).toBe(encoding);
      expect(Number(sent.headers["content-length"])).toBe(sent.body.length);
      expect(sent.body.length).toBeLessThan(plain.body.length / 2);
      expect(withoutNonce(decoders[encoding](sent.body).toString("utf8"))).toBe(withoutNonce(html));
    }
    const head = await raw(page, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("sends a build asset from its precompressed file as the client accepts, and the file itself otherwise", async () => {
    const dir = path.join("build", "client", "assets");
    const asset = fs
      .readdirSync(dir)
      .find(
        (f) =>
          f.endsWith(".js") && fs.existsSync(path.join(dir, `${f}.br`)) && fs.existsSync(path.join(dir, `${f}.gz`)),
      )!;
    const file = fs.readFileSync(path.join(dir, asset));
    for (const [accept, encoding, bytes] of [
      ["gzip, br", "br", fs.readFileSync(path.join(dir, `${asset}.br`))],
      ["br;q=0, gzip", "gzip", fs.readFileSync(path.join(dir, `${asset}.gz`))],
      ["identity", undefined, file],
    ] as const) {
      const sent = await raw(`/assets/${asset}`, { "Accept-Encoding": accept });
      expect(sent.status).toBe(200);
      expect(sent.headers["content-encoding"], accept).toBe(encoding);
      expect(sent.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(sent.body.equals(bytes), accept).toBe(true);
    }
  });

  it("sessions made by one worker are read by the other (one session secret)", async () => {
    // The language choice lives in the session cookie; a dozen requests reach both workers.
    const chosen = await fetch(`http://127.0.0.1:${port}/language`, {
      method: "POST",
      body: new URLSearchParams({ to: "de", redirectTo: "/imprint" }),
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    const cookie = chosen.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).not.toBe("");
    for (let i = 0; i < 12; i++) {
      const page = await fetch(`http://127.0.0.1:${port}/imprint`, { headers: { Cookie: cookie } });
      expect(await page.text()).toContain('lang="de"');
    }
  });

  it("replaces a worker that dies, and keeps serving", async () => {
    const [victim, survivor] = workersOf(shop.pid!);
    process.kill(victim!, "SIGKILL");
    const after = await until(
      "a new worker",
      () => workersOf(shop.pid!),
      (w) => w.length === 2 && !w.includes(victim!),
      60_000,
      200,
    );
    expect(after).toContain(survivor);
    const replacement = after.find((pid) => pid !== survivor)!;
    await until(
      "the new worker to serve",
      () => output,
      (o) => o.includes(`[shop] worker ${replacement} serving`),
      60_000,
      200,
    );
    for (let i = 0; i < 6; i++) expect((await get("/search/dba%204433")).status).toBe(200);
  });

  it("backs off a worker that keeps dying; the other serves, and /healthz says the shop is degraded", async () => {
    const [first, survivor] = workersOf(shop.pid!);
    const healthz = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      return { status: response.status, header: response.headers.get("X-Shop-Health"), text: await response.text() };
    };
    expect(await healthz()).toEqual({ status: 200, header: null, text: "ok" });
    // Each replacement is killed as soon as it exists: quick deaths in a row.
    let victim = first!;
    const delays: number[] = [];
    for (let round = 0; round < 3; round++) {
      const before = output.length;
      process.kill(victim, "SIGKILL");
      const said = await until(
        "the primary to say what it does",
        () => output.slice(before),
        (o) => new RegExp(`worker ${victim} exited \\(SIGKILL.*\\n`).test(o),
        30_000,
        50,
      );
      const delay = /starting another in (\d+) s/.exec(said)?.[1];
      delays.push(delay ? Number(delay) : 0);
      if (delay) {
        // While the replacement waits, the survivor serves and tells load balancers so.
        const health = await until("/healthz to say degraded", healthz, (h) => h.header === "degraded", 5_000, 50);
        expect(health.status).toBe(200);
        expect(health.text).toMatch(/^ok\ndegraded: 1 of 2 workers serving, next restart in \d+ s\n$/);
        expect(output.slice(before)).toContain("[shop] degraded: 1 of 2 workers serving");
        for (let i = 0; i < 4; i++) expect((await get("/search/dba%204433")).status).toBe(200);
      }
      const next = await until(
        "a replacement",
        () => workersOf(shop.pid!),
        (w) => w.length === 2 && !w.includes(victim),
        90_000,
        20,
      );
      expect(next).toContain(survivor);
      victim = next.find((pid) => pid !== survivor)!;
    }
    // Doubling from 1 s (the first kill may have been of a worker that had served a while: at once).
    const backedOff = delays.filter((d) => d > 0);
    expect(backedOff.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < backedOff.length; i++) expect(backedOff[i]).toBe(backedOff[i - 1]! * 2);
    await until(
      "the last replacement to serve",
      () => output,
      (o) => o.includes(`[shop] worker ${victim} serving`),
      90_000,
      100,
    );
    expect(await until("/healthz to say ok", healthz, (h) => h.header === null, 10_000, 50)).toEqual({
      status: 200,
      header: null,
      text: "ok",
    });
  });

  it("stops on SIGTERM, even with a worker still starting: workers finish, the primary exits 0", async () => {
    // A worker replaced just now is still loading its modules when the stop reaches it.
    const [victim] = workersOf(shop.pid!);
    process.kill(victim!, "SIGKILL");
    const workers = await until(
      "a new worker",
      () => workersOf(shop.pid!),
      (w) => w.length === 2 && !w.includes(victim!),
      60_000,
      50,
    );
    const exited = new Promise<number | null>((resolve) => shop.once("exit", (code) => resolve(code)));
    shop.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("[shop] stopped");
    expect(output).not.toContain("did not stop");
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe("a shop whose workers can never start (the port is taken)", () => {
  it("retries with growing pauses instead of in a loop, then gives up with exit 1", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cluster-blocked-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: await fileDatabaseUrl(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SHOP_WORKERS: "2",
      NODE_ENV: "production",
      // The demo catalogue in production: a public demo on purpose (erp/ops/demo-guard.ts).
      DEMO_SHOP: "true",
      SHOP_URL: `http://127.0.0.1:${port}`,
      SECURE_COOKIES: "false",
    };
    delete env.ERP_URL;
    const shop = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exits: number[] = [];
    shop.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const _ of chunk.toString().matchAll(/\[shop\] worker \d+ exited/g)) exits.push(Date.now());
    });
    shop.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const code = await new Promise<number | null>((resolve) => shop.once("exit", (c) => resolve(c)));
      expect(code, output).toBe(1);
      expect(output).toContain("workers keep exiting before serving: stopping the shop");
      // Five exits (more than 2 × 2 workers), the later ones after pauses of 1 s and more.
      expect(exits).toHaveLength(5);
      expect(output).toMatch(/starting another in 1 s/);
      expect(output).not.toContain("[shop] serving on");
    } finally {
      if (shop.exitCode === null) shop.kill("SIGKILL");
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Five workers start (each loads the shop) with pauses of 1, 2, 4 s between the later ones:
    // some 15 s on a quiet machine, twice that on a busy one. The limit only guards against a loop.
  }, 120_000);
});
