/**
 * Keeping the index current from the change log (migrations 0010-0012, decisions 0015 and 0017):
 * `SearchIndex`, built on first use, brought up to date before every search, rebuilt in the
 * background when many items changed.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedRows } from "../../db/prepared.ts";
import { LANGUAGES, type Language } from "../../../contract/languages.ts";
import type { CommercialRow } from "../summaries.ts";
import { dictionaries, unknownWords, withWords } from "./dictionary.ts";
import { LOAD_BATCH, loadBase, loadChanged, loadDescriptions, loadTextIndex } from "./load.ts";
import { Snapshot } from "./snapshot.ts";
import type { DocumentColumn, TextIndex } from "./text-index.ts";
import { TradeFacts } from "./trade-facts.ts";

/** The change-log row of item 0: a bulk load (erp/seed/load.ts) changed any number of items. */
export const RELOAD_ALL_ITEMS = 0;

/** Change rows are kept this long; an index not brought up to date for half of it is rebuilt. */
const CHANGES_KEPT_HOURS = 24;
const STALE_AFTER_MS = (CHANGES_KEPT_HOURS / 2) * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/** What a look at the change log answers; `trade` marks a change of an item's trade facts only (0012). */
export interface LookRow {
  xmin: string;
  changes: { id: string; item: number; trade: boolean }[];
}

export interface ReadToken {
  state: { snapshot: Snapshot; window: ChangeWindow };
  snapshot: Snapshot;
  version: number;
  xmin: string;
}

interface ChangeWindow {
  /** Snapshot xmin of the last look: transactions from it on may not have been seen yet. */
  xmin: string;
  /** Change rows already applied that the next look will read again. */
  applied: Set<string>;
  checkedAt: number;
}

/**
 * The index of one ERP process: built on first use, brought up to date before every search from
 * the change log, rebuilt in the background when many items changed (a catalogue import).
 */
export class SearchIndex {
  private snapshot: Promise<{ snapshot: Snapshot; window: ChangeWindow }> | null = null;
  private rebuilding: Promise<void> | null = null;
  /** The look at the change log in flight, and the one queued behind it for callers that came later. */
  private running: Promise<Snapshot> | null = null;
  private queued: Promise<Snapshot> | null = null;
  private lastPrune = 0;
  /** The RELOAD_ALL_ITEMS markers already acted on (a look may read a marker again). */
  private readonly reloaded = new Set<string>();
  /** Bumped whenever the answer to some search may change: changes applied, a rebuild swapped in. */
  private version = 0;
  /** The trade facts of the cards served, kept current by the looks. */
  readonly trade: TradeFacts<CommercialRow>;

  constructor(
    private readonly db: Database,
    private readonly log: (message: string) => void = () => {},
    private readonly options: { overlayLimit?: number; loadBatch?: number; tradeFactsKept?: number } = {},
  ) {
    this.trade = new TradeFacts(options.tradeFactsKept);
  }

  /** Builds the index, every language's words and card descriptions now (normal documents first), so no search waits for them. */
  async warmUp(): Promise<void> {
    const snapshot = await this.current();
    for (const lang of LANGUAGES) {
      await snapshot.text(lang, "document");
      await snapshot.cardFacts([], lang);
    }
    for (const lang of LANGUAGES) await snapshot.text(lang, "deep");
  }

  /**
   * The optimistic read: the snapshot as it is, without a look at the change log first. The caller
   * answers from it, runs lookSql(token) in the same statement as its own read, and keeps the
   * answer only when validate() says nothing changed; otherwise it asks current(). Null when the
   * index is not built yet or not looked at for too long (ask current()).
   */
  async begin(): Promise<ReadToken | null> {
    if (!this.snapshot) return null;
    const state = await this.snapshot.catch(() => null);
    if (!state || Date.now() - state.window.checkedAt > STALE_AFTER_MS) return null;
    return { state, snapshot: state.snapshot, version: this.version, xmin: state.window.xmin };
  }

