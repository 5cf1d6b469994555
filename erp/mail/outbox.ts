/**
 * The mail outbox: the e-mail endpoints write one row per message (in the request's transaction,
 * so an answer of 200 means the message is stored), and the sender claims due rows, sends them and
 * records the outcome. Claims use FOR UPDATE SKIP LOCKED plus a lease, so two senders never send
 * one message twice and a sender that dies mid-send leaves the message to be retried.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { EMAIL_PATHS, type EmailPath } from "../../contract/wire.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "./schema.ts";
import { ErpError } from "../errors.ts";
import { compose, kindOf, type MailKind } from "./compose.ts";
import type { MailConfig } from "./config.ts";

/**
 * Stores one composed message (in the caller's transaction when `db` is one); answers its id. For
 * the ERP's own mails (an application, a warranty claim) whose text the ERP writes itself.
 */
export async function queueMessage(
  db: Pick<Database, "execute">,
  mail: { kind: string; source: Source; replyTo: string; to: string; subject: string; body: string; payload: unknown },
): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`INSERT INTO mail_outbox
      (kind, source, reply_to, recipient, subject, body, payload)
    VALUES (${mail.kind}, ${mail.source}, ${mail.replyTo}, ${mail.to}, ${mail.subject}, ${mail.body},
      ${JSON.stringify(mail.payload)}::jsonb)
    RETURNING id`);
  return rows[0]!.id;
}

/** Validates one e-mail endpoint's body, composes the office's message and stores it. */
export async function enqueueMail(
  db: Database,
  config: Pick<MailConfig, "office">,
  path: EmailPath,
  raw: unknown,
): Promise<{ id: string }> {
  const request = EMAIL_PATHS[path].parse(raw) as z.infer<(typeof EMAIL_PATHS)[EmailPath]>;
  const kind = kindOf(path);
  const office = config.office[request.source];
  let recipient = office;
  if ("to" in request && request.to) {
    // The spec's forms name a destination support address. Only the configured office addresses
    // are accepted: anything else would make the endpoint an open relay.
    const allowed = new Set(Object.values(config.office).map((a) => a.toLowerCase()));
    if (!allowed.has(request.to.toLowerCase())) {
      throw new ErpError(400, "BAD_REQUEST", "Invalid request: to: unknown recipient", { to: ["unknown recipient"] });
    }
    recipient = request.to;
  }
  const { subject, body } = compose(kind, request);
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind, source: request.source, replyTo: request.email, recipient, subject, body, payload: request })
    .returning({ id: mailOutbox.id });
  return { id: row!.id };
}

export interface OutboxMessage {
  id: string;
  kind: MailKind;
  source: string;
  replyTo: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  /** The attempt this claim is (1 for the first); also the fencing token of the claim. */
  attempt: number;
}

type ClaimedRow = {
  id: string;
  kind: string;
  source: string;
  reply_to: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string | Date;
  attempts: number;
};

/**
 * Claims up to `limit` due messages for `leaseMs`: their next attempt moves past the lease and
 * their attempt count grows, in one statement. Rows another sender is claiming at the same moment
 * are skipped, not waited for; rows it has claimed are not due until its lease runs out.
 */
export async function claimDue(db: Database, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  // The due rows are picked in a CTE, which PostgreSQL runs once, so the LIMIT holds. The same
  // query as UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED) claimed every due
  // row under load in our tests (the sub-select can be re-run), leaving the other sender idle.
  const result = await db.execute<ClaimedRow>(sql`
    WITH due AS (
      SELECT id FROM mail_outbox
       WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, created_at
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED)
    UPDATE mail_outbox m
       SET attempts = m.attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      FROM due
     WHERE m.id = due.id
    RETURNING m.id, m.kind, m.source, m.reply_to, m.recipient, m.subject, m.body, m.created_at, m.attempts`);
  return result.rows.map((r) => ({
    id: r.id,
    kind: r.kind as MailKind,
    source: r.source,
    replyTo: r.reply_to,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at),
    attempt: Number(r.attempts),
  }));
}

/** Records a delivery; false when the claim was lost (its lease ran out and another sender took it). */
export async function markSent(db: Database, message: OutboxMessage): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL
     WHERE id = ${message.id} AND status = 'pending' AND attempts = ${message.attempt}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Records a failed attempt: the message is due again after `retryInMs`, or, at `maxAttempts`, it is
 * marked failed (kept, with the error, for someone to look at and re-queue).
 */
export async function markFailed(
  db: Database,
  message: OutboxMessage,
  error: string,
  opts: { retryInMs: number; maxAttempts: number },
): Promise<"retry" | "failed" | "lost"> {
  const giveUp = message.attempt >= opts.maxAttempts;
  const result = await db.execute(sql`
    UPDATE mail_outbox
       SET status = ${giveUp ? "failed" : "pending"},
           last_error = ${error.slice(0, 2000)},
           next_attempt_at = now() + make_interval(secs => ${opts.retryInMs / 1000})
     WHERE id = ${message.id} AND status = 'pending' AND attempts = ${message.attempt}`);
  if ((result.rowCount ?? 0) === 0) return "lost";
  return giveUp ? "failed" : "retry";
}

/** Puts failed messages back in the queue (after the mail server or the address was fixed). */
export async function requeueFailed(db: Database): Promise<number> {
  const result = await db.execute(sql`
    UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE status = 'failed'`);
  return result.rowCount ?? 0;
}

/** Hands back a claim that was not attempted (the sender is stopping): due now, the attempt not counted. */
export async function release(db: Database, message: OutboxMessage): Promise<void> {
  await db.execute(sql`
    UPDATE mail_outbox SET attempts = attempts - 1, next_attempt_at = now()
     WHERE id = ${message.id} AND status = 'pending' AND attempts = ${message.attempt}`);
}
