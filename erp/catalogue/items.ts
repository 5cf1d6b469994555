/** Item reads of the ERP: summaries for cards, the full item, prices, related items, applications. */
import { discounted, levelFor, type PriceLevel } from "../customers/customers.ts";
import { sql, type SQL } from "drizzle-orm";
import type { ApplicationRow, Item, ItemSummary, KitComponentData, Price, Stock } from "../../contract/item.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { axlePictureUrl } from "./axle-picture.ts";
import type { CallContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { preparedRows } from "../db/prepared.ts";
import { normalizePartNumber, priceListFor, warehousesFor } from "./constants.ts";
import { type Currency, CURRENCY_SYMBOLS, fromCents, toCents } from "../../contract/money.ts";

type Axle = "front" | "rear" | "both";
import { lowestPriceBefore, type PriceHistoryEntry } from "./pricing.ts";
import { safetyColumns, toSafety, type SafetyRow } from "./safety.ts";
import { bearingSheet } from "./bearing-data.ts";
import { grossCentsAt } from "../tax/rates.ts";
import { rateFraction, type TaxDecision } from "../tax/rule.ts";

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
  // The customer's level applies to the list price; a promotion still wins when it is lower.
  const levelCents = level && baseCents > 0 ? Math.min(discounted(baseCents, level), offerCents) : null;
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
            discountpct: level.discountBp / 100,
            baseprice: fromCents(levelCents),
            grossprice: fromCents(unitGross),
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

type SummaryRow = CardFacts & CommercialRow;

/**
 * The commercial columns of an item card (CommercialRow): its price on the caller's list and
 * currency (with the history before a promotion, read only when there is a promotion), stock and
 * deliveries as JSON. Needs items i, brands b and the price join p of SUMMARY_JOINS.
 */
export function commercialColumns(ctx: CallContext) {
  const list = priceListFor(ctx.source, ctx.country);
  return sql`i.id, i.deadstock, i.specialbackorder, i.manufacturerstock, b.airfreight,
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
function summarySelect(ctx: CallContext) {
  return sql`SELECT ${commercialColumns(ctx)}, i.urlcomponent, i.name, t.description, i.manufacturer, g.code AS group_code,
    i.brand_id, i.category, i.recordtype, ${photosJson("i")} AS photos`;
}
/** The price on the caller's list and currency (p), if any. */
const priceJoin = (ctx: CallContext) =>
  sql`LEFT JOIN prices p ON p.item_id = i.id AND p.price_list_id = ${priceListFor(ctx.source, ctx.country)} AND p.currency = ${ctx.currency}`;

/** The joins summarySelect reads. */
const SUMMARY_JOINS = (ctx: CallContext) => sql`JOIN item_texts t ON t.item_id = i.id AND t.lang = ${ctx.lang}
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
function toItemSummaries(
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

/** Item cards for the given ids, in the order given; unknown ids are left out. */
export async function loadItemSummaries(
  ctx: CallContext,
  ids: readonly number[],
  quantities?: Map<number, number>,
): Promise<ItemSummary[]> {
  if (ids.length === 0) return [];
  const [row] = await preparedRows<{ items: unknown[] }>(
    ctx.db,
    "item-summaries",
    sql`SELECT ${itemSummariesJson(ctx, ids)} AS items`,
  );
  return toItemSummaries(ctx, ids, row?.items ?? [], quantities);
}

function toSummary(f: CardFacts, r: CommercialRow, c: { price: Price; stock: Stock }): ItemSummary {
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
  };
}

type Detail = { id: string; name: string; value: string };
const detail = (d: Detail) => ({ _id: d.id, name: d.name, value: d.value });

/** The technical details of item `alias` in the caller's language, as a JSON array (a subquery). */
const detailsJson = (ctx: CallContext, alias: "i" | "c") =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', d.id::text, 'name', d.name, 'value', d.value) ORDER BY d.position), '[]')
    FROM technical_details d WHERE d.item_id = ${sql.raw(alias)}.id AND d.lang = ${ctx.lang})`;

interface ComponentRow {
  id: number;
  name: string;
  number: string;
  description: string;
  quantity: number;
  urlcomponent: string;
  weight: string | number | null;
  details: Detail[];
}
const toKitComponent = (c: ComponentRow) => ({
  id: c.id,
  name: c.name,
  number: c.number,
  description: c.description,
  quantity: c.quantity,
  urlcomponent: c.urlcomponent,
  technicaldetails: c.details.map(detail),
  weight: c.weight === null ? null : Number(c.weight),
});

/** The whole item in one query: card columns plus texts, details, kit components and related ids. */
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
      details: Detail[];
      components: ComponentRow[];
      related: number[];
      langs: string[];
    } & SafetyRow &
      Row
  >(
    ctx,
    sql`${summarySelect(ctx)}, i.number, t.detaildescription, t.application, i.pricegroup,
          i.manufacturer_group_id, i.certificate, i.weight, i.axle, i.acl, ${safetyColumns(ctx)},
          ${detailsJson(ctx, "i")} AS details,
          (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'number', c.number, 'description', ct.description,
                    'quantity', k.quantity, 'urlcomponent', c.urlcomponent, 'weight', c.weight,
                    'details', ${detailsJson(ctx, "c")}) ORDER BY k.position), '[]')
             FROM kit_components k JOIN items c ON c.id = k.component_item_id
             JOIN item_texts ct ON ct.item_id = c.id AND ct.lang = ${ctx.lang}
             WHERE k.kit_item_id = i.id) AS components,
          (SELECT coalesce(json_agg(r.related_item_id ORDER BY r.position), '[]') FROM related_items r WHERE r.item_id = i.id) AS related,
          ARRAY(SELECT l.lang FROM item_texts l WHERE l.item_id = i.id) AS langs
        FROM items i ${SUMMARY_JOINS(ctx)} WHERE i.urlcomponent = ${urlcomponent.toLowerCase()}`,
  );
  if (!row) throw notFound("Item");
  return {
    ...toSummary(row, row, commercials(ctx, row)),
    number: row.number,
    detaildescription: row.detaildescription,
    pricegroup: row.pricegroup,
    manufacturergroupid: row.manufacturer_group_id,
    certificate: row.certificate,
    components: row.components.map(toKitComponent),
    technicaldetails: row.details.map(detail),
    weight: row.weight === null ? null : Number(row.weight),
    axle: row.axle,
    application: row.application,
    relateditems: row.related,
    acl: row.acl,
    safety: toSafety(row),
    languages: LANGUAGES.filter((l) => row.langs.includes(l)),
  };
}

async function requireItem(ctx: CallContext, id: number): Promise<SummaryRow> {
  const [row] = await rows<SummaryRow & Row>(
    ctx,
    sql`${summarySelect(ctx)} FROM items i ${SUMMARY_JOINS(ctx)} WHERE i.id = ${id}`,
  );
  if (!row) throw notFound("Item");
  return row;
}

export async function getPrice(ctx: CallContext, id: number, quantity: number) {
  const c = commercials(ctx, await requireItem(ctx, id), quantity);
  return { id, price: c.price, stock: c.stock };
}

/**
 * Whether the items `a` and `b` (id expressions) fit a vehicle in common: an application row of
 * each names the same make and model in overlapping years (a row without years fits every year).
 * An item whose rows name no make (a universal part) fits every vehicle. Reads the two items' own
 * rows through applications_item_idx: its cost does not grow with the catalogue.
 */
function sharesFitment(a: SQL, b: SQL): SQL {
  const universal = (id: SQL) =>
    sql`NOT EXISTS (SELECT 1 FROM applications u WHERE u.item_id = ${id} AND u.make <> '')`;
  return sql`(${universal(a)} OR ${universal(b)} OR EXISTS (
    SELECT 1 FROM applications x JOIN applications y ON y.item_id = ${b} AND y.make = x.make AND y.model = x.model
      AND (x.year_from IS NULL OR y.year_from IS NULL OR (x.year_from <= coalesce(y.year_to, y.year_from)
        AND y.year_from <= coalesce(x.year_to, x.year_from)))
    WHERE x.item_id = ${a} AND x.make <> ''))`;
}

/**
 * Whether the item `id` fits the shopper's vehicle, as checkFitment judges it ("fits"), or names
 * no vehicle at all (a universal part).
 */
function fitsVehicle(id: SQL, vehicle: Vehicle): SQL {
  const engine = vehicle.engine ? sql`AND (a.engine = '' OR a.engine = ${vehicle.engine})` : sql``;
  const year = Number(vehicle.year);
  return sql`(NOT EXISTS (SELECT 1 FROM applications u WHERE u.item_id = ${id} AND u.make <> '') OR EXISTS (
    SELECT 1 FROM applications a WHERE a.item_id = ${id} AND a.make = ${vehicle.make} AND a.model = ${vehicle.model}
      AND (a.year_from IS NULL OR (a.year_from <= ${year} AND coalesce(a.year_to, a.year_from) >= ${year})) ${engine}))`;
}

/**
 * The catalogue script: the items related to a part number of a manufacturer, as ns_id (our item
 * id), those only that fit a vehicle in common with it (issue 43: a Hilux kit lists no Nissan
 * pads). The part number matches however it is typed; the manufacturer is the display
 * manufacturer or the brand. The related rows are read by the item's key and each is checked
 * against the two items' own application rows: the cost does not grow with the catalogue.
 */
export async function getCatalogueScript(ctx: CallContext, number: string, manufacturer: string) {
  const list = await rows<{ ns_id: number } & Row>(
    ctx,
    sql`SELECT r.related_item_id AS ns_id FROM items i
        JOIN brands b ON b.id = i.brand_id
        JOIN related_items r ON r.item_id = i.id
        WHERE i.name_normalized = ${normalizePartNumber(number)}
          AND (lower(i.manufacturer) = lower(${manufacturer}) OR lower(b.name) = lower(${manufacturer}) OR i.brand_id = lower(${manufacturer}))
          AND ${sharesFitment(sql`i.id`, sql`r.related_item_id`)}
        ORDER BY r.position`,
  );
  return { list: list.map((r) => ({ ns_id: Number(r.ns_id) })) };
}

/**
 * Related items as cards, in the order given: never the item itself, a duplicate, a part whose
 * base price is 0.00, one that fits no vehicle in common with the item or, when the shopper has
 * chosen a vehicle, one that does not fit it. The ids come from the catalogue script, or are
 * looked up here; at most 100, each checked against its own application rows.
 */
export async function getRelatedItems(
  ctx: CallContext,
  id: number,
  related?: readonly number[],
  vehicle?: Vehicle,
): Promise<ItemSummary[]> {
  await requireItem(ctx, id);
  const given = related ? [...new Set(related)].filter((r) => r !== id) : null;
  if (given?.length === 0) return [];
  const candidates = given
    ? sql`SELECT r.id, r.position FROM unnest(${`{${given.join(",")}}`}::int[]) WITH ORDINALITY AS r(id, position)`
    : sql`SELECT related_item_id AS id, position FROM related_items WHERE item_id = ${id}`;
  const fitting = await rows<{ id: number } & Row>(
    ctx,
    sql`SELECT c.id FROM (${candidates}) c
        WHERE c.id <> ${id} AND ${sharesFitment(sql`${id}::int`, sql`c.id`)}
          ${vehicle ? sql`AND ${fitsVehicle(sql`c.id`, vehicle)}` : sql``}
        ORDER BY c.position`,
  );
  const ids = [...new Set(fitting.map((r) => Number(r.id)))];
  return (await loadItemSummaries(ctx, ids)).filter((item) => item.price.baseprice > 0);
}

const axleOf = (value: unknown): Axle | null =>
  value === "front" || value === "rear" || value === "both" ? value : null;

/**
 * Axle info of a brake part: its own axle, or for a kit the axles of its components. The
 * pictures are the ERP's drawings of the front and rear axle (GET /media/axle/{front|rear}.svg).
 */
export async function getAxleInfo(ctx: CallContext, id: number) {
  await requireItem(ctx, id);
  const [row] = await rows<{ axles: (string | null)[] } & Row>(
    ctx,
    sql`SELECT array_agg(DISTINCT a.axle) FILTER (WHERE a.axle IS NOT NULL) AS axles FROM (
          SELECT axle FROM items WHERE id = ${id}
          UNION ALL
          SELECT c.axle FROM kit_components k JOIN items c ON c.id = k.component_item_id WHERE k.kit_item_id = ${id}
        ) a`,
  );
  const axles = new Set((row?.axles ?? []).map(axleOf));
  const front = axles.has("front") || axles.has("both");
  const rear = axles.has("rear") || axles.has("both");
  return {
    axle: front && rear ? ("both" as const) : front ? ("front" as const) : rear ? ("rear" as const) : null,
    front: front ? axlePictureUrl("front") : null,
    rear: rear ? axlePictureUrl("rear") : null,
  };
}

/** ACL race bearing data by item name: the bearing company's data sheet as name/value pairs. */
export async function getBearingData(ctx: CallContext, name: string) {
  const [row] = await rows<{ acl: Record<string, string> | null } & Row>(
    ctx,
    sql`SELECT i.acl FROM items i JOIN manufacturer_groups g ON g.id = i.manufacturer_group_id
        WHERE i.name_normalized = ${normalizePartNumber(name)} AND g.code = 'ACL' AND i.acl IS NOT NULL LIMIT 1`,
  );
  if (!row?.acl) throw notFound("Bearing data");
  return { data: { data: bearingSheet(row.acl, ctx.lang) } };
}

/** Per-component data of a kit, in kit order: details, weight, axle and photos of every component. */
export async function getKitComponents(ctx: CallContext, id: number): Promise<KitComponentData[]> {
  await requireItem(ctx, id);
  const list = await rows<
    ComponentRow & { manufacturer: string; axle: string | null; photos: { url: string; name: string }[] } & Row
  >(
    ctx,
    sql`SELECT c.id, c.name, c.number, ct.description, k.quantity, c.urlcomponent, c.weight, c.manufacturer, c.axle,
          ${detailsJson(ctx, "c")} AS details, ${photosJson("c")} AS photos
        FROM kit_components k JOIN items c ON c.id = k.component_item_id
        JOIN item_texts ct ON ct.item_id = c.id AND ct.lang = ${ctx.lang}
        WHERE k.kit_item_id = ${id} ORDER BY k.position`,
  );
  return list.map((c) => ({
    ...toKitComponent(c),
    manufacturer: c.manufacturer,
    axle: axleOf(c.axle),
    photos: c.photos,
  }));
}

export async function getApplications(ctx: CallContext, id: number) {
  const row = await requireItem(ctx, id);
  const list = await rows<ApplicationRow & Row>(
    ctx,
    sql`SELECT make, model, year, peryear, variant, engine, note, description, parameter, parameter2,
          parameter3, categorydescription, groupdescription, classdescription
        FROM applications WHERE item_id = ${id} ORDER BY position, id`,
  );
  return { manufacturergroup: row.group_code, applications: list, labels: await termLabels(ctx, list) };
}

/** The fields of an application row that hold words (the others are names, codes and years). */
export const APPLICATION_TERM_FIELDS = [
  "note",
  "description",
  "parameter",
  "parameter2",
  "parameter3",
  "categorydescription",
  "groupdescription",
  "classdescription",
] as const satisfies readonly (keyof ApplicationRow)[];

/** The words of these rows in the call's language (application_terms, migration 0024): term -> text. */
function termLabels(ctx: CallContext, list: ApplicationRow[]): Promise<Record<string, string>> {
  return termsIn(
    ctx,
    list.flatMap((a) => APPLICATION_TERM_FIELDS.map((f) => a[f])),
  );
}

/** These stored words in the call's language (application_terms): term -> text; untranslated ones left out. */
export async function termsIn(ctx: CallContext, words: readonly string[]): Promise<Record<string, string>> {
  const terms = [...new Set(words.filter(Boolean))];
  if (!terms.length) return {};
  const found = await rows<{ term: string; text: string }>(
    ctx,
    sql`SELECT term, text FROM application_terms WHERE lang = ${ctx.lang} AND term = ANY(${sql.param(terms)}::text[])`,
  );
  return Object.fromEntries(found.map((t) => [t.term, t.text]));
}
