import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPartSearch } from "../.server/part-search.ts";
import { PartSearchScreen, partSearchMeta } from "../components/part-search-screen.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";

export const loader = ({ request, params, context: load }: LoaderFunctionArgs) =>
  loadPartSearch(request, load, params.kind);

export const meta: MetaFunction<typeof loader> = (args) => partSearchMeta(args.data?.kind, args);

export default function PartSearch() {
  return <PartSearchScreen data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
