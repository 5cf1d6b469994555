/**
 * updateCart with field/value (one change or a batch) and updateAddress: the checkout data of a
 * basket (transactions.md sections 4 and 7). A batch is applied in one transaction on the locked
 * cart: either every change is written or none. The VAT number is checked before the transaction,
 * so a slow VIES never holds the cart's lock.
 */
import { sql } from "drizzle-orm";
import { isCurrency, sellsIn, type Currency } from "../../contract/money.ts";
import type { Source } from "../../contract/catalogue.ts";
import { z } from "zod";
import { CART_FIELD_VALUES, type AddressSchema, type CartField } from "../../contract/cart.ts";
import type { CallContext } from "../context.ts";
import { ErpError } from "../errors.ts";
import { normalizePromoCode } from "../promo/promo.ts";
import { loadShippingTable, ratesFor } from "../shipping/shipping.ts";
import { parseVatNumber } from "../../contract/countries.ts";
import { checkVatNumber, type VatCheckResult, type ViesOptions } from "../tax/vies.ts";
import type { Region } from "../../contract/seller.ts";
import { sellerOf } from "../company/records.ts";
import { notSoldIn, regionFor } from "../region/region.ts";
import { cartNotFound, lockCart } from "./cart.ts";
import { paymentMethodsFor } from "../payments/methods.ts";
import { buildCart, loadAddress, loadCartRow, mayPayOnAccount, type Tx } from "./view.ts";

export interface RawChange {
  field: CartField;
  value: unknown;
}

type Parsed = { field: CartField; value: string | boolean };

function parseChanges(changes: readonly RawChange[], batch: boolean): Parsed[] {
  return changes.map((change, i) => {
    const result = CART_FIELD_VALUES[change.field].safeParse(change.value);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? "Invalid value";
      const key = batch ? `changes.${i}.value` : "value";
      throw new ErpError(400, "BAD_REQUEST", `Invalid request: ${change.field}: ${message}`, { [key]: [message] });
    }
    return { field: change.field, value: result.data as string | boolean };
  });
}

async function setCountry(tx: Tx, cartId: string, country: string) {
  // transactions.md section 4: a new shipping country clears both methods; the tax class follows from the country.
  await tx.execute(
    sql`UPDATE carts SET shipcountry = ${country}, shippingmethod = NULL, paymentmethod = NULL WHERE id = ${cartId}`,
  );
}

async function requireAddress(tx: Tx, cartId: string, id: string) {
  const address = await loadAddress(tx, cartId, id);
  if (!address)
    throw new ErpError(404, "NOT_FOUND", "Address not found on this basket", { value: ["Address not found"] });
  return address;
}

/** The seller's VAT ID, as the requester of VIES checks (so VIES gives a consultation number). */
const requesterFor = async (ctx: Pick<CallContext, "db" | "source" | "country">) =>
  (await sellerOf(ctx.db, regionFor(ctx.source, ctx.country).location.name as Region)).vatId;

type Queryable = Pick<Tx, "execute">;

/** Writes what VIES said about the cart's VAT number: valid only on VIES's own "valid". */
async function storeVatCheck(db: Queryable, cartId: string, taxnumber: string, result: VatCheckResult) {
  const vatcheck = result.outcome === "invalid-format" ? "invalid" : result.outcome;
  await db.execute(sql`UPDATE carts SET taxnumber = ${taxnumber}, validtaxnumber = ${result.outcome === "valid"},
    vatcheck = ${vatcheck}, viesrequest = ${result.requestIdentifier} WHERE id = ${cartId}`);
}

/** Whether the payment method `id` is offered to this buyer (of `country`, once known) in `currency`. */
async function offersPaymentMethod(tx: Tx, ctx: CallContext, currency: Currency, id: string, country: string | null) {
  const methods = await paymentMethodsFor(
    tx,
    currency,
    regionFor(ctx.source, ctx.country).location.name,
    ctx.paymentMethods,
    mayPayOnAccount(ctx),
    country,
  );
  return methods.some((p) => p.id === id);
}

