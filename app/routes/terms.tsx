import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { termsCopy } from "../content/pages/terms.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(
    request,
    load,
    PAGE_LANGUAGES["terms"],
    (lang, { seller, accounts, delivery }) => termsCopy(lang, seller!, accounts, delivery),
    { bankAccounts: true, delivery: true, seller: true },
  );

export const meta = pageMeta("terms");

export default function TermsPage() {
  return <LoadedInfoPage name="terms" numbered />;
}

export const ErrorBoundary = RouteErrorBoundary;
