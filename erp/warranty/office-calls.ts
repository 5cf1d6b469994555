/**
 * The office's warranty-claim calls (POST /office, contract/office-claims.ts) as office runs:
 * erp/calls.ts wraps them with the staff session and the roles of erp/staff/roles.ts. The decision
 * is the same operation `npm run claims -- decide` makes (erp/warranty/decisions.ts); its mail is
 * handed to the sender once the transaction has committed.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../errors.ts";
import { claimPicture, findClaim, listClaims } from "./claim-read.ts";
import { decideClaim } from "./decisions.ts";

export interface ClaimOfficeDeps {
  db: Database;
  now: () => Date;
  /** The shop's public address, for the link of the claim's page in the mail. */
  shopUrl: string;
  onMailQueued: (id: string) => void;
}

export const claimOfficeRuns: OfficeRuns<
  "listOfficeClaims" | "getOfficeClaim" | "getClaimPicture" | "decideClaim",
  ClaimOfficeDeps
> = {
  listOfficeClaims: async (deps, body) => {
    const { claims, total } = await listClaims(deps.db, {
      status: body.status,
      limit: body.pagesize,
      offset: (body.page - 1) * body.pagesize,
    });
    return {
      status: 200,
      body: {
        total,
        claims: claims.map((c) => ({
          number: c.number,
          date: c.createdAt.toISOString(),
          brand: c.brand,
          name: c.name,
          email: c.email,
          partnumber: c.partNumber,
          status: c.status,
          pictures: c.pictures,
        })),
      },
    };
  },
  getOfficeClaim: async (deps, body) => {
    const found = await findClaim(deps.db, body.number);
    if (!found) throw notFound(`Claim ${body.number}`);
    const c = found.claim;
    return {
      status: 200,
      body: {
        claim: {
          number: found.number,
          date: found.createdAt.toISOString(),
          status: found.status,
          lang: found.lang,
          source: found.source,
          brand: c.brand,
          name: c.name,
          email: c.email,
          phone: c.phone,
          invoice: c.invoice,
          purchasedate: c.purchase_date,
          partnumber: c.part_number,
          make: c.make,
          model: c.model,
          vehicleyear: c.vehicle_year,
          mileage: c.mileage,
          fault: c.fault,
          pictures: found.pictures.map((p) => ({
            position: p.position,
            contenttype: p.type,
            bytes: p.bytes,
            filename: p.filename,
          })),
          messages: found.messages.map((m) => ({ ...m, at: m.at.toISOString() })),
        },
      },
    };
  },
  getClaimPicture: async (deps, body) => {
    const found = await findClaim(deps.db, body.number);
    const picture = found ? await claimPicture(deps.db, found.id, body.position) : null;
    if (!picture) throw notFound(`Picture ${body.position} of claim ${body.number}`);
    return { status: 200, body: { contenttype: picture.type, data: picture.data.toString("base64") } };
  },
  decideClaim: async (deps, body, office) => {
    const outcome = await decideClaim(deps.db, office.actor, body, { now: office.at, shopUrl: deps.shopUrl });
    deps.onMailQueued(outcome.mailId);
    return { status: 200, body: { number: outcome.number, status: outcome.status } };
  },
};
