/**
 * The order page's payment form (app/routes/order.$id/route.tsx) when the ERP does not offer the method
 * posted: back to the order page with a notice, not a 500 (issue 24, item 8: method=paypal on an
 * order page where PayPal is not configured). The ERP is a transport double answering as the
 * reference ERP does (erp/payments/service.ts).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ErpAnswer, ErpTransport } from "../contract/transport.ts";
import { action } from "../app/routes/order.$id/route.tsx";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});

const TOKEN = "0123456789abcdef0123456789abcdef";

function erpAnswering(answer: ErpAnswer): ErpTransport {
  return {
    post: () => Promise.resolve(answer),
    get: () => Promise.reject(new Error("not used")),
    webhook: () => Promise.reject(new Error("not used")),
  };
}

const pay = (method: string, erp: ErpTransport) =>
  action({
    request: new Request(`http://shop.test/order/${TOKEN}`, {
      method: "POST",
      body: new URLSearchParams({ method }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
    params: { id: TOKEN },
    context: { erp, cspNonce: "", clientAddress: "" },
  });

describe("paying on the order page", () => {
  it("a method the ERP does not offer goes back to the order page, which says so", async () => {
    const notOffered = erpAnswering({
      status: 400,
      body: {
        errmsg: "Payment method paypal is not offered",
        code: "BAD_REQUEST",
        fields: { method: ["not offered"] },
      },
    });
    const response = (await pay("paypal", notOffered)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/order/${TOKEN}?payment=METHOD_UNAVAILABLE`);
  });

  it("a method the shop does not know is refused the same way, without asking the ERP", async () => {
    const post = vi.fn();
    const unused: ErpTransport = { ...erpAnswering({ status: 200, body: {} }), post };
    const response = (await pay("bitcoin", unused)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/order/${TOKEN}?payment=METHOD_UNAVAILABLE`);
    expect(post).not.toHaveBeenCalled();
  });

  it("a provider that fails is a failure: the 'Server error' dialog with its code, answered 502", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = erpAnswering({
      status: 502,
      body: { errmsg: "The payment provider could not complete the request", code: "PAYMENT_PROVIDER" },
    });
    const answer = (await pay("paypal", down)) as unknown as {
      data: { failure: { code: string } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(502);
    expect(answer.data.failure.code).toBe("Error code: PAYMENT_PROVIDER");
    log.mockRestore();
  });
});
