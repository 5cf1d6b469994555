/**
 * The outside services of the browser suites, as local doubles speaking their real protocols over
 * HTTP: PayPal and Revolut (with plain-form approval pages) and VIES. Answers the settings that
 * point a shop (or an ERP) at them.
 */
import { startFakePayPal } from "./paypal.ts";
import { startFakeRevolut } from "./revolut.ts";
import { startFakeVies } from "./vies.ts";
import { startFakeGa4 } from "./ga4.ts";

export async function startOutsideServices() {
  const paypal = await startFakePayPal({ clientId: "e2e-paypal", clientSecret: "e2e-secret", webhookId: "E2EWEBHOOK" });
  const revolut = await startFakeRevolut({ secretKey: "sk_e2e", webhookSecret: "wsk_e2e" });
  const vies = await startFakeVies();
  const ga4 = await startFakeGa4({ measurementId: "G-E2ETEST1", apiSecret: "e2e-ga4-secret" });
  return {
    /** Where each double listens (the browser suite reads them: tests/e2e/outside.ts). */
    urls: { paypal: paypal.url, revolut: revolut.url, vies: vies.url, ga4: ga4.url },
    env: {
      PAYPAL_CLIENT_ID: "e2e-paypal",
      PAYPAL_CLIENT_SECRET: "e2e-secret",
      PAYPAL_WEBHOOK_ID: "E2EWEBHOOK",
      PAYPAL_API_URL: paypal.url,
      REVOLUT_SECRET_KEY: "sk_e2e",
      REVOLUT_WEBHOOK_SECRET: "wsk_e2e",
      REVOLUT_API_URL: revolut.url,
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: "3000",
      GA4_MEASUREMENT_ID: "G-E2ETEST1",
      GA4_API_SECRET: "e2e-ga4-secret",
      GA4_COLLECT_URL: ga4.url,
    },
    async close() {
      await Promise.all([paypal.close(), revolut.close(), vies.close(), ga4.close()]);
    },
  };
}
