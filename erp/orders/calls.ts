/** The orders' calls: placing the order (/cart addOrder), one order and withdrawal (/transactions), the account's orders. */
import type { HandlersOf, MailOffices } from "../call-handler.ts";
import { basketCall, type CartDeps } from "../cart/calls.ts";
import { recheckVatBeforeOrder } from "../cart/checkout.ts";
import type { CallContext } from "../context.ts";
import { ErpError } from "../errors.ts";
import { ownOrdersOnly, requireRole } from "../customers/people.ts";
import { accountOrder, ledger, orderHistory, orderStatusReport, type OrderReader } from "./account-orders.ts";
import { addOrder, getTransaction, type OrderHooks } from "./orders.ts";
import { withdraw } from "./withdrawal.ts";
import { decideApproval, pendingApprovals } from "./approvals.ts";

export interface OrderDeps extends CartDeps {
  mail: MailOffices;
  onMailQueued: (id: string) => void;
  /** Test hooks of the order transaction (see erp/orders/orders.ts). */
  orderHooks?: OrderHooks;
}

/**
 * The signed-in customer's own orders: the account comes from the session token only, and a buyer
 * or viewer of a company that keeps orders apart reads only the orders they placed (issue 41).
 */
function signedIn(ctx: CallContext): OrderReader {
  if (!ctx.account) throw new ErpError(401, "AUTH001", "Not signed in");
  return { ...ctx.account, ownOrdersOf: ownOrdersOnly(ctx.account, ctx.person) };
}

/** The signed-in person who decides on the company's waiting orders (an admin: requireRole in approvals.ts). */
function approver(ctx: CallContext) {
  if (!ctx.account || !ctx.person) throw new ErpError(401, "AUTH001", "Not signed in");
  return { person: ctx.person, company: ctx.account.number };
}

export const orderCalls: HandlersOf<
  | "addOrder"
  | "getTransactions"
  | "withdraw"
  | "getOrderHistory"
  | "getAccountOrder"
  | "getOrderStatusReport"
  | "getLedger"
  | "getApprovals"
  | "approveOrder"
  | "rejectOrder",
  OrderDeps
> = {
  addOrder: async (deps, body) => {
    const { ctx } = await basketCall(deps, body);
    await recheckVatBeforeOrder(ctx, body.cart_id, deps.vies);
    return { status: 200, body: await addOrder(ctx, body.cart_id, deps.orderHooks) };
  },
  getTransactions: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { transaction: await getTransaction(ctx, body.transaction_id) } };
  },
  withdraw: async (deps, body) => {
    const ctx = await deps.context(body);
    const { mailIds, ...answer } = await withdraw(ctx, deps.mail.office, body);
    for (const id of mailIds) deps.onMailQueued(id);
    return { status: 200, body: answer };
  },
  getOrderHistory: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: await orderHistory(ctx.db, signedIn(ctx), body) };
  },
  getApprovals: async (deps, body) => {
    const ctx = await deps.context(body);
    const { person, company } = approver(ctx);
    return { status: 200, body: { approvals: await pendingApprovals(ctx.db, person, company) } };
  },
  approveOrder: async (deps, body) => {
    const ctx = await deps.context(body);
    const { person, company } = approver(ctx);
    const request = { number: body.number, decision: "approved" as const };
    return { status: 200, body: await decideApproval(ctx.db, person, company, request, ctx.now) };
  },
  rejectOrder: async (deps, body) => {
    const ctx = await deps.context(body);
    const { person, company } = approver(ctx);
    const request = { number: body.number, decision: "rejected" as const, note: body.note };
    return { status: 200, body: await decideApproval(ctx.db, person, company, request, ctx.now) };
  },
  getAccountOrder: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { order: await accountOrder(ctx.db, signedIn(ctx), body.number) } };
  },
  getOrderStatusReport: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: await orderStatusReport(ctx.db, signedIn(ctx), body.page, ctx.now) };
  },
  getLedger: async (deps, body) => {
    const ctx = await deps.context(body);
    // The company's ledger is its admins' (issue 41): a buyer or viewer is refused.
    if (ctx.person) requireRole(ctx.person, "admin");
    return { status: 200, body: await ledger(ctx.db, signedIn(ctx), body, ctx.now) };
  },
};
