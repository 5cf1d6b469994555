/**
 * The office's writes on a warranty claim (issue 38 item 3), made alike by the office's pages and
 * `npm run claims`: a decision (accepted, rejected, more information needed) with its message, and
 * a status set without a mail (reviewing, credit note, replacement). Each is one transaction that
 * locks the claim, adds an entry to its history, records the audit entry and, for a decision,
 * queues the claimant's mail with a new link of the claim's page (its token kept only as SHA-256).
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { ClaimDecision, WarrantyStatus } from "../../contract/warranty.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../errors.ts";
import { queueMessage } from "../mail/outbox.ts";
import { claimPageUrl, decisionMail } from "./decision-mail.ts";
import { DEFAULT_REGION } from "../../contract/seller.ts";
import { sellerOf } from "../company/records.ts";

type Tx = Pick<Database, "execute">;

/** The SHA-256 (hex) a claim page link's token is kept and looked up as. */
export const claimTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link token: 32 random bytes, base64url (43 characters, contract/claim-status.ts). */
export const newClaimToken = () => randomBytes(32).toString("base64url");

type LockedClaim = {
  id: string;
  number: string;
  status: WarrantyStatus;
  status_note: string;
  lang: Language;
  source: Source;
  email: string;
};

/** The claim, locked until the transaction ends (concurrent decisions follow one another); 404 when none. */
async function lockClaim(tx: Tx, number: string): Promise<LockedClaim> {
  const { rows } = await tx.execute<LockedClaim>(sql`SELECT id, number, status, status_note, lang, source, email
    FROM warranty_claims WHERE number = ${number} FOR UPDATE`);
  if (!rows[0]) throw notFound(`Claim ${number}`);
  return rows[0];
}

export interface DecisionOutcome {
  number: string;
  status: WarrantyStatus;
  mailId: string;
}

/**
 * Decides a claim: its status becomes the decision, the message joins its history, the claimant's
 * mail (in the claim's language, with the page's link) is queued and the audit entry recorded, all
 * in one transaction. Hand the mail's id to the sender once it has committed.
 */
export async function decideClaim(
  db: Database,
  actor: OfficeActor,
  input: { number: string; decision: ClaimDecision; message: string },
  opts: { now: Date; shopUrl: string },
): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const claim = await lockClaim(tx, input.number);
    const token = newClaimToken();
    await tx.execute(sql`INSERT INTO warranty_claim_links (token_hash, claim_id, created_at)
      VALUES (${claimTokenHash(token)}, ${claim.id}, ${opts.now.toISOString()})`);
    const link = claimPageUrl(opts.shopUrl, claim.number, token, claim.lang);
    const seller = await sellerOf(tx, DEFAULT_REGION);
    const mail = decisionMail(seller, { ...input, number: claim.number, lang: claim.lang, link });
    const mailId = await queueMessage(tx, {
      kind: "warranty-claim-decision",
      source: claim.source,
      replyTo: mail.replyTo,
      to: claim.email,
      subject: mail.subject,
      body: mail.body,
      payload: { kind: "warranty-claim-decision", number: claim.number, decision: input.decision, lang: claim.lang },
    });
    await tx.execute(sql`INSERT INTO warranty_claim_messages (claim_id, at, status, message, author, mail_id)
      VALUES (${claim.id}, ${opts.now.toISOString()}, ${input.decision}, ${input.message}, ${actor.name}, ${mailId})`);
    await tx.execute(sql`UPDATE warranty_claims SET status = ${input.decision}, updated_at = ${opts.now.toISOString()}
      WHERE id = ${claim.id}`);
    await recordAudit(tx, actor, {
      entity: "warrantyClaim",
      entityId: claim.number,
      action: "decideClaim",
      before: { number: claim.number, status: claim.status },
      after: { number: claim.number, status: input.decision, message: input.message, mailedTo: claim.email },
    });
    return { number: claim.number, status: input.decision, mailId };
  });
}

/**
 * Sets a claim's status without a mail (the command line's `status`: under review, settled by
 * credit note or replacement part), with a note for the office; the history shows the new status
 * to the claimant without the note. Audited like a decision.
 */
export async function setClaimStatus(
  db: Database,
  actor: OfficeActor,
  input: { number: string; status: WarrantyStatus; note: string },
  now: Date,
): Promise<{ number: string; status: WarrantyStatus }> {
  return db.transaction(async (tx) => {
    const claim = await lockClaim(tx, input.number);
    await tx.execute(sql`INSERT INTO warranty_claim_messages (claim_id, at, status, message, author)
      VALUES (${claim.id}, ${now.toISOString()}, ${input.status}, '', ${actor.name})`);
    await tx.execute(sql`UPDATE warranty_claims SET status = ${input.status}, status_note = ${input.note},
        updated_at = ${now.toISOString()} WHERE id = ${claim.id}`);
    await recordAudit(tx, actor, {
      entity: "warrantyClaim",
      entityId: claim.number,
      action: "setClaimStatus",
      before: { number: claim.number, status: claim.status, note: claim.status_note },
      after: { number: claim.number, status: input.status, note: input.note },
    });
    return { number: claim.number, status: input.status };
  });
}
