import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { QuoteActionFormSchema, QuoteFilterSchema } from "./office-quote-forms.ts";
import { quotesUrl, shopDay } from "./office-quotes.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const parse = (entries: [string, string][]) => parseWithZod(form(entries), { schema: QuoteActionFormSchema });
const answer = (prices: string[], validuntil = "2026-12-31", message = "") =>
  parse([
    ["intent", "answer"],
    ...prices.flatMap((p, n): [string, string][] => [
      [`prices[${n}].position`, String(n + 1)],
      [`prices[${n}].price`, p],
    ]),
    ["validuntil", validuntil],
    ["message", message],
  ]);

describe("the office's answer to a quote", () => {
  it("reads each line's price as typed, in cents, with the last day and the message", () => {
    const parsed = answer(["123.45", "99", "1 234,5"], "2026-12-31", "  Delivery in two weeks. ");
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toEqual({
      intent: "answer",
      prices: [
        { position: 1, price: 12345 },
        { position: 2, price: 9900 },
        { position: 3, price: 123450 },
      ],
      validuntil: "2026-12-31",
      message: "Delivery in two weeks.",
    });
  });

  it("names the line whose price cannot be read, and a day the calendar lacks", () => {
    const parsed = answer(["12.345", "0", "abc", ""], "2026-02-30");
    expect(parsed.status).toBe("error");
    expect(parsed.reply().error).toEqual({
      "prices[0].price": ["office:errors.amount"],
      "prices[1].price": ["office:errors.amount"],
      "prices[2].price": ["office:errors.amount"],
      "prices[3].price": ["errors.required"],
      validuntil: ["office:errors.date"],
    });
    expect(answer(["10"], "").reply().error).toEqual({ validuntil: ["errors.required"] });
    expect(answer(["10"], "31.12.2026").reply().error).toEqual({ validuntil: ["office:errors.date"] });
  });

  it("wants a message to send one", () => {
    expect(
      parse([
        ["intent", "message"],
        ["message", "  "],
      ]).reply().error,
    ).toEqual({ message: ["errors.required"] });
    const sent = parse([
      ["intent", "message"],
      ["message", "Front axle?"],
    ]);
    expect(sent.status === "success" && sent.value).toEqual({ intent: "message", message: "Front axle?" });
    expect(
      parse([
        ["intent", "message"],
        ["message", "x".repeat(2001)],
      ]).reply().error,
    ).toEqual({
      message: ["office:errors.tooLong"],
    });
  });
});

describe("the office's quote list", () => {
  it("filters by a status of quotes, paged in the address", () => {
    const ok = parseWithZod(new URLSearchParams("status=answered&page=2"), { schema: QuoteFilterSchema });
    expect(ok.status === "success" && ok.value).toEqual({ status: "answered", page: 2 });
    const bad = parseWithZod(new URLSearchParams("status=received"), { schema: QuoteFilterSchema });
    expect(bad.reply().error).toEqual({ status: ["office:errors.quoteStatus"] });
    expect(quotesUrl("", 1)).toBe("/office/quotes");
    expect(quotesUrl("requested", 3)).toBe("/office/quotes?status=requested&page=3");
  });

  it("shows the last day of an answer as the shop's day in Warsaw", () => {
    expect(shopDay("2026-12-31T22:59:59.999Z")).toBe("2026-12-31");
    expect(shopDay("2026-07-31T21:59:59.999Z")).toBe("2026-07-31");
  });
});