/**
 * Before an order is placed: a VAT number VIES could not check is checked again (outside the
 * order's transaction). If VIES now confirms it, the order is placed without VAT; otherwise it
 * stays with VAT, as the shopper was told.
 */
export async function recheckVatBeforeOrder(ctx: CallContext, cartId: string, vies: ViesOptions | null) {
  const row = await loadCartRow(ctx.db, cartId);
  if (!row || row.order_id || !row.taxnumber || row.vatcheck !== "unavailable") return;
  const result = await checkVatNumber(row.taxnumber, vies, await requesterFor(ctx));
  if (result.outcome === "unavailable") return;
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) return;
    const now = await loadCartRow(tx, cartId);
    // Only if the basket still has the number that was checked and is not ordered yet.
    if (now && !now.order_id && now.taxnumber === row.taxnumber)
      await storeVatCheck(tx, cartId, row.taxnumber!, result);
  });
}

export async function updateCartFields(
  ctx: CallContext,
  cartId: string,
  rawChanges: readonly RawChange[],
  opts: { batch: boolean; vies: ViesOptions | null },
): Promise<void> {
  const changes = parseChanges(rawChanges, opts.batch);
  // The remote VAT check first, outside the transaction.
  const vatResults = new Map<string, VatCheckResult>();
  for (const change of changes) {
    if (change.field === "taxnumber" && change.value !== "") {
      const value = String(change.value);
      vatResults.set(value, await checkVatNumber(value, opts.vies, await requesterFor(ctx)));
    }
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw cartNotFound();
    for (const { field, value } of changes) {
      const text = typeof value === "string" ? value : "";
      switch (field) {
        case "currency": {
          // Pounds only in a basket of the UK source: no other source's price list has GBP prices.
          const { rows } = await tx.execute<{ source: Source }>(sql`SELECT source FROM carts WHERE id = ${cartId}`);
          const source = rows[0]?.source ?? ctx.source;
          if (!isCurrency(text) || !sellsIn(source, text)) throw notSoldIn(source, text);
          await tx.execute(sql`UPDATE carts SET currency = ${text} WHERE id = ${cartId}`);
          break;
        }
        case "promocode": {
          if (text === "") {
            await tx.execute(sql`UPDATE carts SET promocode = NULL WHERE id = ${cartId}`);
            break;
          }
          const code = normalizePromoCode(text);
          await tx.execute(sql`UPDATE carts SET promocode = ${code} WHERE id = ${cartId}`);
          const built = await buildCart(ctx, tx, cartId);
          if (built.promo && !built.promo.ok) {
            // Thrown inside the transaction: the cart keeps the code it had.
            throw new ErpError(400, built.promo.code, built.promo.message, { promocode: [built.promo.message] });
          }
          break;
        }
        case "tax":
          break; // refused by CART_FIELD_VALUES
        case "comment":
          await tx.execute(sql`UPDATE carts SET comment = ${text} WHERE id = ${cartId}`);
          break;
        case "ponumber": {
          // A company's reference for its order (issue 41): a guest has no company to give one.
          if (!ctx.account && text !== "") {
            const message = "A purchase-order number is for a trade account's orders";
            throw new ErpError(400, "BAD_REQUEST", message, { ponumber: [message] });
          }
          await tx.execute(sql`UPDATE carts SET po_number = ${text} WHERE id = ${cartId}`);
          break;
        }
        case "sendtogether":
          await tx.execute(sql`UPDATE carts SET sendtogether = ${value === true} WHERE id = ${cartId}`);
          break;
        case "reqpayment":
          await tx.execute(sql`UPDATE carts SET reqpayment = ${value === true} WHERE id = ${cartId}`);
          break;
        case "shipemail":
          await tx.execute(sql`UPDATE carts SET shipemail = ${text || null} WHERE id = ${cartId}`);
          break;
        case "shipzip":
          await tx.execute(sql`UPDATE carts SET shipzip = ${text || null} WHERE id = ${cartId}`);
          break;
        case "billcountry":
          await tx.execute(sql`UPDATE carts SET billcountry = ${text} WHERE id = ${cartId}`);
          break;
        case "shipcountry":
          await setCountry(tx, cartId, text);
          break;
        case "shippingaddress": {
          const address = await requireAddress(tx, cartId, text);
          const row = (await loadCartRow(tx, cartId))!;
          if (row.shipcountry !== address.country) await setCountry(tx, cartId, address.country);
          await tx.execute(
            sql`UPDATE carts SET ship_address_id = ${address._id}, shipzip = ${address.zip} WHERE id = ${cartId}`,
          );
          break;
        }
        case "billingaddress": {
          if (text === "") {
            await tx.execute(sql`UPDATE carts SET bill_address_id = NULL, billcountry = NULL WHERE id = ${cartId}`);
            break;
          }
          const address = await requireAddress(tx, cartId, text);
          await tx.execute(
            sql`UPDATE carts SET bill_address_id = ${address._id}, billcountry = ${address.country} WHERE id = ${cartId}`,
          );
          break;
        }
        case "shippingmethod": {
          if (text !== "") {
            const row = (await loadCartRow(tx, cartId))!;
            const { table } = await loadShippingTable(tx, row.shipcountry);
            if (!ratesFor(table, row.shipcountry, row.currency).some((r) => r.methodId === text)) {
              const message = row.shipcountry
                ? `Shipping method ${text} is not offered for ${row.shipcountry} in ${row.currency}`
                : "Choose the shipping country first";
              throw new ErpError(400, "METHOD_UNAVAILABLE", message, { shippingmethod: [message] });
            }
          }
          await tx.execute(sql`UPDATE carts SET shippingmethod = ${text || null} WHERE id = ${cartId}`);
          break;
        }
        case "paymentmethod": {
          if (text !== "") {
            const row = (await loadCartRow(tx, cartId))!;
            const country = row.billcountry || row.shipcountry;
            if (!(await offersPaymentMethod(tx, ctx, row.currency, text, country))) {
              const message = `Payment method ${text} is not offered in ${row.currency}${country ? ` to ${country}` : ""}`;
              throw new ErpError(400, "METHOD_UNAVAILABLE", message, { paymentmethod: [message] });
            }
          }
          await tx.execute(sql`UPDATE carts SET paymentmethod = ${text || null} WHERE id = ${cartId}`);
          break;
        }
        case "taxnumber": {
          if (text === "") {
            await tx.execute(sql`UPDATE carts SET taxnumber = NULL, validtaxnumber = false, vatcheck = NULL,
              viesrequest = NULL WHERE id = ${cartId}`);
            break;
          }
          const parsed = parseVatNumber(text);
          const stored = parsed ? `${parsed.prefix}${parsed.number}` : text.toUpperCase().replace(/\s/g, "");
          await storeVatCheck(tx, cartId, stored, vatResults.get(text)!);
          break;
        }
      }
    }
    // A payment method the new currency does not offer is dropped rather than kept silently.
    const row = (await loadCartRow(tx, cartId))!;
    if (
      row.paymentmethod &&
      !(await offersPaymentMethod(tx, ctx, row.currency, row.paymentmethod, row.billcountry || row.shipcountry))
    ) {
      await tx.execute(sql`UPDATE carts SET paymentmethod = NULL WHERE id = ${cartId}`);
    }
    await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
  });
}

export async function updateAddress(
  ctx: CallContext,
  cartId: string,
  address: z.output<typeof AddressSchema>,
): Promise<{ _id: string }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw cartNotFound();
    const inserted =
      await tx.execute(sql`INSERT INTO cart_addresses (cart_id, addressee, name, address, address2, city, zip, country, phone)
      VALUES (${cartId}, ${address.addressee}, ${address.name}, ${address.address}, ${address.address2}, ${address.city},
        ${address.zip}, ${address.country}, ${address.phone}) RETURNING id::text AS id`);
    return { _id: (inserted.rows[0] as { id: string }).id };
  });
}
