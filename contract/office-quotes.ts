/**
 * The office's quotes (issue 41 item 4, decision 0068): the list by status, one quote with its
 * lines (the company's level price and the office's price), its company, the person who asked and
 * the messages; the answer (a net price in cents of the quote's currency for every line, the last
 * day the prices hold, a message) and a message of the office, each mailed to the person who asked
 * in the quote's language. The same operations `npm run quotes` makes. Every call is made in a
 * staff session (officeCommon) and allowed to the sales role (and the owner) by erp/staff/roles.ts.
 */
import { z } from "zod";
import { IsoDaySchema, LanguageSchema } from "./common.ts";
import { QUOTE_LINES_MAX, QUOTE_MESSAGE_MAX, QUOTE_STATUSES } from "./quote-constants.ts";
import { QuoteNumberSchema, QuoteSchema, QuoteSummarySchema } from "./quotes.ts";
import { OFFICE_PATH, officeCommon } from "./staff.ts";
import { text } from "./text-fields.ts";
import { call } from "./wire-call.ts";

/** Most quotes on one page of the office's list. */
export const OFFICE_QUOTES_PAGE_MAX = 200;
/** The highest net unit price the office may quote, in cents (9 999 999.99, as the office's amount fields take). */
export const QUOTE_PRICE_MAX_CENTS = 999_999_999;

/** The list, newest first, optionally of one status (as it shows now), a page at a time (pages count from 1). */
export const ListOfficeQuotesRequestSchema = z.object({
  action: z.literal("listOfficeQuotes"),
  ...officeCommon,
  status: z.enum(QUOTE_STATUSES).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pagesize: z.number().int().min(1).max(OFFICE_QUOTES_PAGE_MAX).default(50),
});
/** The company's fields the office reads a quote with. */
const companyFields = {
  /** The company's name and customer number. */
  company: z.string(),
  customer: z.string(),
};
export const OfficeQuoteRowSchema = QuoteSummarySchema.extend(companyFields);
export type OfficeQuoteRow = z.infer<typeof OfficeQuoteRowSchema>;
export const ListOfficeQuotesResponseSchema = z.object({
  quotes: z.array(OfficeQuoteRowSchema),
  /** Quotes matching the filter, all pages together. */
  total: z.number().int(),
});

export const GetOfficeQuoteRequestSchema = z.object({
  action: z.literal("getOfficeQuote"),
  ...officeCommon,
  number: QuoteNumberSchema,
});
export const OfficeQuoteSchema = QuoteSchema.extend({
  ...companyFields,
  /** The e-mail of the person who asked (the company's once they are gone). */
  email: z.string(),
  /** The language the quote was asked in: its mails to the company are written in it. */
  lang: LanguageSchema,
});
export type OfficeQuote = z.infer<typeof OfficeQuoteSchema>;
export const OfficeQuoteResponseSchema = z.object({ quote: OfficeQuoteSchema });

/**
 * The office's answer to a quote requested or answered before (the new answer replaces the old)
 * while the company has not decided: a net unit price for every line by its position, the last
 * day the prices hold (in the shop's time zone; from today up to QUOTE_VALID_DAYS_MAX days ahead,
 * else 400 with `validuntil`), and an optional message. A decided or expired quote: 409 QUOTE_CLOSED.
 */
export const AnswerOfficeQuoteRequestSchema = z.object({
  action: z.literal("answerOfficeQuote"),
  ...officeCommon,
  number: QuoteNumberSchema,
  prices: z
    .array(
      z.object({
        position: z.number().int().min(1).max(QUOTE_LINES_MAX),
        price: z.number().int().min(1).max(QUOTE_PRICE_MAX_CENTS),
      }),
    )
    .min(1)
    .max(QUOTE_LINES_MAX),
  validuntil: IsoDaySchema,
  message: text(QUOTE_MESSAGE_MAX).default(""),
});

/** A message of the office about an open quote (requested, answered, accepted), mailed to the person who asked. */
export const PostOfficeQuoteMessageRequestSchema = z.object({
  action: z.literal("postOfficeQuoteMessage"),
  ...officeCommon,
  number: QuoteNumberSchema,
  message: text(QUOTE_MESSAGE_MAX, { required: true }),
});

/** The office's quote calls of the wire (contract/wire.ts). */
export const OFFICE_QUOTE_CALLS = {
  listOfficeQuotes: call(OFFICE_PATH, ListOfficeQuotesRequestSchema, ListOfficeQuotesResponseSchema),
  getOfficeQuote: call(OFFICE_PATH, GetOfficeQuoteRequestSchema, OfficeQuoteResponseSchema),
  answerOfficeQuote: call(OFFICE_PATH, AnswerOfficeQuoteRequestSchema, OfficeQuoteResponseSchema),
  postOfficeQuoteMessage: call(OFFICE_PATH, PostOfficeQuoteMessageRequestSchema, OfficeQuoteResponseSchema),
};
