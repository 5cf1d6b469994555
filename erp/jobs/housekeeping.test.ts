import { describe, expect, it } from "vitest";
import { DEFAULT_HOUSEKEEPING, housekeepingConfigFromEnv } from "./housekeeping.ts";

describe("housekeeping configuration", () => {
  it("defaults to 7 days for unpaid orders and 30 days for carts", () => {
    expect(housekeepingConfigFromEnv({})).toEqual({ unpaidOrderDays: 7, cartLifetimeDays: 30 });
    expect(housekeepingConfigFromEnv({ UNPAID_ORDER_DAYS: "", CART_LIFETIME_DAYS: " " })).toEqual(DEFAULT_HOUSEKEEPING);
  });

  it("takes whole numbers of days within bounds", () => {
    expect(housekeepingConfigFromEnv({ UNPAID_ORDER_DAYS: "14", CART_LIFETIME_DAYS: "90" })).toEqual({
      unpaidOrderDays: 14,
      cartLifetimeDays: 90,
    });
    expect(housekeepingConfigFromEnv({ UNPAID_ORDER_DAYS: "1", CART_LIFETIME_DAYS: "365" })).toEqual({
      unpaidOrderDays: 1,
      cartLifetimeDays: 365,
    });
  });

  it.each([
    ["UNPAID_ORDER_DAYS", "0"],
    ["UNPAID_ORDER_DAYS", "91"],
    ["UNPAID_ORDER_DAYS", "7.5"],
    ["UNPAID_ORDER_DAYS", "-3"],
    ["UNPAID_ORDER_DAYS", "seven"],
    ["UNPAID_ORDER_DAYS", "1e2"],
    ["CART_LIFETIME_DAYS", "0"],
    ["CART_LIFETIME_DAYS", "366"],
    ["CART_LIFETIME_DAYS", "30d"],
  ])("refuses %s=%s with a message naming the variable and its range", (name, value) => {
    expect(() => housekeepingConfigFromEnv({ [name]: value })).toThrow(
      new RegExp(`^${name} must be a whole number of days from \\d+ to \\d+ \\(got "${value.replace(".", "\\.")}"\\)$`),
    );
  });
});
