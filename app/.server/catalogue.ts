/** The loader shared by /catalogue/{brand?} and /stock-clearance/{brand?}. */
import { redirect } from "@remix-run/node";
import { BRAND_IDS } from "../../contract/catalogue.ts";
import { CatalogueFilterSchema } from "../../contract/wire.ts";
import { itemCardViews } from "../lib/item-card.ts";
import { CATALOGUE_PAGE_SIZE, catalogueUrl, readCatalogueUrl, sameFilters, type Filters } from "../lib/catalogue.ts";
import { shop } from "./shop.ts";
import type { AppLoadContext } from "./load-context.ts";

export async function loadCatalogue(request: Request, load: AppLoadContext, pathBrand: string | undefined) {
  const url = new URL(request.url);
  const state = readCatalogueUrl(url, pathBrand);
  const { erp, t, context } = await shop(request, load);
  if (state.filters.brand && !(BRAND_IDS as readonly string[]).includes(state.filters.brand)) {
    throw new Response(t("errors.notFoundTitle"), { status: 404 });
  }
  // A malformed value (say, a year of "soon") is left out rather than refused: the shopper still
  // gets a catalogue, and the redirect below shows which filters apply.
  const parsed = CatalogueFilterSchema.safeParse(state.filters);
  const requested: Filters = parsed.success
    ? parsed.data
    : Object.fromEntries(
        Object.entries(state.filters).filter(([field]) => !parsed.error.issues.some((i) => i.path[0] === field)),
      );
  const result = await erp.catalogue({
    filters: requested,
    deadstock: state.screen === "stock-clearance",
    sort: state.sort,
    limit: CATALOGUE_PAGE_SIZE,
    offset: (state.page - 1) * CATALOGUE_PAGE_SIZE,
  });
  if (state.brandInQuery || !sameFilters(result.filters, state.filters)) {
    throw redirect(
      catalogueUrl({
        screen: state.screen,
        filters: result.filters,
        sort: state.sort,
        page: sameFilters(result.filters, state.filters) ? state.page : 1,
      }),
    );
  }
  return {
    ...state,
    filters: result.filters as Filters,
    items: itemCardViews(result.items, context.lang),
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / CATALOGUE_PAGE_SIZE)),
    options: result.options,
    labels: result.labels,
    uk: context.source === "uk",
  };
}

export type CatalogueData = Awaited<ReturnType<typeof loadCatalogue>>;
