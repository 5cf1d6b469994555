/**
 * The office's staff sign-in (issue 38), through the office calls as the storefront makes them:
 * enrolment from an invitation, password plus TOTP (one step of drift, never one step twice, not
 * even in parallel), single-use recovery codes, the lockout under a burst of parallel tries,
 * sessions ending after 30 idle minutes and after 8 hours, and a customer's token refused.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect } from "../../erp/db/client.ts";
import { createErp } from "../../erp/server.ts";
import { normalRecoveryCode, RECOVERY_CODE, totpCode } from "../../erp/staff/second-factor.ts";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "../../erp/seed/demo-staff.ts";
import { FAST, PASSWORD, useStaffDatabase } from "./staff-harness.ts";
import { WALLETS_CONFIGURED } from "./harness.ts";
import { fileDatabaseUrl } from "./file-database.ts";

const { state, db, tick, office, invite, enrolled, signIn, customerToken } = useStaffDatabase();
const code = (secret: string, stepsAway = 0) => totpCode(secret, new Date(state.clock.getTime() + stepsAway * 30_000));
const session = (staff: string) => office({ action: "getStaffSession", staff });

describe("enrolment from an invitation", () => {
  it("shows the invitation, refuses a wrong code and a weak password, then signs in once", async () => {
    const { token, email } = await invite(["sales"]);
    const shown = await office({ action: "getStaffInvite", token });
    const invitation = shown.body.invite as { email: string; secret: string; uri: string; roles: string[] };
    expect(invitation).toMatchObject({ email, roles: ["sales"] });
    expect(invitation.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(invitation.uri).toContain(encodeURIComponent(email));
    const enrol = (over: Record<string, unknown>) =>
      office({ action: "enrolStaff", token, password: PASSWORD, code: code(invitation.secret), client: "c1", ...over });

    expect((await enrol({ code: code(invitation.secret, 3) })).body.code).toBe("STAFF_CODE_INVALID");
    expect((await enrol({ password: "short" })).body).toMatchObject({ code: "PASSWORD_WEAK" });
    const first = await enrol({});
    expect(first.status).toBe(200);
    expect(first.body.staff).toMatchObject({ email, status: "active", roles: ["sales"] });
    expect((first.body.recoverycodes as string[]).every((c) => RECOVERY_CODE.test(c))).toBe(true);
    expect(new Set(first.body.recoverycodes as string[]).size).toBe(10);
    expect((await session(first.body.token as string)).status).toBe(200);

    // The link is used: shown no more, enrols no more.
    expect((await office({ action: "getStaffInvite", token })).body.invite).toBeNull();
    tick(30);
    expect((await enrol({ code: code(invitation.secret) })).body.code).toBe("STAFF_INVITE_INVALID");
  });

  it("refuses an expired link, and a link replaced by a newer one", async () => {
    const { token, email } = await invite(["content"]);
    const { token: fresh } = await invite(["content"], email);
    expect((await office({ action: "getStaffInvite", token })).body.invite).toBeNull();
    const secret = ((await office({ action: "getStaffInvite", token: fresh })).body.invite as { secret: string })
      .secret;
    tick(24 * 3600 + 1);
    expect((await office({ action: "getStaffInvite", token: fresh })).body.invite).toBeNull();
    const late = await office({
      action: "enrolStaff",
      token: fresh,
      password: PASSWORD,
      code: code(secret),
      client: "c",
    });
    expect(late.body.code).toBe("STAFF_INVITE_INVALID");
  });
});

describe("sign-in", () => {
  it("signs in with password and TOTP; any of them wrong is the same refusal", async () => {
    const member = await enrolled(["warehouse"]);
    const ok = await signIn(member);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ staff: { email: member.email }, recoveryleft: 10 });
    const failed = { status: 401, body: expect.objectContaining({ code: "STAFF_SIGNIN_FAILED" }) };
    tick(30);
    const base = { action: "staffSignIn", email: member.email, password: PASSWORD, client: "c2" };
    expect(await office({ ...base, code: code(member.secret), password: "wrong password here" })).toMatchObject(failed);
    expect(await office({ ...base, code: code(member.secret), email: "nobody@staff.example" })).toMatchObject(failed);
    expect(await office({ ...base, code: "000000" === code(member.secret) ? "111111" : "000000" })).toMatchObject(
      failed,
    );
  });

  it("accepts a code one step early or late, not two, and never the same step twice", async () => {
    const member = await enrolled(["sales"]);
    const tryCode = (c: string) =>
      office({ action: "staffSignIn", email: member.email, password: PASSWORD, code: c, client: "c3" });
    tick(600);
    expect((await tryCode(code(member.secret, -2))).status).toBe(401);
    expect((await tryCode(code(member.secret, 2))).status).toBe(401);
    expect((await tryCode(code(member.secret, -1))).status).toBe(200);
    expect((await tryCode(code(member.secret, -1))).status).toBe(401); // that step is used
    expect((await tryCode(code(member.secret, 0))).status).toBe(200);
    expect((await tryCode(code(member.secret, 0))).status).toBe(401);
    expect((await tryCode(code(member.secret, 1))).status).toBe(200);
    expect((await tryCode(code(member.secret, 1))).status).toBe(401);
    // An earlier step than the last used one is refused too.
    tick(30);
    expect((await tryCode(code(member.secret, -1))).status).toBe(401);
  });

  it("lets exactly one of two parallel sign-ins with one code pass", async () => {
    const member = await enrolled(["sales"]);
    tick(60);
    const c = code(member.secret);
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        office({ action: "staffSignIn", email: member.email, password: PASSWORD, code: c, client: `p${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it("signs in once with each recovery code, also when two try one code at once", async () => {
    const member = await enrolled(["content"]);
    const withCode = (c: string, client = "r1") =>
      office({ action: "staffSignIn", email: member.email, password: PASSWORD, code: c, client });
    const first = await withCode(member.codes[0]!.toUpperCase().replace("-", " "));
    expect(first.status).toBe(200);
    expect(first.body.recoveryleft).toBe(9);
    expect((await withCode(member.codes[0]!)).status).toBe(401);
    const both = await Promise.all([withCode(member.codes[1]!, "r2"), withCode(member.codes[1]!, "r3")]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(normalRecoveryCode("aaaaa-aaaa")).toBeNull();
  });

  it("holds the lockout under 20 parallel wrong tries, for the right password too", async () => {
    const member = await enrolled(["sales"]);
    tick(60);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        office({
          action: "staffSignIn",
          email: member.email,
          password: "not the password!",
          code: "123456",
          client: "l1",
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === "SIGNIN_LOCKED")).toBe(true);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const right = await office({
      action: "staffSignIn",
      email: member.email,
      password: PASSWORD,
      code: code(member.secret),
      client: "l2",
    });
    expect(right.body.code).toBe("SIGNIN_LOCKED");
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = ${`staff:account:${member.email}`}`,
    );
    expect(rows[0]!.n).toBe(5);
  });
});

describe("staff sessions", () => {
  it("end after 30 minutes without a call, and calls keep them alive", async () => {
    const member = await enrolled(["sales"]);
    const token = member.session;
    tick(29 * 60);
    expect((await session(token)).status).toBe(200);
    tick(29 * 60);
    expect((await session(token)).status).toBe(200);
    tick(31 * 60);
    expect(await session(token)).toMatchObject({ status: 401, body: { code: "STAFF_AUTH" } });
  });

  it("end 8 hours after sign-in however busy", async () => {
    const member = await enrolled(["sales"]);
    const signedIn = await signIn(member);
    const token = signedIn.body.token as string;
    const expires = new Date(signedIn.body.expires as string);
    expect(expires.getTime() - state.clock.getTime()).toBe(8 * 3600_000);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      tick(20 * 60);
      expect((await session(token)).status, `after ${minutes} minutes`).toBe(200);
    }
    tick(20 * 60);
    expect((await session(token)).body.code).toBe("STAFF_AUTH");
  });

  it("end on sign-out; a customer's session token is no staff session", async () => {
    const member = await enrolled(["owner"]);
    expect((await office({ action: "staffSignOut", staff: member.session })).status).toBe(200);
    expect((await session(member.session)).body.code).toBe("STAFF_AUTH");
    expect((await office({ action: "staffSignOut", staff: member.session })).status).toBe(401);
    const customer = await customerToken();
    expect(await session(customer)).toMatchObject({ status: 401, body: { code: "STAFF_AUTH" } });
    expect((await office({ action: "listStaff", staff: customer })).body.code).toBe("STAFF_AUTH");
  });

  it("renews recovery codes after the password: the old ones stop", async () => {
    const member = await enrolled(["warehouse"]);
    const renew = (password: string) =>
      office({ action: "renewRecoveryCodes", staff: member.session, password, client: "n1" });
    expect((await renew("not my password!")).body).toMatchObject({
      code: "BAD_REQUEST",
      fields: { password: ["wrong"] },
    });
    const renewed = await renew(PASSWORD);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoverycodes as string[];
    const withCode = (c: string) =>
      office({ action: "staffSignIn", email: member.email, password: PASSWORD, code: c, client: "n2" });
    expect((await withCode(member.codes[0]!)).status).toBe(401);
    expect((await withCode(fresh[0]!)).status).toBe(200);
  });
});

describe("the demo catalogue's staff", () => {
  it("sign in with the README's password and TOTP secret, one per role", async () => {
    const shared = connect(await fileDatabaseUrl());
    try {
      const demoErp = createErp({
        db: shared.db,
        now: () => state.clock,
        scrypt: FAST,
        payments: { config: WALLETS_CONFIGURED },
        vies: null,
        log: () => {},
      });
      expect(new Set(DEMO_STAFF.flatMap((m) => m.roles))).toEqual(new Set(["owner", "sales", "warehouse", "content"]));
      for (const member of DEMO_STAFF) {
        const answer = (await demoErp.call("POST", "/office", {
          action: "staffSignIn",
          lang: "en",
          email: member.email,
          password: DEMO_STAFF_PASSWORD,
          code: totpCode(member.totpSecret, state.clock),
          client: "demo",
        })) as { status: number; body: { staff: { roles: string[] } } };
        expect(answer.status, member.email).toBe(200);
        expect(answer.body.staff.roles).toEqual(member.roles);
      }
    } finally {
      await shared.pool.end();
    }
  });
});
