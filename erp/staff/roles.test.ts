import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { OFFICE_PATH, STAFF_ROLES } from "../../contract/staff.ts";
import { Calls, type CallName } from "../../contract/wire.ts";
import { accessOf, callsAllowed, mayCall, OFFICE_CALL_ROLES, type OfficeCallName } from "./roles.ts";

const OFFICE_CALLS = (Object.keys(Calls) as CallName[]).filter((name) => Calls[name].path === OFFICE_PATH);

describe("the office's role table", () => {
  it("has a line for every call posted to the office, and no other", () => {
    expect(Object.keys(OFFICE_CALL_ROLES).sort()).toEqual([...OFFICE_CALLS].sort());
  });

  it("names only known roles", () => {
    for (const name of OFFICE_CALLS as OfficeCallName[]) {
      const access = accessOf(name);
      if (typeof access !== "string") for (const role of access) expect(STAFF_ROLES).toContain(role);
    }
  });

  it("lets the owner make every call, and keeps the staff and the log for the owner", () => {
    expect(callsAllowed(["owner"]).sort()).toEqual([...OFFICE_CALLS].sort());
    for (const role of STAFF_ROLES.filter((r) => r !== "owner")) {
      for (const name of ["listStaff", "inviteStaff", "setStaffRoles", "disableStaff", "getAuditLog"] as const) {
        expect(mayCall(accessOf(name), [role]), `${name} as ${role}`).toBe(false);
      }
      for (const name of ["getStaffSession", "staffSignOut", "renewRecoveryCodes"] as const) {
        expect(mayCall(accessOf(name), [role]), `${name} as ${role}`).toBe(true);
      }
    }
    expect(mayCall(["sales"], ["warehouse", "sales"])).toBe(true);
    expect(mayCall(["sales"], ["warehouse", "content"])).toBe(false);
    expect(["getStaffInvite", "enrolStaff", "staffSignIn"].map((n) => accessOf(n as OfficeCallName))).toEqual([
      "public",
      "public",
      "public",
    ]);
  });

  it("allows in the database the roles of the contract, and only those", () => {
    const migration = fs.readFileSync(new URL("../db/migrations/0036_staff_office.sql", import.meta.url), "utf8");
    const allowed = /"roles" <@ ARRAY\[([^\]]+)\]/.exec(migration)?.[1];
    expect(allowed?.split(",").map((r) => r.trim().replace(/'/g, ""))).toEqual([...STAFF_ROLES]);
  });
});
