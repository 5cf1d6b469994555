import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { withdrawalCopy } from "../content/pages/withdrawal.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["withdrawal"], (lang, { seller }) => withdrawalCopy(lang, seller!), {
    seller: true,
  });

export const meta = pageMeta("withdrawal");

export default function WithdrawalPage() {
  return <LoadedInfoPage name="withdrawal" />;
}

export const ErrorBoundary = RouteErrorBoundary;
