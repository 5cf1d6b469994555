import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { amountCents } from "./amount.ts";
import {
  CustomerFilterSchema,
  customerFormFor,
  DecisionFormSchema,
  StatusFormSchema,
} from "./office-customer-forms.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const post = (entries: [string, string][]) => {
  const data = form(entries);
  return parseWithZod(data, { schema: customerFormFor(data.get("intent")) });
};

describe("the office's customer forms", () => {
  it("read amounts as a person writes them, as cents", () => {
    expect(amountCents("5000")).toBe(500_000);
    expect(amountCents("5 000,50")).toBe(500_050);
    expect(amountCents("5000.5")).toBe(500_050);
    expect(amountCents("5,000.50")).toBeNull();
    expect(amountCents("-1")).toBeNull();
    expect(amountCents("lots")).toBeNull();
  });

  it("take terms with due days for invoice, and an optional credit limit", () => {
    const terms = (...more: [string, string][]) => post([["intent", "terms"], ...more]);
    expect(terms(["creditterms", "prepaid"]).status).toBe("success");
    const invoice = terms(["creditterms", "invoice"], ["duedays", "30"], ["creditlimit", "2500,50"]);
    expect(invoice.status === "success" && invoice.value).toMatchObject({ duedays: 30, creditlimit: 250_050 });
    const none = terms(["creditterms", "invoice"], ["duedays", "14"], ["creditlimit", ""]);
    expect(none.status === "success" && none.value).toMatchObject({ creditlimit: null });
    expect(terms(["creditterms", "invoice"]).reply().error).toMatchObject({ duedays: ["office:errors.dueDays"] });
    expect(terms(["creditterms", "invoice"], ["duedays", "121"]).reply().error).toMatchObject({
      duedays: ["office:errors.dueDays"],
    });
    expect(terms(["creditterms", "prepaid"], ["creditlimit", "viel"]).reply().error).toMatchObject({
      creditlimit: ["office:errors.amount"],
    });
    expect(terms(["creditterms", "later"]).reply().error).toMatchObject({ creditterms: ["errors.required"] });
  });

  it("take a price level of one scope with a discount above 0 and at most 90", () => {
    const level = (...more: [string, string][]) => post([["intent", "level"], ["name", "Dealer"], ...more]);
    const ok = level(["discount", "12,5"], ["brand", "dba"]);
    expect(ok.status === "success" && ok.value).toMatchObject({ discount: 12.5, brand: "dba", pricegroup: "" });
    for (const bad of ["0", "95", "12.345", "ten"])
      expect(level(["discount", bad]).reply().error, bad).toMatchObject({ discount: ["office:errors.discount"] });
    expect(level(["discount", "10"], ["brand", "dba"], ["pricegroup", "A"]).reply().error).toMatchObject({
      pricegroup: ["office:errors.oneScope"],
    });
    expect(
      post([
        ["intent", "level"],
        ["discount", "10"],
      ]).reply().error,
    ).toMatchObject({ name: ["errors.required"] });
    expect(
      post([
        ["intent", "unlevel"],
        ["brand", "dba"],
      ]).status,
    ).toBe("success");
  });

  it("take a status of the office's, and refuse an unknown intent", () => {
    expect(
      post([
        ["intent", "status"],
        ["status", "on_hold"],
        ["reason", "unpaid"],
      ]).status,
    ).toBe("success");
    expect(
      post([
        ["intent", "status"],
        ["status", "applicant"],
      ]).reply().error,
    ).toMatchObject({
      status: ["errors.invalid"],
    });
    expect(
      post([
        ["intent", "status"],
        ["status", "closed"],
        ["reason", "a\nb"],
      ]).reply().error,
    ).toMatchObject({
      reason: ["errors.invalid"],
    });
    expect(customerFormFor("drop tables")).toBe(StatusFormSchema);
    expect(post([["intent", "drop tables"]]).status).toBe("error");
    expect(post([["intent", "password"]]).status).toBe("success");
  });

  it("filter the list and decide on an applicant", () => {
    const filter = (params: Record<string, string>) =>
      parseWithZod(new URLSearchParams(params), { schema: CustomerFilterSchema });
    expect(filter({ q: "werkstatt", status: "active", page: "2" }).status).toBe("success");
    expect(filter({ status: "gone" }).reply().error).toMatchObject({ status: ["errors.invalid"] });
    expect(filter({ page: "0" }).reply().error).toMatchObject({ page: ["errors.invalid"] });
    const decide = (number: string, decision: string) =>
      parseWithZod(
        form([
          ["number", number],
          ["decision", decision],
        ]),
        { schema: DecisionFormSchema },
      );
    expect(decide("C-000042", "approve").status).toBe("success");
    expect(decide("C-000042", "maybe").reply().error).toMatchObject({ decision: ["errors.invalid"] });
    expect(decide("", "approve").reply().error).toMatchObject({ number: ["errors.required"] });
  });
});
