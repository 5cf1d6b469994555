/** The transactions page's address (browser-safe; the overdue rule it shares with the ERP is contract/ledger-rules.ts). */
import type { Currency } from "../../contract/money.ts";

/** /account/transactions for one currency and page. */
export function transactionsUrl(currency: Currency, page = 1): string {
  const query = new URLSearchParams({ currency });
  if (page > 1) query.set("page", String(page));
  return `/account/transactions?${query}`;
}