  /** Columns xmin and changes: the change rows since the token's look, and the statement's snapshot xmin. */
  lookSql(token: Pick<ReadToken, "xmin">) {
    return sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
      (SELECT coalesce(json_agg(json_build_object('id', c.id::text, 'item', c.item_id, 'trade', c.trade)), '[]')
         FROM search_changes c WHERE c.xid >= ${token.xmin}::xid8) AS changes`;
  }

  /**
   * An answer read from the token's snapshot is current when nothing was applied since and the
   * look found no change row the index has not applied, other than changes of the trade facts of
   * cards it did not take from `trade` (`served`: those it took, at trade mark `mark`; if anything
   * was dropped since, another look may have applied a change of them already). The look's trade
   * changes are dropped from `trade` either way, and when the answer stands the look moves the
   * watermark on.
   */
  validate(
    token: ReadToken,
    look: LookRow | undefined,
    served: readonly { id: number }[] = [],
    mark = this.trade.mark(),
  ): boolean {
    if (!look || this.version !== token.version) return false;
    if (served.length > 0 && mark !== this.trade.mark()) return false;
    const { window } = token.state;
    const fresh = look.changes.filter((c) => !window.applied.has(c.id));
    if (fresh.length > 0) {
      const changed = new Set(fresh.map((c) => c.item));
      this.trade.drop(changed);
      if (fresh.some((c) => !c.trade) || served.some((row) => changed.has(row.id))) return false;
    }
    const newer = BigInt(look.xmin) - BigInt(window.xmin);
    if (newer > 0n) {
      window.xmin = look.xmin;
      window.applied = new Set(look.changes.map((c) => c.id));
    } else if (newer === 0n) {
      for (const c of fresh) window.applied.add(c.id);
    }
    window.checkedAt = Date.now();
    return true;
  }

  /** Resolves when no background rebuild is running (tests). */
  async settled(): Promise<void> {
    while (this.rebuilding) await this.rebuilding;
  }

  /**
   * The snapshot with every change committed before this call applied. Concurrent callers share
   * the looks at the change log: one that arrives while a look runs waits for the next one, which
   * starts after it (the running one may have missed a commit the caller saw).
   */
  current(): Promise<Snapshot> {
    if (!this.running) return (this.running = this.look());
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.running = this.queued;
        this.queued = null;
        return this.look();
      });
    return this.queued;
  }

  private async look(): Promise<Snapshot> {
    try {
      if (!this.snapshot) this.snapshot = this.build();
      let state: { snapshot: Snapshot; window: ChangeWindow };
      try {
        state = await this.snapshot;
      } catch (error) {
        this.snapshot = null;
        throw error;
      }
      if (Date.now() - state.window.checkedAt > STALE_AFTER_MS) {
        // Not looked at for so long that change rows may have been pruned: start again.
        this.snapshot = this.build();
        state = await this.snapshot;
      }
      return await this.catchUp(state.snapshot, state.window);
    } finally {
      if (!this.queued) this.running = null;
    }
  }

  private get batch(): number {
    return this.options.loadBatch ?? LOAD_BATCH;
  }

  private async build(): Promise<{ snapshot: Snapshot; window: ChangeWindow }> {
    const started = performance.now();
    const { items, words, xmin, applied } = await loadBase(this.db);
    // Facts kept from before may have changed between the old snapshot's last look and this one's
    // watermark, where no look of either reads them.
    this.trade.clear();
    const snapshot = new Snapshot(
      items,
      dictionaries(words),
      (lang, column, s) => this.loadText(lang, column, s),
      (lang, s) => loadDescriptions(this.db, this.batch, lang, s),
    );
    this.log(`[search] index of ${items.length} items built in ${(performance.now() - started).toFixed(0)} ms`);
    return { snapshot, window: { xmin, applied: new Set(applied), checkedAt: Date.now() } };
  }

  private async loadText(lang: Language, column: DocumentColumn, snapshot: Snapshot): Promise<TextIndex> {
    const started = performance.now();
    const { index, count } = await loadTextIndex(this.db, this.batch, lang, column, snapshot);
    this.log(
      `[search] ${lang} ${column} words of ${count} items indexed in ${(performance.now() - started).toFixed(0)} ms`,
    );
    return index;
  }

  /** Applies the change rows of transactions not yet seen to the snapshot's overlay. */
  private async catchUp(snapshot: Snapshot, window: ChangeWindow): Promise<Snapshot> {
    const [row] = await preparedRows<LookRow>(this.db, "search-changes", this.lookSql(window));
    if (!row) throw new Error("the change log look answered no row");
    const fresh = row.changes.filter((c) => !window.applied.has(c.id));
    if (fresh.length > 0) this.trade.drop(fresh.map((c) => c.item));
    const catalogue = fresh.filter((c) => !c.trade);
    const reload = catalogue.filter((c) => c.item === RELOAD_ALL_ITEMS && !this.reloaded.has(c.id));
    if (reload.length > 0) {
      // A bulk load wrote one marker instead of a row per item: build the index again from the tables.
      for (const c of reload) this.reloaded.add(c.id);
      const next = await this.build();
      this.snapshot = Promise.resolve(next);
      this.version++;
      return next.snapshot;
    }
    if (catalogue.length > 0) await this.apply(snapshot, [...new Set(catalogue.map((c) => c.item))]);
    window.xmin = row.xmin;
    window.applied = new Set(row.changes.map((c) => c.id));
    window.checkedAt = Date.now();
    if (snapshot.overlayFull(this.options.overlayLimit) && !this.rebuilding) this.rebuildInBackground();
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) this.prune();
    return snapshot;
  }

  /** Deletes change rows older than CHANGES_KEPT_HOURS, in the background. */
  private prune() {
    this.lastPrune = Date.now();
    void this.db
      .execute(sql`DELETE FROM search_changes WHERE changed_at < now() - make_interval(hours => ${CHANGES_KEPT_HOURS})`)
      .catch((error: unknown) => this.log(`[search] pruning the change log failed: ${String(error)}`));
  }

  /** Reads the current data of the items and puts it in the overlay (and new words in the dictionary). */
  private async apply(snapshot: Snapshot, ids: number[]) {
    const { changed, documents } = await loadChanged(this.db, ids);
    for (const [id, data] of changed) snapshot.put(id, data);
    this.version++;
    snapshot.dictionary = withWords(
      snapshot.dictionary,
      documents.flatMap((lexemes) => unknownWords(snapshot.dictionary, lexemes)),
    );
  }

  private rebuildInBackground() {
    this.log("[search] many items changed: rebuilding the index");
    this.rebuilding = (async () => {
      const loaded = this.snapshot ? (await this.snapshot).snapshot.loadedTexts() : [];
      const next = await this.build();
      // The text indexes (and card descriptions) the old snapshot had are loaded before the swap,
      // so no search waits for them.
      await Promise.all(loaded.map(([lang, column]) => next.snapshot.text(lang, column)));
      await Promise.all([...new Set(loaded.map(([lang]) => lang))].map((lang) => next.snapshot.cardFacts([], lang)));
      this.snapshot = Promise.resolve(next);
      this.trade.clear();
      this.version++;
    })()
      .catch((error: unknown) => this.log(`[search] rebuilding the index failed: ${String(error)}`))
      .finally(() => {
        this.rebuilding = null;
      });
  }
}
