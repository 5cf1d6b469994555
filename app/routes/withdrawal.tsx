import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { loadPage } from "../.server/pages.ts";
import { withdrawalCopy } from "../content/pages/withdrawal.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["withdrawal"], (lang, { region }) => withdrawalCopy(lang, region));

export const meta = pageMeta("withdrawal");

export default function WithdrawalPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("withdrawal.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
