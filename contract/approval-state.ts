/** An order's approval (issue 41 item 2) as the order's pages show it: a part of orders and account orders. */
import { z } from "zod";
import { APPROVAL_DECISIONS, APPROVAL_REASONS } from "./approval-constants.ts";

export const ApprovalReasonSchema = z.enum(APPROVAL_REASONS);

/** An order's approval as its pages show it: why, until when its stock is held, what was decided. */
export const ApprovalStateSchema = z.object({
  reasons: z.array(ApprovalReasonSchema),
  /** ISO timestamp: unanswered by then, the order is cancelled and its stock released. */
  holduntil: z.string(),
  decision: z.enum(APPROVAL_DECISIONS).nullable(),
  /** ISO timestamp of the decision; null while it waits. */
  decidedat: z.string().nullable(),
  /** The admin's note with a rejection. */
  note: z.string().nullable(),
});
export type ApprovalState = z.infer<typeof ApprovalStateSchema>;
