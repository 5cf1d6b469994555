/**
 * The cart as getCarts answers it, built in one place for getCarts, updateCart and addOrder (which
 * builds it inside its transaction, so the order is priced from what it locked). Prices follow the
 * cart's currency; VAT follows the delivery country and the billing company's VAT number (erp/tax/rule.ts);
 * the shipping cost follows the chosen method, the country's zone and the currency.
 */
import { sql } from "drizzle-orm";
import { availabilityFor } from "../../contract/availability.ts";
import { allowedMaximum } from "../../contract/quantity.ts";
import type { CartAddress, CartLine, GetCartsResponse, ShoppingCart } from "../../contract/cart.ts";
import type { ItemSummary, Stock } from "../../contract/item.ts";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { loadItemSummariesAt } from "../catalogue/summary-cache.ts";
import { loadCartState } from "./state.ts";
import { CURRENCY_SYMBOLS, fromCents, toCents } from "../../contract/money.ts";
import { checkPromoCode, type PromoCheck } from "../promo/promo.ts";
import { ratesFor, shippingCostCents, type ShippingRate } from "../shipping/shipping.ts";
import { vatNumberMatchesCountry } from "../../contract/countries.ts";
import { decideTax, rateFraction, sellerCountryFor, taxClassOf, type TaxDecision } from "../tax/rule.ts";
import { regionFor } from "../region/region.ts";
import { basketTablesOf, offeredPayments } from "./tables.ts";
import type { Source } from "../../contract/catalogue.ts";
import { cartTotals, unitPriceCents, type Totals } from "./totals.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Queryable = Pick<Database, "execute">;

import { isCallersCart, type CartRow, type LineRow } from "./state.ts";
import { approvalReasons } from "../customers/spending.ts";

export type { CartRow, LineRow };

/** A basket line with what addOrder needs besides the contract's view. */
export interface PricedLine {
  row: LineRow;
  item: ItemSummary;
  view: CartLine;
  netCents: number;
}

export interface BuiltCart {
  response: GetCartsResponse;
  cart: ShoppingCart;
  row: CartRow;
  lines: PricedLine[];
  totals: Totals;
  tax: TaxDecision;
  promo: PromoCheck | null;
  shippingRate: ShippingRate | null;
  shippingMethodName: string | null;
  paymentMethodName: string | null;
  region: "EU" | "NL" | "UK";
}

const cartNotFound = () => new ErpError(404, "CART_NOT_FOUND", "Cart not found");

export async function loadCartRow(db: Queryable, cartId: string): Promise<CartRow | null> {
  const result =
    await db.execute(sql`SELECT id, currency, source, country, shipcountry, billcountry, shipzip, shippingmethod,
      paymentmethod, promocode, taxnumber, validtaxnumber, vatcheck, viesrequest, comment, po_number AS ponumber,
      sendtogether, reqpayment, shipemail, ship_address_id, bill_address_id, order_id, quote_id FROM carts WHERE id = ${cartId}`);
  return (result.rows[0] as CartRow | undefined) ?? null;
}

export async function loadAddress(db: Queryable, cartId: string, id: string | null): Promise<CartAddress | null> {
  if (!id) return null;
  const result =
    await db.execute(sql`SELECT id::text AS "_id", addressee, name, address, address2, city, zip, country, phone
    FROM cart_addresses WHERE id = ${id} AND cart_id = ${cartId}`);
  return (result.rows[0] as CartAddress | undefined) ?? null;
}

/** The airfreight lead time in the ERP's own (English) words, for the line's service description (decision 0044). */
export function airfreightTerms(terms: Stock["airfreightterms"]): string {
  if (terms === null) return "3-4 weeks from payment, extra costs possible";
  const days =
    terms.min !== null && terms.min < terms.max ? `${terms.min}-${terms.max} days` : `within ${terms.max} days`;
  return `${days} from payment, ${terms.free ? "free airfreight" : "extra costs possible"}`;
}

/** The additional service of a line whose units come by airfreight from the manufacturer. */
export const AIRFREIGHT_SERVICE = "airfreight";

/** Whether the caller may pay on account: a signed-in customer the office gave invoice terms. */
export const mayPayOnAccount = (ctx: Pick<CallContext, "account">) => ctx.account?.creditTerms === "invoice";

/**
 * The cart as getCarts answers it. With `owner`, a customer's basket is built only for that
 * customer (to anyone else it does not exist, as erp/cart/owner.ts mayUseCart says), checked in
 * the same statement that reads it.
 */
