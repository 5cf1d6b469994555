/**
 * The storefront's one client of the ERP: a typed function per call of the contract. It adds
 * source, currency, country, language and customer to every body and sends it through the
 * transport of the load context (in-process or HTTP: server/erp-transport.ts). Responses are
 * checked against the contract either way.
 */
import type { z } from "zod";
import {
  Calls,
  EMAIL_PATHS,
  type CallName,
  type CallRequest,
  type CallResponse,
  type DistributiveOmit,
  type EmailPath,
  type FileCallName,
} from "../../contract/wire.ts";
import {
  AddressSchema,
  type CartChange,
  type CartField,
  type CartFieldValue,
  type VatCheck,
} from "../../contract/cart.ts";
import { EmailResponseSchema } from "../../contract/enquiries.ts";
import { OFFICE_PATH } from "../../contract/staff.ts";
import { ErrorResponseSchema } from "../../contract/errors.ts";
import { MarqueeResponseSchema, SliderResponseSchema } from "../../contract/content.ts";
import { RegionResponseSchema, BankAccountsResponseSchema } from "../../contract/region.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { vatNumberFor } from "../../contract/countries.ts";
import type { ApplicationFields } from "../../contract/application.ts";
import type { WarrantyClaimFields } from "../../contract/warranty.ts";
import type { PriceListExportFields, PriceListFormat } from "../../contract/price-list.ts";
import type { SitemapKind } from "../../contract/sitemap.ts";
import type { ErpTransport, PaymentWebhookProvider } from "../../contract/transport.ts";
import type { RequestContext } from "./context.ts";
import type { Currency } from "../../contract/money.ts";
import { SellerRecordSchema, type Company, type Region } from "../../contract/seller.ts";
import { loaderCacheOf } from "./loader-cache.ts";
import { idsToPrice, PRICED_FOR_CALLER, withCallerPrices, type PricedAnswer } from "./caller-prices.ts";
import type { Price } from "../../contract/item.ts";

/**
 * Calls whose answer is the same for every guest who sends the same request (decision 0042): kept
 * by the transport's loader cache, if it has one, for guests only.
 */
const CACHED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "getItem",
  "getPrice",
  "getRelatedItems",
  "getApplications",
  "getAxleInfo",
  "getBearingData",
  "getCatalogueScript",
  "getKitComponents",
  "search",
  "catalogue",
  "partSearch",
  "checkFitment",
  "getNews",
  "getDeliveryFacts",
  "getSitemapParts",
  "getSitemapEntries",
]);

/**
 * Cached calls whose answer says nothing of the caller (no price, no stock, nothing of an
 * account): a signed-in customer asks them as a guest, so that everyone shares one cached answer
 * (issue 40 item 2). Whether the customer is still signed in, the page's other calls tell.
 */
const SAME_FOR_EVERYONE: ReadonlySet<CallName> = new Set<CallName>([
  "getCatalogueScript",
  "getKitComponents",
  "getApplications",
  "getAxleInfo",
  "getBearingData",
  "checkFitment",
  "getNews",
  "getDeliveryFacts",
  "getSitemapParts",
  "getSitemapEntries",
]);

/**
 * Calls that may change what the cached calls answer (stock taken by an order, a payment that
 * completes one): after them this worker reads the cache version before it serves from memory.
 */
const WRITING_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "addToCart",
  "addLinesToCart",
  "reorder",
  "updateCart",
  "updateAddress",
  "addOrder",
  "withdraw",
  "startPayment",
  "completePayment",
]);

/** An ERP answer that is not success: the spec's message fields and code, with the HTTP status. */
export class ErpCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Seconds until the call may be tried again, for a refusal only for now (the ERP's retry_after). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ErpCallError";
  }

  /** The Retry-After header of this refusal, or none. */
  get retryHeaders(): Record<string, string> {
    return this.retryAfter ? { "Retry-After": String(Math.ceil(this.retryAfter)) } : {};
  }

  /** A password check refused for now (too many tries, or too many at once): 429 and when to try again. */
  get throttled(): { key: string; headers: Record<string, string> } | null {
    if (this.code !== "SIGNIN_LOCKED" && this.code !== "SIGNIN_BUSY") return null;
    return {
      key: this.code === "SIGNIN_BUSY" ? "account:login.busy" : "account:login.locked",
      headers: this.retryHeaders,
    };
  }
}

