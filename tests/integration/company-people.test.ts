/**
 * Trade companies with several people (issue 41 item 1), through the ERP's contract as the
 * storefront calls it: an admin invites a person, who sets a password from the mailed link and signs
 * in with their own address at the company's prices; roles are enforced on every team call; a
 * removed person's session is dead at once; a company never loses its last admin, even when two
 * admins act at once; and migration 0046 turns each existing customer into a one-person company
 * with nothing lost (password, sessions, links, orders).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { connect, runMigrations } from "../../erp/db/client.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { officeCustomer } from "../../erp/customers/office-view.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { hashToken, newToken } from "../../erp/customers/tokens.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";
import { accountCalls, FAST } from "./account-calls.ts";
import { useErp } from "./harness.ts";

const { state } = useErp();
const PASSWORD = "a long enough password";
const clock = new Date("2026-11-30T09:00:00Z");
const account = accountCalls(
  () => state.db.db,
  () => clock,
  "DE",
);
const office = (...argv: string[]) =>
  runCustomersCommand(state.db.db, argv, { now: () => clock, shopUrl: "https://shop.example" });

let seq = 0;
const address = (who: string) => `${who}${++seq}-${Date.now()}@people.example`;

/** The token of the last password link mailed to `email`. */
async function lastLink(email: string): Promise<string> {
  const { rows } = await state.db.db.execute<{ body: string }>(sql`SELECT body FROM mail_outbox
    WHERE recipient = ${email} AND kind LIKE 'account-%' ORDER BY created_at DESC, id DESC LIMIT 1`);
  const match = /\/login\/password\/([\w-]{43})/.exec(rows[0]?.body ?? "");
  expect(match, `a password link mailed to ${email}`).not.toBeNull();
  return match![1]!;
}

const signIn = async (email: string, password = PASSWORD) => {
  const answer = await account({ action: "signIn", email, password, client: "198.51.100.9" });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token as string;
};

/** A new active company whose admin has set a password; answers the admin's address and session. */
async function company() {
  const admin = address("admin");
  expect(
    (
      await office(
        "create",
        "--email",
        admin,
        "--company",
        "Werkstatt Kim",
        "--contact",
        "Kim Admin",
        "--country",
        "DE",
      )
    ).ok,
  ).toBe(true);
  expect((await office("approve", admin)).ok).toBe(true);
  expect((await account({ action: "setPassword", token: await lastLink(admin), password: PASSWORD })).status).toBe(200);
  return { admin, session: await signIn(admin) };
}

/** Invites `role` into the admin's company and lets them set a password; answers their address, id and session. */
async function invited(adminSession: string, role: "admin" | "buyer" | "viewer") {
  const email = address(role);
  const answer = await account({ action: "invitePerson", customer: adminSession, email, name: `Pat ${role}`, role });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = await lastLink(email);
  expect((await account({ action: "setPassword", token, password: PASSWORD })).body).toEqual({ email });
  const id = (answer.body.person as { id: string }).id;
  return { email, id, session: await signIn(email) };
}

const team = async (session: string) =>
  ((await account({ action: "getTeam", customer: session })).body.people as { email: string; role: string }[]).map(
    (p) => [p.email, p.role],
  );

