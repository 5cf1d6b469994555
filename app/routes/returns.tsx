import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { RETURNS_COPY } from "../content/pages/returns.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["returns"], (lang) => RETURNS_COPY[lang]);

export const meta = pageMeta("returns");

export default function ReturnsPage() {
  return <LoadedInfoPage name="returns" />;
}

export const ErrorBoundary = RouteErrorBoundary;
