/**
 * The office's staff management and its guard (issue 38): every call of the role table refused for
 * each role lacking it and for a customer's session (the table is iterated, so a new office call is
 * covered by adding its line), an audit entry without secrets for every write, the last active
 * owner kept, and `npm run staff` (in-process and the real command line).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STAFF_ROLES, type AuditEntry } from "../../contract/staff.ts";
import type { CallDeps } from "../../erp/calls.ts";
import { HANDLERS } from "../../erp/calls.ts";
import { ErpError } from "../../erp/errors.ts";
import { officeCaller } from "../../erp/staff/office-call.ts";
import { runStaffCommand } from "../../erp/staff/office.ts";
import { accessOf, mayCall, OFFICE_CALL_ROLES, type OfficeCallName } from "../../erp/staff/roles.ts";
import { useStaffDatabase, type Enrolled } from "./staff-harness.ts";

const { state, db, office, enrolled, customerToken, newEmail, signIn } = useStaffDatabase();
const SESSION_CALLS = (Object.keys(OFFICE_CALL_ROLES) as OfficeCallName[]).filter((n) => accessOf(n) !== "public");
const cli = (...argv: string[]) =>
  runStaffCommand(db(), argv, { now: () => state.clock, shopUrl: "https://shop.example" });

/** How a call's handler (the one erp/calls.ts registers) answers a body with only the session. */
async function refusal(name: OfficeCallName, staff: string): Promise<string> {
  // Only the wrapper's dependencies: a handler that got past it would fail on the missing rest.
  const deps = { db: db(), now: () => state.clock } as unknown as CallDeps;
  try {
    const answer = await HANDLERS[name](deps, { action: name, staff, lang: "en" } as never, {});
    return `answered ${answer.status}`;
  } catch (error) {
    return error instanceof ErpError ? error.code : String(error);
  }
}

describe("the role table", () => {
  it("refuses every office call to each role lacking it, and to a customer's session", async () => {
    const members = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await enrolled([role])] as const)),
    ) as Record<(typeof STAFF_ROLES)[number], Enrolled>;
    const customer = await customerToken();
    for (const name of SESSION_CALLS) {
      expect(await refusal(name, customer), `${name} with a customer's token`).toBe("STAFF_AUTH");
      expect(await refusal(name, "not-a-session"), `${name} without a session`).toBe("STAFF_AUTH");
      for (const role of STAFF_ROLES) {
        const allowed = mayCall(accessOf(name), [role]);
        if (allowed) {
          const caller = await officeCaller({ db: db(), now: () => state.clock }, name, {
            staff: members[role].session,
          });
          expect(caller.staff.roles).toEqual([role]);
        } else {
          expect(await refusal(name, members[role].session), `${name} as ${role}`).toBe("STAFF_FORBIDDEN");
        }
      }
    }
    // Through the path as the storefront calls it, too.
    const listed = await office({ action: "listStaff", staff: members.sales.session });
    expect(listed).toMatchObject({ status: 403, body: { code: "STAFF_FORBIDDEN" } });
    expect((await office({ action: "listStaff", staff: members.owner.session })).status).toBe(200);
  });

  it("refuses a disabled member's session at once", async () => {
    const owner = await enrolled(["owner"]);
    const member = await enrolled(["sales"]);
    const session = await signIn(member);
    expect((await office({ action: "disableStaff", staff: owner.session, id: member.id })).body.staff).toMatchObject({
      status: "disabled",
    });
    for (const token of [member.session, session.body.token]) {
      expect((await office({ action: "getStaffSession", staff: token })).body.code).toBe("STAFF_AUTH");
    }
    expect((await signIn(member)).body.code).toBe("STAFF_SIGNIN_FAILED");
  });
});

/** The audit entries about one staff member, oldest first, through getAuditLog. */
async function entriesAbout(owner: Enrolled, id: string): Promise<AuditEntry[]> {
  const answer = await office({ action: "getAuditLog", staff: owner.session, entity: "staff", entityid: id });
  expect(answer.status).toBe(200);
  return (answer.body.entries as AuditEntry[]).reverse();
}

