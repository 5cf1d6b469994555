/**
 * The office's warranty claims (issue 38 item 3): the list by status, one claim with its pictures
 * and its history, a picture's bytes (served to staff only, never by a public address), and the
 * decision (accepted, rejected, more information needed) with a message mailed to the claimant in
 * the claim's language. Every call is made in a staff session (officeCommon) and allowed to the
 * sales role (and the owner) by erp/staff/roles.ts. A claim is named by its number (WC-2026-000123).
 */
import { z } from "zod";
import { LanguageSchema, SourceSchema } from "./common.ts";
import { officeCommon } from "./staff.ts";
import { text } from "./text-fields.ts";
import { CLAIM_DECISIONS, CLAIM_NUMBER_PATTERN, WARRANTY_PICTURE_TYPES, WARRANTY_STATUSES } from "./warranty.ts";
import { WARRANTY_PICTURES_MAX } from "./warranty-constants.ts";

export const ClaimNumberSchema = z.string().regex(CLAIM_NUMBER_PATTERN, "not a claim number");
export const WarrantyStatusSchema = z.enum(WARRANTY_STATUSES);
export const ClaimDecisionSchema = z.enum(CLAIM_DECISIONS);

/** Most claims on one page of the office's list. */
export const OFFICE_CLAIMS_PAGE_MAX = 200;
/** The longest message of a decision. */
export const CLAIM_MESSAGE_MAX = 5000;

/** The list, newest first, optionally of one status, a page at a time (pages count from 1). */
export const ListOfficeClaimsRequestSchema = z.object({
  action: z.literal("listOfficeClaims"),
  ...officeCommon,
  status: WarrantyStatusSchema.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pagesize: z.number().int().min(1).max(OFFICE_CLAIMS_PAGE_MAX).default(50),
});
export const OfficeClaimRowSchema = z.object({
  number: z.string(),
  /** ISO timestamp of the claim. */
  date: z.string(),
  brand: z.string(),
  name: z.string(),
  email: z.string(),
  partnumber: z.string(),
  status: WarrantyStatusSchema,
  pictures: z.number().int(),
});
export type OfficeClaimRow = z.infer<typeof OfficeClaimRowSchema>;
export const ListOfficeClaimsResponseSchema = z.object({
  claims: z.array(OfficeClaimRowSchema),
  /** Claims matching the filter, all pages together. */
  total: z.number().int(),
});

export const GetOfficeClaimRequestSchema = z.object({
  action: z.literal("getOfficeClaim"),
  ...officeCommon,
  number: ClaimNumberSchema,
});

/** An entry of the claim's history: a decision of the office or a status set by the command line. */
export const ClaimMessageSchema = z.object({
  at: z.string(),
  status: WarrantyStatusSchema,
  /** What the claimant reads (may be empty for a status set without one). */
  message: z.string(),
});
export type ClaimMessage = z.infer<typeof ClaimMessageSchema>;
export const OfficeClaimMessageSchema = ClaimMessageSchema.extend({
  /** The staff member's e-mail or the command line that made it. */
  author: z.string(),
  /** Whether it was mailed to the claimant. */
  mailed: z.boolean(),
});

export const OfficeClaimSchema = z.object({
  number: z.string(),
  date: z.string(),
  status: WarrantyStatusSchema,
  /** The language the claim was made in: the claimant's mails are written in it. */
  lang: LanguageSchema,
  source: SourceSchema,
  brand: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  invoice: z.string(),
  purchasedate: z.string(),
  partnumber: z.string(),
  make: z.string(),
  model: z.string(),
  vehicleyear: z.number().int(),
  mileage: z.number().int(),
  fault: z.string(),
  pictures: z.array(
    z.object({
      position: z.number().int(),
      contenttype: z.enum(WARRANTY_PICTURE_TYPES),
      bytes: z.number().int(),
      filename: z.string(),
    }),
  ),
  /** Oldest first. */
  messages: z.array(OfficeClaimMessageSchema),
});
export type OfficeClaim = z.infer<typeof OfficeClaimSchema>;
export const OfficeClaimResponseSchema = z.object({ claim: OfficeClaimSchema });

/**
 * One picture of a claim, for the office's picture route: the bytes in base64 (at most
 * WARRANTY_KEPT_PICTURE_MAX_BYTES, as the ERP keeps them) with the type read from them at intake.
 */
export const GetClaimPictureRequestSchema = z.object({
  action: z.literal("getClaimPicture"),
  ...officeCommon,
  number: ClaimNumberSchema,
  position: z.number().int().min(1).max(WARRANTY_PICTURES_MAX),
});
export const ClaimPictureResponseSchema = z.object({
  contenttype: z.enum(WARRANTY_PICTURE_TYPES),
  data: z.string(),
});

/**
 * The office's decision: the claim takes the decision as its status, the message joins its history
 * and goes to the claimant by mail in the claim's language, with the link of the claim's page.
 */
export const DecideClaimRequestSchema = z.object({
  action: z.literal("decideClaim"),
  ...officeCommon,
  number: ClaimNumberSchema,
  decision: ClaimDecisionSchema,
  message: text(CLAIM_MESSAGE_MAX, { required: true }),
});
export const DecideClaimResponseSchema = z.object({ number: z.string(), status: WarrantyStatusSchema });
