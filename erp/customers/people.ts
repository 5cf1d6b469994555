/**
 * The people of a trade company (issue 41, migration 0046). The customer row is the company; each
 * person signs in with their own e-mail address and password, in a role:
 *   - admin: manages the people, approves orders, sees every order and the ledger;
 *   - buyer: orders; sees their own orders, or every order when the company says so;
 *   - viewer: sees prices and stock, builds baskets and asks for quotes, cannot order.
 * A removed person keeps their row (their orders still name them), loses every session at once and
 * cannot sign in; their address may be invited again, as a new person.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { CUSTOMER_COLUMNS, toCustomer, type Customer, type CustomerRow } from "./customers.ts";
import type { PersonRole } from "../../contract/person-roles.ts";

export interface Person {
  id: string;
  customerId: string;
  email: string;
  name: string;
  role: PersonRole;
}

export type PersonRow = {
  person_id: string;
  person_of: string;
  person_email: string;
  person_name: string;
  person_role: PersonRole;
};

/**
 * customer_people with its columns named apart from the company's, which CUSTOMER_COLUMNS names
 * unqualified; join it as `p`. A simple subquery: the planner reads through it to the indexes.
 */
export const PEOPLE = sql`(SELECT id AS person_id, customer_id AS person_of, email AS person_email, name AS person_name,
  role AS person_role, password_hash, created_at AS person_since, removed_at AS person_removed_at FROM customer_people)`;

/** The columns toPerson reads, of PEOPLE `p`. */
export const PERSON_COLUMNS = sql`p.person_id, p.person_of, p.person_email, p.person_name, p.person_role`;

export const toPerson = (row: PersonRow): Person => ({
  id: row.person_id,
  customerId: row.person_of,
  email: row.person_email,
  name: row.person_name,
  role: row.person_role,
});

type Found = { person: Person; customer: Customer; passwordHash: string | null };

async function livePerson(db: Pick<Database, "execute">, where: ReturnType<typeof sql>): Promise<Found | null> {
  const { rows } = await db.execute<CustomerRow & PersonRow & { password_hash: string | null }>(sql`
    SELECT ${CUSTOMER_COLUMNS}, ${PERSON_COLUMNS}, p.password_hash
    FROM ${PEOPLE} p JOIN customers ON customers.id = p.person_of
    WHERE ${where} AND p.person_removed_at IS NULL`);
  const row = rows[0];
  return row ? { person: toPerson(row), customer: toCustomer(row), passwordHash: row.password_hash } : null;
}

/** The live person of an e-mail address (compared without case) with their company and password hash. */
export const personByEmail = (db: Pick<Database, "execute">, email: string) =>
  livePerson(db, sql`lower(p.person_email) = lower(${email.trim()})`);

/** A live person by id with their company and password hash. */
export const personById = (db: Pick<Database, "execute">, id: string) => livePerson(db, sql`p.person_id = ${id}`);

/** The company's first admin (the one it was opened with), who gets the account's own mails. */
export async function firstAdminOf(db: Pick<Database, "execute">, customerId: string): Promise<Person | null> {
  const { rows } = await db.execute<PersonRow>(sql`SELECT ${PERSON_COLUMNS} FROM ${PEOPLE} p
    WHERE p.person_of = ${customerId} AND p.person_role = 'admin' AND p.person_removed_at IS NULL
    ORDER BY p.person_since, p.person_id LIMIT 1`);
  return rows[0] ? toPerson(rows[0]) : null;
}

/** A call only people in `roles` may make (403 ACCOUNT_ROLE, fields.role naming the caller's role). */
export function requireRole(person: Person, ...roles: PersonRole[]): void {
  if (!roles.includes(person.role)) {
    throw new ErpError(403, "ACCOUNT_ROLE", `Not allowed for the role ${person.role}`, { role: [person.role] });
  }
}

/**
 * The person whose orders alone a signed-in person reads, or null when they read every order of
 * their company: an admin always does; a buyer or viewer when the company says so.
 */
export const ownOrdersOnly = (company: Pick<Customer, "buyersSeeAllOrders">, person: Person | null): string | null =>
  person && person.role !== "admin" && !company.buyersSeeAllOrders ? person.id : null;

/** Adds a live person to a company (no password yet: a welcome or invitation link sets it). */
export async function addPerson(
  db: Pick<Database, "execute">,
  customerId: string,
  input: { email: string; name: string; role: PersonRole },
): Promise<Person> {
  const { rows } = await db.execute<PersonRow>(sql`
    INSERT INTO customer_people (customer_id, email, name, role)
    VALUES (${customerId}, ${input.email.trim()}, ${input.name.trim()}, ${input.role})
    RETURNING id AS person_id, customer_id AS person_of, email AS person_email, name AS person_name,
      role AS person_role`);
  return toPerson(rows[0]!);
}

/** Whether a live person signs in with this address (compared without case). */
export async function emailInUse(db: Pick<Database, "execute">, email: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM customer_people
    WHERE lower(email) = lower(${email.trim()}) AND removed_at IS NULL`);
  return rows.length > 0;
}
