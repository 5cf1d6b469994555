/**
 * The basket's checkout intents (transactions.md section 4): shipping country change, currency
 * switch, VAT check, shipping and payment methods, promo code, and placing the order. Every intent
 * posts the whole checkout form, so what the shopper typed comes back with the answer, also
 * without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import type { ShoppingCart, VatCheck } from "../../contract/cart.ts";
import {
  billingAddress,
  CHECK_ALL_FIELDS,
  CheckoutDraftSchema,
  CheckoutFormSchema,
  TradeCheckoutFormSchema,
  PoCheckoutFormSchema,
  currencyToOffer,
  INVALID_VAT,
  shippingAddress,
  type CheckoutDraft,
} from "../lib/checkout.ts";
import { honeypotRefusal, overRateLimit, type GuardRefusal } from "./enquiry-guard.ts";
import { ErpCallError, type ErpClient } from "./erp.ts";
import { commitSession, rotateSession, type ShopSession } from "./session.ts";
import { redirectWithSession, rememberBasket } from "./shop.ts";
import { sessionUser } from "./user.ts";
import { sellsIn, type Currency } from "../../contract/money.ts";
import type { Source } from "../../contract/catalogue.ts";

type Reply = SubmissionResult<string[]>;
export interface CheckoutAnswer {
  checkout: Reply;
  /** Step 5 of the country change: the currency to offer, if any. */
  currencyOffer?: Currency | null;
  /** What VIES said about the VAT number just checked (absent when none was given). */
  vatCheck?: VatCheck;
  notice?: { key: string; params?: Record<string, string> };
  /** Placing the order was refused for these lines: what can be ordered of each now. */
  shortages?: Shortage[];
}

/** A basket line the stock no longer covers: `available` of its `quantity` can be ordered now. */
export interface Shortage {
  name: string;
  quantity: number;
  available: number;
}

const INVALID = "errors.invalid";
const METHOD_UNAVAILABLE = "checkout:errors.methodUnavailable";

const PROMO_ERRORS = new Set([
  "PROMO_UNKNOWN",
  "PROMO_EXPIRED",
  "PROMO_NOT_YET_VALID",
  "PROMO_MINIMUM",
  "PROMO_CURRENCY",
]);

/**
 * What a refused code says. Unknown, expired and not yet valid give one answer, so trying codes
 * tells nothing about which ones exist; the minimum and the currency are said, since only a code
 * that exists and is valid now gets that far.
 */
export const promoRefusal = (code: string) =>
  code === "PROMO_MINIMUM" || code === "PROMO_CURRENCY" ? `checkout:promo.${code}` : "checkout:promo.invalid";