describe("the audit log of staff writes", () => {
  it("records invite, enrol, renew, roles and disable, with before and after and no secret", async () => {
    const owner = await enrolled(["owner"]);
    const invited = await office({
      action: "inviteStaff",
      staff: owner.session,
      email: newEmail().toUpperCase(),
      name: "Nina New",
      roles: ["content", "sales"],
    });
    expect(invited.status).toBe(200);
    const member = invited.body.staff as { id: string; email: string; roles: string[] };
    expect(member.email).toBe(member.email.toLowerCase());
    expect(member.roles).toEqual(["sales", "content"]);
    const token = invited.body.token as string;
    const { secret } = (await office({ action: "getStaffInvite", token })).body.invite as { secret: string };
    const { totpCode } = await import("../../erp/staff/second-factor.ts");
    const { PASSWORD } = await import("./staff-harness.ts");
    const enrol = await office({
      action: "enrolStaff",
      token,
      password: PASSWORD,
      code: totpCode(secret, state.clock),
      client: "a1",
    });
    expect(enrol.status).toBe(200);
    const codes = enrol.body.recoverycodes as string[];
    const renewed = await office({
      action: "renewRecoveryCodes",
      staff: enrol.body.token,
      password: PASSWORD,
      client: "a1",
    });
    const newCodes = renewed.body.recoverycodes as string[];
    await office({ action: "setStaffRoles", staff: owner.session, id: member.id, roles: ["warehouse"] });
    await office({ action: "disableStaff", staff: owner.session, id: member.id });

    const entries = await entriesAbout(owner, member.id);
    expect(entries.map((e) => [e.action, e.actor.kind, e.actor.name])).toEqual([
      ["inviteStaff", "staff", owner.email],
      ["enrolStaff", "staff", member.email],
      ["renewRecoveryCodes", "staff", member.email],
      ["setStaffRoles", "staff", owner.email],
      ["disableStaff", "staff", owner.email],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { email: member.email, roles: ["sales", "content"] } });
    expect(entries[1]).toMatchObject({ before: { status: "invited" }, after: { status: "active" } });
    expect(entries[2]).toMatchObject({ before: { codesLeft: 10 }, after: { codesLeft: 10 } });
    expect(entries[3]).toMatchObject({ before: { roles: ["sales", "content"] }, after: { roles: ["warehouse"] } });
    expect(entries[4]).toMatchObject({ before: { status: "active" }, after: { status: "disabled" } });
    const text = JSON.stringify(entries);
    const { rows } = await db().execute<{ password_hash: string }>(
      sql`SELECT password_hash FROM staff WHERE id = ${member.id}`,
    );
    for (const secretText of [secret, token, rows[0]!.password_hash, PASSWORD, ...codes, ...newCodes]) {
      expect(text).not.toContain(secretText);
    }
    // The log pages newest first.
    const page = await office({ action: "getAuditLog", staff: owner.session, entity: "staff", limit: 2 });
    expect((page.body.entries as AuditEntry[]).map((e) => e.action)).toEqual(["disableStaff", "setStaffRoles"]);
    expect(page.body.next).toEqual(expect.any(String));
  });
});

