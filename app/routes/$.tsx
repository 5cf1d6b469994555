import type { MetaFunction } from "@remix-run/node";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { resources } from "../locales.ts";
import { notFound } from "../.server/not-found.ts";

/** Any unknown multi-segment URL: a real 404 in the shop's design. */
export async function loader() {
  throw notFound("");
}

/** Not found: the shop's description, and nothing to index. */
export const meta: MetaFunction = (args) => {
  const common = resources[rootMeta(args.matches).lang].common;
  return seoMeta(args, { title: common.errors.notFoundTitle, description: common.meta.description, noindex: true });
};

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
