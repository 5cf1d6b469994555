/**
 * The browser suite's port and data directory. The directory is per port, so two suites run from
 * one checkout on two ports (E2E_PORT) never delete each other's database: the shop under test
 * starts by wiping its directory (scripts/e2e-server.ts).
 */
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);

/** The URLs of the outside services' doubles the shop under test talks to (scripts/e2e-server.ts writes it). */
export const OUTSIDE_SERVICES_FILE = path.join(E2E_DATA_DIR, "outside-services.json");

/**
 * The honeypot's secret of the shop under test, so a spec can post a form as if it were sent sooner
 * than the minimum fill time (tests/e2e/fill-time.spec.ts) although the suite runs with none.
 */
export const E2E_HONEYPOT_SECRET = "e2e-honeypot-secret-0123456789";