export async function buildCart(
  ctx: CallContext,
  db: Queryable,
  cartId: string,
  options: { owner?: boolean } = {},
): Promise<BuiltCart> {
  const state = await loadCartState(db, cartId);
  if (!state) throw cartNotFound();
  const { row, shippingAddress, billingAddress } = state;
  if (options.owner && !isCallersCart(ctx, row)) throw cartNotFound();
  // Prices follow the cart's currency; the price list follows the caller's region, as on the item pages;
  // stock and delivery times follow the warehouse that serves the cart's delivery country (decision 0034).
  const priced: CallContext = {
    ...ctx,
    db: db as Database,
    currency: row.currency,
    ...(row.shipcountry ? { taxcountry: row.shipcountry } : {}),
  };
  const lineRows = state.lines;
  // A line is priced at its quantity (a volume tier from so many units); an item's lines count together.
  const quantities = new Map<number, number>();
  for (const l of lineRows)
    if (l.parent_line_id === null) quantities.set(l.item_id, (quantities.get(l.item_id) ?? 0) + l.quantity);
  const [items, tables] = await Promise.all([
    loadItemSummariesAt(priced, ctx.db, state.version, [...new Set(lineRows.map((l) => l.item_id))], quantities),
    basketTablesOf(ctx.db)(state.version, db),
  ]);
  const summaries = new Map(items.map((s) => [s.id, s]));

  const region = regionFor(ctx.source, ctx.country).location.name;
  const companyWithValidVat =
    billingAddress !== null &&
    billingAddress.name.trim() !== "" &&
    row.validtaxnumber &&
    row.taxnumber !== null &&
    vatNumberMatchesCountry(row.taxnumber, billingAddress.country);
  // Before a delivery country is chosen, the basket shows the VAT of the catalogue's prices.
  const tax = decideTax({
    seller: sellerCountryFor(ctx.source as Source, ctx.country),
    destination: row.shipcountry ?? ctx.taxcountry ?? ctx.country,
    confirmedVatCountry: companyWithValidVat ? row.taxnumber!.slice(0, 2) : null,
    rates: await ctx.taxRates(),
    at: ctx.now,
  });

  let backorder = 0;
  let prolonged = false;
  const lines: PricedLine[] = [];
  for (const line of lineRows) {
    const item = summaries.get(line.item_id);
    if (!item) continue;
    const component = line.parent_line_id !== null;
    // A signed-in customer pays their level's price (already the lower of it and a promotion); a
    // quote's line, the price the office quoted.
    const quoted = !component && line.quoted_net_cents !== null;
    const netCents = component
      ? 0
      : quoted
        ? Number(line.quoted_net_cents)
        : toCents(item.price.level?.baseprice ?? item.price.promotion?.baseprice ?? item.price.baseprice);
    const level = component || quoted ? null : item.price.level;
    const unit = unitPriceCents(netCents, tax.rate);
    let airfreight = 0;
    if (!component) {
      const inWarehouses = item.stock.availability.reduce((s, a) => s + a.quantityavailable, 0);
      if (line.quantity > inWarehouses) airfreight = line.quantity - inWarehouses;
      backorder += airfreight;
      if (availabilityFor(item.stock, line.quantity, ctx.now).prolonged) prolonged = true;
    }
    lines.push({
      row: line,
      item,
      netCents,
      view: {
        _id: line.id,
        item: {
          id: item.id,
          recordtype: item.recordtype,
          urlcomponent: item.urlcomponent,
          name: item.name,
          photos: item.photos,
          available: allowedMaximum(item.quantityrule, item.stock.maxquantity),
          deliveries: item.stock.deliveries,
          stock: item.stock,
          quantityrule: item.quantityrule,
        },
        displayname: item.description,
        quantity: line.quantity,
        price: fromCents(unit),
        baseprice: fromCents(netCents),
        amount: fromCents(unit * line.quantity),
        discountrate: level?.discountpct ?? 0,
        pricelevel: level
          ? {
              name: level.name,
              discountpct: level.discountpct,
              tiers: level.tiers.map((t) => ({
                from: t.from,
                discountpct: t.discountpct,
                baseprice: t.baseprice,
                price: fromCents(unitPriceCents(toCents(t.baseprice), tax.rate)),
              })),
            }
          : null,
        // Units beyond warehouse stock come by airfreight from the manufacturer: the line's airfreight service.
        additionalservice: line.additionalservice
          ? { name: line.additionalservice, description: line.additionalservice }
          : airfreight > 0
            ? {
                name: AIRFREIGHT_SERVICE,
                description: `Airfreight from the manufacturer: ${airfreight} pcs, ${airfreightTerms(item.stock.airfreightterms)}`,
              }
            : null,
        init: line.parent_line_id,
        kitcomponent: component,
        quoted,
      },
    });
  }

  // A promo code's minimum and discount count the lines at the shop's prices, not a quote's (decision 0068).
  const netSubtotalCents = lines.reduce((s, l) => s + (l.view.quoted ? 0 : l.netCents * l.row.quantity), 0);
  const promo = row.promocode
    ? checkPromoCode(state.promo, { currency: row.currency, netSubtotalCents, now: ctx.now })
    : null;

  const { shipping: table, methods } = tables;
  const rates = ratesFor(table, row.shipcountry, row.currency);
  const shippingNet = shippingCostCents(table, row.shipcountry, row.shippingmethod, row.currency);
  const shippingRate = rates.find((r) => r.methodId === row.shippingmethod) ?? null;
  const payments = offeredPayments(
    tables,
    row.currency,
    region,
    ctx.paymentMethods,
    mayPayOnAccount(ctx),
    row.billcountry || row.shipcountry,
  );

  const totals = cartTotals({
    lines: lines.map((l) => ({ netCents: l.netCents, quantity: l.row.quantity, discountable: !l.view.quoted })),
    rate: tax.rate,
    discount: promo?.ok ? promo.discount : null,
    shippingNetCents: shippingNet,
  });

  const lang = ctx.lang;
  const shoppingcart: ShoppingCart = {
    _id: cartId,
    currency: { symbol: CURRENCY_SYMBOLS[row.currency], iso: row.currency },
    transactionlines: lines.map((l) => l.view),
    itemsamount: fromCents(totals.linesNet),
    grossitemsamount: fromCents(totals.linesGross),
    discountamount: fromCents(totals.discountNet),
    grossdiscountamount: fromCents(totals.discountGross),
    shippingcost: fromCents(totals.shippingNet),
    shippingmethod: row.shippingmethod,
    paymentmethod: row.paymentmethod,
    taxamount: fromCents(totals.tax),
    grossamount: fromCents(totals.gross),
    grossshippingcost: fromCents(totals.shippingGross),
    promocode: row.promocode,
    promocodestatus: promo && !promo.ok ? promo.code : null,
    backorderquantity: backorder,
    sendtogether: prolonged || row.sendtogether,
    sendtogetherrequired: prolonged,
    reqpayment: row.reqpayment,
    comment: row.comment,
    ponumber: row.ponumber,
    quote: state.quote,
    ponumberrequired: ctx.account?.poNumberRequired ?? false,
    approvalreasons: await approvalReasons(db, ctx, totals.gross - totals.tax, row.currency, false),
    shipemail: row.shipemail,
    shipcountry: row.shipcountry,
    shipzip: row.shipzip,
    billcountry: row.billcountry,
    shippingaddress: shippingAddress,
    billingaddress: billingAddress,
    taxnumber: row.taxnumber,
    validtaxnumber: row.validtaxnumber,
    vatcheck: row.vatcheck,
    taxclass: taxClassOf(tax),
    taxrate: rateFraction(tax.rate),
    taxtreatment: tax.treatment,
    taxcountry: tax.country,
    taxregistration: tax.registration,
    orderid: row.order_id,
    options: {
      shippingmethod: rates.flatMap((r) => {
        const m = methods.get(r.methodId);
        return m
          ? [
              {
                _id: m.id,
                displayname: m.names[lang] ?? m.names.en,
                description: m.descriptions[lang] ?? m.descriptions.en,
                carrier: m.carrier,
                cost: fromCents(r.costCents),
                grosscost: fromCents(unitPriceCents(r.costCents, tax.rate)),
                days: { min: r.daysMin, max: r.daysMax },
              },
            ]
          : [];
      }),
      paymentmethod: payments.map((p) => ({
        _id: p.id,
        displayname: p.names[lang] ?? p.names.en,
        description: p.descriptions[lang] ?? p.descriptions.en,
      })),
    },
  };
  const main = lines.filter((l) => !l.view.kitcomponent);
  const shippingMethod = row.shippingmethod ? methods.get(row.shippingmethod) : undefined;
  const payment = payments.find((p) => p.id === row.paymentmethod);
  return {
    response: {
      shoppingcarts: [{ shoppingcart }],
      summary: { quantity: main.reduce((s, l) => s + l.row.quantity, 0), lines: main.length },
    },
    cart: shoppingcart,
    row,
    lines,
    totals,
    tax,
    promo,
    shippingRate,
    shippingMethodName: shippingMethod ? (shippingMethod.names[lang] ?? shippingMethod.names.en) : null,
    paymentMethodName: payment ? (payment.names[lang] ?? payment.names.en) : null,
    region,
  };
}
