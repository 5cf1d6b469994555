/**
 * What the office's quote pages share in the browser (issue 41 item 4): the list's addresses, the
 * steps a quote's status allows, and the shop's day of a moment. No zod here (decision 0049).
 */
import type { QuoteStatus } from "../../contract/quote-constants.ts";
import { officeListUrl } from "./office.ts";

/** The office's quote list filtered by `status` ("" for all), at `page`. */
export const quotesUrl = (status: string, page: number) => officeListUrl("/office/quotes", status, page);

/** Whether the office may answer a quote of this status (again, while the company has not decided; decide.ts). */
export const answerable = (status: QuoteStatus) => status === "requested" || status === "answered";
/** Whether the office may write about a quote of this status (a closed one takes no more messages). */
export const openForMessages = (status: QuoteStatus) => answerable(status) || status === "accepted";

const days = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Warsaw",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/** A moment (ISO timestamp) as the shop's day in Warsaw, YYYY-MM-DD: the last day of an answer's validity. */
export const shopDay = (iso: string) => days.format(new Date(iso));
