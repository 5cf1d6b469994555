/**
 * Item cards (ItemSummary): what a card shows that changes only with the catalogue (CardFacts) and
 * what changes with trade (CommercialRow: the price on the caller's list, stock, deliveries), read
 * in one round trip per page; the price and stock every item call answers (buildPrice, buildStock).
 */
import { sql } from "drizzle-orm";
import type { ItemSummary, Price, Stock } from "../../contract/item.ts";
import type { QuantityRule } from "../../contract/quantity.ts";
import { CURRENCY_SYMBOLS, fromCents, toCents, type Currency } from "../../contract/money.ts";
import type { CallContext } from "../context.ts";
import { discountAt, discountedBy, levelFor, type PriceLevel } from "../price-levels.ts";
import { preparedRows } from "../db/prepared.ts";
import { priceListFor } from "../region/region.ts";
import { grossCentsAt } from "../tax/rates.ts";
import { rateFraction, type TaxDecision } from "../tax/rule.ts";
import { warehousesFor } from "./constants.ts";
import { lowestPriceBefore, type PriceHistoryEntry } from "./pricing.ts";

interface PriceRow {
  item_id: number;
  baseprice: string;
  promotion: string | null;
  promotion_from: Date | string | null;
}

/** A price on the caller's list, gross at the VAT of `tax` (the caller's, erp/tax/rule.ts). */
export function buildPrice(
  currency: Currency,
  row: PriceRow | undefined,
  history: readonly PriceHistoryEntry[],
  quantity: number,
  tax: Pick<TaxDecision, "rate" | "country">,
  level: PriceLevel | null = null,
): Price {
  const grossCents = (net: number) => grossCentsAt(net, tax.rate);
  const baseCents = row ? toCents(row.baseprice) : 0;
  const promoCents = row?.promotion != null ? toCents(row.promotion) : null;
  const active = promoCents !== null && row?.promotion_from != null && promoCents < baseCents;
  const offerCents = active ? promoCents : baseCents;
  // The customer's level applies to the list price (a volume tier's discount from its quantity);
  // a promotion still wins when it is lower.
  const atLevel = (bp: number) => Math.min(discountedBy(baseCents, bp), offerCents);
  const levelBp = level ? discountAt(level, quantity) : 0;
  const levelCents = level && baseCents > 0 ? atLevel(levelBp) : null;
  const unitGross = grossCents(levelCents ?? offerCents);
  return {
    currency,
    symbol: CURRENCY_SYMBOLS[currency],
    baseprice: fromCents(baseCents),
    grossprice: fromCents(grossCents(baseCents)),
    taxrate: rateFraction(tax.rate),
    taxcountry: tax.country,
    promotion: active
      ? {
          baseprice: fromCents(promoCents),
          grossprice: fromCents(unitGross),
          lowestprice30: fromCents(
            grossCents(lowestPriceBefore(history, new Date(row.promotion_from as Date), baseCents)),
          ),
          from: new Date(row.promotion_from as Date).toISOString(),
        }
      : null,
    level:
      level && levelCents !== null
        ? {
            name: level.name,
            discountpct: levelBp / 100,
            baseprice: fromCents(levelCents),
            grossprice: fromCents(unitGross),
            tiers: level.tiers.map((t) => ({
              from: t.fromQuantity,
              discountpct: t.discountBp / 100,
              baseprice: fromCents(atLevel(t.discountBp)),
              grossprice: fromCents(grossCents(atLevel(t.discountBp))),
            })),
          }
        : null,
    quantity,
    amount: fromCents(unitGross * quantity),
  };
}

interface StockRow {
  location_id: string;
  kind: string;
  quantityavailable: number;
}
interface DeliveryRow {
  location_id: string;
  eta: string | null;
  quantity: number;
}
interface StockFacts {
  /** The item is sold: orderable and not discontinued (else it has no stock to sell). */
  sold: boolean;
  specialbackorder: boolean;
  manufacturerstock: number;
  airfreight: boolean;
  airfreight_terms: { min: number | null; max: number | null; free: boolean };
}

