/**
 * The warranty claim's calls: a claim stored, numbered, mailed to the office and the shopper; the
 * claimant's page from the office's mail (number and link token); a signed-in customer's claims.
 */
import { ACCOUNT_CLAIMS_PAGE_SIZE } from "../../contract/claim-status.ts";
import { WarrantyClaimFieldsSchema } from "../../contract/warranty.ts";
import type { HandlersOf, MailOffices } from "../call-handler.ts";
import { customerOfSession } from "../customers/auth.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { claimOfLink, claimsOfCustomer } from "./claim-read.ts";
import { submitClaim, warrantyDailyBytesFromEnv } from "./claims.ts";
import { claimTokenHash } from "./decisions.ts";

export interface WarrantyDeps {
  db: Database;
  now: () => Date;
  mail: MailOffices;
  onMailQueued: (id: string) => void;
}

/** The signed-in customer of a call, or null for a guest; AUTH001 when the token signs no one in. */
async function customerOf(deps: WarrantyDeps, token: string) {
  if (token === "guest") return null;
  const customer = await customerOfSession(deps.db, token, deps.now());
  if (!customer) throw new ErpError(401, "AUTH001", "Not signed in (session ended)");
  return customer;
}

export const warrantyCalls: HandlersOf<"submitWarrantyClaim" | "getClaimStatus" | "getAccountClaims", WarrantyDeps> = {
  submitWarrantyClaim: async (deps, body, raw) => {
    // A session that ended meanwhile does not lose the claim: it is then a guest's.
    const customer = body.customer === "guest" ? null : await customerOfSession(deps.db, body.customer, deps.now());
    const { number, mailIds } = await submitClaim(deps.db, {
      source: body.source,
      lang: body.lang,
      office: deps.mail.office[body.source],
      now: deps.now(),
      // Only the claim's own fields (the common ones are the request's, not the shopper's).
      claim: WarrantyClaimFieldsSchema.parse(raw),
      pictures: body.pictures,
      dailyBytes: warrantyDailyBytesFromEnv(),
      customerId: customer?.id ?? null,
    });
    for (const id of mailIds) deps.onMailQueued(id);
    return { status: 200, body: { claim: number } };
  },
  // An unknown number and a wrong token answer alike: the page tells nothing about other claims.
  getClaimStatus: async (deps, body) => {
    const claim = await claimOfLink(deps.db, body.number, claimTokenHash(body.token));
    if (!claim) throw notFound("Claim");
    return { status: 200, body: { claim } };
  },
  getAccountClaims: async (deps, body) => {
    const customer = await customerOf(deps, body.customer);
    if (!customer) throw new ErpError(401, "AUTH001", "Not signed in");
    const page = await claimsOfCustomer(deps.db, customer, {
      limit: ACCOUNT_CLAIMS_PAGE_SIZE,
      offset: (body.page - 1) * ACCOUNT_CLAIMS_PAGE_SIZE,
    });
    return { status: 200, body: page };
  },
};
