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
// The browser fills the enquiry forms in milliseconds and posts them many times from one address:
// no minimum fill time and a high rate limit here (both are tested in tests/integration/contact-action.test.ts).
process.env.ENQUIRY_MIN_FILL_SECONDS = "0";
process.env.ENQUIRY_RATE_LIMIT = "1000";
delete process.env.CAPTCHA_PROVIDER;
delete process.env.DATABASE_URL;
delete process.env.ERP_URL;

// Local fakes of the PayPal and Revolut APIs (same HTTP, plain-form approval pages), so the browser
// suite pays for real orders through the providers' flows without the internet.
const { startFakePayPal } = await import("../tests/fakes/paypal.ts");
const { startFakeRevolut } = await import("../tests/fakes/revolut.ts");
const paypal = await startFakePayPal({ clientId: "e2e-paypal", clientSecret: "e2e-secret", webhookId: "E2EWEBHOOK" });
const revolut = await startFakeRevolut({ secretKey: "sk_e2e", webhookSecret: "wsk_e2e" });
Object.assign(process.env, {
  PAYPAL_CLIENT_ID: "e2e-paypal",
  PAYPAL_CLIENT_SECRET: "e2e-secret",
  PAYPAL_WEBHOOK_ID: "E2EWEBHOOK",
  PAYPAL_API_URL: paypal.url,
  REVOLUT_SECRET_KEY: "sk_e2e",
  REVOLUT_WEBHOOK_SECRET: "wsk_e2e",
  REVOLUT_API_URL: revolut.url,
});
const { runShop } = await import("../server/main.ts");
await runShop();
