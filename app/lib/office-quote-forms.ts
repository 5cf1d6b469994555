/**
 * The office's quote forms (issue 41 item 4), validated by their actions (decision 0046): messages
 * are translation keys. The list's filter; the answer (a net price per line as typed in the
 * quote's currency, "123.45" or "123,45", the last day the prices hold, a message); a message.
 * The ERP checks everything again (the day's range, every line priced, the quote still open).
 */
import { z } from "zod";
import { QUOTE_LINES_MAX, QUOTE_MESSAGE_MAX, QUOTE_STATUSES } from "../../contract/quote-constants.ts";
import { dayValue, listPage } from "./office-forms.ts";
import { amountField } from "./office-order-forms.ts";

const REQUIRED = "errors.required";

/** The quote list's filter (a GET form: the status and the page in the URL). */
export const QuoteFilterSchema = z.object({
  status: z.enum(QUOTE_STATUSES, { errorMap: () => ({ message: "office:errors.quoteStatus" }) }).optional(),
  page: listPage,
});

/** Free text of a message: NUL refused, trimmed, at most QUOTE_MESSAGE_MAX characters. */
const message = (min: number) =>
  z
    .string({ required_error: REQUIRED })
    // eslint-disable-next-line no-control-regex -- NUL is refused, as the ERP refuses it
    .regex(/^[^\u0000]*$/, "errors.invalid")
    .trim()
    .min(min, REQUIRED)
    .max(QUOTE_MESSAGE_MAX, "office:errors.tooLong");

/** The answer: every line's net unit price in cents (by its position), the last day, an optional message. */
export const AnswerQuoteFormSchema = z.object({
  intent: z.literal("answer"),
  prices: z
    .array(
      z.object({
        position: z.coerce.number().int().min(1).max(QUOTE_LINES_MAX),
        price: amountField,
      }),
    )
    .min(1, "office:errors.quotePrices")
    .max(QUOTE_LINES_MAX, "office:errors.quotePrices"),
  validuntil: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).pipe(dayValue),
  message: message(0).optional().default(""),
});

/** A message of the office to the person who asked. */
export const QuoteMessageFormSchema = z.object({
  intent: z.literal("message"),
  message: message(1),
});

export const QuoteActionFormSchema = z.discriminatedUnion("intent", [AnswerQuoteFormSchema, QuoteMessageFormSchema]);
export type QuoteActionIntent = z.infer<typeof QuoteActionFormSchema>["intent"];
