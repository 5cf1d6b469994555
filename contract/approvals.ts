/**
 * Orders awaiting a company admin's approval (issue 41 item 2): POST /account/orders, by the
 * company's admins only (403 ACCOUNT_ROLE for a buyer or viewer). An admin lists the company's
 * orders awaiting approval, approves one (it goes on as any order: to be paid, or on account
 * invoiced and to be shipped) or rejects one with a note (cancelled, its stock released, the buyer
 * mailed). An order whose hold has run out, or that was decided already, is refused with 409
 * APPROVAL_CLOSED. Amounts are integer cents of the order's currency.
 */
import { z } from "zod";
import { APPROVAL_DECISIONS, APPROVAL_NOTE_MAX } from "./approval-constants.ts";
import { ApprovalReasonSchema } from "./approval-state.ts";
import { OrderNumberSchema } from "./account-orders.ts";
import { common } from "./common.ts";
import { CURRENCIES } from "./money.ts";
import { text } from "./text-fields.ts";

export const PendingApprovalSchema = z.object({
  number: z.string(),
  /** ISO timestamp of the order. */
  date: z.string(),
  /** The buyer who placed it. */
  buyer: z.string(),
  currency: z.enum(CURRENCIES),
  /** Net goods and shipping, and the gross total, in cents. */
  net: z.number().int(),
  total: z.number().int(),
  /** Units ordered (kit components not counted). */
  quantity: z.number().int().nonnegative(),
  ponumber: z.string().nullable(),
  reasons: z.array(ApprovalReasonSchema),
  holduntil: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;

export const GetApprovalsRequestSchema = z.object({ action: z.literal("getApprovals"), ...common });
export const GetApprovalsResponseSchema = z.object({ approvals: z.array(PendingApprovalSchema) });

export const ApproveOrderRequestSchema = z.object({
  action: z.literal("approveOrder"),
  ...common,
  number: OrderNumberSchema,
});
export const RejectOrderRequestSchema = z.object({
  action: z.literal("rejectOrder"),
  ...common,
  number: OrderNumberSchema,
  note: text(APPROVAL_NOTE_MAX, { required: true }),
});
export const ApprovalDecisionResponseSchema = z.object({
  number: z.string(),
  decision: z.enum(APPROVAL_DECISIONS),
});

export const ApprovalsRequestSchema = z.discriminatedUnion("action", [
  GetApprovalsRequestSchema,
  ApproveOrderRequestSchema,
  RejectOrderRequestSchema,
]);
/** The calls of this file, posted to /account/orders beside the account's order calls. */
export const APPROVAL_ACTIONS: ReadonlySet<unknown> = new Set(
  ApprovalsRequestSchema.options.map((o) => o.shape.action.value),
);
