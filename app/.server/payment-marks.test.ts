import { describe, expect, it, vi } from "vitest";
import type { DeliveryFacts } from "../../contract/delivery.ts";
import type { ErpTransport } from "../../contract/transport.ts";
import { erpClient, guestContext } from "./erp.ts";
import { withLoaderCache } from "./loader-cache.ts";
import { paymentMarks } from "./payment-marks.ts";

const facts = (payments: DeliveryFacts["payments"]): DeliveryFacts => ({
  currency: "EUR",
  cutoff: "13:00",
  timezone: "Europe/Warsaw",
  methods: [],
  countries: [],
  registered: [],
  payments,
});
const bank = { _id: "bank", name: "Bank transfer", description: "" };
const paypal = { _id: "paypal", name: "PayPal", description: "" };
const en = guestContext();

/** A clock a second further on at every look: the cache reads the version before every answer. */
function clock() {
  let t = 0;
  return () => (t += 1000);
}

/** An ERP that answers the delivery facts of `offered()` and the cache version of `version()`. */
function erp(offered: () => DeliveryFacts["payments"], version: () => string) {
  const post = vi.fn(async (_path: string, body: unknown) => ({
    status: 200,
    body: { delivery: facts(offered()), lang: (body as { lang: string }).lang },
  }));
  const transport: ErpTransport = {
    post,
    get: async (path) =>
      path === "/cache-version" ? { status: 200, body: { version: version() } } : { status: 404, body: null },
    webhook: async () => ({ status: 404, body: null }),
  };
  return { transport: withLoaderCache(transport, {}, { checkEveryMs: 100, now: clock() }), post };
}

describe("payment marks", () => {
  it("are the ERP's payment methods, asked once per language, currency, source and country while nothing changes", async () => {
    const { transport, post } = erp(
      () => [bank, paypal],
      () => "1",
    );
    expect(await paymentMarks(erpClient(en, transport))).toEqual([
      { id: "bank", name: "Bank transfer", logos: [] },
      { id: "paypal", name: "PayPal", logos: ["paypal"] },
    ]);
    await paymentMarks(erpClient(en, transport));
    expect(post).toHaveBeenCalledTimes(1);
    await paymentMarks(erpClient({ ...en, lang: "de" }, transport));
    await paymentMarks(erpClient({ ...en, currency: "PLN" }, transport));
    expect(post).toHaveBeenCalledTimes(3);
  });

  it("follow a change as soon as the ERP's cache version moves", async () => {
    let offered = [bank, paypal];
    let version = "1";
    const { transport } = erp(
      () => offered,
      () => version,
    );
    await paymentMarks(erpClient(en, transport));
    offered = [bank];
    version = "2";
    expect(await paymentMarks(erpClient(en, transport))).toEqual([{ id: "bank", name: "Bank transfer", logos: [] }]);
  });

  it("are none when the ERP cannot answer, and the next page asks again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const deliveryFacts = vi
      .fn<() => Promise<DeliveryFacts>>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValue(facts([bank]));
    expect(await paymentMarks({ deliveryFacts })).toEqual([]);
    expect(await paymentMarks({ deliveryFacts })).toEqual([{ id: "bank", name: "Bank transfer", logos: [] }]);
    error.mockRestore();
  });
});
