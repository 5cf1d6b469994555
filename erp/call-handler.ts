/**
 * A handler per call of the contract's call table (contract/wire.ts Calls): each ERP module
 * exports the handlers of its own calls (erp/<module>/calls.ts) and erp/calls.ts composes them.
 */
import type { z } from "zod";
import type { CallName, Calls } from "../contract/wire.ts";
import type { SearchIndex } from "./catalogue/search/refresh.ts";
import type { ErpResult } from "./call-result.ts";
import type { CallContext } from "./context.ts";
import type { AuthOptions } from "./customers/auth.ts";
import type { Database } from "./db/client.ts";
import type { MailConfig } from "./mail/config.ts";
import type { OrderHooks } from "./orders/orders.ts";
import type { Payments } from "./payments/service.ts";
import type { ViesOptions } from "./tax/vies.ts";

/** The common body fields a call context is made from. */
export interface ContextFields {
  source: CallContext["source"];
  currency: CallContext["currency"];
  country: string;
  taxcountry?: string;
  lang: CallContext["lang"];
  customer: string;
}

/** What the handlers of one ERP share (made once by createErp). */
export interface CallDeps {
  db: Database;
  now: () => Date;
  /** The caller's account, price levels and tax (erp/call-context.ts); AUTH001 for an ended session. */
  context: (body: ContextFields) => Promise<CallContext>;
  auth: (at: Date) => AuthOptions;
  mail: Pick<MailConfig, "office">;
  /** The shop's public address for links in e-mails. */
  shopUrl: string;
  vies: ViesOptions | null;
  payments: Payments;
  searchIndex: SearchIndex;
  orderHooks?: OrderHooks;
  onMailQueued: (id: string) => void;
  /** Sign-in joins the guest's basket to the customer's (erp/cart/calls.ts), answered with its count. */
  joinBasket: (ctx: CallContext, guestCartId: string | null | undefined) => Promise<BasketSummary | null>;
  /** When the rate limits' quiet keys were last swept (erp/ratelimit/calls.ts). */
  sweep: { lastPrune: number };
}

export interface BasketSummary {
  cart_id: string;
  quantity: number;
}

export type CallBody<N extends CallName> = z.infer<(typeof Calls)[N]["request"]>;
/** One call's handler: its body as parsed by the path's schema, and the raw body for calls that reparse parts. */
export type Handler<N extends CallName> = (deps: CallDeps, body: CallBody<N>, raw: unknown) => Promise<ErpResult>;
/** The handlers of the calls `N`, one each. */
export type HandlersOf<N extends CallName> = { [K in N]: Handler<K> };
