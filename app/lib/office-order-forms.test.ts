import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { amountField, OrderActionFormSchema, OrderFilterSchema } from "./office-order-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
const LINE = "2b1c3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

describe("an amount as typed", () => {
  it.each([
    ["123.45", 12345],
    ["123,45", 12345],
    ["1 234,5", 123450],
    ["1\u00a0234,50", 123450],
    ["7", 700],
    ["0,01", 1],
  ])("%s is %d cents", (typed, cents) => {
    expect(amountField.parse(typed)).toBe(cents);
  });

  it.each(["", "0", "0,00", "-5", "12,345", "1.234,56", "abc", "1e3", "99999999"])("refuses %j", (typed) => {
    expect(amountField.safeParse(typed).success).toBe(false);
  });
});

describe("the order actions", () => {
  it("books a payment with its amount in cents and reference", () => {
    const result = parseWithZod(form({ intent: "paid", amount: "49,90", reference: " BANK 1 " }), {
      schema: OrderActionFormSchema,
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ intent: "paid", amount: 4990, reference: "BANK 1" });
  });

  it("refuses a payment without a reference, naming the field", () => {
    const result = parseWithZod(form({ intent: "paid", amount: "10" }), { schema: OrderActionFormSchema });
    expect(result.reply().error).toEqual({ reference: ["errors.required"] });
  });

  it("ships the units given, upper-cases nothing itself, and needs a carrier", () => {
    const shipped = parseWithZod(
      form({
        intent: "ship",
        "lines[0].id": LINE,
        "lines[0].quantity": "2",
        carrier: "dpd",
        trackingnumber: "09981234567890",
      }),
      { schema: OrderActionFormSchema },
    );
    expect(shipped.status === "success" && shipped.value).toMatchObject({
      lines: [{ id: LINE, quantity: 2 }],
      carrier: "dpd",
    });
    const noCarrier = parseWithZod(
      form({ intent: "ship", "lines[0].id": LINE, "lines[0].quantity": "2", trackingnumber: "X1" }),
      { schema: OrderActionFormSchema },
    );
    expect(noCarrier.reply().error).toEqual({ carrier: ["office:errors.carrier"] });
  });

  it("refuses a parcel of no units, half units and a tracking number with spaces", () => {
    const none = parseWithZod(
      form({ intent: "ship", "lines[0].id": LINE, "lines[0].quantity": "0", carrier: "gls", trackingnumber: "A1" }),
      { schema: OrderActionFormSchema },
    );
    expect(none.reply().error).toEqual({ lines: ["office:errors.noUnits"] });
    const half = parseWithZod(
      form({
        intent: "ship",
        "lines[0].id": LINE,
        "lines[0].quantity": "1.5",
        carrier: "ups",
        trackingnumber: "1Z 99",
      }),
      { schema: OrderActionFormSchema },
    );
    expect(half.reply().error).toMatchObject({
      "lines[0].quantity": ["office:errors.units"],
      trackingnumber: ["office:errors.trackingNumber"],
    });
  });

  it("cancels and refunds only with a reason", () => {
    expect(
      parseWithZod(form({ intent: "cancel", reason: "  " }), { schema: OrderActionFormSchema }).reply().error,
    ).toEqual({
      reason: ["errors.required"],
    });
    const refund = parseWithZod(form({ intent: "refund", amount: "5", reason: "damaged" }), {
      schema: OrderActionFormSchema,
    });
    expect(refund.status === "success" && refund.value).toEqual({ intent: "refund", amount: 500, reason: "damaged" });
  });
});

describe("the list's filters", () => {
  const filter = (query: string) => parseWithZod(new URLSearchParams(query), { schema: OrderFilterSchema });

  it("takes the filters the form offers", () => {
    const result = filter(
      "q=WEB-2026&status=fulfilled&paymentstatus=paid&country=DE&from=2026-11-01&to=2026-11-30&pagesize=200",
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.pagesize).toBe(200);
  });

  it.each([
    ["from=2026-02-30", "from", "office:errors.date"],
    ["from=2026-11-20&to=2026-11-10", "to", "office:errors.dateOrder"],
    ["status=lost", "status", "office:errors.choice"],
    ["country=XX", "country", "office:errors.choice"],
    ["pagesize=77", "pagesize", "office:errors.choice"],
    ["after=not%20a%20cursor", "after", "errors.invalid"],
  ])("%s is refused on %s", (query, field, message) => {
    expect(filter(query).reply().error?.[field]).toEqual([message]);
  });
});
