/**
 * `npm run test:e2e [-- playwright args]`: builds the production storefront, then runs the browser
 * suite (JavaScript on and off) against it. Extra arguments go to Playwright, e.g. a spec file.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { chromiumPath } from "../tests/e2e/chromium.ts";

if (!fs.existsSync(chromiumPath())) {
  console.error(
    "[e2e] The browser suite needs Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`) " +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary. `npm test` installs it when run as root on Debian.",
  );
  process.exit(1);
}
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (build.status !== 0) process.exit(build.status ?? 1);
const env: Record<string, string | undefined> = { ...process.env };
delete env.DATABASE_URL;
delete env.ERP_URL;
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: env as NodeJS.ProcessEnv,
});
process.exit(result.status ?? 1);
