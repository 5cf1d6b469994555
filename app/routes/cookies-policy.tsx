import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { loadPage } from "../.server/pages.ts";
import { COOKIES_COPY } from "../content/pages/cookies.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["cookies-policy"], (lang) => COOKIES_COPY[lang]);

export const meta = pageMeta("cookies");

export default function CookiesPolicyPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("cookies.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
