/** The transactions page's helpers (browser-safe): its address, and the overdue rule it shares with the ERP. */
import type { Currency } from "../../contract/money.ts";

export { isOverdue } from "../../contract/ledger-rules.ts";

/** /account/transactions for one currency and page. */
export function transactionsUrl(currency: Currency, page = 1): string {
  const query = new URLSearchParams({ currency });
  if (page > 1) query.set("page", String(page));
  return `/account/transactions?${query}`;
}
