import { redirect } from "@remix-run/node";

/** /brands has no page of its own: the brands grid lives on the home page (storefront.md section 2). */
export const loader = () => redirect("/#brands", 301);
