import { describe, expect, it } from "vitest";
import {
  DEMO_BANK,
  PAYPAL_SANDBOX_URL,
  PaymentConfigError,
  REVOLUT_SANDBOX_URL,
  isValidIban,
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

describe("payment configuration", () => {
  it("with nothing set, only bank transfer with the demo accounts", () => {
    const config = parsePaymentConfig({});
    expect(config.paypal).toBeNull();
    expect(config.revolut).toBeNull();
    expect(config.bank.accounts).toEqual({ EUR: DEMO_BANK.EUR, PLN: DEMO_BANK.PLN });
    expect(isValidIban(DEMO_BANK.EUR) && isValidIban(DEMO_BANK.PLN)).toBe(true);
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
      BANK_ACCOUNT_EUR: "",
    });
    expect(config.paypal).toBeNull();
    expect(config.bank.accounts.EUR).toBe(DEMO_BANK.EUR);
  });

  it("a half-configured provider is an error that names what is missing", () => {
    expect(problems({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" })).toEqual([
      "PayPal is half-configured: PAYPAL_WEBHOOK_ID is missing",
    ]);
    expect(problems({ REVOLUT_WEBHOOK_SECRET: "wsk" })[0]).toContain("REVOLUT_SECRET_KEY");
    expect(problems({ PAYPAL_API_URL: "https://api-m.paypal.com" })[0]).toContain("no credentials");
    expect(problems({ ...paypal, PAYPAL_API_URL: "not a url" })[0]).toContain("PAYPAL_API_URL");
  });

  it("bank accounts are checked IBANs, printed forms accepted", () => {
    const config = parsePaymentConfig({
      BANK_ACCOUNT_PLN: "pl61 1090 1014 0000 0712 1981 2874",
      BANK_BIC: "wbkpplpp",
    });
    expect(config.bank.accounts.PLN).toBe("PL61109010140000071219812874");
    expect(config.bank.bic).toBe("WBKPPLPP");
    expect(problems({ BANK_ACCOUNT_EUR: "PL61109010140000071219812875" })[0]).toContain(
      "BANK_ACCOUNT_EUR is not a valid IBAN",
    );
    expect(problems({ BANK_BIC: "NOPE" })[0]).toContain("BANK_BIC");
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
  });
});
