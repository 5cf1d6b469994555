import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { QUOTE_MESSAGE_MAX } from "../../contract/quote-constants.ts";
import { QuoteFormSchema, RequestQuoteFormSchema } from "./quote-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the basket's quote request", () => {
  it("needs a message, trimmed, of at most the ERP's length", () => {
    const empty = parseWithZod(form({ intent: "requestQuote", message: "   " }), { schema: RequestQuoteFormSchema });
    expect(empty.status).toBe("error");
    expect(empty.reply().error?.message).toEqual(["account:quotes.messageRequired"]);
    const long = parseWithZod(form({ intent: "requestQuote", message: "x".repeat(QUOTE_MESSAGE_MAX + 1) }), {
      schema: RequestQuoteFormSchema,
    });
    expect(long.reply().error?.message).toEqual(["account:quotes.messageTooLong"]);
    const good = parseWithZod(form({ intent: "requestQuote", message: "  20 for a fleet \n" }), {
      schema: RequestQuoteFormSchema,
    });
    expect(good.status === "success" && good.value.message).toBe("20 for a fleet");
  });
});

describe("the quote page's forms", () => {
  it("reads a quote number in any case and refuses anything else", () => {
    const accept = parseWithZod(form({ intent: "accept", number: " q-2026-000012 " }), { schema: QuoteFormSchema });
    expect(accept.status === "success" && accept.value).toEqual({ intent: "accept", number: "Q-2026-000012" });
    const bad = parseWithZod(form({ intent: "accept", number: "WEB-2026-1" }), { schema: QuoteFormSchema });
    expect(bad.reply().error?.number).toEqual(["errors.invalid"]);
  });

  it("declines with or without a message, but a message to the office needs words", () => {
    const decline = parseWithZod(form({ intent: "decline", number: "Q-2026-000012" }), { schema: QuoteFormSchema });
    expect(decline.status === "success" && decline.value).toEqual({
      intent: "decline",
      number: "Q-2026-000012",
      message: "",
    });
    const silent = parseWithZod(form({ intent: "message", number: "Q-2026-000012", message: "" }), {
      schema: QuoteFormSchema,
    });
    expect(silent.reply().error?.message).toEqual(["account:quotes.messageRequired"]);
  });

  it("refuses an unknown intent", () => {
    expect(parseWithZod(form({ intent: "order", number: "Q-2026-000012" }), { schema: QuoteFormSchema }).status).toBe(
      "error",
    );
  });
});
