/** The shop as the browser suite sees it: production build, a fresh data directory, port E2E_PORT. */
import fs from "node:fs";
import { E2E_DATA_DIR, E2E_HONEYPOT_SECRET, E2E_PORT, OUTSIDE_SERVICES_FILE } from "../tests/e2e/e2e-data.ts";

const dir = E2E_DATA_DIR;
fs.rmSync(dir, { recursive: true, force: true });
process.env.DATA_DIR = dir;
process.env.NODE_ENV = "production";
process.env.SECURE_COOKIES = "false";
process.env.PORT = String(E2E_PORT);
process.env.SHOP_URL = `http://127.0.0.1:${process.env.PORT}`;
// The UK site on its own host name (tests/e2e/pounds.spec.ts): localhost is the UK source, selling in
// pounds; 127.0.0.1, which every other spec uses, stays the main source.
process.env.SITES = JSON.stringify({ localhost: { variant: "eu", source: "uk" } });
// The pages spec sends CF-IPCountry to see the NL region; nothing else sends it.
process.env.TRUST_PROXY = "true";
process.env.GEO_COUNTRY_HEADER = "CF-IPCountry";
// The browser fills the enquiry and checkout forms in milliseconds and posts them many times from one address:
// no minimum fill time and a high rate limit here (both are tested in tests/integration/contact-action.test.ts).
process.env.ENQUIRY_MIN_FILL_SECONDS = "0";
// A known secret of the valid-from stamp, so tests/e2e/fill-time.spec.ts can post a stamp still in the future.
process.env.HONEYPOT_SECRET = E2E_HONEYPOT_SECRET;
process.env.ENQUIRY_RATE_LIMIT = "1000";
// The same for checkout and promo codes: every order of the suite comes from 127.0.0.1 (the limits
// themselves are tested in tests/integration/form-guard.test.ts).
process.env.ORDER_RATE_LIMIT = "1000";
process.env.PROMO_RATE_LIMIT = "1000";
// Likewise the order PDF's limit per address (tested in tests/integration/order-pdf.test.ts).
process.env.PDF_RATE_LIMIT = "1000";
// A tag manager and a session recording, so consent is tested against real script tags
// (tests/e2e/consent.spec.ts); the browser suite resolves no tracker host (tests/e2e/trackers.ts).
const { E2E_TRACKING } = await import("../tests/e2e/trackers.ts");
Object.assign(process.env, E2E_TRACKING);
delete process.env.CAPTCHA_PROVIDER;
delete process.env.DATABASE_URL;
delete process.env.ERP_URL;

// Local doubles of PayPal, Revolut and VIES (their HTTP protocols; plain-form approval pages), so
// the browser suite pays for real orders and checks VAT numbers without the internet.
const { startOutsideServices } = await import("../tests/fakes/outside-services.ts");
const outside = await startOutsideServices();
Object.assign(process.env, outside.env);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(OUTSIDE_SERVICES_FILE, JSON.stringify(outside.urls));
const { runShop } = await import("../server/main.ts");
await runShop();
