/**
 * The dispatch of the POST calls: each path's body is validated against its schema in contract/
 * (the path's union of calls), then answered by the handler of its action, which the module owning
 * the call registers (erp/<module>/calls.ts). HANDLERS has exactly one handler per call of the call
 * table (contract/wire.ts Calls): the type names a missing one, erp/calls.test.ts a duplicate.
 */
import { z } from "zod";
import { APPLICATIONS_PATH, ApplyForAccountRequestSchema } from "../contract/application.ts";
import { DELIVERY_PATH, GetDeliveryFactsRequestSchema } from "../contract/delivery.ts";
import { isQuickOrderCall, QuickOrderCallSchema } from "../contract/quick-order.ts";
import { GetSitemapEntriesRequestSchema, GetSitemapPartsRequestSchema, SITEMAP_PATH } from "../contract/sitemap.ts";
import { WARRANTY_PATH, SubmitWarrantyClaimRequestSchema } from "../contract/warranty.ts";
import { GetAccountClaimsRequestSchema, GetClaimStatusRequestSchema } from "../contract/claim-status.ts";
import { OFFICE_PATH, StaffRequestSchema } from "../contract/staff.ts";
import { Calls, EMAIL_PATHS, type CallName, type EmailPath } from "../contract/wire.ts";
import { AccountOrdersRequestSchema } from "../contract/account-orders.ts";
import { AccountRequestSchema } from "../contract/accounts.ts";
import { TEAM_ACTIONS, TeamRequestSchema } from "../contract/team.ts";
import { APPROVAL_ACTIONS, ApprovalsRequestSchema } from "../contract/approvals.ts";
import { CartRequestSchema } from "../contract/cart.ts";
import { CatalogueRequestSchema, PartSearchRequestSchema, SearchRequestSchema } from "../contract/catalogue-search.ts";
import { CheckFitmentRequestSchema } from "../contract/vehicle.ts";
import { GetPaymentMethodsRequestSchema, PaymentsRequestSchema } from "../contract/payments.ts";
import { HitRateLimitRequestSchema } from "../contract/rate-limit.ts";
import { ItemRequestSchema } from "../contract/item.ts";
import { NewsRequestSchema } from "../contract/content.ts";
import { TransactionsRequestSchema } from "../contract/orders.ts";
import type { Handler, HandlersOf } from "./call-handler.ts";
import { error, type ErpResult } from "./call-result.ts";
import { cartCalls, type CartDeps } from "./cart/calls.ts";
import { catalogueCalls, type CatalogueDeps } from "./catalogue/calls.ts";
import { contentCalls } from "./content/calls.ts";
import { contentOfficeRuns } from "./content/office-calls.ts";
import { customerCalls, type CustomerDeps } from "./customers/calls.ts";
import { customerOfficeRuns } from "./customers/office-calls.ts";
import { teamCalls } from "./customers/team-calls.ts";
import { emailCall, type EmailDeps } from "./mail/calls.ts";
import { orderCalls, type OrderDeps } from "./orders/calls.ts";
import { orderOfficeRuns } from "./orders/office-calls.ts";
import type { Payments } from "./payments/service.ts";
import { paymentCalls } from "./payments/calls.ts";
import { priceListCalls } from "./pricelist/calls.ts";
import { rateLimitCalls, type RateLimitDeps } from "./ratelimit/calls.ts";
import { shippingCalls } from "./shipping/calls.ts";
import { staffOfficeRuns, staffPublicCalls, type StaffDeps } from "./staff/calls.ts";
import { officeCalls } from "./staff/office-call.ts";
import { warrantyCalls, type WarrantyDeps } from "./warranty/calls.ts";
import { claimOfficeRuns } from "./warranty/office-calls.ts";
import { companyOfficeRuns } from "./company-page/office-calls.ts";
import { bankOfficeRuns } from "./bank/office-calls.ts";
import { taxOfficeRuns } from "./tax/office-calls.ts";
import { importOfficeRuns } from "./import/office-calls.ts";
import { quoteCalls } from "./quotes/calls.ts";
import { quoteOfficeRuns } from "./quotes/office-calls.ts";
import { QUOTES_PATH, QuotesRequestSchema } from "../contract/quotes.ts";

/** What the handlers of one ERP share (made once by createErp): every module's dependencies. */
export type CallDeps = CatalogueDeps &
  CartDeps &
  OrderDeps &
  CustomerDeps &
  RateLimitDeps &
  WarrantyDeps &
  StaffDeps &
  EmailDeps & { payments: Payments };

/** The modules' handlers, each module's calls in one object. */
export const CALL_MODULES = {
  catalogue: catalogueCalls,
  cart: cartCalls,
  orders: orderCalls,
  payments: paymentCalls,
  content: contentCalls,
  ratelimit: rateLimitCalls,
  customers: customerCalls,
  team: teamCalls,
  quotes: quoteCalls,
  shipping: shippingCalls,
  warranty: warrantyCalls,
  pricelist: priceListCalls,
  staff: { ...staffPublicCalls, ...officeCalls(staffOfficeRuns) },
  orderOffice: officeCalls(orderOfficeRuns),
  customerOffice: officeCalls(customerOfficeRuns),
  claimOffice: officeCalls(claimOfficeRuns),
  quoteOffice: officeCalls(quoteOfficeRuns),
  companyOffice: officeCalls(companyOfficeRuns),
  bankOffice: officeCalls(bankOfficeRuns),
  taxOffice: officeCalls(taxOfficeRuns),
  contentOffice: officeCalls(contentOfficeRuns),
  importOffice: officeCalls(importOfficeRuns),
} as const;

