/** Item reads of the ERP: the full item, prices, related items, applications (cards: summaries.ts). */
import { sql, type SQL } from "drizzle-orm";
import { preparedRows } from "../db/prepared.ts";
import type { ApplicationRow, Item, ItemSummary, KitComponentData } from "../../contract/item.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { axlePictureUrl } from "./axle-picture.ts";
import type { CallContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { normalizePartNumber } from "./constants.ts";

type Axle = "front" | "rear" | "both";
import { safetyColumns, toSafety, type SafetyRow } from "./safety.ts";
import { bearingSheet } from "./bearing-data.ts";
import { commercials, photosJson, SUMMARY_JOINS, summarySelect, toSummary, type SummaryRow } from "./summaries.ts";
import { loadItemSummaries } from "./summary-cache.ts";

type Row = Record<string, unknown>;

/**
 * An item call's statement, as a named prepared statement (erp/db/prepared.ts): their texts are
 * fixed, their values parameters, and planning them took more of PostgreSQL's time than running
 * them (a signed-in product page, which no cache serves, ran six of them unplanned; issue 40).
 */
const rows = <T extends Row>(ctx: CallContext, query: ReturnType<typeof sql>): Promise<T[]> =>
  preparedRows<T>(ctx.db, "item", query);

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
      oe: string[];
      discontinued: boolean;
      langs: string[];
    } & SafetyRow &
      Row
  >(
    ctx,
    sql`${summarySelect(ctx)}, i.number, t.detaildescription, t.application, i.pricegroup,
          i.manufacturer_group_id, i.certificate, i.weight, i.axle, i.acl, ${safetyColumns(ctx)},
          i.discontinued_at IS NOT NULL AS discontinued,
          ${detailsJson(ctx, "i")} AS details,
          (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'number', c.number, 'description', ct.description,
                    'quantity', k.quantity, 'urlcomponent', c.urlcomponent, 'weight', c.weight,
                    'details', ${detailsJson(ctx, "c")}) ORDER BY k.position), '[]')
             FROM kit_components k JOIN items c ON c.id = k.component_item_id
             JOIN item_texts ct ON ct.item_id = c.id AND ct.lang = ${ctx.lang}
             WHERE k.kit_item_id = i.id) AS components,
          (SELECT coalesce(json_agg(r.related_item_id ORDER BY r.position), '[]') FROM related_items r WHERE r.item_id = i.id) AS related,
          ARRAY(SELECT o.oe_number FROM item_oe_numbers o WHERE o.item_id = i.id ORDER BY o.position) AS oe,
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
    oenumbers: row.oe,
    discontinued: row.discontinued,
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
