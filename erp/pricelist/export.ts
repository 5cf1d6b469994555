/**
 * The price-list export (issue 20 item 4): the signed-in customer's own prices, for every part
 * or one brand, as CSV or XLSX, streamed. Rows come from the database in keyset pages of
 * PAGE_SIZE (never the whole catalogue at once) and are priced by the same functions as the item
 * calls (commercialColumns and commercials of erp/catalogue/summaries.ts: list price, promotion and
 * the customer's level), so the file and the product page cannot differ. Each row also has the
 * part's quantity rule (from the items row) and its unit price at each quantity where one of the
 * customer's levels has a volume tier (from ctx.levels): no query more per part (issue 41).
 */
import { sql } from "drizzle-orm";
import { availabilityFor } from "../../contract/availability.ts";
import { UK_HIDDEN_BRANDS, type BrandId } from "../../contract/catalogue.ts";
import { toCents } from "../../contract/money.ts";
import { PRICE_LIST_CONTENT_TYPES, type PriceListFile, type PriceListFormat } from "../../contract/price-list.ts";
import { commercialColumns, commercials, type CommercialRow } from "../catalogue/summaries.ts";
import { priceListFor } from "../region/region.ts";
import type { CallContext } from "../context.ts";
import type { Language } from "../../contract/languages.ts";
import { ErpError } from "../errors.ts";
import type { Column, Row } from "./cells.ts";
import { csvFile } from "./csv.ts";
import { xlsxFile } from "./xlsx.ts";

/** Rows per database round trip: about 1 MB of rows in memory at a time. */
export const PAGE_SIZE = 2000;

type Kind = "inStock" | "inTransit" | "manufacturer" | "outOfStock";

/** The file's texts per language (the shop's own wording for availability: locales/{lang}/common.json). */
const TEXTS: Record<
  Language,
  {
    file: string;
    sheet: string;
    all: string;
    headers: [string, string, string, string, string, string, string, string, string, string];
    /** The quantity rule's columns: minimum, increment, maximum (issue 41). */
    rule: [string, string, string];
    /** A volume price's column, `{{n}}` its quantity. */
    priceFrom: string;
    net: string;
    availability: Record<Kind, string>;
  }
> = {
  en: {
    file: "price-list",
    sheet: "Price list",
    all: "all",
    headers: [
      "Part number",
      "Brand",
      "Description",
      "List price",
      "Your price",
      "Discount %",
      "Currency",
      "Prices",
      "Availability",
      "In stock",
    ],
    rule: ["Minimum order", "Order increment", "Maximum order"],
    priceFrom: "Price from {{n}} units",
    net: "net, excl. VAT",
    availability: {
      inStock: "In stock",
      inTransit: "In transit",
      manufacturer: "Available from the manufacturer",
      outOfStock: "Temporarily out of stock",
    },
  },
  pl: {
    file: "cennik",
    sheet: "Cennik",
    all: "wszystkie",
    headers: [
      "Numer części",
      "Marka",
      "Opis",
      "Cena katalogowa",
      "Twoja cena",
      "Rabat %",
      "Waluta",
      "Ceny",
      "Dostępność",
      "Na magazynie",
    ],
    rule: ["Minimalne zamówienie", "Zamawiane po", "Maksymalne zamówienie"],
    priceFrom: "Cena od {{n}} szt.",
    net: "netto, bez VAT",
    availability: {
      inStock: "Dostępny",
      inTransit: "W drodze",
      manufacturer: "Dostępny u producenta",
      outOfStock: "Chwilowo niedostępny",
    },
  },
  de: {
    file: "preisliste",
    sheet: "Preisliste",
    all: "alle",
    headers: [
      "Teilenummer",
      "Marke",
      "Beschreibung",
      "Listenpreis",
      "Ihr Preis",
      "Rabatt %",
      "Währung",
      "Preise",
      "Verfügbarkeit",
      "Auf Lager",
    ],
    rule: ["Mindestbestellmenge", "Bestellbar in Schritten von", "Höchstbestellmenge"],
    priceFrom: "Preis ab {{n}} Stück",
    net: "netto, zzgl. MwSt.",
    availability: {
      inStock: "Auf Lager",
      inTransit: "Unterwegs",
      manufacturer: "Beim Hersteller verfügbar",
      outOfStock: "Vorübergehend nicht auf Lager",
    },
  },
};

const KINDS = ["text", "text", "text", "money", "money", "percent", "text", "text", "text", "integer"] as const;
const WIDTHS = [22, 16, 48, 12, 12, 11, 9, 16, 30, 10];

/**
 * The file's columns: the part, its prices and availability, its quantity rule (minimum,
 * increment, maximum: empty for none), then one "Price from N units" column for each quantity at
 * which one of the customer's levels has a volume tier (`tierQuantities`, rising).
 */
export function priceListColumns(lang: Language, tierQuantities: readonly number[] = []): Column[] {
  const t = TEXTS[lang];
  return [
    ...t.headers.map((header, i) => ({ header, kind: KINDS[i]!, width: WIDTHS[i]! })),
    ...t.rule.map((header) => ({ header, kind: "integer" as const, width: 12 })),
    ...tierQuantities.map((n) => ({
      header: t.priceFrom.replace("{{n}}", String(n)),
      kind: "money" as const,
      width: 14,
    })),
  ];
}

/**
 * The quantities at which the caller's levels have volume tiers, rising, each once: the file's
 * volume-price columns. Read from the caller's levels (ctx.levels), never per item.
 */
export const tierQuantities = (ctx: Pick<CallContext, "levels">): number[] =>
  [...new Set(ctx.levels.flatMap((l) => l.tiers.map((t) => t.fromQuantity)))].sort((a, b) => a - b);

