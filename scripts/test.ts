/**
 * `npm test`: every test. Unit tests, the production build, the ERP integration suite against a
 * real PostgreSQL (embedded, or DATABASE_URL; its files side by side; these two suites on the
 * Node.js of TEST_NODE_DIR where set), then the reliability scenarios that take under a minute and the
 * browser suite with JavaScript on and off against the production build (the two halves side by side), then the same browser walks against the shop scaled out (nginx, two
 * storefronts on one PostgreSQL server, the ERP in-process and as its own service;
 * playwright.scaleout.config.ts): the server at SCALEOUT_PG_URL, or else an embedded one the
 * suite starts itself, so nothing needs to be running. Ends with one line "N passed, N failed".
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";
import pg from "pg";
import { chromiumPath, HEADLESS_SHELL } from "../tests/e2e/chromium.ts";
import { E2E_PORT } from "../tests/e2e/e2e-data.ts";

fs.mkdirSync(".tmp", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

/** The wall time of each step, for the slow-test report (`npm run ci-time`, scripts/ci-time.ts). */
const steps: { step: string; seconds: number }[] = [];
const timed = (step: string, started: number) => steps.push({ step, seconds: (Date.now() - started) / 1000 });

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } as NodeJS.ProcessEnv });
  timed(label, started);
  if (result.status !== 0) failedStep = true;
  return result.status === 0;
}

/**
 * Adds a Vitest report's counts. A suite that wrote none, ran no test or says it did not succeed
 * fails the run whatever its exit code said (an exit hook once overrode it: decision 0054).
 */
