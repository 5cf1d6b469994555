/**
 * The ERP's surface: the spec's call tables as action-based POST bodies (and a few GETs). Every
 * body is validated against its schema in contract/; bad input gets 400 with { errmsg, code, fields }, a
 * failure inside gets 500 with a generic message, never a stack trace. The parts: the call context
 * (erp/call-context.ts), the POST dispatch to each module's handlers (erp/calls.ts), the GET calls
 * with media and PDFs (erp/get-calls.ts) and the HTTP adapter (erp/http.ts).
 */
import { z } from "zod";
import { PRICE_LIST_PATH, ExportPriceListRequestSchema } from "../contract/price-list.ts";
import { ExportOfficeOrdersRequestSchema } from "../contract/office-orders.ts";
import { OFFICE_PATH } from "../contract/staff.ts";
import type { ErpDownload, PaymentWebhookProvider } from "../contract/transport.ts";
import type { Order } from "../contract/orders.ts";
import type { Company } from "../contract/seller.ts";
import { createCallContext } from "./call-context.ts";
import { error, zodFailure, type ErpResult } from "./call-result.ts";
import { HANDLERS, post, type CallDeps } from "./calls.ts";
import { joinBasket } from "./cart/calls.ts";
import { SearchIndex } from "./catalogue/search/refresh.ts";
import type { ScryptParams } from "./customers/password.ts";
import type { Database } from "./db/client.ts";
import { ErpError } from "./errors.ts";
import { get } from "./get-calls.ts";
import { runFeed } from "./import/feed.ts";
import type { ImportFormat } from "./import/run.ts";
import { handleHttp } from "./http.ts";
import { mailConfigFromEnv, publicShopUrl, type MailConfig } from "./mail/config.ts";
import { markPaidIn, type OrderHooks } from "./orders/orders.ts";
import { payableOrders } from "./orders/payable.ts";
import { createPdfCache } from "./orders/pdf-cache.ts";
import { sharedPdfPool } from "./orders/pdf-pool.ts";
import { parsePaymentConfig, type PaymentConfig } from "./payments/config.ts";
import { createDemoPayments } from "./payments/demo.ts";
import { createRegistry, type ProviderRegistry } from "./payments/provider.ts";
import { createPayments, type PayableOrders } from "./payments/service.ts";
import { recordPaidMethod } from "./orders/payment-mail.ts";
import type { OnCompleted } from "./payments/store.ts";
import { viesFromEnv, type ViesOptions } from "./tax/vies.ts";

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
  renderPdf?: (order: Order, seller: Company) => Promise<Buffer>;
}

export function createErp(options: ErpOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m: string) => console.error(m));
  const mail = options.mail ?? mailConfigFromEnv();
  // Links in e-mails are absolute: production without SHOP_URL stops here, at start (decision 0032).
  const shopUrl = publicShopUrl();

  const paymentConfig = options.payments?.config ?? parsePaymentConfig();
  // The demo's payment page is registered everywhere and offered only where the demo loader wrote
  // its payment_methods row (decision 0071); production refuses to start with that row (demo-guard).
  const registry =
    options.payments?.registry ?? createRegistry(paymentConfig, { now }, [createDemoPayments(options.db, { now })]);
  // The reference ERP pays its own orders; tests may hand in others.
  const orders = options.payments?.orders ?? payableOrders(options.db);
  const onCompleted: OnCompleted =
    options.payments?.onCompleted ??
    (async (tx, token, payment) => {
      const paid = await markPaidIn(
        tx,
        token,
        { provider: payment.provider, reference: payment.providerRef },
        mail.office,
      );
      // The order names how it was paid, and its customer gets a receipt: once, in this transaction.
      if (paid.changed)
        await recordPaidMethod(tx, token, { method: payment.method, reference: payment.providerRef, paidAt: now() });
    });
  // Orders without onCompleted would take payments and never mark an order paid.
  if (options.payments?.orders && !options.payments.onCompleted) {
    throw new Error("payments.orders is wired without payments.onCompleted (setPaymentStatus)");
  }
  const payments = createPayments({ db: options.db, registry, orders, onCompleted, log, now });
  const vies = options.vies === undefined ? viesFromEnv() : options.vies;

  const onMailQueued = (id: string) => options.onMailQueued?.(id);
  const { context, auth } = createCallContext({
    db: options.db,
    now,
    paymentMethods: () => registry.providers.map((p) => p.method),
    scrypt: options.scrypt,
    onMailQueued,
  });
  // Order PDFs: drawn off the event loop, once per order state, kept in the database.
  const orderPdf = createPdfCache({
    db: options.db,
    render: options.renderPdf ?? ((order, seller) => sharedPdfPool().render(order, seller)),
    now,
    log,
  });
  // The search index of this ERP: built on the first search, kept current from the change log.
  const searchIndex = new SearchIndex(options.db, options.info);
  const deps: CallDeps = {
    db: options.db,
    now,
    context,
    auth,
    mail,
    shopUrl,
    vies,
    payments,
    searchIndex,
    orderHooks: options.orderHooks,
    onMailQueued,
    joinBasket: async (fields, guestCartId) => joinBasket(await context(fields), guestCartId),
    sweep: { lastPrune: 0 },
  };

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
    return guarded(method, path, () =>
      method === "GET" ? get({ db: options.db, orderPdf }, path, query) : post(deps, path, body),
    );
  }

  /**
   * A call whose answer is a file, streamed as it is written: the price-list export and the office's
   * order export (exportOfficeOrders, posted to the office's path). Refusals
   * (bad input, AUTH001) come before the first byte, as JSON errors like every call's.
   */
  async function download(path: string, raw: unknown): Promise<ErpDownload> {
    const result = await guarded("POST", path, async (): Promise<ErpResult> => {
      if (path === OFFICE_PATH) {
        // The office's order export: its staff session and roles are checked like every office call's.
        return HANDLERS.exportOfficeOrders(deps, ExportOfficeOrdersRequestSchema.parse(raw), raw);
      }
      if (path !== PRICE_LIST_PATH) return error(404, "NOT_FOUND", `Unknown call ${path}`);
      return HANDLERS.exportPriceList(deps, ExportPriceListRequestSchema.parse(raw), raw);
    });
    return result.file ? { status: 200, file: result.file } : { status: result.status, body: result.body };
  }

  /**
   * A provider's webhook: the raw body as received, because the signature covers its exact bytes.
   * In-process hosts (the storefront server) forward POST /webhooks/{paypal,revolut,stripe} here.
   */
  async function webhook(provider: PaymentWebhookProvider, headers: Headers, rawBody: string): Promise<ErpResult> {
    return guarded("POST", `/webhooks/${provider}`, async () => {
      return { status: 200, body: await payments.webhook(provider, headers, rawBody) };
    });
  }

  /** A feed of the distributor's own system (erp/import/feed.ts), over HTTP only. */
  const feed = (path: string, format: ImportFormat, text: string) =>
    guarded("POST", path, () => runFeed(options.db, path, format, text));

  /** The same calls over HTTP: Request -> Response (erp/http.ts). */
  const handle = (request: Request): Promise<Response> => handleHttp({ call, download, webhook, feed }, request);

  /** Builds the search index and the words of every language before the first shopper searches. */
  const warmUpSearch = () => searchIndex.warmUp();

  return { call, download, handle, webhook, paymentProviders: registry, warmUpSearch };
}

export type Erp = ReturnType<typeof createErp>;
