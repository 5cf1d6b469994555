import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("a start with a bad variable", () => {
  it("stops `npm run erp` with one line naming it, before the database opens, and no stack trace", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/erp-main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        ERP_SECRET: "0123456789abcdef0123",
        ERP_PORT: "abc",
        DATA_DIR: "/nonexistent/config-test",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      '[erp] Invalid configuration: ERP_PORT must be a whole number from 1 to 65535 (it is "abc")',
    );
    expect(run.stdout).toBe("");
  }, 60_000);
});
