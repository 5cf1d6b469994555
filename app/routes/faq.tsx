import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/.server/pages";
import { faqCopy } from "~/content/pages/faq";
import { InfoPage, pageMeta } from "~/components/content";
import { RouteErrorBoundary } from "~/components/server-error";
import { PAGE_LANGUAGES } from "~/content/coverage";

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadPage(request, PAGE_LANGUAGES["faq"], (lang, { region }) => faqCopy(lang, region));

export const meta = pageMeta("faq");

export default function FaqPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<typeof loader>();
  return <InfoPage title={t("faq.title")} coverage={coverage} copy={copy} toc />;
}

export const ErrorBoundary = RouteErrorBoundary;
