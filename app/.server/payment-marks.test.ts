import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryFacts } from "../../contract/delivery.ts";
import { forgetPaymentMarks, PAYMENT_MARKS_TTL_MS, paymentMarks } from "./payment-marks.ts";

const facts = (payments: DeliveryFacts["payments"]): DeliveryFacts => ({
  currency: "EUR",
  cutoff: "13:00",
  timezone: "Europe/Warsaw",
  methods: [],
  countries: [],
  payments,
});
const bank = { _id: "bank", name: "Bank transfer", description: "" };
const paypal = { _id: "paypal", name: "PayPal", description: "" };
const en = { lang: "en", currency: "EUR", source: "main", country: "PL" } as const;

afterEach(() => forgetPaymentMarks());

describe("payment marks", () => {
  it("are the ERP's payment methods, asked once a minute per language, currency, source and country", async () => {
    const deliveryFacts = vi.fn(async () => facts([bank, paypal]));
    expect(await paymentMarks({ deliveryFacts }, en, 0)).toEqual([
      { id: "bank", name: "Bank transfer" },
      { id: "paypal", name: "PayPal" },
    ]);
    await paymentMarks({ deliveryFacts }, en, PAYMENT_MARKS_TTL_MS - 1);
    expect(deliveryFacts).toHaveBeenCalledTimes(1);
    await paymentMarks({ deliveryFacts }, { ...en, lang: "de" }, 1);
    await paymentMarks({ deliveryFacts }, { ...en, currency: "PLN" }, 1);
    expect(deliveryFacts).toHaveBeenCalledTimes(3);
  });

  it("follow a change within the minute", async () => {
    let offered = [bank, paypal];
    const deliveryFacts = vi.fn(async () => facts(offered));
    await paymentMarks({ deliveryFacts }, en, 0);
    offered = [bank];
    expect(await paymentMarks({ deliveryFacts }, en, PAYMENT_MARKS_TTL_MS)).toEqual([
      { id: "bank", name: "Bank transfer" },
    ]);
  });

  it("are none when the ERP cannot answer, and the next page asks again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const deliveryFacts = vi
      .fn<() => Promise<DeliveryFacts>>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValue(facts([bank]));
    expect(await paymentMarks({ deliveryFacts }, en, 0)).toEqual([]);
    expect(await paymentMarks({ deliveryFacts }, en, 1)).toEqual([{ id: "bank", name: "Bank transfer" }]);
    error.mockRestore();
  });
});
