import fs from "node:fs";

/** Debian's Chromium (Playwright cannot download its own here); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((c): c is string => Boolean(c && fs.existsSync(c))) ?? "/usr/bin/chromium";
}
