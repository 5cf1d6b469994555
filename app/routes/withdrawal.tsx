import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/.server/pages";
import { withdrawalCopy } from "~/content/pages/withdrawal";
import { InfoPage, pageMeta } from "~/components/content";
import { RouteErrorBoundary } from "~/components/server-error";
import { PAGE_LANGUAGES } from "~/content/coverage";

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadPage(request, PAGE_LANGUAGES["withdrawal"], (lang, { region }) => withdrawalCopy(lang, region));

export const meta = pageMeta("withdrawal");

export default function WithdrawalPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("withdrawal.title")} coverage={coverage} copy={copy} />;
}

export const ErrorBoundary = RouteErrorBoundary;
