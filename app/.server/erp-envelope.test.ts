/**
 * What the storefront's ERP client puts around a call's payload: the shop's context for the
 * shop's calls; for the office's only the page's language and the staff session, since the
 * office's own fields share the names (an order's delivery country, a customer number).
 */
import { describe, expect, it } from "vitest";
import type { ErpTransport } from "../../contract/transport.ts";
import type { RequestContext } from "./context.ts";
import { erpClient } from "./erp.ts";

const context: RequestContext = {
  lang: "pl",
  currency: "PLN",
  country: "PL",
  taxCountry: "DE",
  source: "parts",
  variant: "pl",
  cartId: null,
  basketCount: 0,
  customerToken: "a-customer-session-token",
};

/** A transport that keeps what it is sent and answers each call with an empty list of orders. */
function recording() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const transport: ErpTransport = {
    async post(path, body) {
      sent.push({ path, body: body as Record<string, unknown> });
      return { status: 200, body: { orders: [], next: null, paymentmethods: [], news: [], total: 0 } };
    },
    get: async () => ({ status: 404, body: null }),
    webhook: async () => ({ status: 404, body: null }),
  };
  return { sent, transport };
}

describe("the envelope of a call", () => {
  it("carries none of the shop's context on an office call: its filters keep their own values", async () => {
    const { sent, transport } = recording();
    await erpClient(context, transport).call("listOfficeOrders", { staff: "s".repeat(43), pagesize: 10 });
    expect(sent[0]!.path).toBe("/office");
    expect(sent[0]!.body).toEqual({ action: "listOfficeOrders", lang: "pl", staff: "s".repeat(43), pagesize: 10 });
  });

  it("carries the shop's context on a shop call", async () => {
    const { sent, transport } = recording();
    // The answer is no list of items: the call fails after it was sent, which is all this looks at.
    await erpClient(context, transport)
      .call("getRelatedItems", { record: 1 })
      .catch(() => undefined);
    expect(sent[0]!.body).toMatchObject({
      action: "getRelatedItems",
      source: context.source,
      currency: "PLN",
      country: "PL",
      taxcountry: "DE",
      lang: "pl",
      customer: "a-customer-session-token",
    });
  });
});