interface ExportRow extends CommercialRow {
  part: string;
  brand_name: string;
  description: string | null;
}

/** Where the next page starts: after this (brand, part number, id). */
interface Cursor {
  brand: string;
  name: string;
  id: number;
}

/**
 * One page of priced rows, in brand, part number order, after `after`. The page's ids come first,
 * from the (brand_id, name, id) index in order, stopping at PAGE_SIZE; only those rows are then
 * priced (the commercial columns' subqueries run for the page, never for the whole catalogue).
 */
async function page(ctx: CallContext, brand: BrandId | null, after: Cursor | null): Promise<ExportRow[]> {
  const hidden = ctx.source === "uk" ? UK_HIDDEN_BRANDS : [];
  const list = priceListFor(ctx.source, ctx.country);
  const { rows } = await ctx.db.execute<ExportRow & Record<string, unknown>>(sql`WITH page AS (
      SELECT i.id FROM items i
      WHERE i.recordtype <> 'service' AND i.discontinued_at IS NULL
        ${brand ? sql`AND i.brand_id = ${brand}` : sql``}
        ${hidden.length ? sql`AND i.brand_id <> ALL(${`{${hidden.join(",")}}`}::text[])` : sql``}
        ${after ? sql`AND (i.brand_id, i.name, i.id) > (${after.brand}, ${after.name}, ${after.id})` : sql``}
        AND EXISTS (SELECT 1 FROM prices p WHERE p.item_id = i.id AND p.price_list_id = ${list}
          AND p.currency = ${ctx.currency} AND p.baseprice > 0)
      ORDER BY i.brand_id, i.name, i.id
      LIMIT ${PAGE_SIZE})
    SELECT ${commercialColumns(ctx)}, i.name AS part, b.name AS brand_name, t.description
    FROM page
    JOIN items i ON i.id = page.id
    JOIN brands b ON b.id = i.brand_id
    JOIN prices p ON p.item_id = i.id AND p.price_list_id = ${list} AND p.currency = ${ctx.currency}
    LEFT JOIN item_texts t ON t.item_id = i.id AND t.lang = ${ctx.lang}
    ORDER BY i.brand_id, i.name, i.id`);
  return rows;
}

/**
 * A priced row of the file: the customer's price exactly as the item calls answer it; at each of
 * `quantities`, the unit price of a line of that many (the highest volume tier of the part's level
 * the quantity reaches, else the customer's price).
 */
export function priceListRow(ctx: CallContext, r: ExportRow, quantities: readonly number[] = []): Row {
  const t = TEXTS[ctx.lang];
  const { price, stock } = commercials(ctx, r);
  const list = toCents(price.baseprice);
  const yours = toCents(price.level?.baseprice ?? price.promotion?.baseprice ?? price.baseprice);
  const availability = availabilityFor(stock, 1, ctx.now);
  const kind = availability.label.key.replace("availability.", "") as Kind;
  const inStock = stock.availability.reduce((sum, a) => sum + a.quantityavailable, 0);
  return [
    r.part,
    r.brand_name,
    r.description ?? "",
    list / 100,
    yours / 100,
    list > 0 ? Math.round(((list - yours) * 10_000) / list) / 100 : 0,
    price.currency,
    t.net,
    t.availability[kind] ?? kind,
    inStock,
    r.quantityrule.min,
    r.quantityrule.increment,
    r.quantityrule.max,
    ...quantities.map((n) => {
      const reached = (price.level?.tiers ?? []).filter((tier) => tier.from <= n);
      return Math.min(yours, ...reached.map((tier) => toCents(tier.baseprice))) / 100;
    }),
  ];
}

/** Every priced row, page after page; the next page is read only when the file has taken the last. */
export async function* priceListRows(ctx: CallContext, brand: BrandId | null): AsyncGenerator<Row[]> {
  const quantities = tierQuantities(ctx);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(ctx, brand, after);
    if (rows.length === 0) return;
    yield rows.map((r) => priceListRow(ctx, r, quantities));
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { brand: last.level_brand, name: last.part, id: last.id };
  }
}

/** price-list-C-000042-dba-2026-11-26.csv, in the file's language. */
export function priceListFileName(ctx: CallContext, number: string, brand: BrandId | null, format: PriceListFormat) {
  const t = TEXTS[ctx.lang];
  return `${t.file}-${number}-${brand ?? t.all}-${ctx.now.toISOString().slice(0, 10)}.${format}`;
}

/** The signed-in customer's price list as a file: its name and type, and its bytes as a stream. */
export function exportPriceList(
  ctx: CallContext,
  request: { brand: BrandId | null; format: PriceListFormat },
): PriceListFile & { stream: ReadableStream<Uint8Array> } {
  if (!ctx.account) throw new ErpError(401, "AUTH001", "Not signed in");
  const columns = priceListColumns(ctx.lang, tierQuantities(ctx));
  const pages = priceListRows(ctx, request.brand);
  const bytes =
    request.format === "csv"
      ? csvFile(columns, pages)
      : xlsxFile(columns, pages, { sheet: TEXTS[ctx.lang].sheet, at: ctx.now });
  return {
    contenttype: PRICE_LIST_CONTENT_TYPES[request.format],
    filename: priceListFileName(ctx, ctx.account.number, request.brand, request.format),
    stream: streamOf(bytes),
  };
}

/**
 * A web stream that takes the next chunk only when its reader asks (high-water mark 0): the
 * database is read as fast as the client downloads, no faster. Cancelling ends the generator, so
 * its query loop stops.
 */
export function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