describe("the last active owner", () => {
  /** Leaves `keep` the only active owners (the suite's other owners are disabled). */
  const onlyOwners = (...keep: Enrolled[]) =>
    db().execute(sql`UPDATE staff SET status = 'disabled'
      WHERE 'owner' = ANY(roles) AND status = 'active' AND NOT (id = ANY(${`{${keep.map((m) => m.id).join(",")}}`}::uuid[]))`);

  it("can neither be disabled nor lose the owner role, by the office or the command line", async () => {
    const a = await enrolled(["owner"]);
    const b = await enrolled(["owner", "sales"]);
    await onlyOwners(a, b);
    expect((await office({ action: "setStaffRoles", staff: a.session, id: b.id, roles: ["sales"] })).status).toBe(200);
    const last = { status: 409, body: expect.objectContaining({ code: "STAFF_LAST_OWNER" }) };
    expect(await office({ action: "setStaffRoles", staff: a.session, id: a.id, roles: ["sales"] })).toMatchObject(last);
    expect(await office({ action: "disableStaff", staff: a.session, id: a.id })).toMatchObject(last);
    const byCli = await cli("disable", a.email);
    expect(byCli.ok).toBe(false);
    expect((await cli("roles", a.email, "content")).ok).toBe(false);
    expect((await office({ action: "getStaffSession", staff: a.session })).body.staff).toMatchObject({
      roles: ["owner"],
      status: "active",
    });
  });

  it("holds when two owners take the role from each other at once", async () => {
    const a = await enrolled(["owner"]);
    const b = await enrolled(["owner"]);
    await onlyOwners(a, b);
    const answers = await Promise.all([
      office({ action: "setStaffRoles", staff: a.session, id: b.id, roles: ["sales"] }),
      office({ action: "disableStaff", staff: b.session, id: a.id }),
    ]);
    // One wins. The other is refused as the last owner (409), or, when the winner committed before
    // its session was checked, as no longer an owner (403) or no longer active (401).
    const [first, second] = answers.map((x) => x.status).sort();
    expect(first).toBe(200);
    expect([401, 403, 409]).toContain(second);
    const { rows } = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM staff WHERE status = 'active' AND 'owner' = ANY(roles)`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe("npm run staff", () => {
  const counts = async () =>
    (
      await db().execute<{ staff: number; audit: number }>(
        sql`SELECT (SELECT count(*)::int FROM staff) AS staff, (SELECT count(*)::int FROM audit_log) AS audit`,
      )
    ).rows[0]!;

  it("adds, lists, sets roles and disables, each recorded as the command", async () => {
    const email = newEmail();
    const added = await cli("add", email, "--role", "sales,warehouse", "--name", "Cli Member");
    expect(added.ok, added.message).toBe(true);
    const link = /https:\/\/shop\.example\/office\/enrol\/([\w-]{43})/.exec(added.message)?.[1];
    expect(link).toBeDefined();
    const again = await cli("add", email, "--role", "sales");
    const fresh = /\/office\/enrol\/([\w-]{43})/.exec(again.message)?.[1];
    expect(fresh).toBeDefined();
    expect((await office({ action: "getStaffInvite", token: link })).body.invite).toBeNull();
    expect((await office({ action: "getStaffInvite", token: fresh })).body.invite).toMatchObject({ roles: ["sales"] });

    const listed = await cli("list");
    expect(listed.message).toMatch(new RegExp(`${email}\\s+invited\\s+sales\\s+Cli Member`));
    expect((await cli("roles", email.toUpperCase(), "content,owner")).message).toContain("owner,content");
    expect((await cli("disable", email)).message).toContain("disabled");
    expect((await cli("add", email, "--role", "sales")).message).toMatch(/e-mail address/);

    const owner = await enrolled(["owner"]);
    const id = (await db().execute<{ id: string }>(sql`SELECT id FROM staff WHERE email = ${email}`)).rows[0]!.id;
    const entries = await entriesAbout(owner, id);
    expect(entries.map((e) => e.action)).toEqual(["inviteStaff", "inviteStaff", "setStaffRoles", "disableStaff"]);
    expect(entries.every((e) => e.actor.kind === "cli" && /^staff \(.+\)$/.test(e.actor.name))).toBe(true);
  });

  it("answers the usage for bad arguments and writes nothing", async () => {
    const before = await counts();
    for (const argv of [
      [],
      ["drop"],
      ["add"],
      ["add", "not-an-email", "--role", "sales"],
      ["add", newEmail()],
      ["add", newEmail(), "--role", "boss"],
      ["add", newEmail(), "--role", "sales", "--colour", "red"],
      ["roles", newEmail()],
      ["roles", newEmail(), "chef"],
      ["disable"],
      ["list", "extra"],
      ["delete-demo", "now"],
    ]) {
      const answer = await cli(...argv);
      expect(answer.ok, argv.join(" ")).toBe(false);
      expect(answer.message, argv.join(" ")).toContain("Usage:");
    }
    expect((await cli("disable", newEmail())).ok).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("deletes the demo staff, recorded, whatever their roles", async () => {
    const owner = await enrolled(["owner"]);
    await db().execute(sql`UPDATE staff SET demo = true WHERE id = ${owner.id}`);
    const answer = await cli("delete-demo");
    expect(answer).toEqual({ ok: true, message: `Deleted the demo staff: ${owner.email}` });
    expect((await cli("delete-demo")).message).toBe("No demo staff to delete.");
    const { rows } = await db().execute<{ action: string; before: { email: string }; after: unknown }>(
      sql`SELECT action, before, after FROM audit_log WHERE entity_id = ${owner.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      action: "deleteDemoStaff",
      before: expect.objectContaining({ email: owner.email }),
      after: null,
    });
  });

  it("runs as the real command line on the database named by DATABASE_URL", async () => {
    const email = newEmail();
    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATABASE_URL: state.url,
      SHOP_URL: "https://office.example",
    };
    const { stdout } = await run("node_modules/.bin/tsx", ["erp/staff/cli.ts", "add", email, "--role", "content"], {
      env,
    });
    expect(stdout).toMatch(/https:\/\/office\.example\/office\/enrol\/[\w-]{43}/);
    const bad = await run("node_modules/.bin/tsx", ["erp/staff/cli.ts", "add", email], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining("Usage:") });
  }, 60_000);
});
