/**
 * What the basket page prints that the loader can decide (decision 0050: code the browser does not
 * run stays out of it): the countries of the checkout's lists named in the page's language with
 * their VAT prefixes, the VAT line's label and note, the delivery times in words, the dispatch
 * cut-off as a time of day and each airfreight line's sentence. The browser then needs neither the
 * countries' table, nor the tax wording, nor the delivery and airfreight rules. Every post reloads
 * the basket's loader, so these follow the basket as it changes.
 */
import { airfreightText } from "../../contract/availability.ts";
import { countryName, SHIPPING_COUNTRIES, vatPrefixOf } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";
import { taxLineLabel, taxNote } from "../../contract/tax-wording.ts";
import type { ShoppingCart } from "../../contract/cart.ts";
import { clockTime, deliveryDays } from "../lib/delivery.ts";
import type { TFunction } from "../lib/translate.ts";
import { summaryFigures, type PriceBasis } from "../lib/price-display.ts";
import { formatPrice } from "../../contract/money.ts";
import { percent, quantityRuleMessage, ruleText, tierLines, tierViews, type TierLine } from "../lib/quantity-rule.ts";
import { logosOf } from "../lib/payment-marks.ts";

/** What a basket line says of its item's quantity rule and its level's volume tiers (issue 41), worded. */
export interface LineRule {
  /** "Sold in packs of 4 · from 4 units · at most 40 per order", or null without a rule. */
  text: string | null;
  /** The line's quantity breaks the rule (a rule set after it went in): what to change, or null. */
  broken: string | null;
  /** "from 10 units: 12,34 € net each", the tier that prices the line marked. */
  tiers: TierLine[];
}

/** Each line's rule and tiers, by line id; lines without either are left out. */
function lineRules(cart: ShoppingCart, lang: Language, t: TFunction, basis: PriceBasis): Record<string, LineRule> {
  const rules: Record<string, LineRule> = {};
  for (const line of cart.transactionlines) {
    if (line.kitcomponent) continue;
    const rule = line.item.quantityrule;
    const broken = quantityRuleMessage(t, rule, line.quantity);
    const net = basis === "net";
    const views = tierViews(line.pricelevel?.tiers ?? [], line.quantity, (tier) => (net ? tier.baseprice : tier.price));
    const tiers = tierLines(t, views, {
      net,
      price: (amount) => formatPrice(amount, cart.currency.iso, lang),
      percent: (pct) => percent(lang, pct),
    });
    const text = ruleText(t, rule);
    if (!text && !broken && !tiers.length) continue;
    rules[line._id] = {
      text,
      broken: broken ? t("quantityRule.lineBreaks", { rule: broken }) : null,
      tiers,
    };
  }
  return rules;
}

/** A country of the checkout's lists: its code, its name and the prefix of its VAT numbers (or null). */
export interface CountryChoice {
  code: string;
  name: string;
  vatPrefix: string | null;
}

/** Each language's list, made once: the same for every basket. */
const choices = new Map<Language, readonly CountryChoice[]>();

/** The shipping (and billing) countries, named in the page's language and sorted by that name. */
export function countryChoices(lang: Language): readonly CountryChoice[] {
  let list = choices.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = SHIPPING_COUNTRIES.map((code) => ({
      code,
      name: countryName(code, lang),
      vatPrefix: vatPrefixOf(code),
    })).sort((a, b) => collator.compare(a.name, b.name));
    choices.set(lang, list);
  }
  return list;
}

/**
 * `t` is the common namespace's translator, `tc` the checkout's; `cutoff` the ERP's same-day
 * dispatch cut-off ("HH:MM") or null; `basis` whether the shopper sees gross or net figures.
 */
export function basketView(
  cart: ShoppingCart,
  lang: Language,
  t: TFunction,
  tc: TFunction,
  cutoff: string | null,
  basis: PriceBasis,
) {
  const airfreight: Record<string, string> = {};
  for (const line of cart.transactionlines) {
    if (line.additionalservice?.name !== "airfreight") continue;
    const inStock = line.item.stock.availability.reduce((sum, a) => sum + a.quantityavailable, 0);
    const terms = airfreightText(line.item.stock.airfreightterms);
    airfreight[line._id] =
      `${t("basket.airfreightLine", { count: line.quantity - inStock })} ${t(terms.key, terms.params)}`;
  }
  return {
    /** The lines, options and totals as the shopper's basis shows them (gross or net). */
    figures: summaryFigures(cart, basis),
    /** "VAT 19% (Germany)", and the note a sale not at the seller's own rate carries (or null). */
    taxLabel: taxLineLabel(cart, lang),
    taxNote: taxNote(cart, lang),
    /** Each shipping method's delivery time in words ("1–3 working days"), by the method's id. */
    methodDays: Object.fromEntries(cart.options.shippingmethod.map((o) => [o._id, deliveryDays(tc, o.days)])),
    /** The cut-off as the language writes a time of day ("1:00 pm"), or null when none is promised. */
    cutoff: cutoff ? clockTime(cutoff, lang) : null,
    /** What an airfreight line says under its price, by the line's id. */
    airfreight,
    /** Each line's quantity rule and volume tiers in words, by the line's id. */
    rules: lineRules(cart, lang, t, basis),
    /** The methods offered, as marks beside the order button (their logos from app/lib/payment-marks.ts). */
    paymentMarks: cart.options.paymentmethod.map((o) => ({ id: o._id, name: o.displayname, logos: logosOf(o._id) })),
  };
}

export type BasketView = ReturnType<typeof basketView>;
