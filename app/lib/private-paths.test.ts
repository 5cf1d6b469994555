import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-paths.ts";

describe("isPrivatePath", () => {
  it("is the basket, an order's pages and its PDF", () => {
    for (const path of [
      "/basket",
      "/basket.data",
      "/order/0123456789abcdef0123456789abcdef",
      "/order/0123456789abcdef0123456789abcdef/return/paypal",
      "/order/0123456789abcdef0123456789abcdef.data",
      "/api/pdf/transactions/0123456789abcdef0123456789abcdef",
      "/account",
      "/account.data",
      "/account/orders",
      "/login",
      "/login/forgot",
      "/login/password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
      "/logout",
      "/warranty/dba",
      "/warranty/dba.data",
      "/my-vehicle",
      "/my-vehicle.data",
      "/office",
      "/office.data",
      "/office/sign-in",
      "/office/enrol/abcdefghijklmnopqrstuvwxyz",
      "/office/staff.data",
    ])
      expect(isPrivatePath(path), path).toBe(true);
  });

  it("is no other page", () => {
    for (const path of [
      "/",
      "/basketball",
      "/my-vehicles-guide",
      "/dba4137s",
      "/search/order",
      "/orders",
      "/contact",
      "/cookies/settings",
      "/accounting-parts",
      "/loginx",
      "/warranty",
      "/officer",
      "/news/office-hours",
    ])
      expect(isPrivatePath(path), path).toBe(false);
  });
});
