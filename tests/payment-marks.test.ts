import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { logosOf, MARK_LOGOS } from "../app/lib/payment-marks.ts";
import { paymentMarksSprite } from "../scripts/payment-marks.ts";

describe("payment marks", () => {
  it("the committed sprite is what npm run payment-marks writes from Simple Icons", () => {
    expect(fs.readFileSync("app/components/payment-marks.svg", "utf8")).toBe(paymentMarksSprite());
  });

  it("cards show the schemes and wallets Stripe's page takes; BLIK and bank transfer their names", () => {
    expect(logosOf("card")).toEqual(["visa", "mastercard", "applepay", "googlepay"]);
    expect(logosOf("paypal")).toEqual(["paypal"]);
    expect(logosOf("blik")).toEqual([]);
    expect(logosOf("bank")).toEqual([]);
    for (const logo of MARK_LOGOS) expect(paymentMarksSprite()).toContain(`<symbol id="${logo}"`);
  });
});
