/**
 * Everything of one cart in one statement (issue 40, decision 0062): its row and owner, its lines,
 * addresses and promotion code, and the cache version of the same snapshot, for buildCart
 * (erp/cart/view.ts).
 */
import { sql } from "drizzle-orm";
import type { CartAddress } from "../../contract/cart.ts";
import type { Database } from "../db/client.ts";
import type { CallContext } from "../context.ts";
import { preparedRows } from "../db/prepared.ts";
import type { PromoCode } from "../promo/promo.ts";
import type { VatCheck } from "../../contract/cart.ts";
import type { Currency } from "../../contract/money.ts";

type Queryable = Pick<Database, "execute">;

export interface CartRow {
  id: string;
  currency: Currency;
  source: string;
  country: string;
  shipcountry: string | null;
  billcountry: string | null;
  shipzip: string | null;
  shippingmethod: string | null;
  paymentmethod: string | null;
  promocode: string | null;
  taxnumber: string | null;
  validtaxnumber: boolean;
  vatcheck: VatCheck;
  viesrequest: string | null;
  comment: string;
  ponumber: string;
  sendtogether: boolean;
  reqpayment: boolean;
  shipemail: string | null;
  ship_address_id: string | null;
  bill_address_id: string | null;
  order_id: string | null;
  /** The quote this basket was made from (its quoted lines keep their prices and quantities). */
  quote_id: string | null;
}

export interface LineRow {
  id: string;
  item_id: number;
  quantity: number;
  additionalservice: string | null;
  parent_line_id: string | null;
  location_id: string | null;
  /** A quote's line: the quoted net unit price in cents. */
  quoted_net_cents: number | null;
}

interface PromoRow {
  code: string;
  kind: "percent" | "fixed";
  percent: string | number | null;
  amounts: Record<string, number> | null;
  min_amounts: Record<string, number>;
  valid_from: Date | string;
  valid_to: Date | string;
  active: boolean;
}

const toPromoCode = (r: PromoRow): PromoCode => ({
  code: r.code,
  kind: r.kind,
  percent: r.percent === null ? null : Number(r.percent),
  amounts: r.amounts,
  minAmounts: r.min_amounts ?? {},
  validFrom: new Date(r.valid_from),
  validTo: new Date(r.valid_to),
  active: r.active,
});

/** A cart id the ERP could have made (any other names no basket). */
export const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CartState {
  row: CartRow & { customer: string; person_id: string | null };
  lines: LineRow[];
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  promo: PromoCode | null;
  /** The number of the quote the basket was made from (Q-2026-000123), if it was. */
  quote: string | null;
  /** The cache version in the same snapshot (erp/cart/tables.ts). */
  version: string;
}

const addressJson = (column: "ship_address_id" | "bill_address_id") =>
  sql`(SELECT row_to_json(a) FROM (SELECT id::text AS "_id", addressee, name, address, address2, city, zip, country, phone
    FROM cart_addresses WHERE id = c.${sql.raw(column)} AND cart_id = c.id) a)`;

/**
 * Everything of one cart in one statement: its row and owner, its lines, addresses and promotion
 * code, and the cache version of the same snapshot; null when there is no such cart.
 */
export async function loadCartState(db: Queryable, cartId: string): Promise<CartState | null> {
  if (!CART_ID.test(cartId)) return null;
  // A named statement (erp/db/prepared.ts): planned once per connection, not on every basket read.
  const rows = await preparedRows(
    db as Database,
    "cart-state",
    sql`SELECT c.id, c.currency, c.source, c.country, c.shipcountry, c.billcountry,
      c.shipzip, c.shippingmethod, c.paymentmethod, c.promocode, c.taxnumber, c.validtaxnumber, c.vatcheck, c.viesrequest,
      c.comment, c.po_number AS ponumber, c.sendtogether, c.reqpayment, c.shipemail, c.ship_address_id, c.bill_address_id, c.order_id, c.customer,
      c.person_id, c.quote_id, (SELECT coalesce(json_agg(json_build_object('id', l.id, 'item_id', l.item_id, 'quantity', l.quantity,
          'additionalservice', l.additionalservice, 'parent_line_id', l.parent_line_id, 'location_id', l.location_id,
          'quoted_net_cents', l.quoted_net_cents)
          ORDER BY l.position), '[]') FROM cart_lines l WHERE l.cart_id = c.id) AS lines,
      ${addressJson("ship_address_id")} AS ship_address, ${addressJson("bill_address_id")} AS bill_address,
      (SELECT row_to_json(p) FROM (SELECT code, kind, percent, amounts, min_amounts, valid_from, valid_to, active
        FROM promo_codes WHERE code = c.promocode) p) AS promo,
      (SELECT number FROM quotes WHERE id = c.quote_id) AS quote,
      (SELECT coalesce(sum(weight), 0)::text FROM cache_changes) AS version
    FROM carts c WHERE c.id = ${cartId}`,
  );
  const r = rows[0] as
    | (CartRow & {
        customer: string;
        person_id: string | null;
        lines: LineRow[];
        ship_address: CartAddress | null;
        bill_address: CartAddress | null;
        promo: PromoRow | null;
        quote: string | null;
        version: string;
      })
    | undefined;
  if (!r) return null;
  const { lines, ship_address, bill_address, promo, quote, version, ...row } = r;
  return {
    row,
    lines,
    shippingAddress: ship_address,
    billingAddress: bill_address,
    promo: promo ? toPromoCode(promo) : null,
    quote,
    version,
  };
}

/** Whether a basket of `owner` (its customer and person) is the caller's: a guest's is anyone's who has its id. */
export const isCallersCart = (
  ctx: Pick<CallContext, "account" | "person">,
  owner: { customer: string; person_id: string | null },
) => owner.customer === "guest" || (owner.customer === ctx.account?.number && owner.person_id === ctx.person?.id);