export async function checkoutAction(opts: {
  formData: FormData;
  erp: ErpClient;
  session: ShopSession;
  cartId: string;
  cart: ShoppingCart;
  /** The site's source: which currencies it sells in (GBP on the UK source). */
  source: Source;
  /** The client address the abuse limits count for (enquiry-guard's clientAddress). */
  client: string;
}) {
  const { formData, erp, session, client } = opts;
  const draft = parseWithZod(formData, { schema: CheckoutDraftSchema });
  const intent = draft.status === "success" ? draft.value.intent : "placeOrder";
  const answer = async (
    body: Omit<CheckoutAnswer, "checkout"> & { fieldErrors?: Record<string, string[]>; hide?: string[] },
    status = 200,
    headers: Record<string, string> = {},
  ) => {
    const checkout = draft.reply({ fieldErrors: body.fieldErrors, hideFields: body.hide });
    const { fieldErrors: _f, hide: _h, ...rest } = body;
    return data<CheckoutAnswer>(
      { checkout, ...rest },
      { status, headers: { ...headers, "Set-Cookie": await commitSession(session) } },
    );
  };
  if (draft.status !== "success") return answer({ fieldErrors: {} }, 400);
  const v = draft.value;
  // Placing the order and trying a promo code are guarded like the enquiry forms (issue 24 item 5):
  // the honeypot and minimum fill time, and a budget per client address: every promo try counts
  // (a small budget, so codes cannot be enumerated); an order placement counts once the form is
  // valid (placeOrder). The other intents only change this basket.
  const refuse = (refusal: GuardRefusal) => {
    const reason = refusal.reason === "rateLimited" && intent === "promoApply" ? "promoRateLimited" : refusal.reason;
    const field = intent === "promoApply" ? "promoCode" : "";
    return answer({ fieldErrors: { [field]: [`checkout:abuse.${reason}`] } }, refusal.status, refusal.headers);
  };
  if (intent === "promoApply") {
    const refusal = honeypotRefusal(formData) ?? (await overRateLimit(erp, "promo", client));
    if (refusal) return refuse(refusal);
  }
  // Placing the order is guarded once its fields are valid (issue 37 item 6): an incomplete form,
  // however fast it came, is told what is missing; only a complete one is told to wait.
  const guard = async () => {
    const refusal = honeypotRefusal(formData) ?? (await overRateLimit(erp, "order", client));
    return refusal ? refuse(refusal) : null;
  };
  // A country this shop does not ship to, typed into the form by hand: the field's error, not the ERP's.
  if (
    (intent === "country" || intent === "methods") &&
    v.country &&
    !SHIPPING_COUNTRIES.includes(v.country.toUpperCase())
  )
    return answer({ fieldErrors: { country: [INVALID] } }, 400);
  try {
    return await checkoutIntent(intent, v, { ...opts, guard }, answer);
  } catch (error) {
    // A value the ERP does not offer (a method of another country, a value it refuses) is the form's error.
    const refused = refusedFields(error);
    if (!refused) throw error;
    return answer({ fieldErrors: refused }, 400);
  }
}

type PlaceOrderGuard = () => Promise<ReturnType<typeof data<CheckoutAnswer>> | null>;

type Answer = (
  body: Omit<CheckoutAnswer, "checkout"> & { fieldErrors?: Record<string, string[]>; hide?: string[] },
  status?: number,
) => Promise<ReturnType<typeof data<CheckoutAnswer>>>;

/**
 * The form's field errors for an ERP refusal of what was posted: a method not offered (on the
 * method's field), another 400 (the whole form); null for anything else, which stays a failure.
 */
export function refusedFields(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ErpCallError) || error.status !== 400) return null;
  if (error.code === "METHOD_UNAVAILABLE")
    return {
      "": [CHECK_ALL_FIELDS],
      [error.fields && "paymentmethod" in error.fields ? "paymentMethod" : "shippingMethod"]: [METHOD_UNAVAILABLE],
    };
  return { "": [CHECK_ALL_FIELDS, "checkout:errors.refused"] };
}

async function checkoutIntent(
  intent: CheckoutDraft["intent"],
  v: CheckoutDraft,
  opts: {
    formData: FormData;
    erp: ErpClient;
    session: ShopSession;
    cartId: string;
    cart: ShoppingCart;
    source: Source;
    guard: PlaceOrderGuard;
  },
  answer: Answer,
) {
  const { formData, erp, session, cartId, cart, source } = opts;
  switch (intent) {
    case "country": {
      const country = (v.country ?? "").toUpperCase();
      if (!country) return answer({ fieldErrors: { country: ["errors.required"] } }, 400);
      await erp.setShipCountry(cartId, country);
      // Methods and the VAT number are cleared with a new country (steps 2, 4 and 6).
      return answer({
        currencyOffer: currencyToOffer(country, cart.currency.iso, source),
        hide: ["shippingMethod", "paymentMethod", "vatNumber"],
      });
    }
    case "currency":
    case "keepCurrency": {
      const currency = intent === "currency" ? v.currency : undefined;
      // Only a currency this site sells in (a hand-made post of GBP elsewhere changes nothing).
      if (currency && currency !== cart.currency.iso && sellsIn(source, currency)) {
        await erp.setCartCurrency(cartId, currency);
        session.set("currency", currency);
      }
      return answer({ hide: ["currency"] });
    }
    case "vat": {
      const check = await checkVat(erp, cartId, v);
      return check === "invalid"
        ? answer({ vatCheck: check, fieldErrors: { vatNumber: [INVALID_VAT] } }, 400)
        : answer({ vatCheck: check ?? undefined });
    }
    case "methods": {
      await saveMethods(erp, cartId, cart, v);
      return answer({});
    }
    case "promoApply":
    case "promoRemove": {
      try {
        if (intent === "promoRemove" || !v.promoCode) {
          await erp.removePromoCode(cartId);
          return answer({ notice: { key: "checkout:promo.removed" }, hide: ["promoCode"] });
        }
        await erp.applyPromoCode(cartId, v.promoCode);
        return answer({ notice: { key: "checkout:promo.applied", params: { code: v.promoCode.toUpperCase() } } });
      } catch (error) {
        if (error instanceof ErpCallError && PROMO_ERRORS.has(error.code))
          return answer({ fieldErrors: { promoCode: [promoRefusal(error.code)] } }, 400);
        throw error;
      }
    }
    case "placeOrder":
      return placeOrder({
        formData,
        erp,
        session,
        cartId,
        cart,
        answer,
        guard: opts.guard,
      });
  }
}

