/**
 * Sign-out: a POST only (a link could sign someone out from another site). The ERP ends the
 * session; the shopper gets a new session cookie without the customer and their basket count,
 * and goes home (storefront.md: logout clears user and basket count, back to home).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ErpCallError } from "../.server/erp.ts";
import { commitSession, signOutSession } from "../.server/session.ts";
import { rememberBasket, shop } from "../.server/shop.ts";

export async function loader(_: LoaderFunctionArgs) {
  return redirect("/", 303);
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await shop(request, load);
  try {
    await erp.signOut();
  } catch (error) {
    // A session the ERP no longer knows is as good as ended.
    if (!(error instanceof ErpCallError) && !(error instanceof Response)) throw error;
  }
  const fresh = await signOutSession(session);
  rememberBasket(fresh, null, 0);
  fresh.flash("notice", { key: "account:login.signedOut", tone: "success" });
  return redirect("/", { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
}
