/**
 * The audit log (issue 38): who changed what, when, and the record before and after. Every write
 * of the office (an office call made in a staff session) and of the command lines (`npm run staff`,
 * `orders`, `customers`, ...) records one entry with recordAudit, in the SAME transaction as the
 * write itself, so a write is never without its entry nor an entry without its write:
 *
 *   await db.transaction(async (tx) => {
 *     const before = await ...;  // the record as it was (null when it is new)
 *     await tx.execute(sql`UPDATE ...`);
 *     await recordAudit(tx, actor, { entity: "order", entityId: id, action: "markPaid", before, after });
 *   });
 *
 * `before` and `after` hold what an owner reading the log needs (status, roles, amounts, names),
 * never a secret: no password or its hash, no token, no TOTP secret, no recovery code.
 * The actor comes from the office call's wrapper (erp/staff/office-call.ts), from cliActor in a
 * command line, or is SYSTEM_ACTOR for the ERP's own jobs. This module imports no other ERP
 * module, so each of them may record entries.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import type { AuditEntry } from "../../contract/staff.ts";
import type { Database } from "../db/client.ts";

/** Who makes a write: a staff member in the office, a command line, or the ERP itself. */
export interface OfficeActor {
  kind: "staff" | "cli" | "system";
  /** The staff member's e-mail, `${command} (${os user})`, or the job's name. */
  name: string;
  /** The staff member's id (kind "staff"), else null. */
  staffId: string | null;
}

/** The operating-system user running this process ("unknown" when the system cannot tell). */
function osUser(): string {
  try {
    return os.userInfo().username || "unknown";
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? "unknown";
  }
}

/** The actor of a command line: `npm run staff` run by `jan` is "staff (jan)". */
export function cliActor(command: string): OfficeActor {
  return { kind: "cli", name: `${command} (${osUser()})`, staffId: null };
}

/** The actor of a job of the ERP itself (housekeeping, imports). */
export const systemActor = (job: string): OfficeActor => ({ kind: "system", name: job, staffId: null });

export interface AuditRecord {
  /** The kind of record: order, customer, staff, content, seller, ... */
  entity: string;
  /** Its key (an id or a number). */
  entityId: string;
  /** What was done: the office call's or the command's name (inviteStaff, setStaffRoles, ...). */
  action: string;
  /** The record before the write (null when it is new) and after it (null when it is gone). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A database or a transaction: pass the transaction the write runs in. */
export type AuditDb = Pick<Database, "execute">;

/** Fields never written to the log, whatever a caller hands in (defence in depth). */
const SECRET_FIELDS = /password|hash|secret|token|recovery/i;

function withoutSecrets(value: Record<string, unknown> | null): string | null {
  if (value === null) return null;
  return JSON.stringify(Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_FIELDS.test(key))));
}

/** Records one write; call it inside the transaction of the write it records. */
export async function recordAudit(tx: AuditDb, actor: OfficeActor, entry: AuditRecord): Promise<void> {
  await tx.execute(sql`INSERT INTO audit_log (actor_kind, actor, staff_id, entity, entity_id, action, before, after)
    VALUES (${actor.kind}, ${actor.name}, ${actor.staffId}, ${entry.entity}, ${entry.entityId}, ${entry.action},
      ${withoutSecrets(entry.before)}::jsonb, ${withoutSecrets(entry.after)}::jsonb)`);
}

/** The office's days (the log's `from` and `to`) are days in the shop's time zone. */
export const AUDIT_TIME_ZONE = "Europe/Warsaw";

export interface AuditQuery {
  /** Exact kind of record and key; "" for any. */
  entity: string;
  entityid: string;
  /** A staff member's e-mail, or a command's name ("staff" finds "staff (jan)"); "" for any. */
  actor: string;
  /** First and last day (YYYY-MM-DD, both included). */
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id only (the previous page's `next`). */
  before?: string | undefined;
  limit: number;
}

type AuditRow = {
  id: string;
  at: Date | string;
  actor_kind: AuditEntry["actor"]["kind"];
  actor: string;
  entity: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** One page of the log, newest first, paged by id (keyset: stable while entries are added). */
export async function auditLogPage(
  db: AuditDb,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const where = [sql`TRUE`];
  if (query.entity) where.push(sql`entity = ${query.entity}`);
  if (query.entityid) where.push(sql`entity_id = ${query.entityid}`);
  if (query.actor) {
    const actor = query.actor.includes("@") ? query.actor.toLowerCase() : query.actor;
    where.push(sql`(actor = ${actor} OR starts_with(actor, ${`${actor} (`}))`);
  }
  if (query.from) where.push(sql`at >= (${query.from}::date::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE})`);
  if (query.to) where.push(sql`at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE})`);
  if (query.before) where.push(sql`id < ${query.before}::bigint`);
  const { rows } = await db.execute<AuditRow>(sql`
    SELECT id::text AS id, at, actor_kind, actor, entity, entity_id, action, before, after
    FROM audit_log WHERE ${sql.join(where, sql` AND `)}
    ORDER BY audit_log.id DESC LIMIT ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      actor: { kind: r.actor_kind, name: r.actor },
      entity: r.entity,
      entityid: r.entity_id,
      action: r.action,
      before: r.before,
      after: r.after,
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
