/**
 * The ERP's surface: the spec's call tables as action-based POST bodies (and a few GETs). Every
 * body is validated against its schema in contract/; bad input gets 400 with { errmsg, code, fields }, a
 * failure inside gets 500 with a generic message, never a stack trace.
 */
import { z } from "zod";
import { ApplicationFieldsSchema, APPLICATIONS_PATH, ApplyForAccountRequestSchema } from "../contract/application.ts";
import { PRICE_LIST_PATH, ExportPriceListRequestSchema } from "../contract/price-list.ts";
import type { ErpDownload } from "../contract/transport.ts";
import { AccountOrdersRequestSchema } from "../contract/account-orders.ts";
import { AccountRequestSchema } from "../contract/accounts.ts";
import { AddressSchema, CartRequestSchema } from "../contract/cart.ts";
import { CatalogueRequestSchema, PartSearchRequestSchema, SearchRequestSchema } from "../contract/catalogue-search.ts";
import { CheckFitmentRequestSchema } from "../contract/vehicle.ts";
import { TransactionsRequestSchema, OrderPdfParamsSchema, type Order } from "../contract/orders.ts";
import { CountrySchema, SourceSchema } from "../contract/common.ts";
import { GetPaymentMethodsRequestSchema, PaymentsRequestSchema } from "../contract/payments.ts";
import { HitRateLimitRequestSchema } from "../contract/rate-limit.ts";
import { ItemRequestSchema } from "../contract/item.ts";
import { NewsRequestSchema } from "../contract/content.ts";
import type { ErrorResponse } from "../contract/errors.ts";
import type { CallContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { ErpError } from "./errors.ts";
import {
  getApplications,
  getAxleInfo,
  getBearingData,
  getCatalogueScript,
  getItem,
  getKitComponents,
  getPrice,
  getRelatedItems,
} from "./catalogue/items.ts";
import { search } from "./catalogue/search.ts";
import { SearchIndex } from "./catalogue/search/refresh.ts";
import { catalogue, checkFitment } from "./catalogue/catalogue.ts";
import { partSearch } from "./catalogue/part-search.ts";
import { addToCart, cartNotFound, deleteLine, getCarts, updateLineQuantity } from "./cart/cart.ts";
import { joinGuestCart, mayUseCart, openCartOf } from "./cart/owner.ts";
import { quickOrderCall } from "./cart/quick-order.ts";
import { isQuickOrderCall, QuickOrderCallSchema } from "../contract/quick-order.ts";
import { recheckVatBeforeOrder, updateAddress, updateCartFields } from "./cart/checkout.ts";
import { addOrder, getTransaction, markPaidIn, payableOrders, readOrder, type OrderHooks } from "./orders/orders.ts";
import { createPdfCache } from "./orders/pdf-cache.ts";
import { sharedPdfPool } from "./orders/pdf-pool.ts";
import { withdraw } from "./orders/withdrawal.ts";
import { viesFromEnv, type ViesOptions } from "./tax/vies.ts";
import { cachedTaxRates } from "./tax/rates.ts";
import { consumerTax } from "./tax/rule.ts";
import { parseAxlePath, renderAxlePicture } from "./catalogue/axle-picture.ts";
import { storedPicture } from "./catalogue/pictures.ts";
import { regionFor } from "./catalogue/region.ts";
import { sellerBankAccounts } from "./bank/accounts.ts";
import { COMPANY_IDS } from "../contract/seller.ts";
import { parsePaymentConfig, type PaymentConfig } from "./payments/config.ts";
import { createRegistry, type ProviderRegistry } from "./payments/provider.ts";
import { createPayments, type PayableOrders } from "./payments/service.ts";
import type { OnCompleted } from "./payments/store.ts";
import { getMarquee, getNews, getSlider } from "./content/content.ts";
import { mailConfigFromEnv, publicShopUrl, type MailConfig } from "./mail/config.ts";
import { enqueueMail } from "./mail/outbox.ts";
import { hitRateLimit, pruneRateLimits } from "./ratelimit/ratelimit.ts";
import { accountOf } from "./customers/account.ts";
import { addressesOf, deleteAddress, saveAddress, updateSettings } from "./customers/addresses.ts";
import { priceLevels } from "./customers/customers.ts";
import {
  changeEmail,
  changePassword,
  confirmEmailChange,
  customerOfSession,
  pendingEmailChange,
  requestPasswordReset,
  setPasswordWithToken,
  signIn,
  signOut,
  signOutOthers,
  type AuthOptions,
} from "./customers/auth.ts";
import type { ScryptParams } from "./customers/password.ts";
import { accountOrder, ledger, orderHistory, orderStatusReport } from "./orders/account-orders.ts";
import { applyForAccount } from "./customers/applications.ts";
import { exportPriceList } from "./pricelist/export.ts";
import { deliveryFacts } from "./shipping/facts.ts";
import { DELIVERY_PATH, GetDeliveryFactsRequestSchema } from "../contract/delivery.ts";
import { GetSitemapEntriesRequestSchema, GetSitemapPartsRequestSchema, SITEMAP_PATH } from "../contract/sitemap.ts";
import { sitemapEntries, sitemapParts } from "./catalogue/sitemap.ts";
import {
  SubmitWarrantyClaimRequestSchema,
  WARRANTY_BODY_MAX_BYTES,
  WARRANTY_PATH,
  WarrantyClaimFieldsSchema,
} from "../contract/warranty.ts";
import { submitClaim, warrantyDailyBytesFromEnv } from "./warranty/claims.ts";
import { CACHE_VERSION_PATH } from "../contract/cache-version.ts";
import { cacheVersion } from "./cache/version.ts";

export interface ErpResult {
  status: number;
  body: unknown;
  /** A picture, for the GET /media calls. */
  svg?: string;
  /** A document, for GET /api/pdf/transactions/{id}. */
  pdf?: Buffer;
  filename?: string;
  /** A file streamed as it is written (the price-list export). */
  file?: { stream: ReadableStream<Uint8Array>; contenttype: string; filename: string };
  /** Headers of the answer over HTTP besides its type (Retry-After of a refusal for now). */
  headers?: Record<string, string>;
}

export interface ErpOptions {
  db: Database;
  /** Fixed "today" for tests; the wall clock otherwise. */
  now?: () => Date;
  log?: (message: string) => void;
  /** Progress lines (the search index's builds); silent by default. */
  info?: (message: string) => void;
  /**
   * Payments (erp/payments). Providers come from `config` (default: the environment, validated
   * here, so a half-configured provider stops the ERP at start). Without `orders` the payment
   * calls answer 501: the orders domain supplies the order to pay and onCompleted
   * (setPaymentStatus), called once per order inside the completing transaction.
   */
  payments?: {
    config?: PaymentConfig;
    registry?: ProviderRegistry;
    orders?: PayableOrders;
    onCompleted?: OnCompleted;
  };
  /** Office addresses of the e-mail endpoints; from the environment by default. */
  mail?: Pick<MailConfig, "office">;
  /** Told after a message was written to the outbox (the sender in the same process looks at once). */
  onMailQueued?: (id: string) => void;
  /** VIES REST API for VAT numbers; undefined reads VIES_ENABLED / VIES_URL, null checks the format only. */
  vies?: ViesOptions | null;
  /** scrypt parameters of customer passwords: OWASP's by default (erp/customers/password.ts); tests pass cheaper ones. */
  scrypt?: ScryptParams;
  /** Test hooks of the order transaction (see erp/orders/orders.ts). */
  orderHooks?: OrderHooks;
  /** Draws an order PDF; by default in the process's worker threads (erp/orders/pdf-pool.ts). */
  renderPdf?: (order: Order) => Promise<Buffer>;
}

const WEBHOOK_PATHS: Record<string, "paypal" | "revolut"> = {
  "/webhooks/paypal": "paypal",
  "/webhooks/revolut": "revolut",
};

const MAX_BODY_BYTES = 64 * 1024;

const error = (
  status: number,
  code: ErrorResponse["code"],
  errmsg: string,
  fields?: ErrorResponse["fields"],
  retryAfter?: number,
): ErpResult => ({
  status,
  body: {
    errmsg,
    code,
    ...(fields ? { fields } : {}),
    // A refusal for now (a throttled webhook): when to try again, also as the Retry-After header.
    ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
  },
  ...(retryAfter === undefined ? {} : { headers: { "Retry-After": String(retryAfter) } }),
});

function zodFailure(err: z.ZodError): ErpResult {
  const fields: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join(".") || "body";
    (fields[key] ??= []).push(issue.message);
  }
  const first = err.issues[0];
  const where = first?.path.join(".");
  return error(400, "BAD_REQUEST", `Invalid request${where ? `: ${where}: ${first?.message}` : ""}`, fields);
}

