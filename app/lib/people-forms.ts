/**
 * The forms of a company's people page (issue 41): invite a person, change a person's role, remove
 * a person. One schema each for the server and, with JavaScript, the browser; messages are
 * translation keys.
 */
import { z } from "zod";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import { email } from "./account.ts";
import { amountCents } from "./amount.ts";

import { PERSON_ROLES } from "../../contract/person-roles.ts";
const REQUIRED = "errors.required";

const role = z.enum(PERSON_ROLES, { required_error: REQUIRED, invalid_type_error: "errors.invalid" });
const personId = z.string({ required_error: "errors.invalid" }).uuid("errors.invalid");

export const InvitePersonFormSchema = z.object({
  intent: z.literal("invite"),
  email,
  name: z
    .string({ required_error: REQUIRED })
    .regex(SINGLE_LINE, "errors.invalid")
    .trim()
    .min(1, REQUIRED)
    .max(100, "account:errors.nameTooLong"),
  role,
});
export const PersonRoleFormSchema = z.object({ intent: z.literal("role"), id: personId, role });
/** An amount of the company's currency ("1500", "1 500,50": amountCents) as cents; empty: no limit. */
const limit = z
  .string()
  .transform((text, ctx) => {
    const cents = amountCents(text);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "account:people.limitInvalid" });
      return z.NEVER;
    }
    return cents;
  })
  .optional();
/** A buyer's spending limits, per order and per calendar month. */
export const PersonLimitsFormSchema = z.object({
  intent: z.literal("limits"),
  id: personId,
  orderLimit: limit,
  monthLimit: limit,
});
export const RemovePersonFormSchema = z.object({ intent: z.literal("remove"), id: personId });
/**
 * Whether buyers and viewers see every order of the company (unticked: only their own); whether
 * every order needs a purchase-order number.
 */
export const TeamSettingsFormSchema = z.object({
  intent: z.literal("settings"),
  seeAll: z.boolean().optional(),
  poRequired: z.boolean().optional(),
  approvalRequired: z.boolean().optional(),
});
export const PeopleFormSchema = z.discriminatedUnion("intent", [
  InvitePersonFormSchema,
  PersonRoleFormSchema,
  RemovePersonFormSchema,
  TeamSettingsFormSchema,
  PersonLimitsFormSchema,
]);
