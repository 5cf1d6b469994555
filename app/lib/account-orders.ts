/**
 * The account's order pages (issue 20): the history's filter as the GET form and the URL carry it,
 * and how dates, statuses and amounts are written there. Messages are translation keys; the same
 * schema checks the URL on the server and, with JavaScript, the form in the browser.
 */
import { z } from "zod";
import { ORDER_STATUSES, PAGE_MAX, type OrderStatus } from "../../contract/account-orders.ts";
import { LOCALES, type Language } from "../../contract/languages.ts";

const DATE = "account:orders.errors.date";
const day = z
  .string()
  .trim()
  .refine((d) => {
    // One message for any bad day: 2026-02-30 rolls over, 2026-13-01 is no date at all.
    const parsed = new Date(`${d}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
  }, DATE)
  .optional();

/** The history's filter: empty fields are no filter; a page past the first comes from the pager. */
export const OrderFilterFormSchema = z
  .object({
    from: day,
    to: day,
    status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: "account:orders.errors.status" }) }).optional(),
    page: z.coerce.number().int().min(1).max(PAGE_MAX).optional().catch(undefined),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "account:orders.errors.range" });
export type OrderFilter = z.infer<typeof OrderFilterFormSchema>;

/** The history's address for a filter and page (only the fields set), e.g. /account/orders?status=fulfilled&page=2. */
export function ordersUrl(filter: Omit<OrderFilter, "page">, page = 1): string {
  const query = new URLSearchParams();
  if (filter.from) query.set("from", filter.from);
  if (filter.to) query.set("to", filter.to);
  if (filter.status) query.set("status", filter.status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/account/orders${text ? `?${text}` : ""}`;
}

/** An order's page in the account (the order number is its address there). */
export const orderUrl = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

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
