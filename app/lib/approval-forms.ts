/**
 * The forms of the approvals page (issue 41): approve a waiting order, or reject it with a note.
 * One schema for the action; messages are translation keys.
 */
import { z } from "zod";
import { APPROVAL_NOTE_MAX } from "../../contract/approval-constants.ts";

const number = z
  .string({ required_error: "errors.invalid" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/, "errors.invalid");

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
