import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { loadPage } from "../.server/pages.ts";
import { privacyCopy } from "../content/pages/privacy.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["privacy"], (lang, { region }) => privacyCopy(lang, region));

export const meta = pageMeta("privacy");

export default function PrivacyPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("privacy.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
