import fs from "node:fs";

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink as the full
 * browser without its user interface, and half its CPU time per test on this suite (docs/perf/ci-time.md).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser for the Playwright suite (Playwright cannot download its own here): CHROMIUM_PATH,
 * else the headless shell, else a full Chromium or Chrome.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    HEADLESS_SHELL,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((c): c is string => Boolean(c && fs.existsSync(c))) ?? HEADLESS_SHELL;
}
