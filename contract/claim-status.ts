/**
 * The claimant's side of a warranty claim (issue 38 item 3), posted to WARRANTY_PATH: the claim's
 * page reached from a mail of the office (the claim's number and the link's unguessable token:
 * anything else is 404 NOT_FOUND, the same for an unknown number and a wrong token), and a
 * signed-in customer's claims in the account (those made signed in and those made with the
 * account's e-mail address). Both show only what the office wrote and facts of the claim (number,
 * brand, part number, dates, status), never the claim's own free text: the claim's e-mail address
 * was typed by whoever made it (issue 37 item 3).
 */
import { z } from "zod";
import { common } from "./common.ts";
import { ClaimMessageSchema, ClaimNumberSchema, WarrantyStatusSchema } from "./office-claims.ts";

/** A claim page link's token: 32 random bytes in base64url. */
export const CLAIM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Claims on one page of the account's list. */
export const ACCOUNT_CLAIMS_PAGE_SIZE = 20;

export const PublicClaimSchema = z.object({
  number: z.string(),
  /** ISO timestamp of the claim. */
  date: z.string(),
  brand: z.string(),
  partnumber: z.string(),
  status: WarrantyStatusSchema,
  /** The office's messages, oldest first. */
  messages: z.array(ClaimMessageSchema),
});
export type PublicClaim = z.infer<typeof PublicClaimSchema>;

export const GetClaimStatusRequestSchema = z.object({
  action: z.literal("getClaimStatus"),
  ...common,
  number: ClaimNumberSchema,
  token: z.string().regex(CLAIM_TOKEN_PATTERN, "not a claim link"),
});
export const GetClaimStatusResponseSchema = z.object({ claim: PublicClaimSchema });

/** The signed-in customer's claims (AUTH001 for a guest), newest first, a page at a time. */
export const GetAccountClaimsRequestSchema = z.object({
  action: z.literal("getAccountClaims"),
  ...common,
  page: z.number().int().min(1).max(10_000).default(1),
});
export const GetAccountClaimsResponseSchema = z.object({
  claims: z.array(PublicClaimSchema),
  total: z.number().int(),
});
