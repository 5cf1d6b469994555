import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { formatDay, OrderFilterFormSchema, ordersUrl } from "./account-orders.ts";

const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema: OrderFilterFormSchema });

describe("the order history's filter", () => {
  it("takes empty fields as no filter, and a bad page as the first", () => {
    const s = parse("from=&to=&status=&page=x");
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toEqual({});
  });

  it("names the field that is wrong, with a translation key", () => {
    const s = parse("from=2026-02-30&to=2026-01-01&status=shipped");
    expect(s.status).toBe("error");
    expect(s.reply().error).toMatchObject({
      from: ["account:orders.errors.date"],
      status: ["account:orders.errors.status"],
    });
    expect(parse("from=2026-03-02&to=2026-03-01").reply().error).toEqual({ to: ["account:orders.errors.range"] });
    expect(parse("from=2026-13-01&to=20261201").reply().error).toEqual({
      from: ["account:orders.errors.date"],
      to: ["account:orders.errors.date"],
    });
  });

  it("writes the URL with only the fields set", () => {
    expect(ordersUrl({})).toBe("/account/orders");
    expect(ordersUrl({ status: "fulfilled", from: "2026-01-01" }, 2)).toBe(
      "/account/orders?from=2026-01-01&status=fulfilled&page=2",
    );
  });

  it("searches by a PO number of one line and at most 35 characters, kept in the URL", () => {
    const s = parse("ponumber=+4500%2F12+");
    expect(s.status === "success" && s.value).toEqual({ ponumber: "4500/12" });
    expect(parse(`ponumber=${"x".repeat(36)}`).reply().error).toEqual({ ponumber: ["account:orders.errors.ponumber"] });
    expect(parse("ponumber=a%0Ab").reply().error).toEqual({ ponumber: ["account:orders.errors.ponumber"] });
    expect(ordersUrl({ ponumber: "4500/12" }, 2)).toBe("/account/orders?ponumber=4500%2F12&page=2");
  });

  it("writes days the language's way, a moment in Warsaw's day", () => {
    expect(formatDay("2026-11-22", "de")).toBe("22.11.2026");
    expect(formatDay("2026-11-21T23:30:00Z", "de")).toBe("22.11.2026");
    expect(formatDay("2026-11-22", "en")).toBe("22 Nov 2026");
  });
});