describe("the people of a company", () => {
  it("an admin invites a buyer, who signs in with their own address into the same company", async () => {
    const { admin, session } = await company();
    const buyer = await invited(session, "buyer");
    const mail = await state.db.db.execute<{ subject: string; body: string }>(sql`SELECT subject, body FROM mail_outbox
      WHERE recipient = ${buyer.email} AND kind = 'account-invite'`);
    expect(mail.rows[0]!.body).toContain("Werkstatt Kim");
    const [own, theirs] = await Promise.all(
      [session, buyer.session].map(
        async (s) => (await account({ action: "getAccount", customer: s })).body.account as Record<string, string>,
      ),
    );
    expect(theirs).toMatchObject({ number: own!.number, company: "Werkstatt Kim", email: buyer.email, role: "buyer" });
    expect(own).toMatchObject({ email: admin, role: "admin" });
    expect(await team(session)).toEqual([
      [admin, "admin"],
      [buyer.email, "buyer"],
    ]);
    // The office sees who signs in for the company.
    const seen = await officeCustomer(state.db.db, own!.number!);
    expect(seen!.people).toEqual([
      { email: admin, name: "Kim Admin", role: "admin", active: true },
      { email: buyer.email, name: "Pat buyer", role: "buyer", active: true },
    ]);
  });

  it("only an admin sees and manages the people: a buyer and a viewer are refused on every team call", async () => {
    const { session } = await company();
    const buyer = await invited(session, "buyer");
    const viewer = await invited(session, "viewer");
    for (const who of [buyer, viewer]) {
      for (const call of [
        { action: "getTeam" },
        { action: "invitePerson", email: address("x"), name: "X", role: "admin" },
        { action: "setPersonRole", id: who.id, role: "admin" },
        { action: "removePerson", id: buyer.id },
      ]) {
        const answer = await account({ ...call, customer: who.session });
        expect([answer.status, answer.body.code]).toEqual([403, "ACCOUNT_ROLE"]);
      }
    }
    expect(await team(session)).toHaveLength(3);
  });

  it("an address someone signs in with is refused, here or at another company, and nothing is written", async () => {
    const first = await company();
    const second = await company();
    const count = async () =>
      (await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer_people`)).rows[0]!.n;
    const before = await count();
    for (const email of [first.admin, first.admin.toUpperCase(), second.admin]) {
      const answer = await account({
        action: "invitePerson",
        customer: first.session,
        email,
        name: "Twin",
        role: "buyer",
      });
      expect([answer.status, answer.body.fields]).toEqual([409, { email: ["taken"] }]);
    }
    const bad = await account({
      action: "invitePerson",
      customer: first.session,
      email: "no address",
      name: "",
      role: "boss",
    });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("a person of another company is unknown to change and to remove", async () => {
    const first = await company();
    const second = await company();
    const stranger = await invited(second.session, "buyer");
    for (const call of [
      { action: "setPersonRole", id: stranger.id, role: "viewer" },
      { action: "removePerson", id: stranger.id },
    ]) {
      expect((await account({ ...call, customer: first.session })).status).toBe(404);
    }
    expect((await account({ action: "getAccount", customer: stranger.session })).body.account).toMatchObject({
      role: "buyer",
    });
  });

  it("a removed person's session is dead at once, they cannot sign in, and their address can be invited again", async () => {
    const { session } = await company();
    const buyer = await invited(session, "buyer");
    const pending = address("pending");
    await account({ action: "invitePerson", customer: session, email: pending, name: "Later", role: "buyer" });
    const link = await lastLink(pending);
    const { rows } = await state.db.db.execute<{ id: string }>(
      sql`SELECT id FROM customer_people WHERE email = ${pending}`,
    );
    for (const id of [buyer.id, rows[0]!.id]) {
      expect((await account({ action: "removePerson", customer: session, id })).status).toBe(200);
    }
    expect((await account({ action: "getAccount", customer: buyer.session })).body.code).toBe("AUTH001");
    const again = await account({ action: "signIn", email: buyer.email, password: PASSWORD, client: "198.51.100.10" });
    expect(again.body.code).toBe("SIGNIN_FAILED");
    expect((await account({ action: "setPassword", token: link, password: PASSWORD })).body.code).toBe("TOKEN_INVALID");
    // The removed row stays for the history; the address may join again as a new person.
    const back = await account({
      action: "invitePerson",
      customer: session,
      email: buyer.email,
      name: "Pat",
      role: "viewer",
    });
    expect(back.status).toBe(200);
    expect((back.body.person as { id: string }).id).not.toBe(buyer.id);
  });

  it("a role change holds from the person's next call", async () => {
    const { session } = await company();
    const buyer = await invited(session, "buyer");
    expect((await account({ action: "getTeam", customer: buyer.session })).status).toBe(403);
    await account({ action: "setPersonRole", customer: session, id: buyer.id, role: "admin" });
    expect((await account({ action: "getTeam", customer: buyer.session })).status).toBe(200);
  });

  it("the last admin can neither step down nor be removed, even when two admins act at once", async () => {
    const { admin, session } = await company();
    const { rows } = await state.db.db.execute<{ id: string }>(
      sql`SELECT id FROM customer_people WHERE email = ${admin}`,
    );
    const self = rows[0]!.id;
    for (const call of [
      { action: "setPersonRole", id: self, role: "buyer" },
      { action: "removePerson", id: self },
    ]) {
      const answer = await account({ ...call, customer: session });
      expect([answer.status, answer.body.code, answer.body.fields]).toEqual([
        409,
        "LAST_ADMIN",
        { role: ["lastAdmin"] },
      ]);
    }
    // Two admins demote each other at the same moment: one of them stays an admin.
    const second = await invited(session, "admin");
    const answers = await Promise.all([
      account({ action: "setPersonRole", customer: session, id: second.id, role: "buyer" }),
      account({ action: "setPersonRole", customer: second.session, id: self, role: "buyer" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await team(session).catch(() => [])).length + (await team(second.session).catch(() => [])).length).toBe(2);
    const { rows: admins } = await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n
      FROM customer_people WHERE id IN (${self}, ${second.id}) AND role = 'admin'`);
    expect(admins[0]!.n).toBe(1);
  });
});

