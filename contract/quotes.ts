/**
 * Quotes (issue 41 item 4): POST /account/quotes, by a signed-in person of a trade company. Any
 * role asks for a quote from their basket with a message (requestQuote); the ERP keeps its lines
 * at the company's level prices of that moment. The office answers with a net price per line, a
 * validity date and a message (the office's calls, contract/office-quotes.ts, or `npm run
 * quotes`). An admin or buyer accepts an answered quote while it is valid: a new basket of its
 * lines at the quoted prices, ordered through the usual checkout; or declines it. Both sides write
 * messages; each is mailed. A buyer or viewer of a company that keeps orders apart sees only the
 * quotes they asked for. Prices are net, integer cents of the quote's currency.
 */
import { z } from "zod";
import { common, UuidSchema } from "./common.ts";
import { CURRENCIES } from "./money.ts";
import { QUOTE_MESSAGE_MAX, QUOTE_NUMBER_PATTERN, QUOTE_STATUSES } from "./quote-constants.ts";
import { text } from "./text-fields.ts";
import { call } from "./wire-call.ts";

export const QuoteNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(QUOTE_NUMBER_PATTERN, "not a quote number (Q-2026-000123)");

const MessageSchema = text(QUOTE_MESSAGE_MAX, { required: true });

export const QuoteSummarySchema = z.object({
  number: z.string(),
  /** ISO timestamp of the request. */
  date: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Who asked. */
  requester: z.string(),
  currency: z.enum(CURRENCIES),
  lines: z.number().int().nonnegative(),
  /** Net total at the company's level when asked, and as quoted (null until answered), in cents. */
  levelnet: z.number().int(),
  quotednet: z.number().int().nullable(),
  /** ISO timestamp until which the answer's prices hold (null until answered). */
  validuntil: z.string().nullable(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

export const QuoteLineSchema = z.object({
  position: z.number().int().positive(),
  item: z.object({ id: z.number().int(), name: z.string(), description: z.string(), urlcomponent: z.string() }),
  quantity: z.number().int().positive(),
  /** The company's net unit price when it asked, in cents. */
  levelprice: z.number().int().nonnegative(),
  /** The office's net unit price, in cents (null until answered). */
  quotedprice: z.number().int().positive().nullable(),
});

export const QuoteMessageSchema = z.object({
  side: z.enum(["customer", "office"]),
  author: z.string(),
  body: z.string(),
  date: z.string(),
});

export const QuoteSchema = QuoteSummarySchema.extend({
  quotelines: z.array(QuoteLineSchema),
  messages: z.array(QuoteMessageSchema),
  /** The order it became, once ordered. */
  order: z.string().nullable(),
  /** Whether the caller may accept it now (an admin or buyer; answered; still valid). */
  acceptable: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const RequestQuoteRequestSchema = z.object({
  action: z.literal("requestQuote"),
  ...common,
  cart_id: UuidSchema,
  message: MessageSchema,
});
export const GetQuotesRequestSchema = z.object({ action: z.literal("getQuotes"), ...common });
export const GetQuotesResponseSchema = z.object({ quotes: z.array(QuoteSummarySchema) });
export const GetQuoteRequestSchema = z.object({ action: z.literal("getQuote"), ...common, number: QuoteNumberSchema });
export const PostQuoteMessageRequestSchema = z.object({
  action: z.literal("postQuoteMessage"),
  ...common,
  number: QuoteNumberSchema,
  message: MessageSchema,
});
export const AcceptQuoteRequestSchema = z.object({
  action: z.literal("acceptQuote"),
  ...common,
  number: QuoteNumberSchema,
});
/** The basket of the quote's lines at its prices, to go to the checkout with. */
export const AcceptQuoteResponseSchema = z.object({ number: z.string(), cart_id: z.string() });
export const DeclineQuoteRequestSchema = z.object({
  action: z.literal("declineQuote"),
  ...common,
  number: QuoteNumberSchema,
  message: text(QUOTE_MESSAGE_MAX),
});
export const QuoteResponseSchema = z.object({ quote: QuoteSchema });

export const QuotesRequestSchema = z.discriminatedUnion("action", [
  RequestQuoteRequestSchema,
  GetQuotesRequestSchema,
  GetQuoteRequestSchema,
  PostQuoteMessageRequestSchema,
  AcceptQuoteRequestSchema,
  DeclineQuoteRequestSchema,
]);
export type QuotesCall = z.infer<typeof QuotesRequestSchema>;

export const QUOTES_PATH = "/account/quotes";

/** The quote calls of the wire (contract/wire.ts). */
export const QUOTE_CALLS = {
  requestQuote: call(QUOTES_PATH, RequestQuoteRequestSchema, z.object({ number: z.string() })),
  getQuotes: call(QUOTES_PATH, GetQuotesRequestSchema, GetQuotesResponseSchema),
  getQuote: call(QUOTES_PATH, GetQuoteRequestSchema, QuoteResponseSchema),
  postQuoteMessage: call(QUOTES_PATH, PostQuoteMessageRequestSchema, QuoteResponseSchema),
  acceptQuote: call(QUOTES_PATH, AcceptQuoteRequestSchema, AcceptQuoteResponseSchema),
  declineQuote: call(QUOTES_PATH, DeclineQuoteRequestSchema, QuoteResponseSchema),
};
