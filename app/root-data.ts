/**
 * The root route's data (app/.server/root-loader.ts) for the components of every page: one hook,
 * in a module of its own so that a component reads it without importing app/root.tsx.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { rootLoader } from "./.server/root-loader.ts";

export type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

/** The root route's data; undefined only where no root loader ran (an error before it answered). */
export const useRootData = () => useRouteLoaderData<typeof rootLoader>("root");

/**
 * "?lng=xx" while the page is in a language only by a ?lng= link, else "": the query for a form
 * with an explicit action, so posting it stores the language the page was shown in.
 */
export function useLinkedLanguage(): string {
  const root = useRootData();
  return root?.langFromLink ? `?lng=${root.lang}` : "";
}
