/**
 * Prices records (contract/import.ts RECORD_KINDS.prices, decision 0061): an item's net price on a
 * price list in a currency from a day, with an optional promotion price up to a day (its last).
 * Days are the shop's (Europe/Warsaw). A price whose day has come is written at once; a later one
 * waits in scheduled_prices until housekeeping makes it current (applyDuePrices). Every change of
 * the price a buyer pays is kept in price_history from the moment the shop shows it, never from an
 * earlier day a file names, so the lowest price before a promotion (Omnibus) stays true.
 */
import { sql } from "drizzle-orm";
import { CURRENCIES } from "../../contract/money.ts";
import type { ImportCounts } from "../../contract/import.ts";
import { SHOP_TIME_ZONE } from "../../contract/withdrawal.ts";
import type { Database } from "../db/client.ts";
import { normalizePartNumber } from "../catalogue/constants.ts";
import { PRICE_LISTS } from "../region/region.ts";
import { breathe, centsText, decimal, isDay, itemsByPart, partsOf } from "./fields.ts";
import type { Line } from "./read.ts";
import { problemsOf, type Problem } from "./problems.ts";

/** The largest net price a line may name (the column holds 12 digits, 2 of them cents). */
const MAX_PRICE = 1_000_000_000;

export interface PriceRecord {
  line: number;
  itemId: number;
  list: string;
  currency: string;
  /** Net, in cents. */
  price: number;
  promotion: number | null;
  /** The first day the price holds, and the last of the promotion (YYYY-MM-DD, shop days). */
  validFrom: string;
  promotionUntil: string | null;
}

/** Today in the shop's time zone (YYYY-MM-DD). */
export const shopDay = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(now);

/** Days already turned into instants: a file names few days, each on many lines. */
const dayStarts = new Map<string, Date>();

/** The instant a shop day begins (midnight in Europe/Warsaw). */
export function dayStart(day: string): Date {
  let start = dayStarts.get(day);
  if (!start) {
    if (dayStarts.size > 10_000) dayStarts.clear();
    dayStarts.set(day, (start = startOf(day)));
  }
  return new Date(start);
}

function startOf(day: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(utc)
    .find((p) => p.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(zone)!;
  const offset = sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return new Date(utc.getTime() - offset * 60_000);
}

/** The instant after a shop day's end: when a promotion whose last day it is ends. */
export const dayEnd = (day: string) =>
  dayStart(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));

/**
 * The prices records of the lines, or what is wrong with them; reads the items named, nothing else.
 * `firstLine` (price and day -> the line that named them) carries what was seen across chunks.
 */
export async function checkPrices(db: Database, lines: readonly Line[], firstLine = new Map<string, number>()) {
  const itemOf = await itemsByPart(db, partsOf(lines));
  const problems: Problem[] = [];
  const records: PriceRecord[] = [];
  for (const [i, current] of lines.entries()) {
    await breathe(i);
    const { line, fields } = current;
    const before = problems.length;
    const problem = problemsOf(problems, current);
    for (const column of ["part_number", "price_list", "currency", "price", "valid_from"])
      if (!fields[column]) problem(column, "required");
    const itemId = itemOf.get(normalizePartNumber(fields.part_number ?? ""));
    if (fields.part_number && itemId === undefined) problem("part_number", "unknownPart");
    const list = (fields.price_list ?? "").toUpperCase();
    if (fields.price_list && !Object.hasOwn(PRICE_LISTS, list)) problem("price_list", "unknownPriceList");
    const currency = (fields.currency ?? "").toUpperCase();
    if (fields.currency && !(CURRENCIES as readonly string[]).includes(currency))
      problem("currency", "unknownCurrency");
    // Only the UK source sells in pounds, and it prices from the UK list (decision 0069).
    else if (currency === "GBP" && Object.hasOwn(PRICE_LISTS, list) && list !== "UK")
      problem("currency", "poundsOnUkList");
    const price = fields.price ? decimal(fields.price, 2, MAX_PRICE) : null;
    if (typeof price === "string") problem("price", price, { max: 2 });
    const promotion = fields.promotion_price ? decimal(fields.promotion_price, 2, MAX_PRICE) : null;
    if (typeof promotion === "string") problem("promotion_price", promotion, { max: 2 });
    const from = fields.valid_from ?? "";
    if (from && !isDay(from)) problem("valid_from", "date");
    const until = fields.promotion_until || null;
    if (until && !isDay(until)) problem("promotion_until", "date");
    else if (until && !promotion) problem("promotion_until", "untilWithoutPromotion");
    else if (until && isDay(from) && until < from) problem("promotion_until", "untilBeforeFrom");
    if (price && typeof price === "object" && promotion && typeof promotion === "object")
      if (promotion.scaled >= price.scaled) problem("promotion_price", "promotionNotLower");
    const key = `${itemId}:${list}:${currency}:${from}`;
    if (itemId !== undefined && firstLine.has(key)) problem("valid_from", "repeated", { first: firstLine.get(key)! });
    if (problems.length > before || itemId === undefined || !price || typeof price === "string") continue;
    firstLine.set(key, line);
    records.push({
      line,
      itemId,
      list,
      currency,
      price: price.scaled,
      promotion: promotion && typeof promotion === "object" ? promotion.scaled : null,
      validFrom: from,
      promotionUntil: until,
    });
  }
  return { records, problems };
}

