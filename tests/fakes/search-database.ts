/**
 * An in-memory stand-in for the tables the ERP's search index reads (items, search_documents,
 * item_texts, search_words, search_changes), answering the index's own queries by their text, for
 * unit tests of erp/catalogue/search without PostgreSQL.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../../erp/db/client.ts";
import type { DictionaryWord } from "../../erp/catalogue/search/dictionary.ts";
import type { IndexedItem } from "../../erp/catalogue/search/snapshot.ts";

const dialect = new PgDialect();

/** A search document: lexemes separated by spaces, as `array_to_string(tsvector_to_array(v), ' ')` gives them. */
export interface FakeDocument {
  id: number;
  lang: string;
  document: string;
  deep: string;
}

export interface FakeText {
  id: number;
  lang: string;
  description: string;
}

interface FakeChange {
  id: string;
  item: number;
  trade: boolean;
  xid: bigint;
}

type Rows = Record<string, unknown>[];

/** The ids of `ANY($n::int[])`, given as the text '{1,2,3}'. */
const idList = (param: unknown) => new Set(String(param).slice(1, -1).split(",").filter(Boolean).map(Number));

const byNameThenId = (a: IndexedItem, b: IndexedItem) =>
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;

/** The rows of an id-ordered table after `after`, at most `limit` (the loaders' keyset paging). */
const page = <Row extends { id: number }>(rows: Row[], after: unknown, limit: unknown) =>
  rows
    .filter((row) => row.id > Number(after))
    .sort((a, b) => a.id - b.id)
    .slice(0, Number(limit));

/** An item as the index holds it, with card facts made up from its part number. */
export const indexedItem = (id: number, part: string, brand: string): IndexedItem => ({
  id,
  part,
  name: part,
  brand,
  urlcomponent: part.toLowerCase(),
  manufacturer: brand.toUpperCase(),
  group: brand.toUpperCase(),
  category: "disc",
  recordtype: "inventoryitem",
  photos: [{ url: `/media/${part}.svg`, name: part }],
  oe: [],
});

export class FakeSearchDatabase {
  items: IndexedItem[] = [];
  documents: FakeDocument[] = [];
  texts: FakeText[] = [];
  words: DictionaryWord[] = [];
  /** The text and parameters of every query, in order. */
  readonly queries: { text: string; params: unknown[] }[] = [];
  /** The options of every transaction begun. */
  readonly transactions: unknown[] = [];
  /** Queries whose text matches fail once with this error (then the rule is gone). */
  private failures: { pattern: RegExp; error: Error }[] = [];
  /** Queries whose text matches wait for this promise. */
  private gates: { pattern: RegExp; open: Promise<void> }[] = [];
  private changes: FakeChange[] = [];
  private nextXid = 1000n;
  private readonly inProgress = new Set<bigint>();

  readonly db = {
    execute: (query: SQL) => this.execute(query),
    transaction: async <T>(
      run: (tx: { execute: (query: SQL) => Promise<{ rows: Rows }> }) => Promise<T>,
      options: unknown,
    ) => {
      this.transactions.push(options);
      return run({ execute: (query: SQL) => this.execute(query) });
    },
  } as unknown as Database;

  /**
   * Adds an item as the catalogue's triggers would file it: its English search document (the words
   * of `text`, and in `deep` also those of `deep`), its description (`text`) and its dictionary
   * words.
   */
  addItem({
    id,
    part,
    brand,
    text,
    deep = "",
  }: {
    id: number;
    part: string;
    brand: string;
    text: string;
    deep?: string;
  }) {
    this.items.push(indexedItem(id, part, brand));
    const own = [...new Set(text.split(" "))];
    const all = [...new Set([...own, ...deep.split(" ").filter(Boolean)])];
    this.documents.push({ id, lang: "en", document: own.join(" "), deep: all.join(" ") });
    this.texts.push({ id, lang: "en", description: text });
    for (const word of all.filter((w) => /^\p{L}{3,}$/u.test(w))) {
      const known = this.words.find((w) => w.word === word);
      if (known) known.shallow ||= own.includes(word);
      else this.words.push({ word, shallow: own.includes(word) });
    }
  }

  /**
   * The snapshot xmin a statement would see now: as in PostgreSQL, the oldest transaction still in
   * progress, or else the next one to start.
   */
  get xmin(): string {
    return String([...this.inProgress].reduce((min, xid) => (xid < min ? xid : min), this.nextXid));
  }

