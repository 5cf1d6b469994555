import { afterEach, describe, expect, it, vi } from "vitest";

/** publicOrigin with a fresh configuration (env() and the SITES map are read once per module load). */
async function originFor(config: Record<string, string | undefined>, url: string, host?: string) {
  vi.resetModules();
  for (const [key, value] of Object.entries(config)) vi.stubEnv(key, value);
  const { publicOrigin } = await import("./origin.ts");
  return publicOrigin(new Request(url, { headers: host ? { host } : {} }));
}

afterEach(() => vi.unstubAllEnvs());

describe("publicOrigin", () => {
  const base = { SESSION_SECRET: "test-secret-test-secret", NODE_ENV: "test", SITES: undefined, SHOP_URL: undefined };

  it("is SHOP_URL, whatever Host the request names", async () => {
    const config = { ...base, SHOP_URL: "https://shop.example" };
    expect(await originFor(config, "http://evil.example/dba4137s", "evil.example")).toBe("https://shop.example");
  });

  it("is a host named in SITES when the request names it, with SHOP_URL's scheme", async () => {
    const config = {
      ...base,
      SHOP_URL: "https://shop.example",
      SITES: JSON.stringify({ "sklep.example": { variant: "pl", source: "main" } }),
    };
    expect(await originFor(config, "http://sklep.example/", "sklep.example")).toBe("https://sklep.example");
    expect(await originFor(config, "http://other.example/", "other.example")).toBe("https://shop.example");
  });

  it("is the SITES host the Host header names, never the request URL's host (X-Forwarded-Host behind a proxy)", async () => {
    const config = {
      ...base,
      SHOP_URL: "https://shop.example",
      SITES: JSON.stringify({ "sklep.example": { variant: "pl", source: "main" } }),
    };
    expect(await originFor(config, "https://evil.example/", "sklep.example")).toBe("https://sklep.example");
    expect(await originFor(config, "https://evil.example:8443/", "SKLEP.example:8443")).toBe("https://sklep.example");
  });

  it("gives a SITES host SHOP_URL's port", async () => {
    const config = {
      ...base,
      SHOP_URL: "http://localhost:3000",
      SITES: JSON.stringify({ "127.0.0.1": { variant: "pl", source: "main" } }),
    };
    expect(await originFor(config, "http://evil.example:9/", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });

  it("is the request's own origin only outside production without SHOP_URL", async () => {
    expect(await originFor(base, "http://localhost:5173/faq", "localhost:5173")).toBe("http://localhost:5173");
  });

  it("is required in production", async () => {
    await expect(originFor({ ...base, NODE_ENV: "production" }, "http://localhost/")).rejects.toThrow(/SHOP_URL/);
  });
});