/** The translation key of a PASSWORD_WEAK refusal: too short, too long, or common. */
export function weakPassword(error: ErpCallError): string {
  const reason = error.fields?.password?.[0];
  if (reason === "common") return "account:errors.passwordCommon";
  return reason === "tooLong" ? "account:errors.passwordTooLong" : "account:errors.passwordTooShort";
}

function toError(status: number, body: unknown): ErpCallError {
  const parsed = ErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, errmsg, fields, retry_after } = parsed.data;
    return new ErpCallError(status, code, errmsg, fields, retry_after);
  }
  const loose = body as { message?: string; errmsg?: string } | null;
  return new ErpCallError(status, "INTERNAL", loose?.message ?? loose?.errmsg ?? `ERP answered ${status}`);
}

type Payload<N extends CallName> = DistributiveOmit<
  CallRequest<N>,
  "action" | "source" | "currency" | "country" | "lang" | "customer"
>;
/** An address for updateAddress: country is the address's country (2 letters). */
export type AddressInput = z.input<typeof AddressSchema>;

/** The body of an e-mail endpoint as the storefront fills it: the client adds the source. */
export type EmailPayload<P extends EmailPath> = DistributiveOmit<z.input<(typeof EMAIL_PATHS)[P]>, "source">;

/**
 * A guest of the main site without a basket, in English unless `over` says otherwise: the context
 * of the scripts, benchmarks and tests that call the ERP outside a shopper's request.
 */
export const guestContext = (over: Partial<RequestContext> = {}): RequestContext => ({
  lang: "en",
  currency: "EUR",
  country: "PL",
  taxCountry: null,
  source: "main",
  variant: "eu",
  cartId: null,
  basketCount: 0,
  customerToken: null,
  ...over,
});

