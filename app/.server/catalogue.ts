/** The loader shared by /catalogue/{brand?} and /stock-clearance/{brand?}. */
import { redirect } from "@remix-run/node";
import { BRAND_IDS } from "../../contract/catalogue.ts";
import { CatalogueFilterSchema } from "../../contract/catalogue-search.ts";
import { itemCardViews } from "../lib/item-card.ts";
import { VEHICLE_FIELDS } from "../lib/vehicle-fields.ts";
import { brandName } from "../lib/brands.ts";
import {
  CATALOGUE_MAX_PAGES,
  CATALOGUE_PAGE_SIZE,
  activeFilters,
  catalogueUrl,
  readCatalogueUrl,
  sameFilters,
  type Filters,
} from "../lib/catalogue.ts";
import { namesVehicle, showsVehicle, vehicleFilters, vehicleName, vehicleOfFilters } from "../lib/vehicle.ts";
import { itemFitment, readVehicles } from "./vehicle.ts";
import { shop } from "./shop.ts";
import type { AppLoadContext } from "./load-context.ts";
import { notFound } from "./not-found.ts";

export async function loadCatalogue(request: Request, load: AppLoadContext, pathBrand: string | undefined) {
  const url = new URL(request.url);
  const state = readCatalogueUrl(url, pathBrand);
  const { erp, t, context } = await shop(request, load);
  // The catalogue starts filtered to the shopper's vehicle, unless the URL names one or says
  // `vehicle=any` (decision 0038).
  const vehicle = readVehicles(request)[0] ?? null;
  if (vehicle && !state.anyVehicle && !namesVehicle(state.filters)) {
    throw redirect(
      catalogueUrl({
        screen: state.screen,
        filters: { ...state.filters, ...vehicleFilters(vehicle) },
        sort: state.sort,
      }),
      303,
    );
  }
  // The list stops at a depth a person would use (decision 0041): a deeper page shows the last one.
  if (state.page > CATALOGUE_MAX_PAGES) {
    throw redirect(
      catalogueUrl({
        screen: state.screen,
        filters: state.filters,
        sort: state.sort,
        page: CATALOGUE_MAX_PAGES,
        anyVehicle: state.anyVehicle,
      }),
    );
  }
  if (state.filters.brand && !(BRAND_IDS as readonly string[]).includes(state.filters.brand)) {
    throw notFound(t("errors.notFoundTitle"));
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
        anyVehicle: state.anyVehicle || Boolean(vehicle && !namesVehicle(result.filters)),
      }),
    );
  }
  const filters = result.filters as Filters;
  const shown = vehicle !== null && showsVehicle(filters, vehicle);
  const savable = shown ? null : vehicleOfFilters(filters);
  // Brands are named here with the ERP's words for groups and categories, so the page's script
  // needs no list of brands (the JavaScript budget, issue 25).
  const brands = [...result.options.brand, ...(filters.brand ? [filters.brand] : [])];
  return {
    ...state,
    filters,
    /** The active filters in drill-down order, each with the URL that removes it alone. */
    active: activeFilters({ ...state, filters }, vehicle !== null),
    /** The chosen brand's name, for the heading, the trail and the title. */
    brandName: filters.brand ? brandName(filters.brand) : null,
    /** The shopper's vehicle in words, and the link to its parts (both null without one). */
    vehicleName: vehicle ? vehicleName(vehicle) : null,
    showMineUrl: vehicle
      ? catalogueUrl({
          screen: state.screen,
          filters: { ...withoutVehicle(filters), ...vehicleFilters(vehicle) },
          sort: state.sort,
        })
      : null,
    /** The same list without the vehicle's filters, for "show all parts". */
    showAllUrl: catalogueUrl({
      screen: state.screen,
      filters: withoutVehicle(filters),
      sort: state.sort,
      anyVehicle: true,
    }),
    items: itemCardViews(result.items, context.lang, new Date(), await itemFitment(erp, vehicle, result.items)),
    vehicle,
    /** The catalogue shows the active vehicle's parts. */
    showsVehicle: shown,
    /** The vehicle of the chosen make, model and year, which the shopper may save; null once it is theirs. */
    savable,
    savableName: savable ? vehicleName(savable) : null,
    total: result.total,
    /** More parts match than the list shows (`total` is then the depth it stops at). */
    more: result.more,
    pages: Math.max(1, Math.min(CATALOGUE_MAX_PAGES, Math.ceil(result.total / CATALOGUE_PAGE_SIZE))),
    /** The list stops before the last of the parts that match. */
    deep: result.more || result.total > CATALOGUE_MAX_PAGES * CATALOGUE_PAGE_SIZE,
    options: result.options,
    labels: { ...result.labels, ...Object.fromEntries(brands.map((id) => [id, brandName(id)])) },
    uk: context.source === "uk",
  };
}

/** The filters other than the vehicle's (make, model, year, engine). */
function withoutVehicle(filters: Filters): Filters {
  return Object.fromEntries(
    Object.entries(filters).filter(([field]) => !(VEHICLE_FIELDS as readonly string[]).includes(field)),
  );
}

export type CatalogueData = Awaited<ReturnType<typeof loadCatalogue>>;
