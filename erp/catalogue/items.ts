/** Item reads of the ERP: summaries for cards, the full item, prices, related items, applications. */
import { sql } from "drizzle-orm";
import type {
  ApplicationRow,
  Item,
  ItemSummary,
  Price,
  Stock,
} from "../contract.ts";
import type { CallContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { priceListFor, warehousesForSource, type Currency } from "./constants.ts";
import {
  CURRENCY_SYMBOLS,
  fromCents,
  grossCents,
  lowestPriceBefore,
  toCents,
  type PriceHistoryEntry,
} from "./pricing.ts";

type Row = Record<string, unknown>;

async function rows<T extends Row>(ctx: CallContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return result.rows as T[];
}

interface PriceRow {
  item_id: number;
  baseprice: string;
  promotion: string | null;
  promotion_from: Date | string | null;
}

export function buildPrice(
  currency: Currency,
  row: PriceRow | undefined,
  history: readonly PriceHistoryEntry[],
  quantity: number,
): Price {
  const baseCents = row ? toCents(row.baseprice) : 0;
  const promoCents = row?.promotion != null ? toCents(row.promotion) : null;
  const active = promoCents !== null && row?.promotion_from != null && promoCents < baseCents;
  const unitGross = grossCents(active ? promoCents : baseCents);
  return {
    currency,
    symbol: CURRENCY_SYMBOLS[currency],
    baseprice: fromCents(baseCents),
    grossprice: fromCents(grossCents(baseCents)),
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
    quantity,
    amount: fromCents(unitGross * quantity),
  };
}

interface StockRow {
  item_id: number;
  location_id: string;
  kind: string;
  quantityavailable: number;
}
interface DeliveryRow {
  item_id: number;
  location_id: string;
  eta: string | null;
  quantity: number;
}
interface StockFacts {
  specialbackorder: boolean;
  manufacturerstock: number;
  airfreight: boolean;
}

export function buildStock(
  ctx: Pick<CallContext, "source">,
  facts: StockFacts,
  stockRows: readonly StockRow[],
  deliveryRows: readonly DeliveryRow[],
): Stock {
  const { default: defaultLocation, alternative } = warehousesForSource(ctx.source);
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
    maxquantity: warehouseStock + (facts.specialbackorder ? facts.manufacturerstock : 0),
  };
}

const groupBy = <T extends { item_id: number }>(list: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const entry of list) {
    const bucket = map.get(entry.item_id);
    if (bucket) bucket.push(entry);
    else map.set(entry.item_id, [entry]);
  }
  return map;
};

interface SummaryRow {
  id: number;
  urlcomponent: string;
  name: string;
  description: string;
  manufacturer: string;
  group_code: string;
  brand_id: string;
  category: string;
  recordtype: string;
  deadstock: boolean;
  specialbackorder: boolean;
  manufacturerstock: number;
  airfreight: boolean;
}

