/**
 * The wrapper of every office call made in a staff session (issue 38). A module with office calls
 * exports their work as OfficeRuns (erp/audit/office-run.ts, no import of this module needed) and
 * erp/calls.ts registers them with one spread:
 *
 *   export const HANDLERS = { ..., ...officeCalls(orderOfficeRuns) };
 *
 * Each call's roles come from the one table, erp/staff/roles.ts OFFICE_CALL_ROLES (add the line
 * there: the type demands it for every call on OFFICE_PATH). Before a run starts, the wrapper
 *   - resolves the staff session from body.staff: 401 STAFF_AUTH when it is unknown, ended
 *     (8 hours, 30 minutes idle, signed out) or its member disabled; a customer's session token is
 *     no staff session and gets STAFF_AUTH too. The call counts as the session's activity;
 *   - checks the member's roles: 403 STAFF_FORBIDDEN when none allows the call (the owner may make
 *     every call);
 *   - hands the run the member and the OfficeActor its writes record in the audit log
 *     (recordAudit, in the write's own transaction).
 */
import type { CallName } from "../../contract/wire.ts";
import type { OfficeCaller, OfficeRun, OfficeRuns } from "../audit/office-run.ts";
import type { CallBody, Handler, HandlersOf } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { toMember } from "./accounts.ts";
import { accessOf, mayCall, type OfficeCallName } from "./roles.ts";
import { staffOfSession } from "./sessions.ts";
import { staffActor } from "./sign-in.ts";

/** What the wrapper needs of the ERP's dependencies. */
export interface OfficeDeps {
  db: Database;
  now: () => Date;
}

/** The caller of an office call: its live session's member, allowed to make `name`. */
export async function officeCaller(
  deps: OfficeDeps,
  name: OfficeCallName,
  body: { staff: string },
): Promise<OfficeCaller> {
  const at = deps.now();
  const session = await staffOfSession(deps.db, body.staff, at);
  if (!session) throw new ErpError(401, "STAFF_AUTH", "No live staff session");
  const staff = toMember(session.row);
  const access = accessOf(name);
  if (access === "public" || !mayCall(access, staff.roles)) {
    throw new ErpError(403, "STAFF_FORBIDDEN", `The staff member's roles do not allow ${name}`);
  }
  return { staff, actor: staffActor(staff), at, session: body.staff, expires: session.expires };
}

/** One office call: the session and roles checked, then `run`. */
export function officeCall<N extends OfficeCallName & CallName, D extends OfficeDeps>(
  name: N,
  run: OfficeRun<N, D>,
): Handler<N, D> {
  return async (deps, body: CallBody<N>) => {
    const caller = await officeCaller(deps, name, body as unknown as { staff: string });
    return run(deps, body, caller);
  };
}

/** A module's office calls, each wrapped by officeCall with its own name. */
export function officeCalls<N extends OfficeCallName & CallName, D extends OfficeDeps>(
  runs: OfficeRuns<N, D>,
): HandlersOf<N, D> {
  return Object.fromEntries(
    Object.entries(runs).map(([name, run]) => [name, officeCall(name as N, run as OfficeRun<N, D>)]),
  ) as unknown as HandlersOf<N, D>;
}
