import { redirect } from "@remix-run/node";

/** /catalogue/search: the first of the part searches, the brake disc by its measurements. */
export const loader = () => redirect("/catalogue/search/rotor");
