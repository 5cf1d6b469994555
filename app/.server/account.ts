/**
 * The signed-in shopper, as far as the enquiry forms need one: the account's e-mail. There is no
 * sign-in yet; when it stores `user: { email, token }` in the session (DESIGN.md, request-scoped
 * state), the forms use that e-mail instead of asking for one (storefront.md section 6).
 */
import type { ShopSession } from "./session.ts";

export function accountEmail(session: ShopSession): string | null {
  const user = (session.data as { user?: { email?: unknown } }).user;
  return typeof user?.email === "string" && user.email.includes("@") ? user.email : null;
}
