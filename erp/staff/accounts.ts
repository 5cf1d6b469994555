/**
 * The staff's accounts (issue 38): inviting, roles, disabling and the list, shared by the office
 * calls (calls.ts) and the command line (office.ts), each write with its audit entry in the same
 * transaction. The shop always keeps an active owner: the last one can neither be disabled nor
 * lose the owner role (409 STAFF_LAST_OWNER); such changes take one lock, so two owners removing
 * each other at once cannot both succeed.
 */
import { sql, type SQL } from "drizzle-orm";
import { STAFF_INVITE_HOURS, STAFF_ROLES, type StaffMember, type StaffRole } from "../../contract/staff.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { hashToken, newToken } from "../customers/tokens.ts";
import { newTotpSecret } from "./second-factor.ts";

type Db = Pick<Database, "execute">;

export type StaffRow = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  status: StaffMember["status"];
  password_hash: string | null;
  totp_secret: string;
};
export const STAFF_COLUMNS = sql`s.id, s.email, s.name, s.roles, s.status, s.password_hash, s.totp_secret`;

/** What the office and the audit log see of a member: never a hash or a secret. */
export const toMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  email: r.email,
  name: r.name,
  roles: r.roles,
  status: r.status,
});

/** Roles once each, in the contract's order. */
export const normalRoles = (roles: readonly StaffRole[]): StaffRole[] => STAFF_ROLES.filter((r) => roles.includes(r));

/** Roles as one text[] parameter (a JS array in a sql`` template would become a list of parameters). */
export const rolesArray = (roles: readonly StaffRole[]) => sql`${`{${roles.join(",")}}`}::text[]`;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const { rows } = await db.execute<StaffRow>(
    sql`SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.email = ${normalEmail(email)}`,
  );
  return rows[0] ?? null;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const { rows } = await db.execute<StaffRow>(sql`SELECT ${STAFF_COLUMNS} FROM staff s ORDER BY s.email`);
  return rows.map(toMember);
}

/** Invitation links end this long after they are made. */
const inviteExpiry = (now: Date) => new Date(now.getTime() + STAFF_INVITE_HOURS * 3_600_000);

/**
 * Invites a staff member: an account without a password, a new TOTP secret, and a one-time link
 * (answered as its token; only its hash is kept) valid STAFF_INVITE_HOURS. An address still only
 * invited gets a fresh link, secret, name and roles (its older links stop working); an address
 * already enrolled or disabled is taken (409 BAD_REQUEST fields.email "taken").
 */
export async function inviteStaff(
  db: Database,
  actor: OfficeActor,
  input: { email: string; name: string; roles: readonly StaffRole[] },
  now: Date,
): Promise<{ staff: StaffMember; token: string; expires: Date }> {
  const email = normalEmail(input.email);
  const roles = normalRoles(input.roles);
  if (roles.length === 0) throw new ErpError(400, "BAD_REQUEST", "No role given", { roles: ["required"] });
  const secret = newTotpSecret();
  return db.transaction(async (tx) => {
    const { rows: created } = await tx.execute<StaffRow>(sql`INSERT INTO staff AS s (email, name, roles, totp_secret)
      VALUES (${email}, ${input.name.trim()}, ${rolesArray(roles)}, ${secret})
      ON CONFLICT (email) DO NOTHING RETURNING ${STAFF_COLUMNS}`);
    let before: StaffMember | null = null;
    let row = created[0];
    if (!row) {
      const { rows } = await tx.execute<StaffRow>(
        sql`SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.email = ${email} FOR UPDATE`,
      );
      const existing = rows[0]!;
      if (existing.status !== "invited") {
        throw new ErpError(409, "BAD_REQUEST", "A staff member has this e-mail address", { email: ["taken"] });
      }
      before = toMember(existing);
      const { rows: updated } = await tx.execute<StaffRow>(sql`UPDATE staff s
        SET name = ${input.name.trim() || existing.name}, roles = ${rolesArray(roles)}, totp_secret = ${secret}
        WHERE s.id = ${existing.id} RETURNING ${STAFF_COLUMNS}`);
      row = updated[0]!;
      await tx.execute(sql`DELETE FROM staff_invites WHERE staff_id = ${row.id}`);
    }
    const token = newToken();
    const expires = inviteExpiry(now);
    await tx.execute(sql`INSERT INTO staff_invites (token_hash, staff_id, created_at, expires_at)
      VALUES (${hashToken(token)}, ${row.id}, ${now}, ${expires})`);
    const staff = toMember(row);
    await recordAudit(tx, actor, {
      entity: "staff",
      entityId: staff.id,
      action: "inviteStaff",
      before,
      after: { ...staff, inviteExpires: expires.toISOString() },
    });
    return { staff, token, expires };
  });
}

