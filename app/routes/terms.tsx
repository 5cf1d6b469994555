import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/.server/pages";
import { termsCopy } from "~/content/pages/terms";
import { InfoPage, pageMeta } from "~/components/content";
import { RouteErrorBoundary } from "~/components/server-error";
import { PAGE_LANGUAGES } from "~/content/coverage";

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadPage(request, PAGE_LANGUAGES["terms"], (lang, { region }) => termsCopy(lang, region));

export const meta = pageMeta("terms");

export default function TermsPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("terms.title")} coverage={coverage} copy={copy} numbered />;
}

export const ErrorBoundary = RouteErrorBoundary;
