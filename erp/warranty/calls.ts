/** The warranty claim's call: stored, numbered, mailed to the office and the shopper. */
import { WarrantyClaimFieldsSchema } from "../../contract/warranty.ts";
import type { HandlersOf, MailOffices } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { submitClaim, warrantyDailyBytesFromEnv } from "./claims.ts";

export interface WarrantyDeps {
  db: Database;
  now: () => Date;
  mail: MailOffices;
  onMailQueued: (id: string) => void;
}

export const warrantyCalls: HandlersOf<"submitWarrantyClaim", WarrantyDeps> = {
  submitWarrantyClaim: async (deps, body, raw) => {
    const { number, mailIds } = await submitClaim(deps.db, {
      source: body.source,
      lang: body.lang,
      office: deps.mail.office[body.source],
      now: deps.now(),
      // Only the claim's own fields (the common ones are the request's, not the shopper's).
      claim: WarrantyClaimFieldsSchema.parse(raw),
      pictures: body.pictures,
      dailyBytes: warrantyDailyBytesFromEnv(),
    });
    for (const id of mailIds) deps.onMailQueued(id);
    return { status: 200, body: { claim: number } };
  },
};
