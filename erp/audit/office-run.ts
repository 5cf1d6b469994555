/**
 * The shape of an office call's work (issue 38), for every module with office calls (orders,
 * customers, claims, content, staff): the module exports `run`s, not handlers, and erp/calls.ts
 * wraps them with erp/staff/office-call.ts officeCalls, which resolves the staff session and
 * checks the roles of erp/staff/roles.ts before a run starts. A module therefore needs nothing of
 * erp/staff/ (which would tie it to the staff's sign-in), only this file and recordAudit:
 *
 *   // erp/orders/office-calls.ts
 *   export const orderOfficeRuns: OfficeRuns<"markOrderPaid", OrderDeps> = {
 *     markOrderPaid: async (deps, body, office) =>
 *       deps.db.transaction(async (tx) => {
 *         ... the write ...
 *         await recordAudit(tx, office.actor, { entity: "order", entityId: body.id, action: "markOrderPaid", before, after });
 *         return { status: 200, body: { ... } };
 *       }),
 *   };
 *   // erp/calls.ts HANDLERS:  ...officeCalls(orderOfficeRuns),
 *   // erp/staff/roles.ts OFFICE_CALL_ROLES:  markOrderPaid: ["sales"],
 */
import type { StaffMember } from "../../contract/staff.ts";
import type { CallName } from "../../contract/wire.ts";
import type { CallBody } from "../call-handler.ts";
import type { ErpResult } from "../call-result.ts";
import type { OfficeActor } from "./audit.ts";

/** The signed-in staff member making an office call. */
export interface OfficeCaller {
  staff: StaffMember;
  /** For recordAudit: kind "staff", the member's e-mail and id. */
  actor: OfficeActor;
  /** The time of the call (the ERP's clock). */
  at: Date;
  /** The session's token, as the call brought it (staffSignOut ends it). */
  session: string;
  /** When the session ends at the latest. */
  expires: Date;
}

/** An office call's work once its session and roles were checked. */
export type OfficeRun<N extends CallName, D> = (deps: D, body: CallBody<N>, office: OfficeCaller) => Promise<ErpResult>;

/** A module's office calls, one run each. */
export type OfficeRuns<N extends CallName, D> = { [K in N]: OfficeRun<K, D> };