export const HANDLERS: HandlersOf<CallName, CallDeps> = {
  ...catalogueCalls,
  ...cartCalls,
  ...orderCalls,
  ...paymentCalls,
  ...contentCalls,
  ...rateLimitCalls,
  ...customerCalls,
  ...teamCalls,
  ...quoteCalls,
  ...shippingCalls,
  ...warrantyCalls,
  ...priceListCalls,
  // The office (POST /office): each module's office runs, wrapped with the staff session and the
  // roles of erp/staff/roles.ts (erp/staff/office-call.ts).
  ...staffPublicCalls,
  ...officeCalls(staffOfficeRuns),
  ...officeCalls(orderOfficeRuns),
  ...officeCalls(customerOfficeRuns),
  ...officeCalls(claimOfficeRuns),
  ...officeCalls(quoteOfficeRuns),
  ...officeCalls(companyOfficeRuns),
  ...officeCalls(bankOfficeRuns),
  ...officeCalls(taxOfficeRuns),
  ...officeCalls(contentOfficeRuns),
  ...officeCalls(importOfficeRuns),
};

const action = (raw: unknown) =>
  typeof raw === "object" && raw !== null ? (raw as { action?: unknown }).action : undefined;
/**
 * An office call's body: the request schema of its action when that call is posted to the office
 * (so a module's office call needs no other line here), else the staff calls' union, which names
 * the unknown action.
 */
function officeRequest(raw: unknown): { action: CallName } {
  const name = action(raw);
  const call = typeof name === "string" && Object.hasOwn(Calls, name) ? Calls[name as CallName] : undefined;
  if (call?.path === OFFICE_PATH) return { ...(call.request.parse(raw) as object), action: name as CallName };
  return StaffRequestSchema.parse(raw);
}

const SitemapRequestSchema = z.discriminatedUnion("action", [
  GetSitemapPartsRequestSchema,
  GetSitemapEntriesRequestSchema,
]);

/**
 * Each POST path's validation: its body as one of the path's calls. The price-list export is not
 * here: its answer is a file (erp/server.ts download).
 */
export const POST_PATHS: Record<string, (raw: unknown) => { action: CallName }> = {
  "/item": (raw) => ItemRequestSchema.parse(raw),
  "/search": (raw) => SearchRequestSchema.parse(raw),
  "/cart": (raw) => (isQuickOrderCall(raw) ? QuickOrderCallSchema.parse(raw) : CartRequestSchema.parse(raw)),
  "/transactions": (raw) => TransactionsRequestSchema.parse(raw),
  "/catalogue": (raw) => {
    if (action(raw) === "partSearch") return PartSearchRequestSchema.parse(raw);
    if (action(raw) === "checkFitment") return CheckFitmentRequestSchema.parse(raw);
    return CatalogueRequestSchema.parse(raw);
  },
  "/paymentmethods": (raw) => GetPaymentMethodsRequestSchema.parse(raw),
  "/payments": (raw) => PaymentsRequestSchema.parse(raw),
  "/news": (raw) => NewsRequestSchema.parse(raw),
  "/account": (raw) => (TEAM_ACTIONS.has(action(raw)) ? TeamRequestSchema.parse(raw) : AccountRequestSchema.parse(raw)),
  "/account/orders": (raw) =>
    APPROVAL_ACTIONS.has(action(raw)) ? ApprovalsRequestSchema.parse(raw) : AccountOrdersRequestSchema.parse(raw),
  [QUOTES_PATH]: (raw) => QuotesRequestSchema.parse(raw),
  [DELIVERY_PATH]: (raw) => GetDeliveryFactsRequestSchema.parse(raw),
  [SITEMAP_PATH]: (raw) => SitemapRequestSchema.parse(raw),
  [APPLICATIONS_PATH]: (raw) => ApplyForAccountRequestSchema.parse(raw),
  [WARRANTY_PATH]: (raw) => {
    if (action(raw) === "getClaimStatus") return GetClaimStatusRequestSchema.parse(raw);
    if (action(raw) === "getAccountClaims") return GetAccountClaimsRequestSchema.parse(raw);
    return SubmitWarrantyClaimRequestSchema.parse(raw);
  },
  "/ratelimit": (raw) => HitRateLimitRequestSchema.parse(raw),
  [OFFICE_PATH]: officeRequest,
};

const isEmailPath = (path: string): path is EmailPath => Object.hasOwn(EMAIL_PATHS, path);

/** A POST call: 404 for a path that is no call. */
export async function post(deps: CallDeps, path: string, raw: unknown): Promise<ErpResult> {
  const parse = Object.hasOwn(POST_PATHS, path) ? POST_PATHS[path] : undefined;
  if (parse) {
    const body = parse(raw);
    const handler = HANDLERS[body.action] as Handler<CallName, CallDeps> | undefined;
    if (handler) return handler(deps, body as never, raw);
  }
  if (isEmailPath(path)) return emailCall(deps, path, raw);
  return error(404, "NOT_FOUND", `Unknown call ${path}`);
}