/**
 * VAT number of a company billing address as VIES answered it: valid, invalid, or unavailable (VAT
 * is charged, the order can still be placed); null when none was given (cleared on the cart).
 */
async function checkVat(erp: ErpClient, cartId: string, v: CheckoutDraft): Promise<VatCheck> {
  const typed = v.billingDifferent ? (v.vatNumber ?? "") : "";
  const country = v.billingCountry ?? v.country ?? "";
  if (!typed) {
    await erp.checkTaxNumber(cartId, country || "PL", "");
    return null;
  }
  // The zero rate needs the company's billing address on the cart, so it is saved first when complete.
  const billing = billingAddress(v);
  if (billing && billing.name && billing.address && billing.city && billing.zip && billing.country) {
    const { _id } = await erp.updateAddress(cartId, { ...billing, addressee: billing.addressee || billing.name });
    await erp.updateCartField(cartId, "billingaddress", _id);
  }
  return erp.checkTaxNumber(cartId, country, typed);
}

/** Puts the form's country and methods on the cart (a new country first, since it clears the methods). */
async function saveMethods(erp: ErpClient, cartId: string, cart: ShoppingCart, v: CheckoutDraft) {
  const country = (v.country ?? "").toUpperCase();
  if (country && country !== cart.shipcountry) await erp.setShipCountry(cartId, country);
  if (v.shippingMethod) await erp.setShippingMethod(cartId, v.shippingMethod);
  if (v.paymentMethod) await erp.setPaymentMethod(cartId, v.paymentMethod);
}