/** Serialises the changes that could leave the shop without an active owner. */
const lockOwners = (tx: Db) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('staff:owners', 0))`);

async function lockedMember(tx: Db, id: string): Promise<StaffRow> {
  const { rows } = await tx.execute<StaffRow>(sql`SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.id = ${id} FOR UPDATE`);
  if (!rows[0]) throw notFound("Staff member");
  return rows[0];
}

/** 409 STAFF_LAST_OWNER when `member` is an active owner and no other active owner exists. */
async function keepAnOwner(tx: Db, member: StaffRow): Promise<void> {
  if (member.status !== "active" || !member.roles.includes("owner")) return;
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM staff
    WHERE status = 'active' AND 'owner' = ANY(roles) AND id <> ${member.id}`);
  if ((rows[0]?.n ?? 0) === 0) {
    throw new ErpError(409, "STAFF_LAST_OWNER", "The last active owner must stay an active owner");
  }
}

/** Sets one field of a locked member, with the audit entry of its value before and after. */
async function changeMember(
  tx: Db,
  actor: OfficeActor,
  member: StaffRow,
  action: "setStaffRoles" | "disableStaff",
  field: "roles" | "status",
  set: SQL,
): Promise<StaffMember> {
  const { rows } = await tx.execute<StaffRow>(
    sql`UPDATE staff s SET ${set} WHERE s.id = ${member.id} RETURNING ${STAFF_COLUMNS}`,
  );
  const staff = toMember(rows[0]!);
  await recordAudit(tx, actor, {
    entity: "staff",
    entityId: member.id,
    action,
    before: { email: member.email, [field]: member[field] },
    after: { email: staff.email, [field]: staff[field] },
  });
  return staff;
}

/** Sets a member's roles (not taking the owner role from the last active owner). */
export async function setStaffRoles(
  db: Database,
  actor: OfficeActor,
  id: string,
  roles: readonly StaffRole[],
): Promise<StaffMember> {
  const next = normalRoles(roles);
  if (next.length === 0) throw new ErpError(400, "BAD_REQUEST", "No role given", { roles: ["required"] });
  return db.transaction(async (tx) => {
    await lockOwners(tx);
    const member = await lockedMember(tx, id);
    if (!next.includes("owner")) await keepAnOwner(tx, member);
    if (next.join(",") === member.roles.join(",")) return toMember(member);
    return changeMember(tx, actor, member, "setStaffRoles", "roles", sql`roles = ${rolesArray(next)}`);
  });
}

/** Disables a member: no sign-in, every session ends, open links stop (not the last active owner). */
export async function disableStaff(db: Database, actor: OfficeActor, id: string): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await lockOwners(tx);
    const member = await lockedMember(tx, id);
    if (member.status === "disabled") return toMember(member);
    await keepAnOwner(tx, member);
    await tx.execute(sql`DELETE FROM staff_sessions WHERE staff_id = ${id}`);
    await tx.execute(sql`DELETE FROM staff_invites WHERE staff_id = ${id}`);
    return changeMember(tx, actor, member, "disableStaff", "status", sql`status = 'disabled'`);
  });
}

/**
 * Deletes the demo catalogue's staff (erp/seed/demo-staff.ts), whose password and TOTP secrets
 * the README gives: a real deployment's office starts with the owner `npm run staff -- add`
 * invites. Not bound by the last-owner rule, as the demo owner is no real one.
 */
export async function deleteDemoStaff(db: Database, actor: OfficeActor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<StaffRow>(sql`DELETE FROM staff s WHERE s.demo RETURNING ${STAFF_COLUMNS}`);
    for (const row of rows) {
      const { id, email, roles, status } = toMember(row);
      await recordAudit(tx, actor, {
        entity: "staff",
        entityId: id,
        action: "deleteDemoStaff",
        before: { email, roles, status },
        after: null,
      });
    }
    return rows.map((r) => r.email).sort();
  });
}
