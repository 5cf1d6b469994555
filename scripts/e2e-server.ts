/** The shop as the browser suite sees it: production build, a fresh data directory, port E2E_PORT. */
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(".tmp/e2e-data");
fs.rmSync(dir, { recursive: true, force: true });
process.env.DATA_DIR = dir;
process.env.NODE_ENV = "production";
process.env.SECURE_COOKIES = "false";
process.env.PORT = process.env.E2E_PORT ?? "3300";
// The pages spec sends CF-IPCountry to see the NL region; nothing else sends it.
process.env.TRUST_PROXY = "true";
process.env.GEO_COUNTRY_HEADER = "CF-IPCountry";
delete process.env.DATABASE_URL;
delete process.env.ERP_URL;
const { runShop } = await import("../server/main.ts");
await runShop();
