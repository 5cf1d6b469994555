import { beforeAll, describe, expect, it } from "vitest";
import type { ShoppingCart } from "../../contract/cart.ts";
import { checkoutAction, refusedFields } from "./checkout.ts";
import { ErpCallError, type ErpClient } from "./erp.ts";
import { getSession } from "./session.ts";
import { GUEST_CHECKOUT, honeypotFields } from "../../tests/integration/fixtures/forms.ts";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
});

const cart = { _id: "cart-1", shipcountry: "PL", currency: { iso: "EUR" }, orderid: null } as unknown as ShoppingCart;

/** An ERP that refuses every method as the reference ERP does for one not offered for the country. */
function refusingErp(calls: string[]): ErpClient {
  const refuse = (field: string) => () => {
    throw new ErpCallError(400, "METHOD_UNAVAILABLE", "not offered", { [field]: ["not offered"] });
  };
  return {
    setShipCountry: () => {
      calls.push("setShipCountry");
      throw new ErpCallError(400, "BAD_REQUEST", "Invalid request: shipcountry", { value: ["Invalid"] });
    },
    setShippingMethod: refuse("shippingmethod"),
    setPaymentMethod: refuse("paymentmethod"),
  } as unknown as ErpClient;
}

async function post(fields: Record<string, string>, erp: ErpClient) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const session = await getSession(new Request("http://shop.test/"));
  const answer = await checkoutAction({ formData, erp, session, cartId: "cart-1", cart });
  return { status: answer.init?.status ?? 200, errors: answer.data.checkout.error ?? {} };
}

describe("checkout intents with values the shop does not offer", () => {
  it("a country the shop does not ship to is the country field's error, and the ERP is not asked", async () => {
    const calls: string[] = [];
    for (const intent of ["country", "methods"]) {
      const answer = await post({ intent, country: "XX" }, refusingErp(calls));
      expect(answer.status, intent).toBe(400);
      expect(answer.errors.country, intent).toEqual(["errors.invalid"]);
    }
    expect(calls).toEqual([]);
  });

  it("a shipping or payment method not offered for the country is that method's error (400)", async () => {
    const shipping = await post({ intent: "methods", country: "PL", shippingMethod: "nonsense" }, refusingErp([]));
    expect(shipping.status).toBe(400);
    expect(shipping.errors.shippingMethod).toEqual(["checkout:errors.methodUnavailable"]);
    const payment = await post({ intent: "methods", country: "PL", paymentMethod: "nonsense" }, refusingErp([]));
    expect(payment.status).toBe(400);
    expect(payment.errors.paymentMethod).toEqual(["checkout:errors.methodUnavailable"]);
  });

  it("another refusal of the ERP is the form's error; other failures stay failures", () => {
    expect(refusedFields(new ErpCallError(400, "BAD_REQUEST", "no", { value: ["no"] }))).toEqual({
      "": ["checkout:errors.checkAll", "checkout:errors.refused"],
    });
    expect(refusedFields(new ErpCallError(502, "PAYMENT_PROVIDER", "down"))).toBeNull();
    expect(refusedFields(new Error("database down"))).toBeNull();
  });
});

describe("placing the order: the fields first, then the honeypot and minimum fill time (issue 37 item 6)", () => {
  const TOO_FAST = () => honeypotFields(-60_000);
  /** An ERP whose rate limit refuses every post, and notes that it was asked. */
  const limitingErp = (calls: string[]) =>
    ({
      hitRateLimit: () => {
        calls.push("hitRateLimit");
        return Promise.resolve({ allowed: false, retry_after: 30 });
      },
    }) as unknown as ErpClient;

  it("an empty or half-filled form sent at once gets its field errors and 'check all fields', not 'too fast'", async () => {
    const calls: string[] = [];
    for (const fields of [{}, { firstName: "Anna", email: "anna@example.com" }]) {
      const answer = await post({ intent: "placeOrder", ...fields, ...TOO_FAST() }, limitingErp(calls));
      expect(answer.status).toBe(400);
      expect(answer.errors[""]).toEqual(["checkout:errors.checkAll"]);
      expect(answer.errors.lastName).toEqual(["errors.required"]);
      expect(Object.values(answer.errors).flat()).not.toContain("checkout:abuse.tooFast");
    }
    // An invalid form is not counted against the client's order budget either.
    expect(calls).toEqual([]);
  });

  it("a complete form sent too fast is told to wait, and is not counted", async () => {
    const calls: string[] = [];
    const answer = await post({ ...GUEST_CHECKOUT, ...TOO_FAST() }, limitingErp(calls));
    expect(answer.status).toBe(400);
    expect(answer.errors[""]).toEqual(["checkout:abuse.tooFast"]);
    expect(calls).toEqual([]);
  });

  it("a complete form without the honeypot fields is refused as before; one in time reaches the budget", async () => {
    const calls: string[] = [];
    expect((await post(GUEST_CHECKOUT, limitingErp(calls))).errors[""]).toEqual(["checkout:abuse.missing"]);
    expect(calls).toEqual([]);
    const limited = await post({ ...GUEST_CHECKOUT, ...honeypotFields() }, limitingErp(calls));
    expect(limited.status).toBe(429);
    expect(limited.errors[""]).toEqual(["checkout:abuse.rateLimited"]);
    expect(calls).toEqual(["hitRateLimit"]);
  });
});