export function createErp(options: ErpOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m: string) => console.error(m));
  const mail = options.mail ?? mailConfigFromEnv();
  // Links in e-mails are absolute: production without SHOP_URL stops here, at start (decision 0032).
  const shopUrl = publicShopUrl();

  const paymentConfig = options.payments?.config ?? parsePaymentConfig(process.env);
  const registry = options.payments?.registry ?? createRegistry(paymentConfig, { now });
  // The reference ERP pays its own orders; tests may hand in others.
  const orders = options.payments?.orders ?? payableOrders(options.db);
  const onCompleted: OnCompleted =
    options.payments?.onCompleted ??
    (async (tx, token, payment) => {
      await markPaidIn(tx, token, { provider: payment.provider, reference: payment.providerRef }, mail.office);
    });
  // Orders without onCompleted would take payments and never mark an order paid.
  if (options.payments?.orders && !options.payments.onCompleted) {
    throw new Error("payments.orders is wired without payments.onCompleted (setPaymentStatus)");
  }
  const payments = createPayments({ db: options.db, registry, orders, onCompleted, log, now });
  const vies = options.vies === undefined ? viesFromEnv() : options.vies;

  const taxRates = cachedTaxRates(options.db);
  const context = async (body: {
    source: CallContext["source"];
    currency: CallContext["currency"];
    country: string;
    taxcountry?: string;
    lang: CallContext["lang"];
    customer: string;
  }): Promise<CallContext> => {
    const at = now();
    // A signed-in shopper's calls carry their session token; one that no longer signs anyone in
    // is AUTH001 on every call, and the storefront signs the shopper out (transactions.md).
    const account = body.customer === "guest" ? null : await customerOfSession(options.db, body.customer, at);
    if (body.customer !== "guest" && !account) throw new ErpError(401, "AUTH001", "Not signed in (session ended)");
    return {
      db: options.db,
      now: at,
      paymentMethods: registry.providers.map((p) => p.method),
      ...body,
      account,
      levels: account ? await priceLevels(options.db, account.id) : [],
      taxRates,
      priceTax: consumerTax(body, await taxRates(), at),
    };
  };
  const auth = (at: Date): AuthOptions => ({
    db: options.db,
    now: at,
    scrypt: options.scrypt,
    onMail: (id) => options.onMailQueued?.(id),
  });

  let lastPrune = 0;
  // Order PDFs: drawn off the event loop, once per order state, kept in the database.
  const orderPdf = createPdfCache({
    db: options.db,
    render: options.renderPdf ?? ((order) => sharedPdfPool().render(order)),
    now,
    log,
  });
  // The search index of this ERP: built on the first search, kept current from the change log.
  const searchIndex = new SearchIndex(options.db, options.info);

  async function post(path: string, raw: unknown): Promise<ErpResult> {
    switch (path) {
      case "/item": {
        const body = ItemRequestSchema.parse(raw);
        const ctx = await context(body);
        switch (body.action) {
          case "getItem":
            return { status: 200, body: { item: await getItem(ctx, body.urlcomponent) } };
          case "getPrice":
            return { status: 200, body: await getPrice(ctx, body.record, body.quantity) };
          case "getRelatedItems":
            return {
              status: 200,
              body: { items: await getRelatedItems(ctx, body.record, body.related, body.vehicle) },
            };
          case "getApplications":
            return { status: 200, body: await getApplications(ctx, body.record) };
          case "getAxleInfo":
            return { status: 200, body: await getAxleInfo(ctx, body.record) };
          case "getBearingData":
            return { status: 200, body: await getBearingData(ctx, body.name) };
          case "getCatalogueScript":
            return { status: 200, body: await getCatalogueScript(ctx, body.number, body.manufacturer) };
          case "getKitComponents":
            return { status: 200, body: { components: await getKitComponents(ctx, body.record) } };
        }
        break;
      }
      case "/search": {
        const body = SearchRequestSchema.parse(raw);
        return { status: 200, body: await search(await context(body), searchIndex, body.keyword, body) };
      }
      case "/cart": {
        if (isQuickOrderCall(raw)) {
          const body = QuickOrderCallSchema.parse(raw);
          const ctx = await context(body);
          // Lines go into a basket the caller may use (theirs or a guest's), else the customer's open one.
          if (body.action !== "checkQuickOrder") {
            const usable = !body.cart_id || (await mayUseCart(ctx, body.cart_id));
            body.cart_id = (usable ? body.cart_id : null) ?? (await openCartOf(ctx));
          }
          return { status: 200, body: await quickOrderCall(ctx, body) };
        }
        const body = CartRequestSchema.parse(raw);
        const ctx = await context(body);
        // A customer's basket is theirs alone: to anyone else it does not exist (issue 20).
        const usable = !body.cart_id || (await mayUseCart(ctx, body.cart_id));
        if (!usable && body.action !== "addToCart") throw cartNotFound();
        switch (body.action) {
          case "getCarts":
            return { status: 200, body: await getCarts(ctx, body.cart_id) };
          case "addToCart":
            return {
              status: 200,
              body: await addToCart(ctx, {
                // A signed-in customer without the basket id (another device) adds to their own basket.
                cartId: (usable ? body.cart_id : null) ?? (await openCartOf(ctx)),
                itemId: body.record,
                quantity: body.quantity,
                location: body.location,
                additionalservice: body.additionalservice,
                memo: body.memo,
              }),
            };
          case "updateCart": {
            let capped = false;
            if ("line_id" in body && body.field === "quantity") {
              capped = (await updateLineQuantity(ctx, body.cart_id, body.line_id, body.value)).capped;
            } else if ("line_id" in body && body.field === "deleted") {
              await deleteLine(ctx, body.cart_id, body.line_id);
            } else if ("changes" in body) {
              await updateCartFields(ctx, body.cart_id, body.changes, { batch: true, vies });
            } else if ("field" in body && !("line_id" in body)) {
              await updateCartFields(ctx, body.cart_id, [{ field: body.field, value: body.value }], {
                batch: false,
                vies,
              });
            }
            return { status: 200, body: { cart_id: body.cart_id, capped, ...(await getCarts(ctx, body.cart_id)) } };
          }
          case "updateAddress": {
            const address = AddressSchema.parse(body);
            return { status: 200, body: await updateAddress(ctx, body.cart_id, address) };
          }
          case "addOrder":
            await recheckVatBeforeOrder(ctx, body.cart_id, vies);
            return { status: 200, body: await addOrder(ctx, body.cart_id, options.orderHooks) };
        }
        break;
      }
      case "/transactions": {
        const body = TransactionsRequestSchema.parse(raw);
        const ctx = await context(body);
        switch (body.action) {
          case "getTransactions":
            return { status: 200, body: { transaction: await getTransaction(ctx, body.transaction_id) } };
          case "withdraw": {
            const { mailIds, ...answer } = await withdraw(ctx, mail.office, body);
            for (const id of mailIds) options.onMailQueued?.(id);
            return { status: 200, body: answer };
          }
        }
        break;
      }
      case "/catalogue": {
        if (typeof raw === "object" && raw !== null && (raw as { action?: unknown }).action === "partSearch") {
          const body = PartSearchRequestSchema.parse(raw);
          return { status: 200, body: await partSearch(await context(body), body) };
        }
        if (typeof raw === "object" && raw !== null && (raw as { action?: unknown }).action === "checkFitment") {
          const body = CheckFitmentRequestSchema.parse(raw);
          return { status: 200, body: await checkFitment(await context(body), body) };
        }
        const body = CatalogueRequestSchema.parse(raw);
        return { status: 200, body: await catalogue(await context(body), body) };
      }
      case "/paymentmethods": {
        const body = GetPaymentMethodsRequestSchema.parse(raw);
        return { status: 200, body: await payments.getPaymentMethods(body) };
      }
      case "/payments": {
        const body = PaymentsRequestSchema.parse(raw);
        switch (body.action) {
          case "startPayment":
            return { status: 200, body: await payments.startPayment(body) };
          case "completePayment":
            return { status: 200, body: await payments.completePayment(body) };
        }
        break;
      }
      case "/news": {
        const body = NewsRequestSchema.parse(raw);
        return { status: 200, body: await getNews(options.db, body) };
      }
      case "/account": {
        const body = AccountRequestSchema.parse(raw);
        const at = now();
        switch (body.action) {
          case "signIn": {
            const { token, customer } = await signIn(auth(at), body);
            // The guest's basket joins the customer's, priced and capped for the customer.
            const ctx = await context({ ...body, customer: token });
            const cartId = await joinGuestCart(ctx, body.cart_id);
            const basket = cartId
              ? { cart_id: cartId, quantity: (await getCarts(ctx, cartId)).summary.quantity }
              : null;
            return { status: 200, body: { token, account: await accountOf(options.db, customer), basket } };
          }
          case "requestPasswordReset":
            await requestPasswordReset(auth(at), body.email);
            return { status: 200, body: {} };
          case "setPassword":
            return { status: 200, body: await setPasswordWithToken(auth(at), body) };
          case "signOut":
            await signOut(options.db, body.customer);
            return { status: 200, body: {} };
          case "getEmailChange":
            return { status: 200, body: { email: (await pendingEmailChange(auth(at), body.token))?.email ?? null } };
          case "confirmEmailChange":
            return { status: 200, body: await confirmEmailChange(auth(at), body.token) };
        }
        const ctx = await context(body);
        if (!ctx.account) throw new ErpError(401, "AUTH001", "Not signed in");
        switch (body.action) {
          case "getAccount":
            return { status: 200, body: { account: await accountOf(options.db, ctx.account) } };
          case "changePassword":
            return {
              status: 200,
              body: await changePassword(auth(at), ctx.account, { ...body, session: body.customer }),
            };
          case "signOutOthers":
            return { status: 200, body: await signOutOthers(options.db, ctx.account, body.customer) };
          case "changeEmail":
            return { status: 200, body: await changeEmail(auth(at), ctx.account, body) };
          case "getAddresses":
            return { status: 200, body: { addresses: await addressesOf(options.db, ctx.account) } };
          case "saveAddress": {
            const address = await saveAddress(options.db, ctx.account, { ...body.address, id: body.id });
            return { status: 200, body: { address } };
          }
          case "deleteAddress":
            await deleteAddress(options.db, ctx.account, body.id);
            return { status: 200, body: {} };
          case "updateSettings": {
            const settings = { language: body.language, currency: body.preferredcurrency, newsMail: body.newsmail };
            await updateSettings(options.db, ctx.account, { ...settings, now: at });
            const customer = await customerOfSession(options.db, body.customer, at);
            if (!customer) throw new ErpError(401, "AUTH001", "Not signed in");
            return { status: 200, body: { account: await accountOf(options.db, customer) } };
          }
        }
        break;
      }
      case "/account/orders": {
        // The signed-in customer's own orders and ledger: the account comes from the session token only.
        const body = AccountOrdersRequestSchema.parse(raw);
        const ctx = await context(body);
        if (!ctx.account) throw new ErpError(401, "AUTH001", "Not signed in");
        switch (body.action) {
          case "getOrderHistory":
            return { status: 200, body: await orderHistory(ctx.db, ctx.account, body) };
          case "getAccountOrder":
            return { status: 200, body: { order: await accountOrder(ctx.db, ctx.account, body.number) } };
          case "getOrderStatusReport":
            return { status: 200, body: await orderStatusReport(ctx.db, ctx.account, body.page, ctx.now) };
          case "getLedger":
            return { status: 200, body: await ledger(ctx.db, ctx.account, body, ctx.now) };
        }
        break;
      }
      case DELIVERY_PATH: {
        const body = GetDeliveryFactsRequestSchema.parse(raw);
        return { status: 200, body: { delivery: await deliveryFacts(await context(body)) } };
      }
      case SITEMAP_PATH: {
        const body = z
          .discriminatedUnion("action", [GetSitemapPartsRequestSchema, GetSitemapEntriesRequestSchema])
          .parse(raw);
        const ctx = { db: options.db, source: body.source };
        if (body.action === "getSitemapParts")
          return { status: 200, body: { parts: await sitemapParts(ctx, body.kind, body.perpart) } };
        return { status: 200, body: { entries: await sitemapEntries(ctx, body) } };
      }
      case APPLICATIONS_PATH: {
        const body = ApplyForAccountRequestSchema.parse(raw);
        const { mailIds } = await applyForAccount(options.db, {
          source: body.source,
          office: mail.office[body.source],
          shopUrl,
          // Only the application's own fields (the common ones are the request's, not the applicant's).
          application: ApplicationFieldsSchema.parse(raw),
        });
        for (const id of mailIds) options.onMailQueued?.(id);
        return { status: 200, body: { received: true } };
      }
      case WARRANTY_PATH: {
        const body = SubmitWarrantyClaimRequestSchema.parse(raw);
        const { number, mailIds } = await submitClaim(options.db, {
          source: body.source,
          lang: body.lang,
          office: mail.office[body.source],
          now: now(),
          // Only the claim's own fields (the common ones are the request's, not the shopper's).
          claim: WarrantyClaimFieldsSchema.parse(raw),
          pictures: body.pictures,
          dailyBytes: warrantyDailyBytesFromEnv(),
        });
        for (const id of mailIds) options.onMailQueued?.(id);
        return { status: 200, body: { claim: number } };
      }
      case "/ratelimit": {
        const body = HitRateLimitRequestSchema.parse(raw);
        const at = now();
        // Keys that went quiet keep up to `limit` rows; once an hour they are swept.
        if (at.getTime() - lastPrune > 3_600_000) {
          lastPrune = at.getTime();
          await pruneRateLimits(options.db, at);
        }
        return {
          status: 200,
          body: await hitRateLimit(options.db, at, {
            key: body.key,
            limit: body.limit,
            windowSeconds: body.window_seconds,
          }),
        };
      }
      case "/email/contact-general":
      case "/email/contact-dealer":
      case "/email/enquiry-form":
      case "/email/quick-contact-form": {
        const { id } = await enqueueMail(options.db, mail, path, raw);
        options.onMailQueued?.(id);
        return { status: 200, body: { ok: true, id } };
      }
    }
    return error(404, "NOT_FOUND", `Unknown call ${path}`);
  }

  async function get(path: string, query: URLSearchParams): Promise<ErpResult> {
    const source = /^\/source\/([^/]+)$/.exec(path);
    if (source) {
      const parsedSource = SourceSchema.safeParse(decodeURIComponent(source[1] ?? ""));
      const country = CountrySchema.safeParse(query.get("country") ?? "PL");
      if (!parsedSource.success) return error(400, "BAD_REQUEST", "Unknown source");
      return { status: 200, body: regionFor(parsedSource.data, country.success ? country.data : "PL") };
    }
    // A seller company's bank accounts (the imprint and the terms name them): GET /bank-accounts/pl.
    const accounts = /^\/bank-accounts\/([^/]+)$/.exec(path);
    if (accounts) {
      const seller = COMPANY_IDS.find((id) => id === decodeURIComponent(accounts[1] ?? ""));
      if (!seller) return error(404, "NOT_FOUND", "Unknown seller");
      return { status: 200, body: { accounts: await sellerBankAccounts(options.db, seller) } };
    }
    if (path.startsWith("/media/parts/")) {
      const svg = await storedPicture(options.db, path);
      if (svg === null) return error(404, "NOT_FOUND", "Photo not found");
      return { status: 200, body: null, svg };
    }
    if (path.startsWith("/media/axle/")) {
      const axle = parseAxlePath(path);
      if (!axle) return error(404, "NOT_FOUND", "Picture not found");
      return { status: 200, body: null, svg: renderAxlePicture(axle) };
    }
    if (path === "/health") return { status: 200, body: { ok: true } };
    // What the storefront's cache of guests' answers follows (decision 0042).
    if (path === CACHE_VERSION_PATH) return { status: 200, body: { version: await cacheVersion(options.db) } };
    // The marquee and the slider by site key (the site's source): GET /marquee/main, GET /slider/uk.
    const content = /^\/(marquee|slider)\/([^/]+)$/.exec(path);
    if (content) {
      const site = SourceSchema.safeParse(decodeURIComponent(content[2] ?? ""));
      if (!site.success) return error(400, "BAD_REQUEST", "Unknown source");
      return {
        status: 200,
        body:
          content[1] === "marquee" ? await getMarquee(options.db, site.data) : await getSlider(options.db, site.data),
      };
    }
    const pdf = /^\/api\/pdf\/transactions\/([^/]+)$/.exec(path);
    if (pdf) {
      const params = OrderPdfParamsSchema.safeParse({ id: decodeURIComponent(pdf[1] ?? "") });
      const order =
        params.success && /^[0-9a-f]{32}$/.test(params.data.id) ? await readOrder(options.db, params.data.id) : null;
      if (!order) return error(404, "NOT_FOUND", "Order not found");
      return { status: 200, body: null, pdf: await orderPdf(order), filename: `${order.name}.pdf` };
    }
    return error(404, "NOT_FOUND", `Unknown call ${path}`);
  }

  /** Errors of a call as the spec's { errmsg, code } bodies; never a stack trace. */
  async function guarded(method: string, path: string, run: () => Promise<ErpResult> | ErpResult): Promise<ErpResult> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof z.ZodError) return zodFailure(err);
      if (err instanceof ErpError) return error(err.status, err.code, err.message, err.fields, err.retryAfter);
      log(`[erp] ${method} ${path} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return error(500, "INTERNAL", "The ERP could not complete the request");
    }
  }

  /** One call, as the in-process transport makes it. */
  async function call(method: "GET" | "POST", path: string, body?: unknown, query = new URLSearchParams()) {
    return guarded(method, path, () => (method === "GET" ? get(path, query) : post(path, body)));
  }

  /**
   * A call whose answer is a file, streamed as it is written: the price-list export. Refusals
   * (bad input, AUTH001) come before the first byte, as JSON errors like every call's.
   */
  async function download(path: string, raw: unknown): Promise<ErpDownload> {
    const result = await guarded("POST", path, async (): Promise<ErpResult> => {
      if (path !== PRICE_LIST_PATH) return error(404, "NOT_FOUND", `Unknown call ${path}`);
      const body = ExportPriceListRequestSchema.parse(raw);
      const file = exportPriceList(await context(body), body);
      return { status: 200, body: null, file };
    });
    return result.file ? { status: 200, file: result.file } : { status: result.status, body: result.body };
  }

  /**
   * A provider's webhook: the raw body as received, because the signature covers its exact bytes.
   * In-process hosts (the storefront server) forward POST /webhooks/{paypal,revolut} here.
   */
  async function webhook(provider: "paypal" | "revolut", headers: Headers, rawBody: string): Promise<ErpResult> {
    return guarded("POST", `/webhooks/${provider}`, async () => {
      return { status: 200, body: await payments.webhook(provider, headers, rawBody) };
    });
  }

  /** The same calls over HTTP: Request -> Response. */
  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" || request.method === "HEAD") {
      const result = await call("GET", url.pathname, undefined, url.searchParams);
      if (result.svg !== undefined) {
        return new Response(result.svg, {
          headers: {
            "Content-Type": "image/svg+xml; charset=utf-8",
            "Cache-Control": "public, max-age=31536000, immutable",
            "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
          },
        });
      }
      if (result.pdf !== undefined) {
        return new Response(new Uint8Array(result.pdf), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `inline; filename="${result.filename ?? "order.pdf"}"`,
            "Cache-Control": "private, no-store",
          },
        });
      }
      return json(result);
    }
    if (request.method !== "POST") return json(error(405, "BAD_REQUEST", "Method not allowed"));
    const provider = WEBHOOK_PATHS[url.pathname];
    if (provider) {
      const raw = await request.text();
      if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return json(error(413, "BAD_REQUEST", "The body is too large"));
      return json(await webhook(provider, request.headers, raw));
    }
    const type = request.headers.get("content-type") ?? "";
    if (!type.includes("application/json")) {
      return json(error(415, "BAD_REQUEST", "The body must be application/json"));
    }
    const text = await request.text();
    // A warranty claim carries its pictures in base64; every other call is a small JSON body.
    const max = url.pathname === WARRANTY_PATH ? WARRANTY_BODY_MAX_BYTES : MAX_BODY_BYTES;
    if (Buffer.byteLength(text) > max) return json(error(413, "BAD_REQUEST", "The body is too large"));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(error(400, "BAD_REQUEST", "The body is not valid JSON"));
    }
    if (url.pathname === PRICE_LIST_PATH) {
      const answer = await download(url.pathname, body);
      if (!answer.file) return json({ status: answer.status, body: answer.body });
      return new Response(answer.file.stream, {
        headers: {
          "Content-Type": answer.file.contenttype,
          "Content-Disposition": `attachment; filename="${answer.file.filename}"`,
          "Cache-Control": "private, no-store",
        },
      });
    }
    return json(await call("POST", url.pathname, body));
  }

  /** Builds the search index and the words of every language before the first shopper searches. */
  const warmUpSearch = () => searchIndex.warmUp();

  return { call, download, handle, webhook, paymentProviders: registry, warmUpSearch };
}

export type Erp = ReturnType<typeof createErp>;

function json(result: ErpResult): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { ...result.headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