/** A client bound to one request's context (language, currency, source, country). */
export function erpClient(
  context: RequestContext,
  via: ErpTransport,
  hooks: {
    /**
     * The ERP said AUTH001 (the session token signs no one in any more): the answer to throw
     * instead, e.g. a redirect to the sign-in page that also signs the shopper out (shop.ts).
     */
    signedOut?: () => Promise<Response>;
  } = {},
) {
  // The request's context first; a payload field of the same name wins (updateAddress carries
  // the address's own country in `country`, as the spec's payload does).
  // The office's calls carry the page's language and the staff session, none of the shop's
  // context: their fields of the same names (an order's delivery country, a customer number) are
  // the office's filters (contract/office-orders.ts).
  const envelope = <N extends CallName>(name: N, payload: Payload<N>) =>
    Calls[name].path === OFFICE_PATH ? { action: name, lang: context.lang, ...payload } : shopEnvelope(name, payload);
  const shopEnvelope = <N extends CallName>(name: N, payload: Payload<N>) => ({
    action: name,
    source: context.source,
    currency: context.currency,
    country: context.country,
    ...(context.taxCountry ? { taxcountry: context.taxCountry } : {}),
    lang: context.lang,
    customer: context.customerToken ?? "guest",
    ...payload,
  });
  // The loader cache of the transport: for guests, and for what is the same for everyone; a
  // signed-in customer's own answers are theirs.
  const shared = loaderCacheOf(via);
  const cache = context.customerToken ? undefined : shared;
  /** A guest's answer from the loader cache (keyed by the whole request), else the ERP's. */
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => (cache ? cache.get(key, load) : load());
  /** An answer the same for every caller from the loader cache, else the ERP's. */
  const sharedCached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    shared ? shared.get(key, load) : load();
  async function send<N extends CallName>(name: N, body: ReturnType<typeof envelope<N>>): Promise<CallResponse<N>> {
    const spec = Calls[name];
    const result = await via.post(spec.path, body);
    if (WRITING_CALLS.has(name)) loaderCacheOf(via)?.stale();
    if (result.status !== 200) {
      const error = toError(result.status, result.body);
      if (error.code === "AUTH001" && hooks.signedOut) throw await hooks.signedOut();
      throw error;
    }
    return spec.response.parse(result.body) as CallResponse<N>;
  }
  /** The guests' shared answer of a call (asked as a guest), from the loader cache when there is one. */
  const asGuest = <N extends CallName>(name: N, body: ReturnType<typeof envelope<N>>) => {
    const guest = { ...body, customer: "guest" };
    return sharedCached(`POST ${Calls[name].path} ${JSON.stringify(guest)}`, () => send(name, guest));
  };
  /** A signed-in customer's answer: the guests' with the customer's prices (caller-prices.ts, decision 0072). */
  async function callerPriced<N extends CallName>(name: N, body: ReturnType<typeof envelope<N>>) {
    const answer = (await asGuest(name, body)) as PricedAnswer;
    const prices = new Map<number, Price>();
    for (const chunk of await Promise.all(
      idsToPrice(answer).map((records) => send("getPrices", shopEnvelope("getPrices", { records }))),
    ))
      for (const { id, price } of chunk.prices) prices.set(id, price);
    const priced = withCallerPrices(answer, prices);
    if (!priced) throw new ErpCallError(404, "NOT_FOUND", "Item not found");
    return priced as CallResponse<N>;
  }
  async function call<N extends CallName>(name: N, payload: Payload<N>): Promise<CallResponse<N>> {
    const body = envelope(name, payload);
    if (!CACHED_CALLS.has(name)) return send(name, body);
    if (SAME_FOR_EVERYONE.has(name)) return asGuest(name, body);
    // Only with a loader cache: without one the customer's own answer is one call, not two.
    if (shared && context.customerToken && PRICED_FOR_CALLER.has(name)) return callerPriced(name, body);
    return cached(`POST ${Calls[name].path} ${JSON.stringify(body)}`, () => send(name, body));
  }
  /**
   * A call whose answer is a file (erp/http.ts): its name and type, and its bytes as a stream to
   * hand on unread; a refusal comes as the call's error before the first byte.
   */
  async function download<N extends FileCallName>(name: N, payload: Payload<N>) {
    if (!via.download) throw new ErpCallError(501, "NOT_IMPLEMENTED", "This ERP transport cannot send files");
    const spec = Calls[name];
    const answer = await via.download(spec.path, envelope(name, payload));
    if (!answer.file) {
      const error = toError(answer.status, answer.body);
      if (error.code === "AUTH001" && hooks.signedOut) throw await hooks.signedOut();
      throw error;
    }
    const meta = spec.response.safeParse({ contenttype: answer.file.contenttype, filename: answer.file.filename });
    if (!meta.success) {
      await answer.file.stream.cancel();
      throw new ErpCallError(502, "INTERNAL", "The ERP's file has no valid name or type");
    }
    return { ...meta.data, stream: answer.file.stream };
  }
  /**
   * A GET answered alike for everyone (marquee, slider, region, bank accounts, seller record: the
   * request carries no customer), through the cache, for signed-in customers too.
   */
  const getCached = <T>(path: string, query: URLSearchParams | undefined, parse: (body: unknown) => T) =>
    sharedCached(`GET ${path}?${query?.toString() ?? ""}`, async () => {
      const result = await via.get(path, query);
      if (result.status !== 200) throw toError(result.status, result.body);
      return parse(result.body);
    });
  /**
   * POST /email/...: the payload is checked against the contract before it leaves (a refusal is the
   * same 400 the ERP would give), the ERP checks it again; success means 200 (transactions.md
   * section 7) and the ERP answers the id of the stored message.
   */
  async function email<P extends EmailPath>(path: P, payload: EmailPayload<P>) {
    const body = { ...payload, source: context.source };
    const checked = EMAIL_PATHS[path].safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (fields[issue.path.join(".") || "body"] ??= []).push(issue.message);
      const first = checked.error.issues[0];
      throw new ErpCallError(
        400,
        "BAD_REQUEST",
        `Invalid request: ${first?.path.join(".")}: ${first?.message}`,
        fields,
      );
    }
    const result = await via.post(path, body);
    if (result.status !== 200) throw toError(result.status, result.body);
    return EmailResponseSchema.parse(result.body);
  }
  return {
    call,
    email,
    /** Customer accounts (issue 20): the session token travels as `customer` on every call. */
    /** Signs in; the guest basket `cartId` joins the customer's own. */
    signIn: (email: string, password: string, client: string, cartId?: string, remember = false) =>
      call("signIn", { email, password, client, cart_id: cartId ?? null, remember }),
    signOut: () => call("signOut", {}),
    signOutOthers: () => call("signOutOthers", {}),
    getEmailChange: async (token: string) => (await call("getEmailChange", { token })).email,
    confirmEmailChange: (token: string) => call("confirmEmailChange", { token }),
    getAccount: async () => (await call("getAccount", {})).account,
    requestPasswordReset: (email: string) => call("requestPasswordReset", { email }),
    setPassword: (token: string, password: string) => call("setPassword", { token, password }),
    changePassword: (current: string, password: string, client: string) =>
      call("changePassword", { current, password, client }),
    changeEmail: (password: string, email: string, client: string) => call("changeEmail", { password, email, client }),
    getAddresses: async () => (await call("getAddresses", {})).addresses,
    saveAddress: async (id: string | null, address: CallRequest<"saveAddress">["address"]) =>
      (await call("saveAddress", { id, address })).address,
    deleteAddress: (id: string) => call("deleteAddress", { id }),
    updateSettings: async (settings: Payload<"updateSettings">) => (await call("updateSettings", settings)).account,
    /** The people of the signed-in admin's company (issue 41). */
    getTeam: () => call("getTeam", {}),
    setTeamSettings: (settings: Payload<"setTeamSettings">) => call("setTeamSettings", settings),
    setPersonLimits: (id: string, orderlimit: number | null, monthlimit: number | null) =>
      call("setPersonLimits", { id, orderlimit, monthlimit }),
    invitePerson: (person: Payload<"invitePerson">) => call("invitePerson", person),
    setPersonRole: (id: string, role: Payload<"setPersonRole">["role"]) => call("setPersonRole", { id, role }),
    removePerson: (id: string) => call("removePerson", { id }),
    /**
     * The signed-in customer's price list as a file (issue 20 item 4): its name and type, and its
     * bytes as a stream to hand on to the browser unread. The customer's token travels in the
     * body, like every call's, never in a URL.
     */
    exportPriceList: (brand: PriceListExportFields["brand"], format: PriceListFormat) =>
      download("exportPriceList", { brand, format }),
    download,
    /** An application for a trade account (issue 20 item 6); the same answer for a known e-mail. */
    applyForAccount: (application: ApplicationFields) => call("applyForAccount", application),
    /** A warranty claim and its pictures (bytes in base64); answers the claim number. */
    submitWarrantyClaim: (claim: WarrantyClaimFields, pictures: { filename: string; data: string }[]) =>
      call("submitWarrantyClaim", { ...claim, pictures }),
    contactGeneral: (payload: EmailPayload<"/email/contact-general">) => email("/email/contact-general", payload),
    contactDealer: (payload: EmailPayload<"/email/contact-dealer">) => email("/email/contact-dealer", payload),
    enquiryForm: (payload: EmailPayload<"/email/enquiry-form">) => email("/email/enquiry-form", payload),
    quickContactForm: (payload: EmailPayload<"/email/quick-contact-form">) =>
      email("/email/quick-contact-form", payload),
    /** Counts one hit of `key` against `limit` per `window_seconds`, shared by every storefront instance. */
    hitRateLimit: (key: string, limit: number, windowSeconds: number) =>
      call("hitRateLimit", { key, limit, window_seconds: windowSeconds }),
    getItem: (urlcomponent: string) => call("getItem", { urlcomponent }),
    getPrice: (record: number, quantity: number) => call("getPrice", { record, quantity }),
    getRelatedItems: (record: number, related?: number[], vehicle?: Vehicle) =>
      call("getRelatedItems", { record, related, vehicle }),
    getApplications: (record: number) => call("getApplications", { record }),
    getAxleInfo: (record: number) => call("getAxleInfo", { record }),
    getBearingData: (name: string) => call("getBearingData", { name }),
    getCatalogueScript: (number: string, manufacturer: string) => call("getCatalogueScript", { number, manufacturer }),
    getKitComponents: (record: number) => call("getKitComponents", { record }),
    /** The caller's prices of items (at most PRICES_MAX); erpClient puts them into the guests' answers. */
    getPrices: (records: number[]) => call("getPrices", { records }),
    search: (keyword: string, opts: { deep?: boolean; limit?: number; offset?: number } = {}) =>
      call("search", { keyword, ...opts }),
    catalogue: (payload: Payload<"catalogue">) => call("catalogue", payload),
    /** A technical part search (rotor, clutch, motorsport, universal; decision 0036). */
    partSearch: (payload: Payload<"partSearch">) => call("partSearch", payload),
    /** Whether each item (at most 100) fits the shopper's vehicle (decision 0038). */
    checkFitment: (items: number[], vehicle: Payload<"checkFitment">["vehicle"]) =>
      call("checkFitment", { items, vehicle }),
    getCarts: (cart_id: string) => call("getCarts", { cart_id }),
    /** Quick order (contract/quick-order.ts): lines matched and judged, nothing written. */
    checkQuickOrder: (lines: Payload<"checkQuickOrder">["lines"]) => call("checkQuickOrder", { lines }),
    /** Several items into the basket in one transaction; answers what each became. */
    addLinesToCart: (cart_id: string | null, lines: Payload<"addLinesToCart">["lines"]) =>
      call("addLinesToCart", { cart_id, lines }),
    /** One of the signed-in customer's orders into the basket again (404 NOT_FOUND for any other number). */
    reorder: (cart_id: string | null, order: string) => call("reorder", { cart_id, order }),
    addToCart: (payload: Payload<"addToCart">) => call("addToCart", payload),
    updateQuantity: (cart_id: string, line_id: string, value: number) =>
      call("updateCart", { cart_id, line_id, field: "quantity", value }),
    deleteLine: (cart_id: string, line_id: string) =>
      call("updateCart", { cart_id, line_id, field: "deleted", value: true }),
    /** The order page's payment widgets (transactions.md section 7, POST /paymentmethods). */
    getPaymentMethods: (transactionid: string, amount: number) => call("getPaymentMethods", { transactionid, amount }),
    /** Starts paying an order: a redirect URL (PayPal, Revolut) or bank transfer instructions. */
    startPayment: (payload: Payload<"startPayment">) => call("startPayment", payload),
    /** The shopper is back from the provider (outcome return or cancel, with the return URL's query). */
    completePayment: (payload: Payload<"completePayment">) => call("completePayment", payload),
    getNews: (query: { slug?: string; page?: number; perPage?: number } = {}) => call("getNews", query),
    /** Carriers, delivery times, cut-off, shipping costs and payment methods (contract/delivery.ts). */
    deliveryFacts: async () => (await call("getDeliveryFacts", {})).delivery,
    /** How the sitemap's products or news posts split into parts of at most `perpart` (contract/sitemap.ts). */
    sitemapParts: async (kind: SitemapKind, perpart: number) =>
      (await call("getSitemapParts", { kind, perpart })).parts,
    /** One keyset page of the sitemap's products or news posts after the id `after`. */
    sitemapEntries: async (kind: SitemapKind, after: number | null, limit: number) =>
      (await call("getSitemapEntries", { kind, after, limit })).entries,
    /** The marquee message of this site's source. */
    marquee: () => getCached(`/marquee/${context.source}`, undefined, (body) => MarqueeResponseSchema.parse(body)),
    /** The home page's slides for this site's source. */
    slider: () => getCached(`/slider/${context.source}`, undefined, (body) => SliderResponseSchema.parse(body)),

    // ---- checkout (docs/decisions/0008-checkout.md; what each field accepts: CART_FIELD_VALUES) ----
    /** One checkout field; answers the cart after the change. */
    updateCartField: <F extends CartField>(cart_id: string, field: F, value: CartFieldValue<F>) =>
      call("updateCart", { cart_id, field, value: value as string | boolean | number }),
    /** Several fields at once, all or nothing. */
    updateCartFields: (cart_id: string, changes: CartChange[]) =>
      call("updateCart", {
        cart_id,
        changes: changes as { field: CartField; value: string | boolean | number }[],
        refresh: true,
      }),
    /** Shipping country change: clears shipping and payment method, sets the tax class. */
    setShipCountry: (cart_id: string, country: string) =>
      call("updateCart", { cart_id, field: "shipcountry", value: country }),
    /** Currency switch: reprices every line, the shipping cost and the promo code. */
    setCartCurrency: (cart_id: string, currency: Currency) =>
      call("updateCart", { cart_id, field: "currency", value: currency }),
    setShippingMethod: (cart_id: string, method: string) =>
      call("updateCart", { cart_id, field: "shippingmethod", value: method }),
    setPaymentMethod: (cart_id: string, method: string) =>
      call("updateCart", { cart_id, field: "paymentmethod", value: method }),
    /** Applies or changes the promo code; errors PROMO_UNKNOWN, PROMO_EXPIRED, PROMO_NOT_YET_VALID, PROMO_MINIMUM, PROMO_CURRENCY. */
    applyPromoCode: (cart_id: string, code: string) => call("updateCart", { cart_id, field: "promocode", value: code }),
    removePromoCode: (cart_id: string) => call("updateCart", { cart_id, field: "promocode", value: "" }),
    /**
     * VAT number of the billing company, typed without prefix: the ERP checks the billing country's
     * prefix (EL for Greece) plus the number with VIES. "unavailable" when VIES could not answer
     * (VAT is then charged, and checked again when the order is placed); a malformed number or a
     * refusal is "invalid"; an empty number clears it (null).
     */
    async checkTaxNumber(cart_id: string, country: string, typed: string): Promise<VatCheck> {
      const value = typed.trim() === "" ? "" : (vatNumberFor(country, typed) ?? "");
      if (typed.trim() !== "" && value === "") return "invalid";
      try {
        const result = await call("updateCart", { cart_id, field: "taxnumber", value });
        return result.shoppingcarts[0]?.shoppingcart.vatcheck ?? null;
      } catch (error) {
        if (error instanceof ErpCallError && error.status < 500) return "invalid";
        throw error;
      }
    },
    /** Saves an address on the cart; use the answer's _id with shippingaddress / billingaddress. */
    updateAddress: (cart_id: string, address: AddressInput) =>
      call("updateAddress", { ...address, cart_id, _id: "" } as Payload<"updateAddress">),
    /** Creates the order of the cart (exactly once: a repeat answers the same _id with created false). */
    addOrder: (cart_id: string) => call("addOrder", { cart_id }),
    /**
     * Placing an order, steps 2 and 3 of transactions.md section 4: save the addresses, memo,
     * send-together and payment-required flags and the e-mail, then create the order. `after`
     * are further checkout changes (methods, VAT number) written in the same batch after the
     * addresses (the shipping address sets the country, which clears the methods): one
     * transaction instead of one call each, which is what a checkout under load waits for.
     */
    async placeOrder(
      cart_id: string,
      details: {
        email: string;
        shipping: AddressInput;
        /** Omitted: billing is the shipping address. */
        billing?: AddressInput | null;
        comment?: string;
        sendtogether?: boolean;
        reqpayment?: boolean;
        after?: CartChange[];
      },
    ) {
      const save = (address: AddressInput) =>
        call("updateAddress", { ...address, cart_id, _id: "" } as Payload<"updateAddress">);
      const shipping = await save(details.shipping);
      const billing = details.billing ? await save(details.billing) : null;
      const changes: CartChange[] = [
        { field: "comment", value: details.comment ?? "" },
        { field: "sendtogether", value: details.sendtogether ?? false },
        { field: "reqpayment", value: details.reqpayment ?? true },
        { field: "shippingaddress", value: shipping._id },
        { field: "billingaddress", value: billing?._id ?? "" },
        { field: "shipemail", value: details.email },
        ...(details.after ?? []),
      ];
      await call("updateCart", {
        cart_id,
        refresh: true,
        changes: changes as { field: CartField; value: string | boolean | number }[],
      });
      return call("addOrder", { cart_id });
    },
    /** The order for /order/{id}. */
    getTransaction: async (transaction_id: string) => (await call("getTransactions", { transaction_id })).transaction,
    /** Records the consumer's withdrawal from the order; a repeat answers the one recorded (created: false). */
    withdraw: (transaction_id: string, items: "all" | string[], reason: string | null) =>
      call("withdraw", { transaction_id, items, reason }),
    /** The order PDF (GET /api/pdf/transactions/{id}); null when there is no such order. */
    async orderPdf(id: string): Promise<Uint8Array | null> {
      const result = await via.get(`/api/pdf/transactions/${encodeURIComponent(id)}`);
      if (result.status === 404) return null;
      if (result.status !== 200 || !result.pdf) throw toError(result.status, result.body);
      return result.pdf;
    },
    region: () =>
      getCached(`/source/${context.source}`, new URLSearchParams({ country: context.country }), (body) =>
        RegionResponseSchema.parse(body),
      ),
    /** A seller company's bank accounts (GET /bank-accounts/{seller}): only those the ERP holds. */
    bankAccounts: (seller: Company["id"]) =>
      getCached(`/bank-accounts/${seller}`, undefined, (body) => BankAccountsResponseSchema.parse(body).accounts),
    /**
     * A region's seller record (GET /seller/{region}; decision 0057): the seller, the controller and
     * the office, as the owner set them in the office. Cached like every guest's answer: a change
     * reaches every instance with the ERP's cache version.
     */
    seller: (region: Region) => getCached(`/seller/${region}`, undefined, (body) => SellerRecordSchema.parse(body)),
  };
}
export type ErpClient = ReturnType<typeof erpClient>;

