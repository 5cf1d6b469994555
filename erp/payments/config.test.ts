import { describe, expect, it } from "vitest";
import {
  PAYPAL_SANDBOX_URL,
  PaymentConfigError,
  REVOLUT_SANDBOX_URL,
  STRIPE_API_URL,
  parsePaymentConfig,
} from "./config.ts";
import { createRegistry } from "./provider.ts";

const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_WEBHOOK_ID: "WH1" };
const revolut = { REVOLUT_SECRET_KEY: "sk_1", REVOLUT_WEBHOOK_SECRET: "wsk_1" };

function problems(env: Record<string, string>): string[] {
  try {
    parsePaymentConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentConfigError);
    return (error as PaymentConfigError).problems;
  }
  throw new Error("expected a configuration error");
}

describe("Stripe's configuration", () => {
  const stripe = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

  it("offers each of its methods beside the others, bank transfer last", () => {
    const config = parsePaymentConfig({ ...paypal, ...stripe });
    expect(config.stripe).toEqual({ secretKey: "sk_test_51abc", webhookSecret: "whsec_abc", apiUrl: STRIPE_API_URL });
    const registry = createRegistry(config);
    expect(registry.providers.map((p) => `${p.method}:${p.provider}`)).toEqual([
      "paypal:paypal",
      "card:stripe",
      "blik:stripe",
      "p24:stripe",
      "klarna:stripe",
      "sepa_debit:stripe",
      "bank:bank",
    ]);
    expect(registry.ofProvider("stripe")?.provider).toBe("stripe");
    expect(registry.ofProvider("revolut")).toBeUndefined();
  });

  it("refuses half a configuration, a key that is not Stripe's and a webhook secret that is not one", () => {
    expect(problems({ STRIPE_SECRET_KEY: "sk_test_1" })).toEqual([
      "Stripe is half-configured: STRIPE_WEBHOOK_SECRET is missing",
    ]);
    expect(problems({ ...stripe, STRIPE_SECRET_KEY: "pk_test_1" })[0]).toContain("is not a Stripe secret key");
    expect(problems({ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })[0]).toContain("is not a webhook signing secret");
    expect(problems({ STRIPE_API_URL: "http://127.0.0.1:9" })).toEqual([
      "STRIPE_API_URL is set but Stripe has no secret key",
    ]);
  });
});

describe("payment configuration", () => {
  it("with nothing set, only bank transfer", () => {
    const config = parsePaymentConfig({});
    expect(config.paypal).toBeNull();
    expect(config.revolut).toBeNull();
    const registry = createRegistry(config);
    expect(registry.providers.map((p) => p.method)).toEqual(["bank"]);
    expect(registry.defaultFor(null)).toBe("bank");
    expect(registry.defaultFor("paypal")).toBe("bank");
  });

  it("a fully configured provider is offered, with the sandbox URL by default", () => {
    const config = parsePaymentConfig({
      ...paypal,
      ...revolut,
      REVOLUT_API_URL: "http://127.0.0.1:9/",
    });
    expect(config.paypal).toEqual({
      clientId: "id",
      clientSecret: "secret",
      webhookId: "WH1",
      apiUrl: PAYPAL_SANDBOX_URL,
    });
    expect(config.revolut).toMatchObject({
      secretKey: "sk_1",
      webhookSecret: "wsk_1",
      apiUrl: "http://127.0.0.1:9",
      publicKey: null,
    });
    const registry = createRegistry(config);
    expect(registry.providers.map((p) => p.method)).toEqual(["paypal", "revolut", "bank"]);
    expect(registry.defaultFor(null)).toBe("paypal");
    expect(registry.defaultFor("revolut")).toBe("revolut");
    expect(registry.defaultFor("bank")).toBe("bank");
    expect(registry.get("paypal")?.publicToken).toBe("id");
    expect(parsePaymentConfig({ ...revolut }).revolut?.apiUrl).toBe(REVOLUT_SANDBOX_URL);
  });

  it("blank values count as unset", () => {
    const config = parsePaymentConfig({
      PAYPAL_CLIENT_ID: " ",
      PAYPAL_CLIENT_SECRET: "",
      PAYPAL_WEBHOOK_ID: "",
    });
    expect(config.paypal).toBeNull();
  });

  it("a half-configured provider is an error that names what is missing", () => {
    expect(problems({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" })).toEqual([
      "PayPal is half-configured: PAYPAL_WEBHOOK_ID is missing",
    ]);
    expect(problems({ REVOLUT_WEBHOOK_SECRET: "wsk" })[0]).toContain("REVOLUT_SECRET_KEY");
    expect(problems({ PAYPAL_API_URL: "https://api-m.paypal.com" })[0]).toContain("no credentials");
    expect(problems({ ...paypal, PAYPAL_API_URL: "not a url" })[0]).toContain("PAYPAL_API_URL");
  });
});
