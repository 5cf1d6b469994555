/**
 * The office's sign-out (issue 38): a POST only (a link could sign someone out from another site).
 * The ERP ends the staff session; the cookie loses it (a customer signed in on the same browser
 * stays), and the office's sign-in page follows.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ErpCallError } from "../.server/erp.ts";
import { officeGuest } from "../.server/office.ts";
import { commitSession, staffSignOutSession } from "../.server/session.ts";
import { officeHeaders } from "../lib/office-meta.ts";

export async function loader() {
  return redirect("/office", 303);
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeGuest(request, load);
  const token = session.get("staff")?.token;
  if (token) {
    try {
      await call("staffSignOut", { staff: token });
    } catch (error) {
      // A session the ERP no longer knows (or an ERP without the office) is as good as ended.
      if (!(error instanceof ErpCallError) && !(error instanceof Response)) throw error;
    }
  }
  const fresh = await staffSignOutSession(session);
  fresh.flash("notice", { key: "office:signOut.done", tone: "success" });
  return redirect("/office/sign-in", { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
}

export const headers = officeHeaders;
