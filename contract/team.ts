/**
 * The people of a trade company (issue 41): POST /account, by the company's admins only (403
 * ACCOUNT_ROLE for a buyer or viewer). An admin invites a person by e-mail (the mailed link sets
 * their password), changes a person's role and removes a person, whose sessions end at once. The
 * last admin can neither lose the role nor be removed (409 LAST_ADMIN).
 */
import { z } from "zod";
import { PersonRoleSchema } from "./accounts.ts";
import { common } from "./common.ts";
import { CURRENCIES } from "./money.ts";
import { EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, requiredLine } from "./text-fields.ts";

export const TeamPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: PersonRoleSchema,
  /** The person has set a password (followed the invitation). */
  active: z.boolean(),
  /** The person is the caller. */
  you: z.boolean(),
  /** When the person was added (ISO date and time). */
  since: z.string(),
  /** A buyer's spending limits in cents of the company's currency: per order and per calendar month; null: none. */
  orderlimit: z.number().int().positive().nullable(),
  monthlimit: z.number().int().positive().nullable(),
});
export type TeamPerson = z.infer<typeof TeamPersonSchema>;

export const GetTeamRequestSchema = z.object({ action: z.literal("getTeam"), ...common });
export const GetTeamResponseSchema = z.object({
  people: z.array(TeamPersonSchema),
  /** Buyers and viewers see every order of the company; otherwise only the orders they placed. */
  buyersseeallorders: z.boolean(),
  /** Every order of the company needs a purchase-order number. */
  ponumberrequired: z.boolean(),
  /** Every buyer's order waits for an admin's approval. */
  approvalrequired: z.boolean(),
  /** The currency the spending limits are counted in: the company's. */
  currency: z.enum(CURRENCIES),
});
/** The company's own rules for its people; answers the team as getTeam does. */
export const SetTeamSettingsRequestSchema = z.object({
  action: z.literal("setTeamSettings"),
  ...common,
  buyersseeallorders: z.boolean(),
  ponumberrequired: z.boolean(),
  approvalrequired: z.boolean(),
});

/** The largest spending limit: a hundred million in the company's currency. */
const LimitSchema = z.number().int().positive().max(10_000_000_000).nullable();
/**
 * A buyer's spending limits (cents of the company's currency; null: none). An order over one waits
 * for an admin's approval; the monthly one counts the buyer's orders of the calendar month.
 */
export const SetPersonLimitsRequestSchema = z.object({
  action: z.literal("setPersonLimits"),
  ...common,
  id: z.string().uuid(),
  orderlimit: LimitSchema,
  monthlimit: LimitSchema,
});

/** The fields of the invitation form. */
export const InvitePersonFieldsSchema = z.object({
  email: emailLine(EMAIL_PATTERN),
  name: requiredLine(100),
  role: PersonRoleSchema,
});
/** Adds a person and mails them the link to set a password (409 BAD_REQUEST fields.email "taken"). */
export const InvitePersonRequestSchema = InvitePersonFieldsSchema.extend({
  action: z.literal("invitePerson"),
  ...common,
});
export const TeamPersonResponseSchema = z.object({ person: TeamPersonSchema });

export const SetPersonRoleRequestSchema = z.object({
  action: z.literal("setPersonRole"),
  ...common,
  id: z.string().uuid(),
  role: PersonRoleSchema,
});
/** Removes a person of the company (404 NOT_FOUND for anyone else's); their sessions and links end. */
export const RemovePersonRequestSchema = z.object({
  action: z.literal("removePerson"),
  ...common,
  id: z.string().uuid(),
});

export const TeamRequestSchema = z.discriminatedUnion("action", [
  GetTeamRequestSchema,
  InvitePersonRequestSchema,
  SetPersonRoleRequestSchema,
  RemovePersonRequestSchema,
  SetTeamSettingsRequestSchema,
  SetPersonLimitsRequestSchema,
]);
/** The calls of this file, posted to /account beside the account's own (contract/accounts.ts). */
export const TEAM_ACTIONS: ReadonlySet<unknown> = new Set(TeamRequestSchema.options.map((o) => o.shape.action.value));
