/**
 * The staff's office calls (POST /office, contract/staff.ts): the public ones (an invitation
 * link, enrolment, sign-in) as handlers, the rest as office runs, wrapped with their session and
 * role checks by officeCalls (office-call.ts, roles.ts).
 */
import type { HandlersOf } from "../call-handler.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import { auditLogPage } from "../audit/audit.ts";
import type { ScryptParams } from "../customers/password.ts";
import { disableStaff, inviteStaff, listStaff, setStaffRoles } from "./accounts.ts";
import type { OfficeDeps } from "./office-call.ts";
import { endStaffSession } from "./sessions.ts";
import { enrolStaff, renewRecoveryCodes, staffInvite, staffSignIn, type StaffAuth } from "./sign-in.ts";

export interface StaffDeps extends OfficeDeps {
  /** The password options of the ERP (the customers' scrypt parameters serve the staff too). */
  auth: (at: Date) => { scrypt?: ScryptParams | undefined };
}

const staffAuth = (deps: StaffDeps, now: Date): StaffAuth => ({ db: deps.db, now, scrypt: deps.auth(now).scrypt });

export const staffPublicCalls: HandlersOf<"getStaffInvite" | "enrolStaff" | "staffSignIn", StaffDeps> = {
  getStaffInvite: async (deps, body) => ({
    status: 200,
    body: { invite: await staffInvite(deps.db, body.token, deps.now()) },
  }),
  enrolStaff: async (deps, body) => {
    const { token, expires, staff, recoverycodes } = await enrolStaff(staffAuth(deps, deps.now()), body);
    return { status: 200, body: { token, staff, expires: expires.toISOString(), recoverycodes } };
  },
  staffSignIn: async (deps, body) => {
    const { token, expires, staff, recoveryleft } = await staffSignIn(staffAuth(deps, deps.now()), body);
    return { status: 200, body: { token, staff, expires: expires.toISOString(), recoveryleft } };
  },
};

export const staffOfficeRuns: OfficeRuns<
  | "getStaffSession"
  | "staffSignOut"
  | "renewRecoveryCodes"
  | "listStaff"
  | "inviteStaff"
  | "setStaffRoles"
  | "disableStaff"
  | "getAuditLog",
  StaffDeps
> = {
  getStaffSession: async (_deps, _body, office) => ({
    status: 200,
    body: { staff: office.staff, expires: office.expires.toISOString() },
  }),
  staffSignOut: async (deps, body) => {
    await endStaffSession(deps.db, body.staff);
    return { status: 200, body: {} };
  },
  renewRecoveryCodes: async (deps, body, office) => ({
    status: 200,
    body: { recoverycodes: await renewRecoveryCodes(staffAuth(deps, office.at), office.staff, body) },
  }),
  listStaff: async (deps) => ({ status: 200, body: { staff: await listStaff(deps.db) } }),
  inviteStaff: async (deps, body, office) => {
    const { staff, token } = await inviteStaff(deps.db, office.actor, body, office.at);
    return { status: 200, body: { staff, token } };
  },
  setStaffRoles: async (deps, body, office) => ({
    status: 200,
    body: { staff: await setStaffRoles(deps.db, office.actor, body.id, body.roles) },
  }),
  disableStaff: async (deps, body, office) => ({
    status: 200,
    body: { staff: await disableStaff(deps.db, office.actor, body.id) },
  }),
  getAuditLog: async (deps, body) => ({ status: 200, body: await auditLogPage(deps.db, body) }),
};
