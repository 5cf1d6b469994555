import { describe, expect, it } from "vitest";
import { parseOrderPaidArgs } from "./order-paid.ts";

describe("the words of `npm run order:paid --`", () => {
  it("an order alone books the whole outstanding total, without a reference", () => {
    expect(parseOrderPaidArgs(["WEB-2026-000001"])).toEqual({
      ref: "WEB-2026-000001",
      reference: null,
      amount: undefined,
    });
  });

  it("a reference and an amount in cents, in either order", () => {
    expect(parseOrderPaidArgs(["WEB-1", "--amount", "123.45", "--reference", "BANK 7"])).toEqual({
      ref: "WEB-1",
      reference: "BANK 7",
      amount: 12345,
    });
    expect(parseOrderPaidArgs(["WEB-1", "--reference", "X", "--amount", "10"])).toMatchObject({ amount: 1000 });
  });

  it("refuses no order, an option first, a malformed or zero amount", () => {
    for (const args of [
      [],
      ["--amount", "5"],
      ["WEB-1", "--amount", "1,5"],
      ["WEB-1", "--amount", "1.234"],
      ["WEB-1", "--amount", "0.00"],
      ["WEB-1", "--amount"],
    ])
      expect(parseOrderPaidArgs(args), args.join(" ")).toBeNull();
  });
});
