import { describe, expect, it } from "vitest";
import { requireSecret } from "./http-auth.ts";

const SECRET = "s3cret-of-the-erp-0123";

describe("the ERP over HTTP", () => {
  const calls: string[] = [];
  const handle = requireSecret(async (request) => {
    calls.push(new URL(request.url).pathname);
    return new Response("{}", { status: 200 });
  }, SECRET);
  const post = (authorization?: string) =>
    handle(
      new Request("http://erp/cart", {
        method: "POST",
        headers: authorization === undefined ? {} : { authorization },
        body: JSON.stringify({ action: "setPaymentStatus", status: "COMPLETED" }),
      }),
    );

  it("answers 401 and calls nothing without the secret or with a wrong one", async () => {
    for (const authorization of [undefined, "", `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(1)}`, SECRET, "Basic x"]) {
      const response = await post(authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe("ERP_CREDENTIAL");
    }
    expect(calls).toEqual([]);
  });

  it("passes a call with the secret on", async () => {
    expect((await post(`Bearer ${SECRET}`)).status).toBe(200);
    expect(calls).toEqual(["/cart"]);
  });

  it("refuses a short secret at start", () => {
    expect(() => requireSecret(async () => new Response(), "short")).toThrow(/at least 16/);
  });
});
