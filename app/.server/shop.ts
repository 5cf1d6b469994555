/** Per-request helpers shared by loaders and actions: context, session, ERP client, translator. */
import { redirect } from "@remix-run/node";
import { safePath } from "../lib/safe-path.ts";
import { requestContext, type RequestContext } from "./context.ts";
import { ErpCallError, erpClient, type ErpClient } from "./erp.ts";
import type { AppLoadContext } from "./load-context.ts";
import { translator } from "./i18n.ts";
import { commitSession, signOutSession, type Notice, type ShopSession } from "./session.ts";
import { notFound } from "./not-found.ts";

/** The request's shopper context and session, an ERP client bound to them, and a translator. */
type Translator = Awaited<ReturnType<typeof translator>>;

/**
 * What AUTH001 from the ERP leads to: by default the shopper is signed out and sent to sign in
 * again, then back here; with `"stay"` (the product page, storefront.md section 8: AUTH001 "logs
 * the user out instead of showing a modal") the same page is shown again to a guest.
 */
export type OnSignedOut = "login" | "stay";

export async function shop(request: Request, load: AppLoadContext, onSignedOut: OnSignedOut = "login") {
  const { context, session } = await requestContext(request);
  const signedOut = async () => {
    if (onSignedOut === "stay" && request.method === "GET")
      return signOutHere(request, session, "account:login.expired");
    const fresh = await signOutSession(session);
    fresh.flash("notice", { key: "account:login.expired", tone: "warning" });
    const url = new URL(request.url);
    const back = request.method === "GET" ? `${url.pathname}${url.search}` : "/";
    return redirect(`/login?${new URLSearchParams({ redirectTo: safePath(back, "/") })}`, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(fresh) },
    });
  };
  return { context, session, erp: erpClient(context, load.erp, { signedOut }), t: await translator(context.lang) };
}

/**
 * Signs the shopper out (user and basket count cleared, storefront.md section 4) and shows the
 * page asked for again, now to a guest, with a notice saying why: no dialog, no sign-in page.
 */
export async function signOutHere(request: Request, session: ShopSession, notice: string) {
  const fresh = await signOutSession(session);
  rememberBasket(fresh, null, 0);
  fresh.flash("notice", { key: notice, tone: "warning" });
  const url = new URL(request.url);
  return redirect(safePath(`${url.pathname}${url.search}`, "/"), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(fresh) },
  });
}

/** 303 to a same-site path, saving the session (and a one-time notice) on the way. */
export async function redirectWithSession(to: string | null | undefined, session: ShopSession, notice?: Notice) {
  if (notice) session.flash("notice", notice);
  return redirect(safePath(to, "/"), { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/** Puts the ERP's basket count (and cart id) into the session. */
export function rememberBasket(session: ShopSession, cartId: string | null, count: number) {
  if (cartId) session.set("cartId", cartId);
  else session.unset("cartId");
  session.set("basketCount", count);
}

export const isNotFound = (error: unknown) =>
  error instanceof ErpCallError && (error.code === "NOT_FOUND" || error.status === 404);

/** The item of a product URL, or the "item not found" page (404) in the shopper's language. */
export async function itemOr404(erp: ErpClient, id: string | undefined, t: Translator) {
  try {
    return (await erp.getItem(id ?? "")).item;
  } catch (error) {
    // A path the ERP refuses as a part's name (too long, control characters) names no part either.
    if (isNotFound(error) || (error instanceof ErpCallError && error.code === "BAD_REQUEST"))
      throw notFound(t("errors.itemNotFound"));
    throw error;
  }
}

export type { RequestContext };
