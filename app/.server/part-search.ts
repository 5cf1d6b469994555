/** The loader of the technical part searches (/catalogue/search/{kind}). */
import { data, redirect } from "@remix-run/node";
import { itemCardViews } from "../lib/item-card.ts";
import { CATALOGUE_PAGE_SIZE } from "../lib/catalogue.ts";
import { isPartSearch, partSearchUrl, readPartSearchUrl } from "../lib/part-search.ts";
import { vehicleName } from "../lib/vehicle.ts";
import { shop } from "./shop.ts";
import { itemFitment, readVehicles } from "./vehicle.ts";
import type { AppLoadContext } from "./load-context.ts";
import { notFoundUnless } from "./not-found.ts";

export async function loadPartSearch(request: Request, load: AppLoadContext, kind: string | undefined) {
  const { erp, t, context } = await shop(request, load);
  notFoundUnless(isPartSearch(kind), t("errors.notFoundTitle"));
  const url = new URL(request.url);
  const state = readPartSearchUrl(url, kind);
  // The form sends its empty fields too: the URL to bookmark holds only what was typed.
  const canonical = partSearchUrl(state);
  const lng = url.searchParams.get("lng");
  url.searchParams.delete("lng");
  if (`${url.pathname}${url.search}` !== canonical) {
    const separator = canonical.includes("?") ? "&" : "?";
    throw redirect(lng ? `${canonical}${separator}lng=${encodeURIComponent(lng)}` : canonical);
  }
  const invalid = Object.keys(state.errors).length > 0;
  // Bad input is answered with its errors and no search at all (400); the options still fill the form.
  const result = await erp.partSearch({
    search: { kind, criteria: invalid ? {} : state.criteria },
    tolerance: state.tolerance,
    r90: state.r90,
    sort: state.sort,
    limit: invalid ? 1 : CATALOGUE_PAGE_SIZE,
    offset: invalid ? 0 : (state.page - 1) * CATALOGUE_PAGE_SIZE,
  });
  const vehicle = readVehicles(request)[0] ?? null;
  const fitment = invalid ? null : await itemFitment(erp, vehicle, result.items);
  return data(
    {
      ...state,
      items: invalid ? [] : itemCardViews(result.items, context.lang, new Date(), fitment),
      vehicle: vehicle ? vehicleName(vehicle) : null,
      total: invalid ? null : result.total,
      pages: Math.max(1, Math.ceil(result.total / CATALOGUE_PAGE_SIZE)),
      options: result.options,
    },
    { status: invalid ? 400 : 200 },
  );
}

export type PartSearchData = Awaited<ReturnType<typeof loadPartSearch>>["data"];
