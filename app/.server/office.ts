/**
 * The office's side of a request (issue 38): the staff session the cookie keeps, the ERP's staff
 * calls made with its token, and what their refusals lead to. A 401 STAFF_AUTH (the session ended
 * or the staff member was disabled) signs the staff member out of the cookie and sends them to sign
 * in again, then back; a 403 STAFF_FORBIDDEN is the office's "not for your role" page; an ERP that
 * does not offer the office's calls gets the office's "this ERP has no office" page (501), never
 * the error dialog.
 */
import { redirect } from "@remix-run/node";
import type { CallName, CallRequest, CallResponse, DistributiveOmit, FileCallName } from "../../contract/wire.ts";
import { OFFICE_PATH } from "../../contract/staff.ts";
import { isOfficePath } from "../lib/private-paths.ts";
import { safePath } from "../lib/safe-path.ts";
import { ErpCallError } from "./erp.ts";
import type { AppLoadContext } from "./load-context.ts";
import { commitSession, staffSignOutSession, type ShopSession, type StaffCookie } from "./session.ts";
import { shop } from "./shop.ts";

/** The office's entry pages: reached without a staff session, and never a page to come back to. */
const ENTRY = /^\/office\/(?:sign-in|sign-out|enrol)(?:[/.?]|$)/;

/**
 * Where to go after signing in: a page of the office (a path of this shop, as safePath checks it,
 * under /office and not one of its entry pages), else the office's home.
 */
export function officeNext(value: string | null | undefined): string {
  const path = safePath(value, "/office");
  const pathname = new URL(path, "http://shop.invalid").pathname;
  if (!isOfficePath(pathname) || ENTRY.test(pathname) || pathname.endsWith(".data")) return "/office";
  return path;
}

/** The sign-in page's address that comes back to `next` (a page of the office) afterwards. */
export function signInPath(next: string | null | undefined): string {
  const back = officeNext(next);
  return back === "/office" ? "/office/sign-in" : `/office/sign-in?${new URLSearchParams({ next: back })}`;
}

/**
 * Whether an ERP error says the ERP has no office: the path is unknown to it (404, as erp/calls.ts
 * answers "Unknown call /office", or any 404 that is not the contract's error body: another server's
 * page), or it knows the path but not the call (400 BAD_REQUEST naming the `action` field, as a
 * zod discriminated union refuses an unknown action), or it says so (501). A 404 of a call that
 * found no record (an unknown staff member) names no path and is not this.
 */
export function isOfficeMissing(error: unknown): boolean {
  if (!(error instanceof ErpCallError)) return false;
  if (error.status === 501) return true;
  if (error.status === 404) return error.code !== "NOT_FOUND" || error.message.includes(OFFICE_PATH);
  if (error.status === 400 && error.code === "BAD_REQUEST") return Object.hasOwn(error.fields ?? {}, "action");
  return false;
}

/** What the office's error boundary shows for its own answers (app/components/office-error.tsx). */
export const OFFICE_MISSING = "office:missing";
export const OFFICE_FORBIDDEN = "office:forbidden";

/**
 * The page for an ERP without the office: 501 Not Implemented (the server this shop calls does not
 * implement the office; 503 would say "try again later", which would not help).
 */
export const officeMissing = () => new Response(OFFICE_MISSING, { status: 501 });
/** The page for a staff member whose roles do not allow the page. */
export const officeForbidden = () => new Response(OFFICE_FORBIDDEN, { status: 403 });

/** Signs the staff member out of the cookie and sends them to sign in, then back to this page. */
export async function toSignIn(request: Request, session: ShopSession, notice: string | null): Promise<Response> {
  const fresh = await staffSignOutSession(session);
  if (notice) fresh.flash("notice", { key: notice, tone: "warning" });
  const url = new URL(request.url);
  return redirect(signInPath(`${url.pathname}${url.search}`), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(fresh) },
  });
}

/**
 * The calls made in a staff session: each carries the session's token as `staff` (the office's
 * sign-in, enrolment and invitation calls come before a session and carry none). Read from the
 * contract's request schemas, so a new office call needs no line here.
 */
type StaffTokenCall = { [N in CallName]: "staff" extends keyof CallRequest<N> ? N : never }[CallName];
export type StaffCallName = Exclude<StaffTokenCall, FileCallName>;
/** The staff calls answered by a file. */
export type StaffFileCallName = Extract<StaffTokenCall, FileCallName>;
export type StaffPayload<N extends StaffCallName | StaffFileCallName> = DistributiveOmit<
  CallRequest<N>,
  "action" | "lang" | "staff"
>;

/** The office's answer to an ERP error of a call, or the error itself when the office has none. */
export async function officeRefusal(error: unknown, request: Request, session: ShopSession): Promise<unknown> {
  if (isOfficeMissing(error)) return officeMissing();
  if (!(error instanceof ErpCallError)) return error;
  if (error.code === "STAFF_AUTH") return toSignIn(request, session, "office:signIn.expired");
  if (error.code === "STAFF_FORBIDDEN") return officeForbidden();
  return error;
}

/** A request of the office made before a staff session exists (sign-in, enrolment). */
export async function officeGuest(request: Request, load: AppLoadContext) {
  const base = await shop(request, load);
  /** An ERP call whose "no office" answer becomes the office's page. */
  const call = async <N extends CallName>(name: N, payload: DistributiveOmit<CallRequest<N>, "action" | "lang">) => {
    try {
      return (await base.erp.call(name, payload as never)) as CallResponse<N>;
    } catch (error) {
      throw isOfficeMissing(error) ? officeMissing() : error;
    }
  };
  return { ...base, call };
}

/**
 * Throws the office's 501 page when the ERP has no office, at the sign-in page already rather than
 * after the form is sent. The probe is a getStaffInvite without a token: an ERP with the office
 * refuses it as bad input before reading anything (400, fields.token); one without answers as
 * isOfficeMissing knows.
 */
export async function requireOffice(call: Awaited<ReturnType<typeof officeGuest>>["call"]): Promise<void> {
  try {
    await call("getStaffInvite", { token: "" });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ErpCallError) || error.status !== 400) throw error;
  }
}

/**
 * A request of the office in a staff session: without one, the sign-in page (then back here).
 * `call` makes a staff call with the session's token; its refusals are thrown as the office's
 * answers (sign in again, not for your role, no office) or, for any other, as the ERP's error.
 */
export async function officeRequest(request: Request, load: AppLoadContext) {
  const base = await shop(request, load);
  const staff: StaffCookie | undefined = base.session.get("staff");
  if (!staff?.token) throw await toSignIn(request, base.session, null);
  const call = async <N extends StaffCallName>(name: N, payload: StaffPayload<N>): Promise<CallResponse<N>> => {
    try {
      return (await base.erp.call(name, { ...payload, staff: staff.token } as never)) as CallResponse<N>;
    } catch (error) {
      throw await officeRefusal(error, request, base.session);
    }
  };
  /** A staff call answered by a file (the order export): its name, type and bytes as a stream. */
  const download = async <N extends StaffFileCallName>(name: N, payload: StaffPayload<N>) => {
    try {
      return await base.erp.download(name, { ...payload, staff: staff.token } as never);
    } catch (error) {
      throw await officeRefusal(error, request, base.session);
    }
  };
  return { ...base, staff, call, download };
}
