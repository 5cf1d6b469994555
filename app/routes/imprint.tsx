import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { imprintCopy } from "../content/pages/imprint.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(
    request,
    load,
    PAGE_LANGUAGES["imprint"],
    (lang, { seller, accounts }) => imprintCopy(lang, seller!, accounts),
    { bankAccounts: true, seller: true },
  );

export const meta = pageMeta("imprint");

export default function ImprintPage() {
  return <LoadedInfoPage name="imprint" />;
}

export const ErrorBoundary = RouteErrorBoundary;