describe("migration 0046", () => {
  const name = scratchDatabaseName("people");
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("makes every customer a one-person company: its password, sessions and links go to its admin", async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const { db, pool } = connect(databaseNamed(name));
    const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    try {
      // The migrations up to 0045, as a database made before companies had people.
      const folder = path.resolve("erp/db/migrations");
      fs.cpSync(folder, before, { recursive: true });
      fs.rmSync(path.join(before, "0046_company_people.sql"));
      const journalPath = path.join(before, "meta/_journal.json");
      const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((e) => e.tag < "0046");
      fs.writeFileSync(journalPath, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: before });

      await db.execute(sql`INSERT INTO price_lists (id, name) VALUES ('MAIN-EUR', 'Main')`);
      const hash = await hashPassword(PASSWORD, FAST);
      const { rows } = await db.execute<{ id: string }>(sql`INSERT INTO customers
          (number, email, company, contact_name, country, price_list_id, status, password_hash)
        VALUES ('C-900001', 'old@firm.example', 'Old Firm', 'Olga Old', 'DE', 'MAIN-EUR', 'active', ${hash}) RETURNING id`);
      const id = rows[0]!.id;
      const session = newToken();
      await db.execute(sql`INSERT INTO customer_sessions (token_hash, customer_id, created_at, expires_at)
        VALUES (${hashToken(session)}, ${id}, ${clock}, ${new Date(clock.getTime() + 86_400_000)})`);
      await db.execute(sql`INSERT INTO password_tokens (token_hash, customer_id, purpose, created_at, expires_at)
        VALUES (${hashToken(newToken())}, ${id}, 'reset', ${clock}, ${new Date(clock.getTime() + 3_600_000)})`);

      await runMigrations(db);

      const people = await db.execute<Record<string, unknown>>(sql`SELECT email, name, role, password_hash
        FROM customer_people WHERE customer_id = ${id}`);
      expect(people.rows).toEqual([
        { email: "old@firm.example", name: "Olga Old", role: "admin", password_hash: hash },
      ]);
      const moved = await db.execute<{ n: number }>(sql`SELECT
          (SELECT count(*) FROM customer_sessions s JOIN customer_people p ON p.id = s.person_id WHERE p.customer_id = ${id})
        + (SELECT count(*) FROM password_tokens t JOIN customer_people p ON p.id = t.person_id WHERE p.customer_id = ${id})
        AS n`);
      expect(Number(moved.rows[0]!.n)).toBe(2);
      const column = await db.execute(sql`SELECT 1 FROM information_schema.columns
        WHERE table_name = 'customers' AND column_name = 'password_hash'`);
      expect(column.rows).toEqual([]);
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await pool.end();
    }
  }, 120_000);
});