/** A picture the ERP draws (GET /media/..., SVG), or null when there is none. */
export async function erpPicture(via: ErpTransport, path: string): Promise<string | null> {
  const result = await via.get(path);
  return result.status === 200 && result.svg !== undefined ? result.svg : null;
}

/**
 * A picture of the ERP at its address (GET /media/...): a drawing (SVG), or a JPEG, PNG or WebP
 * picture (the office's content pictures, the catalogue import's photos); null when there is none.
 */
export async function erpMedia(
  via: ErpTransport,
  path: string,
): Promise<{ svg: string } | { picture: { bytes: Uint8Array; type: string } } | null> {
  const result = await via.get(path);
  if (result.status !== 200) return null;
  if (result.svg !== undefined) return { svg: result.svg };
  return result.picture !== undefined ? { picture: result.picture } : null;
}

/**
 * A payment provider's webhook received by the storefront server (POST /webhooks/paypal or
 * /webhooks/revolut), passed on with its raw body: the signature covers the exact bytes.
 */
export async function forwardPaymentWebhook(
  provider: PaymentWebhookProvider,
  request: Request,
  via: ErpTransport,
): Promise<Response> {
  const answer = await via.webhook(provider, request.headers, await request.text());
  // A payment completed by the webhook may change what is kept (decision 0042).
  loaderCacheOf(via)?.stale();
  // A delivery the ERP throttled names when to try again: the provider is told so (Retry-After).
  const retryAfter = (answer.body as { retry_after?: unknown } | null)?.retry_after;
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      "Content-Type": "application/json",
      ...(typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : {}),
    },
  });
}