/** A price made current: its list, item, currency, net amounts (numeric text) and the promotion's end. */
type CurrentPrice = {
  list: string;
  item: number;
  currency: string;
  base: string;
  promotion: string | null;
  until: string | null;
};

/**
 * Makes prices current at `at`: writes those that differ, keeps a promotion's start when the same
 * promotion goes on, and records every change of the price a buyer pays in price_history at `at`.
 */
export async function writeCurrent(db: Database, rows: readonly CurrentPrice[], at: Date) {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const { rows: counted } = await db.execute<{ inserted: number; updated: number }>(sql`
    WITH r AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS r(list text, item int, currency text, base numeric, promotion numeric, until timestamptz)),
    old AS (
      SELECT p.price_list_id, p.item_id, p.currency, coalesce(p.promotion, p.baseprice) AS paid
      FROM prices p JOIN r ON p.price_list_id = r.list AND p.item_id = r.item AND p.currency = r.currency),
    up AS (
      INSERT INTO prices AS p (price_list_id, item_id, currency, baseprice, promotion, promotion_from, promotion_until)
      SELECT list, item, currency, base, promotion, CASE WHEN promotion IS NULL THEN NULL ELSE ${at}::timestamptz END, until
      FROM r
      ON CONFLICT (price_list_id, item_id, currency) DO UPDATE SET baseprice = excluded.baseprice,
        promotion = excluded.promotion, promotion_until = excluded.promotion_until,
        promotion_from = CASE WHEN excluded.promotion IS NULL THEN NULL
          WHEN p.promotion = excluded.promotion AND p.promotion_from IS NOT NULL THEN p.promotion_from
          ELSE excluded.promotion_from END
      WHERE (p.baseprice, p.promotion, p.promotion_until) IS DISTINCT FROM (excluded.baseprice, excluded.promotion, excluded.promotion_until)
      RETURNING p.price_list_id, p.item_id, p.currency, coalesce(p.promotion, p.baseprice) AS paid, (xmax = 0) AS inserted),
    history AS (
      INSERT INTO price_history (price_list_id, item_id, currency, price, valid_from)
      SELECT up.price_list_id, up.item_id, up.currency, up.paid, ${at}::timestamptz FROM up
      LEFT JOIN old ON old.price_list_id = up.price_list_id AND old.item_id = up.item_id AND old.currency = up.currency
      WHERE old.paid IS DISTINCT FROM up.paid)
    SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM up`);
  return counted[0] ?? { inserted: 0, updated: 0 };
}

/**
 * Writes prices records at `now`: today's and earlier ones made current, later ones scheduled.
 * `made` (price -> the day of the one made current) carries what earlier chunks of the file wrote:
 * of several days that have come for one price, the latest holds.
 */
