import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadCatalogue } from "../.server/catalogue.ts";
import { CatalogueScreen, catalogueMeta } from "../components/catalogue-screen.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";

export const loader = ({ request, params, context: load }: LoaderFunctionArgs) =>
  loadCatalogue(request, load, params.brand);

export const meta: MetaFunction<typeof loader> = (args) => catalogueMeta(args.data, args);

export default function Catalogue() {
  return <CatalogueScreen data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
