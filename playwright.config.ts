import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium.ts";
import { E2E_PORT } from "./tests/e2e/e2e-data.ts";
import { SERVED_HTML } from "./tests/e2e/html-checker.ts";
import { LANG_JS_OFF, LANG_JS_ON } from "./tests/e2e/modes.ts";
import { trackerHostRules } from "./tests/e2e/trackers.ts";

/** Raw HTTP with generated requests; `npm run fuzz` runs it alone. */
const FUZZ_SPEC = "fuzz.spec.ts";
/** Screenshots compared with committed baselines; `npm run test:visual` runs it alone. */
const VISUAL_SPEC = "visual.spec.ts";

const PORT = E2E_PORT;

export default defineConfig({
  testDir: "tests/e2e",
  // Only the scaled-out projects (playwright.scaleout.config.ts) have two instances behind a proxy.
  testIgnore: ["scaleout.spec.ts"],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Where the JSON report and the failures' traces go: npm test runs two halves side by side
  // (scripts/test.ts), each with its own, since a run empties its output folder when it starts and ends.
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".tmp/playwright-results.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace costs 10 to 20% of a test's time even when it passes and is thrown away (measured on
    // walk and product specs), so it is recorded only when asked: E2E_TRACE=1. A failure always
    // leaves its screenshot and the page's ARIA snapshot (error-context.md).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        trackerHostRules(),
      ],
    },
  },
  projects: [
    // Checks of the HTML the server sends (tests/e2e/html-checker.ts) run once: it is the same with JavaScript on.
    // A flow made once per language walks each language in one of the two (tests/e2e/modes.ts).
    {
      name: "js-on",
      use: { javaScriptEnabled: true },
      grepInvert: new RegExp(`${SERVED_HTML}|${LANG_JS_OFF}`),
      testIgnore: ["scaleout.spec.ts", FUZZ_SPEC, VISUAL_SPEC],
    },
    {
      name: "js-off",
      use: { javaScriptEnabled: false },
      grepInvert: new RegExp(`@js-only|${LANG_JS_ON}`),
      testIgnore: ["scaleout.spec.ts", FUZZ_SPEC, VISUAL_SPEC],
    },
    // What a buyer sees, as pictures (tests/e2e/visual.spec.ts): JavaScript on, as most buyers have it.
    { name: "visual", use: { javaScriptEnabled: true }, testMatch: VISUAL_SPEC },
    // The fuzzing suite (tests/e2e/fuzz.spec.ts) needs no browser. It signs in as customers and
    // orders parts of its own (tests/e2e/own-data.ts), so it may run before, after or beside the others.
    { name: "fuzz", testMatch: FUZZ_SPEC },
  ],
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
