/**
 * The shipping page (decision 0032): the dispatch cut-off, the standard delivery to the visitor's
 * country, the costs per country and method, the carriers and the payment methods offered, all
 * from the ERP's getDeliveryFacts, worded as the FAQ, the product page and the checkout word them.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["shipping"], (_lang, { delivery }) => ({ sections: delivery!.sections }), {
    delivery: true,
  });

export const meta = pageMeta("shipping");

export default function ShippingPage() {
  return <LoadedInfoPage name="shipping" toc />;
}

export const ErrorBoundary = RouteErrorBoundary;
