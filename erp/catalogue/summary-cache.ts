/**
 * The item cards' rows, kept by each ERP process at the cache version they were read at (issue
 * 40), for the calls that know a version: a basket read (its own statement, erp/cart/state.ts,
 * reads the version in the same snapshot) and every call of a signed-in customer (the session
 * check reads it, erp/customers/auth.ts). Their items' rows are taken from here when they are at
 * least that recent, and read (one statement) only for the items not kept. Every table the rows
 * come from logs its changes (migration 0032), so a price, stock or text change moves the version
 * and the next such call after it commits reads its items again, in every process. Guests' other
 * calls read the rows each time: the storefront keeps their answers (app/.server/loader-cache.ts).
 *
 * Only the rows are kept: the price level, the quantity and the VAT are applied to them per call
 * (summaries.ts commercials), so customers at different levels, and guests, share them.
 */
import type { ItemSummary } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";
import { readSummaryRows, toItemSummaries, tradeList, type SummaryRow } from "./summaries.ts";

/** Item cards for the given ids, in the order given (unknown ids are left out), kept ones when the call knows a version. */
export async function loadItemSummaries(
  ctx: CallContext,
  ids: readonly number[],
  quantities?: Map<number, number>,
): Promise<ItemSummary[]> {
  if (ctx.cacheVersion !== undefined) return loadItemSummariesAt(ctx, ctx.db, ctx.cacheVersion, ids, quantities);
  return toItemSummaries(ctx, ids, await readSummaryRows(ctx, ids), quantities);
}

/** Rows kept at most, per ERP process: past this, the kept rows are dropped and read again as asked. */
export const KEPT_ROWS = 2000;

interface Kept {
  /** The rows are from a snapshot at least this recent. */
  version: bigint;
  /** By language, price list, currency and item id. */
  rows: Map<string, SummaryRow>;
}

const keptByDatabase = new WeakMap<object, Kept>();

/**
 * Item cards for the given ids, in the order given (unknown ids are left out), from rows at least
 * as recent as cache version `version`. `ctx.db` reads what is not kept; `keeper` is the ERP's
 * database client, whose rows these are (ctx.db may be a transaction on it).
 */
export async function loadItemSummariesAt(
  ctx: CallContext,
  keeper: object,
  version: string,
  ids: readonly number[],
  quantities?: Map<number, number>,
): Promise<ItemSummary[]> {
  const wanted = BigInt(version);
  let kept = keptByDatabase.get(keeper);
  if (!kept || kept.version < wanted) keptByDatabase.set(keeper, (kept = { version: wanted, rows: new Map() }));
  const prefix = `${ctx.lang}:${tradeList(ctx)}:`;
  const rows: SummaryRow[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = kept.rows.get(prefix + id);
    if (row) rows.push(row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const read = await readSummaryRows(ctx, missing);
    rows.push(...read);
    // Read after the snapshot that saw `version`, so at least that recent: kept only when the kept
    // rows claim that version (not a later one another call moved them to in the meantime).
    const now = keptByDatabase.get(keeper);
    if (now && now.version === wanted) {
      if (now.rows.size + read.length > KEPT_ROWS) now.rows.clear();
      for (const row of read) now.rows.set(prefix + row.id, row);
    }
  }
  return toItemSummaries(ctx, ids, rows, quantities);
}
