/**
 * Each kind of record imported a chunk of lines at a time (./run.ts): what its check keeps from
 * one chunk to the next (the part numbers seen, a price made current, a part's axle) and how its
 * good lines are written. A chunk's check gives the write of its good lines, so the import can check
 * the next chunk while the database writes this one.
 */
import type { ImportCounts, RecordKind } from "../../contract/import.ts";
import type { Database } from "../db/client.ts";
import { applyFitment, checkFitment, stageFitment, startFitment, type FitmentSeen } from "./fitment.ts";
import { applyItems } from "./items-apply.ts";
import { checkItems } from "./items.ts";
import { applyKits, checkKits, type KitsSeen } from "./kits.ts";
import type { GatheredPictures } from "./pictures.ts";
import { applyPrices, checkPrices } from "./prices.ts";
import type { Problem } from "./problems.ts";
import type { Line } from "./read.ts";
import { applyStock, checkStock } from "./stock.ts";

/** One file's import: chunk by chunk, then its counts. */
export interface KindImport {
  /** Every problem found so far. */
  problems: Problem[];
  /** Checks a chunk's lines (noting their problems); gives the write of the good ones. */
  check(lines: readonly Line[]): Promise<() => Promise<void>>;
  /** After the last chunk was written: what needs the whole file, and the counts. */
  end(): Promise<ImportCounts>;
}

/** What the import of all files shares: the items named and those whose search documents may change. */
export interface ImportContext {
  tx: Database;
  columns: readonly string[];
  now: Date;
  pictures?: GatheredPictures;
  /** Items an items file named (a full import discontinues the others). */
  named: number[];
  /** Items whose texts or fitment were written (a bulk write refreshes their search documents). */
  touched: number[];
}

const zero = (kind: RecordKind): ImportCounts => ({ kind, lines: 0, new: 0, changed: 0, unchanged: 0 });
const add = (sum: ImportCounts, counts: ImportCounts) => {
  sum.lines += counts.lines;
  sum.new += counts.new;
  sum.changed += counts.changed;
  sum.unchanged += counts.unchanged;
};

/**
 * A kind whose chunks are written one by one: `check` turns lines into records, `write` writes
 * them and counts them.
 */
function chunked<R>(
  kind: RecordKind,
  check: (lines: readonly Line[]) => Promise<{ records: R[]; problems: Problem[] }>,
  write: (records: R[]) => Promise<ImportCounts>,
  problems: Problem[] = [],
): KindImport {
  const counts = zero(kind);
  return {
    problems,
    async check(lines) {
      const checked = await check(lines);
      problems.push(...checked.problems);
      return async () => add(counts, await write(checked.records));
    },
    end: async () => counts,
  };
}

export function kindImport(kind: RecordKind, context: ImportContext): KindImport {
  const { tx, columns, now } = context;
  switch (kind) {
    case "items": {
      const seen = new Map<string, number>();
      return chunked(
        "items",
        (lines) => checkItems(tx, lines, columns, seen),
        async (records) => {
          const counts = await applyItems(tx, records, context.pictures);
          // After the writes: a new item has its id only once inserted.
          for (const r of records) {
            context.named.push(r.id!);
            context.touched.push(r.id!);
          }
          return counts;
        },
        [...(context.pictures?.problems ?? [])],
      );
    }
    case "prices": {
      const seen = new Map<string, number>();
      const made = new Map<string, string>();
      return chunked(
        "prices",
        (lines) => checkPrices(tx, lines, seen),
        (records) => applyPrices(tx, records, now, made),
      );
    }
    case "stock": {
      const seen = new Map<string, number>();
      const incoming = columns.includes("incoming_quantity");
      return chunked(
        "stock",
        (lines) => checkStock(tx, lines, incoming, seen),
        (records) => applyStock(tx, records),
      );
    }
    case "fitment":
      return fitmentImport(context);
    case "kits":
      return kitsImport(context);
  }
}

/** Fitment: the rows staged chunk by chunk, compared with the stored ones and written at the end. */
function fitmentImport({ tx, columns, now, touched }: ImportContext): KindImport {
  const seen: FitmentSeen = new Map();
  const problems: Problem[] = [];
  let lines = 0;
  const started = startFitment(tx);
  return {
    problems,
    async check(chunk) {
      await started;
      const { rows, problems: found } = await checkFitment(tx, chunk, columns, now, seen);
      problems.push(...found);
      lines += chunk.length;
      return () => stageFitment(tx, rows);
    },
    async end() {
      await started;
      for (const id of seen.keys()) touched.push(id);
      return applyFitment(tx, seen, lines);
    },
  };
}

/** Kits: a part's components and related parts gathered across the file, written at the end. */
function kitsImport({ tx }: ImportContext): KindImport {
  const seen: KitsSeen = { byItem: new Map(), firstLine: new Map() };
  const problems: Problem[] = [];
  let lines = 0;
  return {
    problems,
    async check(chunk) {
      problems.push(...(await checkKits(tx, chunk, seen)).problems);
      lines += chunk.length;
      return async () => {};
    },
    end: () => applyKits(tx, [...seen.byItem.values()], lines),
  };
}
