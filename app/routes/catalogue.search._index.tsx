import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { keepLanguage } from "../lib/seo.ts";

/** /catalogue/search: the first of the part searches, the brake disc by its measurements. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(keepLanguage("/catalogue/search/rotor", new URL(request.url).searchParams));