export function buildStock(
  ctx: Pick<CallContext, "source" | "country" | "taxcountry">,
  facts: StockFacts,
  stockRows: readonly StockRow[],
  deliveryRows: readonly DeliveryRow[],
): Stock {
  // An item not sold has nothing to offer, wherever the distributor's system still counts some.
  if (!facts.sold) {
    stockRows = stockRows.map((r) => ({ ...r, quantityavailable: 0 }));
    deliveryRows = [];
    facts = { ...facts, specialbackorder: false, manufacturerstock: 0 };
  }
  // The warehouse that serves where the goods go (the basket's delivery country, else the visitor's).
  const { default: defaultLocation, alternative } = warehousesFor(ctx.source, ctx.taxcountry ?? ctx.country);
  const withStock = stockRows.filter((r) => r.quantityavailable > 0).length;
  const availability = stockRows.map((r) => ({
    location: r.location_id,
    default: r.location_id === defaultLocation,
    dropship: r.kind === "dropship",
    alternative: r.location_id === alternative,
    quantityavailable: r.quantityavailable,
    specialbackorder: facts.specialbackorder,
    multilocationavailable: withStock > 1,
  }));
  const warehouseStock = stockRows.reduce((sum, r) => sum + r.quantityavailable, 0);
  return {
    availability,
    deliveries: deliveryRows.map((d) => ({ location: d.location_id, eta: d.eta, quantity: d.quantity })),
    manufacturerstock: facts.manufacturerstock,
    specialbackorder: facts.specialbackorder,
    airfreight: facts.airfreight,
    airfreightterms:
      facts.airfreight_terms.max === null
        ? null
        : { min: facts.airfreight_terms.min, max: facts.airfreight_terms.max, free: facts.airfreight_terms.free },
    maxquantity: warehouseStock + (facts.specialbackorder ? facts.manufacturerstock : 0),
  };
}

/** What an item card shows that changes only with the catalogue (the search index holds it too). */
export interface CardFacts {
  urlcomponent: string;
  name: string;
  description: string;
  manufacturer: string;
  group_code: string;
  brand_id: string;
  category: string;
  recordtype: string;
  photos: { url: string; name: string }[];
}

/** What an item card shows that changes with trade: flags, price, stock, deliveries. */
export interface CommercialRow {
  id: number;
  /** Brand and price group, for the signed-in customer's level (erp/customers/customers.ts levelFor). */
  level_brand: string;
  level_pricegroup: string;
  deadstock: boolean;
  sold: boolean;
  /** The quantity rule (migration 0049). */
  quantityrule: QuantityRule;
  specialbackorder: boolean;
  manufacturerstock: number;
  airfreight: boolean;
  /** The brand's airfreight lead time (decision 0044). */
  airfreight_terms: { min: number | null; max: number | null; free: boolean };
  /** Commercial facts, aggregated as JSON in the same query (one round trip per page). */
  price: { baseprice: string | number; promotion: string | number | null; promotion_from: string | null } | null;
  history: { price: string | number; valid_from: string }[];
  stock: StockRow[];
  deliveries: DeliveryRow[];
}

export type SummaryRow = CardFacts & CommercialRow;

/**
 * The commercial columns of an item card (CommercialRow): its price on the caller's list and
 * currency (with the history before a promotion, read only when there is a promotion), stock and
 * deliveries as JSON. Needs items i, brands b and the price join p of SUMMARY_JOINS.
 */
export function commercialColumns(ctx: CallContext) {
  const list = priceListFor(ctx.source, ctx.country);
  return sql`i.id, i.deadstock, i.orderable AND i.discontinued_at IS NULL AS sold,
    json_build_object('min', i.order_minimum, 'max', i.order_maximum, 'increment', i.order_increment) AS quantityrule, i.specialbackorder, i.manufacturerstock, b.airfreight,
    json_build_object('min', b.airfreight_min_days, 'max', b.airfreight_max_days, 'free', b.airfreight_free) AS airfreight_terms,
    i.brand_id AS level_brand, i.pricegroup AS level_pricegroup,
    CASE WHEN p.item_id IS NULL THEN NULL
      ELSE json_build_object('baseprice', p.baseprice, 'promotion', p.promotion, 'promotion_from', p.promotion_from) END AS price,
    CASE WHEN p.promotion IS NULL THEN '[]'::json
      ELSE (SELECT coalesce(json_agg(json_build_object('price', h.price, 'valid_from', h.valid_from) ORDER BY h.valid_from), '[]')
        FROM price_history h WHERE h.item_id = i.id AND h.price_list_id = ${list} AND h.currency = ${ctx.currency}
          AND h.valid_from < p.promotion_from) END AS history,
    (SELECT coalesce(json_agg(json_build_object('location_id', s.location_id, 'kind', l.kind, 'quantityavailable', s.quantityavailable) ORDER BY s.location_id), '[]')
       FROM stock s JOIN locations l ON l.id = s.location_id WHERE s.item_id = i.id) AS stock,
    (SELECT coalesce(json_agg(json_build_object('location_id', d.location_id, 'eta', to_char(d.eta, 'YYYY-MM-DD'), 'quantity', d.quantity) ORDER BY d.eta NULLS LAST, d.id), '[]')
       FROM deliveries d WHERE d.item_id = i.id) AS deliveries`;
}

/** The photos of item `alias` in their order, as a JSON array of {url, name} (a subquery). */
export const photosJson = (alias: "i" | "c") =>
  sql`(SELECT coalesce(json_agg(json_build_object('url', ph.url, 'name', ph.name) ORDER BY ph.position), '[]')
    FROM item_photos ph WHERE ph.item_id = ${sql.raw(alias)}.id)`;

