/**
 * What the office's claim pages and the claimant's pages share in the browser (issue 38 item 3):
 * a brand's name, the list's addresses, a picture's size, and the claim page's token check. No
 * zod here (decision 0049).
 */
import { BRANDS } from "../../contract/catalogue.ts";
import { officeListUrl } from "./office.ts";

/** A brand's name as the shop writes it (the id when it is none of the brands). */
export const brandLabel = (id: string) => BRANDS.find((b) => b.id === id)?.name ?? id;

/** The office's claim list filtered by `status` ("" for all), at `page`. */
export const claimsUrl = (status: string, page: number) => officeListUrl("/office/claims", status, page);

/** A picture's size as a person reads it: KB under a megabyte, else MB with one decimal. */
export function pictureSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Claim numbers (contract/warranty.ts CLAIM_NUMBER_PATTERN) and page-link tokens (contract/claim-status.ts). */
export const CLAIM_NUMBER = /^WC-\d{4}-\d{6}$/;
export const CLAIM_TOKEN = /^[A-Za-z0-9_-]{43}$/;
