/**
 * The signed-in customer's shop: the account area's loaders and actions start here. A guest (or a
 * shopper whose session the ERP ended) is sent to sign in and comes back to the page they asked for.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { keepLanguage } from "../lib/seo.ts";
import { shop } from "./shop.ts";
import { sessionUser, type SessionUser } from "./user.ts";

/** Where a guest goes to sign in and come back to `request`'s page (a GET comes back to the same URL). */
export function signInRedirect(request: Request, back?: string) {
  const url = new URL(request.url);
  const redirectTo = back ?? `${url.pathname}${request.method === "GET" ? url.search : ""}`;
  // The sign-in page in the language the address named, as the page the guest asked for would be.
  return redirect(keepLanguage(`/login?${new URLSearchParams({ redirectTo })}`, url.searchParams), 303);
}

/** The shop of a signed-in customer; throws the sign-in redirect for anyone else. */
export async function customerShop(
  request: Request,
  load: AppLoadContext,
  back?: string,
): Promise<Awaited<ReturnType<typeof shop>> & { user: SessionUser }> {
  const context = await shop(request, load);
  const user = sessionUser(context.session);
  if (!user) throw signInRedirect(request, back);
  return { ...context, user };
}