export async function applyPrices(
  db: Database,
  records: readonly PriceRecord[],
  now: Date,
  made = new Map<string, string>(),
): Promise<ImportCounts> {
  const today = shopDay(now);
  const counts: ImportCounts = { kind: "prices", lines: records.length, new: 0, changed: 0, unchanged: 0 };
  const latest = new Map<string, PriceRecord>();
  const later: PriceRecord[] = [];
  for (const r of records) {
    if (r.validFrom > today) {
      later.push(r);
      continue;
    }
    const key = `${r.list}:${r.itemId}:${r.currency}`;
    if ((made.get(key) ?? "") < r.validFrom) {
      made.set(key, r.validFrom);
      latest.set(key, r);
    }
  }
  const current = [...latest.values()].map((r) => {
    const running = r.promotion !== null && (r.promotionUntil === null || r.promotionUntil >= today);
    return {
      list: r.list,
      item: r.itemId,
      currency: r.currency,
      base: centsText(r.price),
      promotion: running ? centsText(r.promotion!) : null,
      until: running && r.promotionUntil ? dayEnd(r.promotionUntil).toISOString() : null,
    };
  });
  for (let i = 0; i < current.length; i += 5_000) {
    const { inserted, updated } = await writeCurrent(db, current.slice(i, i + 5_000), now);
    counts.new += inserted;
    counts.changed += updated;
  }
  for (let i = 0; i < later.length; i += 5_000) {
    const rows = later.slice(i, i + 5_000).map((r) => ({
      list: r.list,
      item: r.itemId,
      currency: r.currency,
      from: dayStart(r.validFrom).toISOString(),
      base: centsText(r.price),
      promotion: r.promotion === null ? null : centsText(r.promotion),
      until: r.promotionUntil ? dayEnd(r.promotionUntil).toISOString() : null,
    }));
    const { rows: written } = await db.execute<{ inserted: boolean }>(sql`
      INSERT INTO scheduled_prices AS s (price_list_id, item_id, currency, valid_from, baseprice, promotion, promotion_until)
      SELECT list, item, currency, "from", base, promotion, until FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS r(list text, item int, currency text, "from" timestamptz, base numeric, promotion numeric, until timestamptz)
      ON CONFLICT (price_list_id, item_id, currency, valid_from) DO UPDATE SET baseprice = excluded.baseprice,
        promotion = excluded.promotion, promotion_until = excluded.promotion_until
      WHERE (s.baseprice, s.promotion, s.promotion_until) IS DISTINCT FROM (excluded.baseprice, excluded.promotion, excluded.promotion_until)
      RETURNING (xmax = 0) AS inserted`);
    counts.new += written.filter((w) => w.inserted).length;
    counts.changed += written.filter((w) => !w.inserted).length;
  }
  counts.unchanged = counts.lines - counts.new - counts.changed;
  return counts;
}

/**
 * Housekeeping's part (erp/jobs/housekeeping.ts): the scheduled prices whose time has come made
 * current (the latest of each), and the promotions past their end ended. How many of each.
 */
export async function applyDuePrices(db: Database, now: Date): Promise<{ scheduled: number; ended: number }> {
  return db.transaction(async (tx) => {
    const { rows: due } = await tx.execute<CurrentPrice & { from: string }>(sql`
      DELETE FROM scheduled_prices WHERE valid_from <= ${now.toISOString()}::timestamptz
      RETURNING price_list_id AS list, item_id AS item, currency, valid_from::text AS "from", baseprice::text AS base,
        promotion::text AS promotion, promotion_until::text AS until`);
    const latest = new Map<string, CurrentPrice & { from: string }>();
    for (const r of due) {
      const key = `${r.list}:${r.item}:${r.currency}`;
      if (Date.parse(latest.get(key)?.from ?? "0") < Date.parse(r.from)) latest.set(key, r);
    }
    const current = [...latest.values()].map(({ from: _from, ...r }) =>
      r.until !== null && Date.parse(r.until) <= now.getTime() ? { ...r, promotion: null, until: null } : r,
    );
    await writeCurrent(tx, current, now);
    const ended = await tx.execute<CurrentPrice>(sql`
      SELECT price_list_id AS list, item_id AS item, currency, baseprice::text AS base FROM prices
      WHERE promotion_until <= ${now.toISOString()}::timestamptz FOR UPDATE`);
    await writeCurrent(
      tx,
      ended.rows.map((r) => ({ ...r, promotion: null, until: null })),
      now,
    );
    return { scheduled: due.length, ended: ended.rows.length };
  });
}
