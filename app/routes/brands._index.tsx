import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { keepLanguage } from "../lib/seo.ts";

/** /brands has no page of its own: the brands grid lives on the home page (storefront.md section 2). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(keepLanguage("/#brands", new URL(request.url).searchParams), 301);
