/**
 * The forms of a trade company's quotes (issue 41 item 4): ask for a quote of the basket with a
 * message (the basket's form), write to the office, accept an answer, decline with an optional
 * message (the quote's page). One schema per page's action; messages are translation keys.
 */
import { z } from "zod";
import { QUOTE_MESSAGE_MAX, QUOTE_NUMBER_PATTERN } from "../../contract/quote-constants.ts";

const message = z
  .string({ required_error: "account:quotes.messageRequired" })
  .trim()
  .min(1, "account:quotes.messageRequired")
  .max(QUOTE_MESSAGE_MAX, "account:quotes.messageTooLong");

/** The basket's "Ask for a quote" form. */
export const RequestQuoteFormSchema = z.object({ intent: z.literal("requestQuote"), message });

const number = z
  .string({ required_error: "errors.invalid" })
  .trim()
  .toUpperCase()
  .regex(QUOTE_NUMBER_PATTERN, "errors.invalid");

export const QuoteMessageFormSchema = z.object({ intent: z.literal("message"), number, message });
export const AcceptQuoteFormSchema = z.object({ intent: z.literal("accept"), number });
export const DeclineQuoteFormSchema = z.object({
  intent: z.literal("decline"),
  number,
  message: z.string().trim().max(QUOTE_MESSAGE_MAX, "account:quotes.messageTooLong").default(""),
});
/** The quote page's forms. */
export const QuoteFormSchema = z.discriminatedUnion("intent", [
  QuoteMessageFormSchema,
  AcceptQuoteFormSchema,
  DeclineQuoteFormSchema,
]);
