/**
 * The forms of the approvals page (issue 41): approve a waiting order, or reject it with a note.
 * One schema for the action; messages are translation keys.
 */
import { z } from "zod";
import { APPROVAL_NOTE_MAX } from "../../contract/approval-constants.ts";
import { ORDER_NUMBER_PATTERN } from "../../contract/account-orders-constants.ts";

const number = z.string({ required_error: "errors.invalid" }).trim().regex(ORDER_NUMBER_PATTERN, "errors.invalid");

export const ApproveFormSchema = z.object({ intent: z.literal("approve"), number });
export const RejectFormSchema = z.object({
  intent: z.literal("reject"),
  number,
  note: z
    .string({ required_error: "account:approvals.noteRequired" })
    .trim()
    .min(1, "account:approvals.noteRequired")
    .max(APPROVAL_NOTE_MAX, "account:approvals.noteTooLong"),
});
export const ApprovalFormSchema = z.discriminatedUnion("intent", [ApproveFormSchema, RejectFormSchema]);
