import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { COOKIES_COPY } from "../content/pages/cookies.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["cookies-policy"], (lang) => COOKIES_COPY[lang]);

export const meta = pageMeta("cookies");

export default function CookiesPolicyPage() {
  return <LoadedInfoPage name="cookies" />;
}

export const ErrorBoundary = RouteErrorBoundary;