function countVitest(file: string) {
  if (!fs.existsSync(file)) {
    failedStep = true;
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    success: boolean;
    numTotalTests: number;
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  if (!report.success || report.numTotalTests === 0) failedStep = true;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

/**
 * A program a suite needs: there, or installed from Debian's package with apt-get when we are
 * root on Debian (never when the user pointed `override` elsewhere), or a message saying what to do.
 */
function ensureTool(tool: { name: string; present: () => boolean; pkg: string; override?: string; hint: string }) {
  if (tool.present()) return true;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get") && !tool.override) {
    console.log(`[test] ${tool.name} not found: installing Debian's ${tool.pkg} package (apt-get)...`);
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    // Only the program is wanted: a package's service is not started (the suites run their own).
    spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", tool.pkg], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (tool.present()) return true;
  }
  console.error(`[test] ${tool.hint}, then run \`npm test\` again.`);
  return false;
}

const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/**
 * Chromium for the browser suite: Debian's headless shell, which takes half the CPU time of the full
 * browser (tests/e2e/chromium.ts); a Chromium already there (or CHROMIUM_PATH) serves when it cannot be installed.
 */
const ensureChromium = () => {
  const asRootOnDebian = process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get");
  // A full Chromium serves where the headless shell cannot be installed (not root, not Debian).
  if (fs.existsSync(chromiumPath()) && (fs.existsSync(HEADLESS_SHELL) || process.env.CHROMIUM_PATH || !asRootOnDebian))
    return true;
  return ensureTool({
    name: "Chromium's headless shell",
    present: () => fs.existsSync(HEADLESS_SHELL),
    pkg: "chromium-headless-shell",
    hint:
      "The browser suite needs Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`) " +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary",
  });
};

/** Java for the W3C HTML checker (vnu.jar) of the browser suite. */
const ensureJava = () =>
  ensureTool({
    name: "Java",
    present: () => runs(process.env.JAVA ?? "java", ["-version"]),
    pkg: "default-jre-headless",
    override: process.env.JAVA,
    hint:
      "The browser suite checks pages with the W3C HTML checker, which needs Java 11 or later. Install it " +
      "(Debian/Ubuntu: `sudo apt-get install -y default-jre-headless`) or point JAVA at a java binary",
  });

/** nginx for the scaled-out suite. */
const ensureNginx = () =>
  ensureTool({
    name: "nginx",
    present: () => runs(process.env.NGINX_PATH ?? "nginx", ["-v"]),
    pkg: "nginx",
    override: process.env.NGINX_PATH,
    hint:
      "The scaled-out browser suite needs nginx. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`) " +
      "or point NGINX_PATH at an nginx binary (SKIP_SCALEOUT=1 leaves that suite out)",
  });

/** xmllint (libxml2) for the sitemap tests, which validate against the sitemaps.org XML schemas. */
const ensureXmllint = () =>
  ensureTool({
    name: "xmllint",
    present: () => runs(process.env.XMLLINT_PATH ?? "xmllint", ["--version"]),
    pkg: "libxml2-utils",
    override: process.env.XMLLINT_PATH,
    hint:
      "The sitemap tests validate with xmllint (libxml2). Install it (Debian/Ubuntu: `sudo apt-get install -y libxml2-utils`) " +
      "or point XMLLINT_PATH at an xmllint binary",
  });

/**
 * The PostgreSQL server SCALEOUT_PG_URL names, where the scaled-out suite creates its databases,
 * answers. Unset, the suite starts an embedded server of its own (tests/e2e/scaleout-postgres.ts).
 */
async function scaleoutPostgres(): Promise<boolean> {
  const url = process.env.SCALEOUT_PG_URL;
  if (!url) return true;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch (error) {
    console.error(
      `[test] SCALEOUT_PG_URL names a PostgreSQL server (15 or later) at ${url.replace(/:[^:@/]*@/, ":***@")} ` +
        `where the scaled-out browser suite may create databases, and it could not use it (${error instanceof Error ? error.message : String(error)}). ` +
        "Start that server, point SCALEOUT_PG_URL at another one, or unset it (the suite then starts an embedded " +
        "PostgreSQL of its own), then run `npm test` again (SKIP_SCALEOUT=1 leaves that suite out).",
    );
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The browser suite (playwright.config.ts) in two halves that run side by side, each against a shop
 * of its own (its own port, data directory and database: tests/e2e/e2e-data.ts): JavaScript on
 * with the raw-HTTP fuzzing, and JavaScript off with the screenshots (which their project takes
 * with JavaScript on), so that the halves take about as long. Each half runs its files one at a
 * time on a fresh database, as the whole suite did in one run, so no test meets the other half's
 * data (docs/perf/2026-11-27-ci-time.md).
 */
const BROWSER_HALVES = [
  { name: "js-on", projects: ["js-on", "fuzz"], port: E2E_PORT },
  { name: "js-off", projects: ["js-off", "visual"], port: E2E_PORT + 1 },
].map((half) => ({
  ...half,
  report: `.tmp/playwright-results-${half.name}.json`,
  output: `test-results/${half.name}`,
}));

/**
 * Generated requests per fuzzing group in `npm test`: at 1,000 the fuzzing project took 12 of the
 * JavaScript-on half's minutes on a slow day (docs/perf/2026-12-02-ci-time.md).
 */
const CI_FUZZ_RUNS = 250;

/** Runs the halves at once, each line of their output marked with its half; true when both pass. */
async function browserHalves(env: NodeJS.ProcessEnv): Promise<boolean> {
  const codes = await Promise.all(
    BROWSER_HALVES.map(
      (half) =>
        new Promise<number>((resolve) => {
          const child = spawn("npx", ["playwright", "test", ...half.projects.flatMap((p) => ["--project", p])], {
            stdio: ["ignore", "pipe", "pipe"],
            env: {
              ...env,
              E2E_PORT: String(half.port),
              E2E_REPORT: half.report,
              E2E_OUTPUT: half.output,
              // The fuzzing suite's quarter (250 generated requests per group, with the fixed seed);
              // `npm run fuzz` sends the whole 1,000 (docs/perf/reliability.md, Fuzzing).
              FUZZ_RUNS: env.FUZZ_RUNS ?? String(CI_FUZZ_RUNS),
            },
          });
          for (const stream of [child.stdout, child.stderr])
            readline.createInterface({ input: stream }).on("line", (line) => console.log(`[${half.name}] ${line}`));
          child.on("error", () => resolve(1));
          child.on("close", (code) => resolve(code ?? 1));
        }),
    ),
  );
  return codes.every((code) => code === 0);
}

for (const f of [
  ".tmp/vitest-unit.json",
  ".tmp/vitest-erp.json",
  ".tmp/playwright-results.json",
  ...BROWSER_HALVES.map((half) => half.report),
  ".tmp/playwright-scaleout-results.json",
  ".tmp/test-phases.json",
])
  fs.rmSync(f, { force: true });

// The sitemap tests (unit, ERP and browser) fail with the same hint when it is missing.
ensureXmllint();

/**
 * TEST_NODE_DIR: a folder with another Node.js's `node` (CI: the current LTS line, decision 0054),
 * first on PATH for the unit and ERP suites and the programs they start (tsx, the ERP's command
 * lines); the build and the browser suite stay on the Node.js that runs `npm test`.
 */
const testNode: Record<string, string> = {};
if (process.env.TEST_NODE_DIR) {
  const dir = process.env.TEST_NODE_DIR;
  const version = spawnSync(`${dir}/node`, ["--version"], { encoding: "utf8" });
  if (version.status !== 0) {
    console.error(`[test] TEST_NODE_DIR=${dir} has no node that runs: point it at a folder with one (its bin/).`);
    process.exit(1);
  }
  console.log(`[test] the unit and ERP suites run on Node.js ${version.stdout.trim()} (TEST_NODE_DIR)`);
  testNode.PATH = `${dir}:${process.env.PATH ?? ""}`;
}

run(
  "unit tests",
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "unit",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/vitest-unit.json",
  ],
  testNode,
);
countVitest(".tmp/vitest-unit.json");

// Before the ERP suite: two of its files start the built shop (tests/integration/cluster.test.ts).
const built = run("build", "npm", ["run", "build"], { NODE_ENV: "production" });

// TEST_DATABASE_URL: the server for the ERP suite alone (CI: PostgreSQL 15), where DATABASE_URL
// would reach the other steps too.
const erpEnv = {
  ...testNode,
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
};
const erpServer = erpEnv.DATABASE_URL
  ? "TEST_DATABASE_URL"
  : process.env.DATABASE_URL
    ? "DATABASE_URL"
    : "embedded PostgreSQL";
run(
  `ERP integration tests (${erpServer})`,
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "erp",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/vitest-erp.json",
  ],
  erpEnv,
);
countVitest(".tmp/vitest-erp.json");

if (process.env.SKIP_E2E === "1") {
  console.log("\n[test] SKIP_E2E=1: browser suite skipped");
} else if (ensureChromium() && ensureJava()) {
  if (built) {
    fs.rmSync(".tmp/vitest-build.json", { force: true });
    run("checks of the server build", "npx", [
      "vitest",
      "run",
      "--project",
      "build",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=.tmp/vitest-build.json",
    ]);
    countVitest(".tmp/vitest-build.json");
    // The reliability scenarios under a minute (docs/perf/reliability.md has all of them).
    fs.rmSync(".tmp/vitest-reliability.json", { force: true });
    run("reliability scenarios (the fast ones)", "npx", [
      "vitest",
      "run",
      "--project",
      "reliability",
      "--reporter=default",
      "--reporter=json",
      "--outputFile.json=.tmp/vitest-reliability.json",
    ]);
    countVitest(".tmp/vitest-reliability.json");
    // The browser suite runs its own shop on a fresh data directory, never against DATABASE_URL.
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.DATABASE_URL;
    delete env.ERP_URL;
    console.log("\n=== browser tests (JavaScript on and off, side by side) ===");
    const browserStarted = Date.now();
    if (!(await browserHalves(env as NodeJS.ProcessEnv))) failedStep = true;
    timed("browser tests (JavaScript on and off, side by side)", browserStarted);
    for (const half of BROWSER_HALVES) countPlaywright(half.report);

    if (process.env.SKIP_SCALEOUT === "1") {
      console.log("\n[test] SKIP_SCALEOUT=1: scaled-out browser suite skipped");
    } else if (ensureNginx() && (await scaleoutPostgres())) {
      console.log(
        "\n=== browser tests scaled out (nginx, two storefronts, one PostgreSQL; ERP in-process and over HTTP) ===",
      );
      const scaled = spawnSync("npx", ["playwright", "test", "-c", "playwright.scaleout.config.ts"], {
        stdio: "inherit",
        env: env as NodeJS.ProcessEnv,
      });
      if (scaled.status !== 0) failedStep = true;
      countPlaywright(".tmp/playwright-scaleout-results.json");
    } else {
      failedStep = true;
    }
  }
} else {
  failedStep = true;
}

fs.writeFileSync(".tmp/test-phases.json", JSON.stringify(steps, null, 2));
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
