/** The trade facts (flags, prices, stock, deliveries) of the cards the search served, kept until the change log says they changed (decision 0017). */

/** Cards whose trade facts are kept (per price list and currency), by default: a few MB. */
const TRADE_FACTS_KEPT = 20_000;

/**
 * What item cards show from trade (flags, price and price history, stock, deliveries) as the
 * database last gave it for each card the index served, per price list and currency (`list`), so
 * that a search asks the database only for the cards it has not kept. An item's facts are dropped
 * when a look at the change log shows a change of them; a fill is kept only when nothing was
 * dropped since its query was sent (the query may have read a row from before the change the
 * drop was for). At most `limit` cards are kept, the oldest fill going first.
 */
export class TradeFacts<Row extends { id: number }> {
  private readonly kept = new Map<string, Row>();
  private readonly lists = new Set<string>();
  /** Bumped by every drop: a fill read before it may hold what it dropped. */
  private generation = 0;

  constructor(private readonly limit = TRADE_FACTS_KEPT) {}

  get size() {
    return this.kept.size;
  }

  /** The facts kept of these items on a list, and the ids to ask the database for. */
  get(list: string, ids: readonly number[]): { rows: Row[]; missing: number[] } {
    const rows: Row[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.kept.get(`${list}:${id}`);
      if (row) rows.push(row);
      else missing.push(id);
    }
    return { rows, missing };
  }

  /** A mark to hand back to put(): taken before the query that reads the rows is sent. */
  mark(): number {
    return this.generation;
  }

  /** Keeps rows read by a query sent at `mark`, unless something was dropped since. */
  put(list: string, rows: readonly Row[], mark: number): void {
    if (mark !== this.generation || rows.length === 0) return;
    this.lists.add(list);
    for (const row of rows) {
      const key = `${list}:${row.id}`;
      this.kept.delete(key);
      this.kept.set(key, row);
    }
    if (this.kept.size <= this.limit) return;
    for (const key of this.kept.keys()) {
      this.kept.delete(key);
      if (this.kept.size <= this.limit) break;
    }
  }

  drop(ids: Iterable<number>): void {
    this.generation++;
    for (const id of ids) for (const list of this.lists) this.kept.delete(`${list}:${id}`);
  }

  clear(): void {
    this.generation++;
    this.kept.clear();
  }
}
