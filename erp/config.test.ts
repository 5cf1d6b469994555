import { afterEach, describe, expect, it } from "vitest";
import { config, ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("gives every default for an empty environment", () => {
    const defaults = parseConfig({});
    expect(defaults).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      ERP_PORT: 3100,
      ERP_HOST: "127.0.0.1",
      DATA_DIR: "./data",
      DB_POOL_SIZE: 10,
      TRUST_PROXY: "false",
      PDF_RENDER_THREADS: 1,
      PASSWORD_HASH_CONCURRENCY: 2,
      UNPAID_ORDER_DAYS: 7,
      CART_LIFETIME_DAYS: 30,
      VIES_TIMEOUT_MS: 5000,
      WARRANTY_DAILY_MB: 100,
    });
    expect(defaults.DATABASE_URL).toBeUndefined();
  });

  it("reads values, and a blank one as unset", () => {
    const parsed = parseConfig({ ERP_PORT: " 3200 ", DB_POOL_SIZE: "", SHOP_URL: "https://shop.example" });
    expect(parsed).toMatchObject({ ERP_PORT: 3200, DB_POOL_SIZE: 10, SHOP_URL: "https://shop.example" });
  });

  it("refuses a bad value in one line naming the variable and its value", () => {
    expect(() => parseConfig({ ERP_PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ ERP_PORT: "abc" })).toThrow(
      'Invalid configuration: ERP_PORT must be a whole number from 1 to 65535 (it is "abc")',
    );
    expect(() => parseConfig({ UNPAID_ORDER_DAYS: "91" })).toThrow(/^Invalid configuration: UNPAID_ORDER_DAYS must be/);
    const message = (() => {
      try {
        parseConfig({ TRUST_PROXY: "yes", SHOP_URL: "ftp://x" });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration: .*TRUST_PROXY.*SHOP_URL/);
    expect(message).not.toContain("\n");
  });

  it("never repeats a secret or an address in its message", () => {
    expect(() => parseConfig({ PAYPAL_API_URL: "not-a-url-secret" })).toThrow(
      /^Invalid configuration: PAYPAL_API_URL [^"]*$/,
    );
  });
});

describe("config", () => {
  const saved = process.env.DB_POOL_SIZE;
  afterEach(() => {
    if (saved === undefined) delete process.env.DB_POOL_SIZE;
    else process.env.DB_POOL_SIZE = saved;
  });

  it("is parsed once and again only when the environment changed", () => {
    process.env.DB_POOL_SIZE = "7";
    const first = config();
    expect(first.DB_POOL_SIZE).toBe(7);
    expect(config()).toBe(first);
    process.env.DB_POOL_SIZE = "8";
    expect(config().DB_POOL_SIZE).toBe(8);
    process.env.DB_POOL_SIZE = "zero";
    expect(() => config()).toThrow("DB_POOL_SIZE");
  });
});
