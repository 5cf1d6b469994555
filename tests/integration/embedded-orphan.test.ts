/**
 * A shop process killed outright (SIGKILL, a crash, an out-of-memory kill) leaves the embedded
 * PostgreSQL running on its data directory. The next start must stop it and start its own.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../erp/db/client.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-orphan-"));
fs.chmodSync(dataDir, 0o755);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Running, not a zombie: a killed process's orphans are reparented to an init that may not reap them. */
function running(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0] !== "Z";
  } catch {
    return false;
  }
}

it("a restart stops the PostgreSQL server a killed process left running, then opens its own", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const holder = spawn(process.execPath, ["--import", "tsx", "tests/integration/fixtures/hold-database.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
    holder.on("exit", (code) => reject(new Error(`the holder exited (${code}) before opening the database`)));
  });
  const exited = new Promise((resolve) => holder.once("exit", resolve));
  holder.kill("SIGKILL");
  await exited;
  const orphan = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  expect(running(orphan)).toBe(true);

  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const lines: string[] = [];
  try {
    const database = await openDatabase({ log: (m) => lines.push(m) });
    try {
      expect(lines.join("\n")).toContain(`stopping an orphaned PostgreSQL server (pid ${orphan})`);
      expect(running(orphan)).toBe(false);
      const { rows } = await database.pool.query("SELECT 1 AS one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}, 90_000);
