/**
 * The outside services of the browser suites, as local doubles speaking their real protocols over
 * HTTP: PayPal, Revolut and Stripe (with plain-form payment pages) and VIES. Answers the settings
 * that point a shop (or an ERP) at them. Stripe's webhooks go to the shop once it is known:
 * setStripeWebhookUrl, or from another process a POST of the URL to the double's /__fake/webhook-url.
 */
import { startFakePayPal } from "./paypal.ts";
import { startFakeRevolut } from "./revolut.ts";
import { startFakeStripe } from "./stripe.ts";
import { startFakeVies } from "./vies.ts";
import { startFakeGa4 } from "./ga4.ts";

export async function startOutsideServices() {
  const paypal = await startFakePayPal({ clientId: "e2e-paypal", clientSecret: "e2e-secret", webhookId: "E2EWEBHOOK" });
  const revolut = await startFakeRevolut({ secretKey: "sk_e2e", webhookSecret: "wsk_e2e" });
  const stripe = await startFakeStripe({ secretKey: "sk_test_e2e", webhookSecret: "whsec_e2e" });
  const vies = await startFakeVies();
  const ga4 = await startFakeGa4({ measurementId: "G-E2ETEST1", apiSecret: "e2e-ga4-secret" });
  return {
    /** Where each double listens (the browser suite reads them: tests/e2e/outside.ts). */
    urls: { paypal: paypal.url, revolut: revolut.url, stripe: stripe.url, vies: vies.url, ga4: ga4.url },
    env: {
      PAYPAL_CLIENT_ID: "e2e-paypal",
      PAYPAL_CLIENT_SECRET: "e2e-secret",
      PAYPAL_WEBHOOK_ID: "E2EWEBHOOK",
      PAYPAL_API_URL: paypal.url,
      REVOLUT_SECRET_KEY: "sk_e2e",
      REVOLUT_WEBHOOK_SECRET: "wsk_e2e",
      REVOLUT_API_URL: revolut.url,
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e",
      STRIPE_API_URL: stripe.url,
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: "3000",
      GA4_MEASUREMENT_ID: "G-E2ETEST1",
      GA4_API_SECRET: "e2e-ga4-secret",
      GA4_COLLECT_URL: ga4.url,
    },
    /** Where the Stripe double sends its signed events (the shop's webhook endpoint). */
    setStripeWebhookUrl(url: string | null) {
      stripe.setWebhookUrl(url);
    },
    async close() {
      await Promise.all([paypal.close(), revolut.close(), stripe.close(), vies.close(), ga4.close()]);
    },
  };
}
