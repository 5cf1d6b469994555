import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { loadPage } from "../.server/pages.ts";
import { termsCopy } from "../content/pages/terms.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(
    request,
    load,
    PAGE_LANGUAGES["terms"],
    (lang, { region, accounts, delivery }) => termsCopy(lang, region, accounts, delivery),
    { bankAccounts: true, delivery: true },
  );

export const meta = pageMeta("terms");

export default function TermsPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("terms.title")} coverage={coverage} copy={copy} numbered />;
}

export const ErrorBoundary = RouteErrorBoundary;