  /** A transaction begun now: its changes are logged under its own xid when it commits. */
  begin() {
    const xid = this.nextXid++;
    this.inProgress.add(xid);
    return {
      commit: (items: readonly number[], trade = false) => {
        for (const item of items) this.changes.push({ id: String(this.changes.length + 1), item, trade, xid });
        this.inProgress.delete(xid);
      },
    };
  }

  /** Logs a committed change of these items (their catalogue data, or with `trade` their trade facts only). */
  change(items: readonly number[], trade = false) {
    this.begin().commit(items, trade);
  }

  /** The next query whose text matches fails with the error. */
  failNext(pattern: RegExp, error = new Error("connection lost")) {
    this.failures.push({ pattern, error });
  }

  /** Queries whose text matches wait until the returned function is called. */
  hold(pattern: RegExp): () => void {
    let release = () => {};
    this.gates.push({ pattern, open: new Promise<void>((resolve) => (release = resolve)) });
    return () => {
      this.gates = this.gates.filter((gate) => gate.pattern !== pattern);
      release();
    };
  }

  /** How many queries so far had text matching the pattern. */
  count(pattern: RegExp): number {
    return this.queries.filter((q) => pattern.test(q.text)).length;
  }

  private async execute(query: SQL): Promise<{ rows: Rows }> {
    const { sql: text, params } = dialect.sqlToQuery(query);
    this.queries.push({ text, params });
    const gate = this.gates.find((g) => g.pattern.test(text));
    if (gate) await gate.open;
    const failure = this.failures.find((f) => f.pattern.test(text));
    if (failure) {
      this.failures = this.failures.filter((f) => f !== failure);
      throw failure.error;
    }
    return { rows: structuredClone(this.answer(text, params)) };
  }

  private answer(text: string, params: unknown[]): Rows {
    if (text.includes("FROM search_changes c")) return [this.look(text, params[0])];
    if (text.startsWith("SELECT pg_snapshot_xmin")) return [{ xmin: this.xmin }];
    if (text.startsWith("SELECT id::text AS id FROM search_changes WHERE xid >= $1::xid8"))
      return this.changes.filter((c) => c.xid >= BigInt(String(params[0]))).map(({ id }) => ({ id }));
    if (text.includes("FROM items i")) return this.itemRows(text, params);
    if (text.startsWith("SELECT word, shallow FROM search_words")) return [...this.words] as unknown as Rows;
    if (text.includes("FROM search_documents")) return this.documentRows(text, params);
    if (text.includes("FROM item_texts")) return this.textRows(text, params);
    if (text.startsWith("DELETE FROM search_changes")) return [];
    throw new Error(`the fake search database does not know this query: ${text}`);
  }

  /** The look at the change log: the rows `WHERE c.xid >= $1` (or `>`, as the query says) and the xmin. */
  private look(text: string, since: unknown): Record<string, unknown> {
    const operator = /WHERE c\.xid (>=|>) \$1::xid8/.exec(text)?.[1];
    if (!operator) throw new Error(`the fake search database does not know this look: ${text}`);
    const from = BigInt(String(since)) + (operator === ">" ? 1n : 0n);
    const changes = this.changes.filter((c) => c.xid >= from).map(({ id, item, trade }) => ({ id, item, trade }));
    return { xmin: this.xmin, changes };
  }

  private itemRows(text: string, params: unknown[]): Rows {
    if (text.includes("ORDER BY i.name, i.id")) return [...this.items].sort(byNameThenId) as unknown as Rows;
    const ids = idList(params[0]);
    return this.items.filter((item) => ids.has(item.id)) as unknown as Rows;
  }

  private documentRows(text: string, params: unknown[]): Rows {
    if (text.includes("ANY(")) {
      const ids = idList(params[0]);
      return this.documents.filter((d) => ids.has(d.id)) as unknown as Rows;
    }
    const column = /tsvector_to_array\("(document|deep)"\)/.exec(text)![1] as "document" | "deep";
    const rows = this.documents.filter((d) => d.lang === params[0]);
    return page(rows, params[1], params[2]).map((d) => ({ id: d.id, lexemes: d[column] || null }));
  }

  private textRows(text: string, params: unknown[]): Rows {
    if (text.includes("ANY(")) {
      const ids = idList(params[0]);
      return this.texts.filter((t) => ids.has(t.id)) as unknown as Rows;
    }
    const rows = this.texts.filter((t) => t.lang === params[0]);
    return page(rows, params[1], params[2]).map((t) => ({ id: t.id, description: t.description }));
  }
}
