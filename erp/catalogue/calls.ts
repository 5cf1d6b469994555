/** The catalogue's calls: items (/item), search, the catalogue and part search, fitment, the sitemap. */
import type { ContextFields, HandlersOf } from "../call-handler.ts";
import type { CallContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { catalogue } from "./catalogue.ts";
import { checkFitment } from "./fitment.ts";
import {
  getApplications,
  getAxleInfo,
  getBearingData,
  getCatalogueScript,
  getItem,
  getKitComponents,
  getPrice,
  getRelatedItems,
} from "./items.ts";
import { partSearch } from "./part-search.ts";
import { loadItemSummaries } from "./summary-cache.ts";
import { search } from "./search.ts";
import type { SearchIndex } from "./search/refresh.ts";
import { sitemapEntries, sitemapParts } from "./sitemap.ts";

export interface CatalogueDeps {
  db: Database;
  context: (body: ContextFields) => Promise<CallContext>;
  /** The search index of this ERP: built on the first search, kept current from the change log. */
  searchIndex: SearchIndex;
}

export const catalogueCalls: HandlersOf<
  | "getItem"
  | "getPrice"
  | "getPrices"
  | "getRelatedItems"
  | "getApplications"
  | "getAxleInfo"
  | "getBearingData"
  | "getCatalogueScript"
  | "getKitComponents"
  | "search"
  | "catalogue"
  | "partSearch"
  | "checkFitment"
  | "getSitemapParts"
  | "getSitemapEntries",
  CatalogueDeps
> = {
  getItem: async (deps, body) => ({
    status: 200,
    body: { item: await getItem(await deps.context(body), body.urlcomponent) },
  }),
  getPrice: async (deps, body) => ({
    status: 200,
    body: await getPrice(await deps.context(body), body.record, body.quantity),
  }),
  // A signed-in customer's call knows the cache version (its session check read it): the items'
  // rows kept at that version serve, so this is the session check's one statement (decision 0072).
  getPrices: async (deps, body) => ({
    status: 200,
    body: {
      prices: (await loadItemSummaries(await deps.context(body), [...new Set(body.records)])).map((s) => ({
        id: s.id,
        price: s.price,
      })),
    },
  }),
  getRelatedItems: async (deps, body) => ({
    status: 200,
    body: { items: await getRelatedItems(await deps.context(body), body.record, body.related, body.vehicle) },
  }),
  getApplications: async (deps, body) => ({
    status: 200,
    body: await getApplications(await deps.context(body), body.record),
  }),
  getAxleInfo: async (deps, body) => ({ status: 200, body: await getAxleInfo(await deps.context(body), body.record) }),
  getBearingData: async (deps, body) => ({
    status: 200,
    body: await getBearingData(await deps.context(body), body.name),
  }),
  getCatalogueScript: async (deps, body) => ({
    status: 200,
    body: await getCatalogueScript(await deps.context(body), body.number, body.manufacturer),
  }),
  getKitComponents: async (deps, body) => ({
    status: 200,
    body: { components: await getKitComponents(await deps.context(body), body.record) },
  }),
  search: async (deps, body) => ({
    status: 200,
    body: await search(await deps.context(body), deps.searchIndex, body.keyword, body),
  }),
  catalogue: async (deps, body) => ({ status: 200, body: await catalogue(await deps.context(body), body) }),
  partSearch: async (deps, body) => ({ status: 200, body: await partSearch(await deps.context(body), body) }),
  checkFitment: async (deps, body) => ({ status: 200, body: await checkFitment(await deps.context(body), body) }),
  getSitemapParts: async (deps, body) => ({
    status: 200,
    body: { parts: await sitemapParts({ db: deps.db, source: body.source }, body.kind, body.perpart) },
  }),
  getSitemapEntries: async (deps, body) => ({
    status: 200,
    body: { entries: await sitemapEntries({ db: deps.db, source: body.source }, body) },
  }),
};