/** Prices, stock and photos of a set of items, keyed by id, in the caller's list and currency. */
async function loadCommercials(ctx: CallContext, ids: readonly number[], quantities?: Map<number, number>) {
  const list = priceListFor(ctx.source, ctx.country);
  const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
  const [priceRows, historyRows, stockRows, deliveryRows, photoRows] = await Promise.all([
    rows<PriceRow & Row>(
      ctx,
      sql`SELECT item_id, baseprice, promotion, promotion_from FROM prices
          WHERE item_id = ANY(${idArray}) AND price_list_id = ${list} AND currency = ${ctx.currency}`,
    ),
    rows<{ item_id: number; price: string; valid_from: string | Date } & Row>(
      ctx,
      sql`SELECT h.item_id, h.price, h.valid_from FROM price_history h
          JOIN prices p ON p.item_id = h.item_id AND p.price_list_id = h.price_list_id AND p.currency = h.currency
          WHERE h.item_id = ANY(${idArray}) AND h.price_list_id = ${list} AND h.currency = ${ctx.currency}
            AND p.promotion IS NOT NULL AND p.promotion_from IS NOT NULL
            AND h.valid_from < p.promotion_from`,
    ),
    rows<StockRow & Row>(
      ctx,
      sql`SELECT s.item_id, s.location_id, l.kind, s.quantityavailable FROM stock s
          JOIN locations l ON l.id = s.location_id
          WHERE s.item_id = ANY(${idArray}) ORDER BY s.item_id, s.location_id`,
    ),
    rows<DeliveryRow & Row>(
      ctx,
      sql`SELECT item_id, location_id, to_char(eta, 'YYYY-MM-DD') AS eta, quantity FROM deliveries
          WHERE item_id = ANY(${idArray}) ORDER BY item_id, eta NULLS LAST, id`,
    ),
    rows<{ item_id: number; url: string; name: string } & Row>(
      ctx,
      sql`SELECT item_id, url, name FROM item_photos WHERE item_id = ANY(${idArray}) ORDER BY item_id, position`,
    ),
  ]);
  // Drizzle's driver hands timestamps of raw queries back as text.
  const prices = new Map(
    priceRows.map((r) => [r.item_id, { ...r, promotion_from: r.promotion_from === null ? null : new Date(r.promotion_from) }]),
  );
  const history = groupBy(historyRows);
  const stock = groupBy(stockRows);
  const deliveries = groupBy(deliveryRows);
  const photos = groupBy(photoRows);
  return (id: number, facts: StockFacts) => ({
    price: buildPrice(
      ctx.currency,
      prices.get(id),
      (history.get(id) ?? []).map((h) => ({ price: h.price, validFrom: new Date(h.valid_from) })),
      quantities?.get(id) ?? 1,
    ),
    stock: buildStock(ctx, facts, stock.get(id) ?? [], deliveries.get(id) ?? []),
    photos: (photos.get(id) ?? []).map((p) => ({ url: p.url, name: p.name })),
  });
}

const SUMMARY_COLUMNS = sql`i.id, i.urlcomponent, i.name, t.description, i.manufacturer, g.code AS group_code,
  i.brand_id, i.category, i.recordtype, i.deadstock, i.specialbackorder, i.manufacturerstock, b.airfreight`;
const SUMMARY_JOINS = (lang: string) => sql`JOIN item_texts t ON t.item_id = i.id AND t.lang = ${lang}
  JOIN manufacturer_groups g ON g.id = i.manufacturer_group_id
  JOIN brands b ON b.id = i.brand_id`;

/** Item cards for the given ids, in the order given; unknown ids are left out. */
export async function loadItemSummaries(
  ctx: CallContext,
  ids: readonly number[],
  quantities?: Map<number, number>,
): Promise<ItemSummary[]> {
  if (ids.length === 0) return [];
  const idArray = sql`${`{${ids.join(",")}}`}::int[]`;
  const [summaryRows, commercials] = await Promise.all([
    rows<SummaryRow & Row>(
      ctx,
      sql`SELECT ${SUMMARY_COLUMNS} FROM items i ${SUMMARY_JOINS(ctx.lang)} WHERE i.id = ANY(${idArray})`,
    ),
    loadCommercials(ctx, ids, quantities),
  ]);
  const byId = new Map(summaryRows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSummary(r, commercials(id, r))] : [];
  });
}

function toSummary(r: SummaryRow, c: { price: Price; stock: Stock; photos: ItemSummary["photos"] }): ItemSummary {
  return {
    id: r.id,
    urlcomponent: r.urlcomponent,
    name: r.name,
    description: r.description,
    manufacturer: r.manufacturer,
    manufacturergroup: r.group_code,
    brand: r.brand_id,
    category: r.category,
    recordtype: r.recordtype,
    deadstock: r.deadstock,
    photos: c.photos,
    price: c.price,
    stock: c.stock,
  };
}

