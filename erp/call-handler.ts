/**
 * A handler per call of the contract's call table (contract/wire.ts Calls): each ERP module
 * exports the handlers of its own calls (erp/<module>/calls.ts) with the dependencies they need,
 * and erp/calls.ts composes them. This file imports no ERP module, so every module may import it.
 */
import type { z } from "zod";
import type { Source } from "../contract/catalogue.ts";
import type { Language } from "../contract/languages.ts";
import type { Currency } from "../contract/money.ts";
import type { CallName, Calls } from "../contract/wire.ts";
import type { ErpResult } from "./call-result.ts";

/** The common body fields a call context is made from (erp/call-context.ts). */
export interface ContextFields {
  source: Source;
  currency: Currency;
  country: string;
  /** Where the caller's goods go, once the storefront knows (the basket's delivery country). */
  taxcountry?: string;
  lang: Language;
  /** "guest", or a signed-in customer's session token (never stored: carts and orders keep account.number). */
  customer: string;
}

/** The office addresses of the e-mails, per source (erp/mail/config.ts). */
export interface MailOffices {
  office: Record<Source, string>;
}

export type CallBody<N extends CallName> = z.infer<(typeof Calls)[N]["request"]>;
/**
 * One call's handler: the dependencies `D` its module needs (the ERP hands in all of them), its
 * body as parsed by the path's schema, and the raw body for calls that reparse parts of it.
 */
export type Handler<N extends CallName, D> = (deps: D, body: CallBody<N>, raw: unknown) => Promise<ErpResult>;
/** The handlers of the calls `N`, one each. */
export type HandlersOf<N extends CallName, D> = { [K in N]: Handler<K, D> };