/** Columns of an item card: the item, its texts in the caller's language, photos, and its commercial columns. */
export function summarySelect(ctx: CallContext) {
  return sql`SELECT ${commercialColumns(ctx)}, i.urlcomponent, i.name, t.description, i.manufacturer, g.code AS group_code,
    i.brand_id, i.category, i.recordtype, ${photosJson("i")} AS photos`;
}
/** The price on the caller's list and currency (p), if any. */
const priceJoin = (ctx: CallContext) =>
  sql`LEFT JOIN prices p ON p.item_id = i.id AND p.price_list_id = ${priceListFor(ctx.source, ctx.country)} AND p.currency = ${ctx.currency}`;

/** The joins summarySelect reads. */
export const SUMMARY_JOINS = (ctx: CallContext) => sql`JOIN item_texts t ON t.item_id = i.id AND t.lang = ${ctx.lang}
  JOIN manufacturer_groups g ON g.id = i.manufacturer_group_id
  JOIN brands b ON b.id = i.brand_id
  ${priceJoin(ctx)}`;

/** The price and stock of a row of commercialColumns, as every item call answers them (the price-list export too). */
export function commercials(ctx: CallContext, r: CommercialRow, quantity = 1) {
  const priceRow = r.price
    ? {
        item_id: r.id,
        baseprice: String(r.price.baseprice),
        promotion: r.price.promotion === null ? null : String(r.price.promotion),
        promotion_from: r.price.promotion_from === null ? null : new Date(r.price.promotion_from),
      }
    : undefined;
  return {
    price: buildPrice(
      ctx.currency,
      priceRow,
      r.history.map((h) => ({ price: h.price, validFrom: new Date(h.valid_from) })),
      quantity,
      ctx.priceTax,
      ctx.levels.length ? levelFor(ctx.levels, { brandId: r.level_brand, pricegroup: r.level_pricegroup }) : null,
    ),
    stock: buildStock(ctx, r, r.stock, r.deliveries),
  };
}

/**
 * The item cards' rows of the given ids as one JSON array (a scalar subquery): one value to parse
 * instead of a row of 18 columns per item, and composable with another lookup in one round trip.
 */
function itemSummariesJson(ctx: CallContext, ids: readonly number[]) {
  const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
  return sql`(SELECT coalesce(json_agg(s), '[]') FROM (${summarySelect(ctx)} FROM items i ${SUMMARY_JOINS(ctx)} WHERE i.id = ANY(${idArray})) s)`;
}

/** The price list and currency whose prices commercialsJson reads for this caller, as one key. */
export const tradeList = (ctx: CallContext): string => `${priceListFor(ctx.source, ctx.country)}:${ctx.currency}`;

/** Only the commercial columns of the given ids, as one JSON array: for callers that hold the CardFacts. */
export function commercialsJson(ctx: CallContext, ids: readonly number[]) {
  const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
  return sql`(SELECT coalesce(json_agg(s), '[]') FROM (SELECT ${commercialColumns(ctx)} FROM items i JOIN brands b ON b.id = i.brand_id
    ${priceJoin(ctx)} WHERE i.id = ANY(${idArray})) s)`;
}

/** Item cards from itemSummariesJson's rows, in the order of `ids`; unknown ids are left out. */
export function toItemSummaries(
  ctx: CallContext,
  ids: readonly number[],
  rows: readonly unknown[],
  quantities?: Map<number, number>,
): ItemSummary[] {
  const byId = new Map((rows as SummaryRow[]).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSummary(r, r, commercials(ctx, r, quantities?.get(id) ?? 1))] : [];
  });
}

/**
 * Item cards from commercialsJson's rows and the facts held elsewhere, in the order of `ids`; an
 * id without either (gone, or without texts in the caller's language) is left out.
 */
export function toItemSummariesWithFacts(
  ctx: CallContext,
  ids: readonly number[],
  facts: ReadonlyMap<number, CardFacts>,
  rows: readonly unknown[],
): ItemSummary[] {
  const byId = new Map((rows as CommercialRow[]).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const f = facts.get(id);
    if (!r || !f) return [];
    return [toSummary(f, r, commercials(ctx, r))];
  });
}

/** The item cards' rows of the given ids (unknown ids have none), read in one statement. */
export async function readSummaryRows(ctx: CallContext, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const [row] = await preparedRows<{ items: SummaryRow[] }>(
    ctx.db,
    "item-summaries",
    sql`SELECT ${itemSummariesJson(ctx, ids)} AS items`,
  );
  return row?.items ?? [];
}

export function toSummary(f: CardFacts, r: CommercialRow, c: { price: Price; stock: Stock }): ItemSummary {
  return {
    id: r.id,
    urlcomponent: f.urlcomponent,
    name: f.name,
    description: f.description,
    manufacturer: f.manufacturer,
    manufacturergroup: f.group_code,
    brand: f.brand_id,
    category: f.category,
    recordtype: f.recordtype,
    deadstock: r.deadstock,
    photos: f.photos,
    price: c.price,
    stock: c.stock,
    quantityrule: r.quantityrule,
  };
}
