/**
 * The account order pages' links, statuses and dates, in a module without zod schemas (issue 25,
 * decision 0046), so that the pages that only show orders do not load zod; account-orders.ts
 * re-exports them beside the filter's schema.
 */
import { ORDER_STATUSES, type OrderStatus } from "../../contract/account-orders-constants.ts";
import { LOCALES, type Language } from "../../contract/languages.ts";
import type { OrderFilter } from "./account-orders.ts";

/** The history's address for a filter and page (only the fields set), e.g. /account/orders?status=fulfilled&page=2. */
export function ordersUrl(filter: Omit<OrderFilter, "page">, page = 1): string {
  const query = new URLSearchParams();
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (filter.status) query.set("status", filter.status);
  if (filter.ponumber) query.set("ponumber", filter.ponumber);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/account/orders${text ? `?${text}` : ""}`;
}

/** An order's page in the account (the order number is its address there). */
export const orderUrl = (number: string) => `/account/orders/${encodeURIComponent(number)}`;
/** A quote's page in the account (issue 41). */
export const quoteUrl = (number: string) => `/account/quotes/${encodeURIComponent(number)}`;

/** The statuses in the order a buyer follows an order through them. */
export const STATUS_CHOICES: readonly OrderStatus[] = ORDER_STATUSES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A moment (ISO timestamp) as the shop's day in Warsaw, or a day (YYYY-MM-DD) as it stands,
 * written the language's way: "22 Nov 2026", "22 lis 2026", "22.11.2026".
 */
export function formatDay(value: string, lang: Language): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const key = `${lang}:${dayOnly}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: "medium",
      timeZone: dayOnly ? "UTC" : "Europe/Warsaw",
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(dayOnly ? `${value}T00:00:00Z` : value));
}
