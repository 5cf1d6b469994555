/**
 * The staff suites' own database (issue 38): migrated, without the demo catalogue, so its staff
 * are only the suite's (the last-owner rule counts every active owner), and an ERP on it with a
 * clock the suite moves. Helpers invite, enrol and sign staff in through the office calls.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { StaffRole } from "../../contract/staff.ts";
import { cliActor } from "../../erp/audit/audit.ts";
import { createCustomer, defaultPriceList } from "../../erp/customers/customers.ts";
import { firstAdminOf } from "../../erp/customers/people.ts";
import { startSession } from "../../erp/customers/tokens.ts";
import { connect, runMigrations, type Database } from "../../erp/db/client.ts";
import { loadDemoSellerRecords } from "../../erp/seed/demo-seller.ts";
import { createErp } from "../../erp/server.ts";
import { inviteStaff } from "../../erp/staff/accounts.ts";
import { totpCode } from "../../erp/staff/second-factor.ts";
import { WALLETS_CONFIGURED } from "./harness.ts";
import { adminQuery, databaseNamed, scratchDatabaseName } from "./file-database.ts";

/** Cheap scrypt for the suites (production's are OWASP's: erp/customers/password.test.ts). */
export const FAST = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = "staff password for the office suite";

export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string };
}

export interface Enrolled {
  id: string;
  email: string;
  secret: string;
  session: string;
  codes: string[];
}

/**
 * A database of the suite's own, migrated; with the demo's seller record unless `seller` is false
 * (the suite of the record itself starts from none).
 */
export function useStaffDatabase(options: { seller?: boolean } = {}) {
  const name = scratchDatabaseName("staff");
  const state = {
    clock: new Date("2026-11-22T09:00:00Z"),
    opened: null as ReturnType<typeof connect> | null,
    /** The suite's database, for a command line run as a child process. */
    url: "",
  };
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    state.url = databaseNamed(name);
    state.opened = connect(state.url);
    await runMigrations(state.opened.db);
    // The seller record the ERP's mails are signed with (a shop cannot sell without one).
    if (options.seller !== false) await loadDemoSellerRecords(state.opened.db);
  });
  afterAll(async () => {
    await state.opened?.pool.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const db = (): Database => state.opened!.db;
  const erp = () =>
    createErp({
      db: db(),
      now: () => state.clock,
      scrypt: FAST,
      payments: { config: WALLETS_CONFIGURED },
      vies: null,
      log: () => {},
    });
  /** Moves the clock on. */
  const tick = (seconds: number) => {
    state.clock = new Date(state.clock.getTime() + seconds * 1000);
  };
  /** An office call (POST /office) as the storefront makes it. */
  const office = async (body: Record<string, unknown>): Promise<Answer> =>
    (await erp().call("POST", "/office", { lang: "en", ...body })) as Answer;

  let seq = 0;
  const newEmail = () => `member${++seq}-${crypto.randomBytes(3).toString("hex")}@staff.example`;

  /** Invites a member (as a command line would) and answers the link's token. */
  async function invite(roles: StaffRole[], email = newEmail()) {
    const { staff, token } = await inviteStaff(
      db(),
      cliActor("test"),
      { email, name: "Test Member", roles },
      state.clock,
    );
    return { staff, token, email };
  }

  /** A member who followed the invitation: their session, TOTP secret and recovery codes. */
  async function enrolled(roles: StaffRole[], client = "10.0.0.1"): Promise<Enrolled> {
    const { staff, token, email } = await invite(roles);
    const shown = await office({ action: "getStaffInvite", token });
    const secret = (shown.body.invite as { secret: string }).secret;
    const answer = await office({
      action: "enrolStaff",
      token,
      password: PASSWORD,
      code: totpCode(secret, state.clock),
      client,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return {
      id: staff.id,
      email,
      secret,
      session: answer.body.token as string,
      codes: answer.body.recoverycodes as string[],
    };
  }

  /** Signs a member in with the current TOTP code (after moving the clock to a step not used yet). */
  async function signIn(member: Pick<Enrolled, "email" | "secret">, client = "10.0.0.2"): Promise<Answer> {
    tick(30);
    return office({
      action: "staffSignIn",
      email: member.email,
      password: PASSWORD,
      code: totpCode(member.secret, state.clock),
      client,
    });
  }

  /** A signed-in trade customer's session token (in the staff suite's own database). */
  async function customerToken(): Promise<string> {
    await db().execute(
      sql`INSERT INTO price_lists (id, name) VALUES (${defaultPriceList("DE")}, 'Test') ON CONFLICT DO NOTHING`,
    );
    const customer = await createCustomer(db(), {
      email: newEmail(),
      company: "Trade Ltd",
      contactName: "Kim Lee",
      country: "DE",
      status: "active",
    });
    return startSession(db(), (await firstAdminOf(db(), customer.id))!, state.clock, false);
  }

  return { state, db, erp, tick, office, invite, enrolled, signIn, customerToken, newEmail };
}
