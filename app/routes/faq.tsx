import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { faqCopy } from "../content/pages/faq.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["faq"], (lang, { seller, delivery }) => faqCopy(lang, seller!, delivery!), {
    delivery: true,
    seller: true,
  });

export const meta = pageMeta("faq");

export default function FaqPage() {
  return <LoadedInfoPage name="faq" toc />;
}

export const ErrorBoundary = RouteErrorBoundary;
