/**
 * An admin manages the people of their company (issue 41 item 1): invites a person by e-mail (the
 * mailed link sets their password), changes roles, removes a person. Each change runs with the
 * company's row locked, so two admins acting at once cannot together leave it without an admin.
 */
import { isUniqueViolation } from "../db/unique.ts";
import { sql } from "drizzle-orm";
import type { TeamPerson } from "../../contract/team.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import type { Customer } from "./customers.ts";
import { mailSetPasswordLink } from "./mail.ts";
import type { PersonRole } from "../../contract/person-roles.ts";
import { addPerson, emailInUse, requireRole, type Person } from "./people.ts";

type Tx = Pick<Database, "execute">;

type TeamRow = {
  id: string;
  email: string;
  name: string;
  role: PersonRole;
  active: boolean;
  created_at: Date | string;
  order_limit_cents: string | number | null;
  month_limit_cents: string | number | null;
};

const TEAM_COLUMNS = sql`id, email, name, role, password_hash IS NOT NULL AS active, created_at, order_limit_cents,
  month_limit_cents`;
const cents = (value: string | number | null) => (value === null ? null : Number(value));

const toTeamPerson = (row: TeamRow, you: Person): TeamPerson => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  you: row.id === you.id,
  since: new Date(row.created_at).toISOString(),
  orderlimit: cents(row.order_limit_cents),
  monthlimit: cents(row.month_limit_cents),
});

/** The live people of the caller's company, admins first, then by name. */
export async function teamOf(db: Tx, admin: Person): Promise<TeamPerson[]> {
  requireRole(admin, "admin");
  const { rows } = await db.execute<TeamRow>(sql`SELECT ${TEAM_COLUMNS} FROM customer_people
    WHERE customer_id = ${admin.customerId} AND removed_at IS NULL
    ORDER BY role = 'admin' DESC, lower(name), created_at`);
  return rows.map((row) => toTeamPerson(row, admin));
}

const emailTaken = () =>
  new ErpError(409, "BAD_REQUEST", "Someone already signs in with this e-mail address", { email: ["taken"] });

/** Locks the company's row: changes to its people are made one after the other. */
const lockCompany = (tx: Tx, customerId: string) =>
  tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR UPDATE`);

/**
 * Invites a person: they join the company in `role` without a password, and the link to set one
 * (valid for WELCOME_DAYS, once) goes to their address in the company's language. An address
 * someone already signs in with, here or at another company, is refused (409, fields.email).
 */
export async function invitePerson(
  db: Database,
  opts: { now: Date; shopUrl?: string; onMail?: (id: string) => void },
  company: Customer,
  admin: Person,
  input: { email: string; name: string; role: PersonRole },
): Promise<TeamPerson> {
  requireRole(admin, "admin");
  if (await emailInUse(db, input.email)) throw emailTaken();
  const { person, mailId } = await db
    .transaction(async (tx) => {
      await lockCompany(tx, company.id);
      const person = await addPerson(tx, company.id, input);
      const mailId = await mailSetPasswordLink(tx, person, "invite", {
        now: opts.now,
        lang: company.lang,
        shopUrl: opts.shopUrl,
        company: company.company,
      });
      return { person, mailId };
    })
    .catch((error: unknown) => {
      // Someone took the address between the check and the insert.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  opts.onMail?.(mailId);
  return { ...person, active: false, you: false, since: opts.now.toISOString(), orderlimit: null, monthlimit: null };
}

/** A live person of the admin's company, locked; 404 for anyone else. */
async function personOfCompany(tx: Tx, admin: Person, id: string): Promise<TeamRow> {
  const { rows } = await tx.execute<TeamRow>(sql`SELECT ${TEAM_COLUMNS} FROM customer_people
    WHERE id = ${id} AND customer_id = ${admin.customerId} AND removed_at IS NULL FOR UPDATE`);
  if (!rows[0]) throw new ErpError(404, "NOT_FOUND", "No such person in your company");
  return rows[0];
}

/** Refuses a change that would leave the company without an admin who can sign in (409 LAST_ADMIN). */
async function keepAnAdmin(tx: Tx, admin: Person, leaving: TeamRow): Promise<void> {
  if (leaving.role !== "admin") return;
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer_people
    WHERE customer_id = ${admin.customerId} AND role = 'admin' AND removed_at IS NULL
      AND password_hash IS NOT NULL AND id <> ${leaving.id}`);
  if ((rows[0]?.n ?? 0) === 0) {
    throw new ErpError(409, "LAST_ADMIN", "The company's last admin must stay an admin", { role: ["lastAdmin"] });
  }
}

/** The company's own rules for its people and their orders. */
export type TeamSettings = Pick<Customer, "buyersSeeAllOrders" | "poNumberRequired" | "approvalRequired">;

/** Whether buyers and viewers see every order of the company or only their own; whether every order needs a PO number. */
export async function setTeamSettings(db: Database, admin: Person, settings: TeamSettings) {
  requireRole(admin, "admin");
  await db.execute(sql`UPDATE customers SET buyers_see_all_orders = ${settings.buyersSeeAllOrders},
    po_number_required = ${settings.poNumberRequired}, approval_required = ${settings.approvalRequired},
    updated_at = now() WHERE id = ${admin.customerId}`);
}

/**
 * A person's spending limits (cents of the company's currency; null: none). They bind buyers; an
 * admin's own orders need no approval, and a viewer places none. Holds from the person's next order.
 */
export async function setPersonLimits(
  db: Database,
  admin: Person,
  id: string,
  limits: { orderLimit: number | null; monthLimit: number | null },
): Promise<TeamPerson> {
  requireRole(admin, "admin");
  return db.transaction(async (tx) => {
    const before = await personOfCompany(tx, admin, id);
    await tx.execute(sql`UPDATE customer_people SET order_limit_cents = ${limits.orderLimit},
      month_limit_cents = ${limits.monthLimit}, updated_at = now() WHERE id = ${id}`);
    return toTeamPerson(
      { ...before, order_limit_cents: limits.orderLimit, month_limit_cents: limits.monthLimit },
      admin,
    );
  });
}

/** Gives a person of the company another role; the change holds from their next call. */
export async function setPersonRole(db: Database, admin: Person, id: string, role: PersonRole): Promise<TeamPerson> {
  requireRole(admin, "admin");
  return db.transaction(async (tx) => {
    await lockCompany(tx, admin.customerId);
    const before = await personOfCompany(tx, admin, id);
    if (role !== "admin") await keepAnAdmin(tx, admin, before);
    await tx.execute(sql`UPDATE customer_people SET role = ${role}, updated_at = now() WHERE id = ${id}`);
    return toTeamPerson({ ...before, role }, admin);
  });
}

/**
 * Removes a person of the company: they can no longer sign in, every session of theirs ends at
 * once and every link mailed to them dies. Their row stays for the orders they placed.
 */
export async function removePerson(db: Database, admin: Person, id: string, now: Date): Promise<void> {
  requireRole(admin, "admin");
  await db.transaction(async (tx) => {
    await lockCompany(tx, admin.customerId);
    const before = await personOfCompany(tx, admin, id);
    await keepAnAdmin(tx, admin, before);
    await tx.execute(sql`UPDATE customer_people SET removed_at = ${now}, updated_at = now() WHERE id = ${id}`);
    await tx.execute(sql`DELETE FROM customer_sessions WHERE person_id = ${id}`);
    await tx.execute(sql`DELETE FROM password_tokens WHERE person_id = ${id}`);
  });
}
