import { redirect } from "@remix-run/node";

/**
 * The customer panel linked from the Polish footer (storefront.md): the account area. A guest is
 * sent on from there to sign in, and comes back to the account.
 */
export const loader = () => redirect("/account", 302);
