import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPage } from "../.server/pages.ts";
import { privacyCopy } from "../content/pages/privacy.ts";
import { LoadedInfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";

export const loader = ({ request, context: load }: LoaderFunctionArgs) =>
  loadPage(request, load, PAGE_LANGUAGES["privacy"], (lang, { seller }) => privacyCopy(lang, seller!), {
    seller: true,
  });

export const meta = pageMeta("privacy");

export default function PrivacyPage() {
  return <LoadedInfoPage name="privacy" />;
}

export const ErrorBoundary = RouteErrorBoundary;