async function placeOrder(opts: {
  formData: FormData;
  erp: ErpClient;
  session: ShopSession;
  cartId: string;
  cart: ShoppingCart;
  answer: Answer;
  /**
   * The guard of a valid form: the honeypot and minimum fill time, then this placement counted for
   * the client; the refusal to answer when either refuses.
   */
  guard: PlaceOrderGuard;
}) {
  const { formData, erp, session, cartId, cart, answer, guard } = opts;
  // Two tabs or a resubmitted form: the cart is an order already, which is answered again.
  if (cart.orderid) return alreadyOrdered(erp, session, cartId);
  // A signed-in customer is a trade customer, who orders as a company (issue 43).
  const trade = sessionUser(session) !== null;
  const schema = !trade ? CheckoutFormSchema : cart.ponumberrequired ? PoCheckoutFormSchema : TradeCheckoutFormSchema;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<CheckoutAnswer>({ checkout: submission.reply() }, { status: 400 });
  }
  const limited = await guard();
  if (limited) return limited;
  const v = submission.value;
  const fail = (fieldErrors: Record<string, string[]>) =>
    answer({ fieldErrors: { "": [CHECK_ALL_FIELDS], ...fieldErrors } }, 400);
  let placed: { _id: string; created: boolean } | null = null;
  try {
    // A VAT number is checked with VIES on its own call (and its billing address saved first);
    // without one, clearing it goes with the rest in one batch.
    const vatTyped = !!(v.billingDifferent && v.vatNumber);
    if (vatTyped && (await checkVat(erp, cartId, v)) === "invalid") return fail({ vatNumber: [INVALID_VAT] });
    placed = await erp.placeOrder(cartId, {
      email: v.email ?? "",
      shipping: shippingAddress(v),
      billing: billingAddress(v),
      comment: v.comment ?? "",
      sendtogether: cart.sendtogetherrequired,
      reqpayment: true,
      after: [
        ...(v.shippingMethod ? [{ field: "shippingmethod" as const, value: v.shippingMethod }] : []),
        ...(v.paymentMethod ? [{ field: "paymentmethod" as const, value: v.paymentMethod }] : []),
        ...(vatTyped ? [] : [{ field: "taxnumber" as const, value: "" }]),
        // A company's own reference for its order (issue 41); a guest has none.
        ...(trade ? [{ field: "ponumber" as const, value: v.poNumber ?? "" }] : []),
      ],
    });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    switch (error.code) {
      case "CART_ORDERED":
        break;
      case "METHOD_UNAVAILABLE":
        return fail(refusedFields(error) ?? {});
      case "OUT_OF_STOCK":
        // Not a field the shopper typed: the part that ran out, named in their language.
        return answer(
          { fieldErrors: { "": ["checkout:errors.outOfStock"] }, shortages: await shortages(erp, cartId, error) },
          409,
        );
      case "NOT_PRICED":
        return answer({ fieldErrors: { "": ["checkout:errors.notPriced"] } }, 409);
      case "QUANTITY_RULE":
        // A rule set after the line went in (issue 41): the basket line shows which rule it breaks.
        return answer({ fieldErrors: { "": ["checkout:errors.quantityRule"] } }, 409);
      case "ACCOUNT_ROLE":
        // A viewer of a trade company builds baskets but does not order (issue 41).
        return answer({ fieldErrors: { "": ["checkout:errors.viewerCannotOrder"] } }, 403);
      case "CREDIT_LIMIT":
        // On account over the credit limit: the same order can be paid in advance (another method).
        return answer(
          {
            fieldErrors: { "": ["checkout:errors.creditLimit"], paymentMethod: ["checkout:errors.creditLimitMethod"] },
          },
          409,
        );
      case "CHECKOUT_INCOMPLETE":
      case "BAD_REQUEST":
        // The company began to require a PO number after this page was loaded: said at the field.
        if (error.fields?.ponumber) return fail({ poNumber: ["checkout:errors.poNumberRequired"] });
        return fail(error.fields ?? {});
      default:
        throw error;
    }
  }
  // The request that placed the order gets a new session (rotated: choices kept, basket gone).
  if (placed?.created) {
    const fresh = await rotateSession(session);
    fresh.flash("purchase", placed._id);
    return redirectWithSession(`/order/${placed._id}`, fresh);
  }
  return alreadyOrdered(erp, session, cartId);
}

/**
 * The lines an OUT_OF_STOCK refusal names (its fields are `transactionlines.<line id>`), with what
 * can be ordered of each now, read from the basket again.
 */
async function shortages(erp: ErpClient, cartId: string, error: ErpCallError): Promise<Shortage[]> {
  const ids = Object.keys(error.fields ?? {})
    .filter((key) => key.startsWith("transactionlines."))
    .map((key) => key.slice("transactionlines.".length));
  const lines = (await erp.getCarts(cartId)).shoppingcarts[0]?.shoppingcart.transactionlines ?? [];
  return ids.flatMap((id) => {
    const line = lines.find((l) => l._id === id);
    return line
      ? [{ name: line.item.name, quantity: line.quantity, available: Math.min(line.item.available, line.quantity - 1) }]
      : [];
  });
}

/**
 * The cart is an order already, placed by another request. Whatever still carries the cart (a copy
 * of the old cookie, a second tab, a double click) is told the order number and that its
 * confirmation went by e-mail, never shown the order's page: the cart alone does not lead to the
 * buyer's name and address.
 */
async function alreadyOrdered(erp: ErpClient, session: ShopSession, cartId: string) {
  const order = await erp.addOrder(cartId);
  rememberBasket(session, null, 0);
  return redirectWithSession("/basket", session, {
    key: "basket.alreadyOrdered",
    params: { number: order.name },
    tone: "warning",
  });
}