export async function getItem(ctx: CallContext, urlcomponent: string): Promise<Item> {
  const [row] = await rows<
    SummaryRow & {
      number: string;
      detaildescription: string;
      application: string;
      pricegroup: string;
      manufacturer_group_id: number;
      certificate: string | null;
      weight: string | null;
      axle: string | null;
      acl: Record<string, string> | null;
    } & Row
  >(
    ctx,
    sql`SELECT ${SUMMARY_COLUMNS}, i.number, t.detaildescription, t.application, i.pricegroup,
          i.manufacturer_group_id, i.certificate, i.weight, i.axle, i.acl
        FROM items i ${SUMMARY_JOINS(ctx.lang)} WHERE i.urlcomponent = ${urlcomponent.toLowerCase()}`,
  );
  if (!row) throw notFound("Item");
  const [commercials, details, components, related] = await Promise.all([
    loadCommercials(ctx, [row.id]),
    rows<{ item_id: number; id: string; name: string; value: string } & Row>(
      ctx,
      sql`SELECT item_id, id::text, name, value FROM technical_details
          WHERE item_id = ${row.id} AND lang = ${ctx.lang} ORDER BY position`,
    ),
    rows<
      {
        id: number;
        name: string;
        number: string;
        description: string;
        quantity: number;
        urlcomponent: string;
        weight: string | null;
      } & Row
    >(
      ctx,
      sql`SELECT c.id, c.name, c.number, t.description, k.quantity, c.urlcomponent, c.weight
          FROM kit_components k JOIN items c ON c.id = k.component_item_id
          JOIN item_texts t ON t.item_id = c.id AND t.lang = ${ctx.lang}
          WHERE k.kit_item_id = ${row.id} ORDER BY k.position`,
    ),
    rows<{ related_item_id: number } & Row>(
      ctx,
      sql`SELECT related_item_id FROM related_items WHERE item_id = ${row.id} ORDER BY position`,
    ),
  ]);
  const componentDetails = components.length
    ? groupBy(
        await rows<{ item_id: number; id: string; name: string; value: string } & Row>(
          ctx,
          sql`SELECT item_id, id::text, name, value FROM technical_details
              WHERE item_id = ANY(${`{${components.map((c) => c.id).join(",")}}`}::int[]) AND lang = ${ctx.lang}
              ORDER BY item_id, position`,
        ),
      )
    : new Map<number, { id: string; name: string; value: string }[]>();
  const detail = (d: { id: string; name: string; value: string }) => ({ _id: d.id, name: d.name, value: d.value });
  return {
    ...toSummary(row, commercials(row.id, row)),
    number: row.number,
    detaildescription: row.detaildescription,
    pricegroup: row.pricegroup,
    manufacturergroupid: row.manufacturer_group_id,
    certificate: row.certificate,
    components: components.map((c) => ({
      id: c.id,
      name: c.name,
      number: c.number,
      description: c.description,
      quantity: c.quantity,
      urlcomponent: c.urlcomponent,
      technicaldetails: (componentDetails.get(c.id) ?? []).map(detail),
      weight: c.weight === null ? null : Number(c.weight),
    })),
    technicaldetails: details.map(detail),
    weight: row.weight === null ? null : Number(row.weight),
    axle: row.axle,
    application: row.application,
    relateditems: related.map((r) => r.related_item_id),
    acl: row.acl,
  };
}

async function requireItem(ctx: CallContext, id: number): Promise<SummaryRow> {
  const [row] = await rows<SummaryRow & Row>(
    ctx,
    sql`SELECT ${SUMMARY_COLUMNS} FROM items i ${SUMMARY_JOINS(ctx.lang)} WHERE i.id = ${id}`,
  );
  if (!row) throw notFound("Item");
  return row;
}

export async function getPrice(ctx: CallContext, id: number, quantity: number) {
  const row = await requireItem(ctx, id);
  const c = (await loadCommercials(ctx, [id], new Map([[id, quantity]])))(id, row);
  return { id, price: c.price, stock: c.stock };
}

/** Related items as cards: without the item itself, duplicates or zero-priced items. */
export async function getRelatedItems(ctx: CallContext, id: number): Promise<ItemSummary[]> {
  await requireItem(ctx, id);
  const related = await rows<{ related_item_id: number } & Row>(
    ctx,
    sql`SELECT related_item_id FROM related_items WHERE item_id = ${id} ORDER BY position`,
  );
  const ids = [...new Set(related.map((r) => r.related_item_id))].filter((r) => r !== id);
  return loadItemSummaries(ctx, ids);
}

export async function getApplications(ctx: CallContext, id: number) {
  const row = await requireItem(ctx, id);
  const list = await rows<ApplicationRow & Row>(
    ctx,
    sql`SELECT make, model, year, peryear, variant, engine, note, description, parameter, parameter2,
          parameter3, categorydescription, groupdescription, classdescription
        FROM applications WHERE item_id = ${id} ORDER BY position, id`,
  );
  return { manufacturergroup: row.group_code, applications: list };
}
