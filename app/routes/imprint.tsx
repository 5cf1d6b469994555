import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/.server/pages";
import { imprintCopy } from "~/content/pages/imprint";
import { InfoPage, pageMeta } from "~/components/content";
import { RouteErrorBoundary } from "~/components/server-error";
import { PAGE_LANGUAGES } from "~/content/coverage";

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadPage(request, PAGE_LANGUAGES["imprint"], (lang, { region }) => imprintCopy(lang, region));

export const meta = pageMeta("imprint");

export default function ImprintPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("imprint.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
