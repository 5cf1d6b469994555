import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { loadPage } from "../.server/pages.ts";
import { imprintCopy } from "../content/pages/imprint.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(
    request,
    load,
    PAGE_LANGUAGES["imprint"],
    (lang, { region, accounts }) => imprintCopy(lang, region, accounts),
    {
      bankAccounts: true,
    },
  );

export const meta = pageMeta("imprint");

export default function ImprintPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("imprint.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
