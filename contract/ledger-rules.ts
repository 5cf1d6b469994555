/**
 * The customer ledger's rules that need no database (decision 0029): an invoice's due date, when
 * an invoice is overdue, and a page's running balance from the balance before it.
 */

const DAY = 86_400_000;

/** The due date (YYYY-MM-DD) of an invoice issued at `issued` on `days` days' terms (UTC days). */
export function dueDate(issued: Date, days: number): string {
  const start = Date.UTC(issued.getUTCFullYear(), issued.getUTCMonth(), issued.getUTCDate());
  return new Date(start + days * DAY).toISOString().slice(0, 10);
}

/** Overdue: an invoice with a due date, still open, and that date is before today (UTC). */
export function isOverdue(entry: { due: string | null; open: boolean }, today: Date): boolean {
  return entry.open && entry.due !== null && entry.due < today.toISOString().slice(0, 10);
}

/**
 * The balance after each entry of a page in the order of posting, starting from the balance of
 * every earlier entry (which the database sums). Amounts and balances in cents.
 */
export function runningBalances(opening: number, amounts: readonly number[]): number[] {
  let balance = opening;
  return amounts.map((amount) => (balance += amount));
}
