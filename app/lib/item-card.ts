/**
 * The item card's view model: only what a card shows (storefront.md "Item card"), computed on the
 * server. Loaders of result lists (search, catalogue, related items) return these instead of whole
 * ItemSummary objects (stock arrays, deliveries, all photos...), so that the page carries, and the
 * server serialises and compresses, only what is rendered.
 */
import type { Fitment } from "../../contract/wire-constants.ts";
import type { ItemSummary, Price, VariantFit } from "../../contract/item.ts";
import type { Language } from "../../contract/languages.ts";
import { stockLabelCase } from "../../contract/availability.ts";
import type { StockLabelCase } from "../../contract/stock-labels.ts";
import { formatPrice, formatTaxRate } from "../../contract/money.ts";
import { displayPrice } from "./price-display.ts";

/** app/lib/price-display.ts's decision with its amounts formatted in the shopper's language. */
/** `tax`: the VAT rate in the gross price, formatted ("19%"); null when none is (goods leaving the EU). */
export type PriceView =
  | { kind: "regular"; now: string; net: string; tax: string | null }
  | { kind: "promotion"; now: string; old: string; net: string; lowest30: string; tax: string | null }
  /**
   * A signed-in trade customer's price at their level (issue 43): net first (`now`), with the net
   * list price next to it, and the price with VAT (`gross`) at the end.
   */
  | { kind: "customer"; now: string; list: string; gross: string; discount: string; tax: string | null }
  | { kind: "onRequest" };

export function priceView(
  price: Pick<Price, "baseprice" | "grossprice" | "promotion" | "currency" | "taxrate" | "level">,
  lang: Language,
): PriceView {
  const fmt = (amount: number) => formatPrice(amount, price.currency, lang);
  const shown = displayPrice(price);
  const tax = price.taxrate > 0 ? formatTaxRate(price.taxrate, lang) : null;
  if (shown.kind === "onRequest") return shown;
  if (price.level) {
    return {
      kind: "customer",
      now: fmt(price.level.baseprice),
      list: fmt(price.baseprice),
      gross: fmt(price.level.grossprice),
      discount: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(price.level.discountpct),
      tax,
    };
  }
  if (shown.kind === "promotion") {
    return {
      kind: "promotion",
      now: fmt(shown.now),
      old: fmt(shown.old),
      net: fmt(shown.net),
      lowest30: fmt(shown.lowest30),
      tax,
    };
  }
  return { kind: "regular", now: fmt(shown.now), net: fmt(shown.net), tax };
}

export interface ItemCardView {
  id: number;
  /** /{urlcomponent} */
  url: string;
  name: string;
  description: string;
  /** The first photo's address; null shows the placeholder. */
  photo: string | null;
  price: PriceView;
  stock: StockLabelCase;
  /** Whether the part fits the shopper's vehicle; absent without a saved vehicle (decision 0038). */
  fitment?: Fitment;
  /**
   * In a list of a chosen make and model, the variants of it the part fits ("AN120/AN130, 2.8 D-4D,
   * 2015–2024"); empty when it fits every one. Absent in other lists (issue 43 item 5).
   */
  fits?: string[];
  /** A line on how the part was found, in the page's language: the OE number it replaces (search results, issue 39). */
  note?: string;
}

/** The most variants a card names; more are shown as "…". */
const MAX_VARIANTS = 3;

/** The variants a part fits as a card names them: variant, engine and years, each when known. */
export function variantTexts(fits: readonly VariantFit[]): string[] {
  const years = (f: VariantFit) =>
    f.yearFrom === null
      ? ""
      : f.yearTo === null || f.yearTo === f.yearFrom
        ? `${f.yearFrom}`
        : `${f.yearFrom}–${f.yearTo}`;
  const texts = fits.map((f) => [f.variant, f.engine, years(f)].filter(Boolean).join(", "));
  // A row that names neither variant, engine nor years fits every variant: nothing to name.
  if (texts.includes("")) return [];
  const unique = [...new Set(texts)];
  return unique.length > MAX_VARIANTS ? [...unique.slice(0, MAX_VARIANTS), "…"] : unique;
}

export function itemCardView(
  item: ItemSummary,
  lang: Language,
  today: Date,
  fitment?: Record<number, Fitment> | null,
): ItemCardView {
  const fits = fitment?.[item.id];
  return {
    ...(fits ? { fitment: fits } : {}),
    ...(item.fits ? { fits: variantTexts(item.fits) } : {}),
    id: item.id,
    url: `/${item.urlcomponent}`,
    name: item.name,
    description: item.description,
    photo: item.photos[0]?.url ?? null,
    price: priceView(item.price, lang),
    stock: stockLabelCase(item.stock, today),
  };
}

export const itemCardViews = (
  items: readonly ItemSummary[],
  lang: Language,
  today: Date = new Date(),
  fitment?: Record<number, Fitment> | null,
): ItemCardView[] => items.map((item) => itemCardView(item, lang, today, fitment));
