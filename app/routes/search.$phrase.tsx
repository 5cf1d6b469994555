import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { Pager as SharedPager } from "../components/pager.tsx";
import { shop } from "../.server/shop.ts";
import { itemFitment, readVehicles } from "../.server/vehicle.ts";
import { vehicleName } from "../lib/vehicle-fields.ts";
import { ItemGrid } from "../components/item-card.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { isLanguage } from "../../contract/languages.ts";
import { itemCardViews } from "../lib/item-card.ts";
import { resources } from "../locales.ts";
import {
  normalizeKeyword,
  readSearchQuery,
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  searchUrl,
  type SearchState,
} from "../lib/search.ts";
import { LanguageField, PageLink } from "../components/page-link.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const keyword = normalizeKeyword(params.phrase);
  // Under 2 characters: the search form says why, in the shopper's language (400, not an error page).
  if (!keyword) {
    const query = new URLSearchParams({ q: params.phrase ?? "" });
    const lng = new URL(request.url).searchParams.get("lng");
    if (isLanguage(lng)) query.set("lng", lng);
    return redirect(`/search?${query}`, 303);
  }
  const { deep, page } = readSearchQuery(new URL(request.url).searchParams);
  const { erp, context, t } = await shop(request, load);
  const result = await erp.search(keyword, { deep, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(result.total / SEARCH_PAGE_SIZE));
  if (page > pages) throw redirect(searchUrl({ keyword, deep, page: pages }));
  const vehicle = readVehicles(request)[0] ?? null;
  return {
    keyword,
    deep,
    page,
    pages,
    // A part found by an OE number it replaces says so (issue 39).
    items: itemCardViews(result.items, context.lang, new Date(), await itemFitment(erp, vehicle, result.items)).map(
      (card, i) => {
        const oe = result.items[i]!.replaces;
        return oe ? { ...card, note: t("search.replacesOe", { number: oe }) } : card;
      },
    ),
    vehicle: vehicle ? vehicleName(vehicle) : null,
    total: result.total,
    corrections: [...new Set(Object.values(result.corrections).flat())],
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const { lang } = rootMeta(args.matches);
  const texts = resources[lang].common.search;
  if (!data)
    return seoMeta(args, { title: texts.label, description: resources[lang].common.meta.description, noindex: true });
  const title = texts.title.replace("{{phrase}}", data.keyword);
  // Result lists are for shoppers, not for search engines; the products they link to are.
  return seoMeta(args, {
    title: data.page > 1 ? `${title} (${data.page}/${data.pages})` : title,
    description: texts.description.replace("{{phrase}}", data.keyword),
    noindex: "noindex, follow",
  });
};

export default function SearchResults() {
  const { t } = useTranslation();
  const { keyword, deep, page, pages, items, total, corrections, vehicle } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/search");
  return (
    <section className="page" aria-labelledby="search-title">
      <h1 id="search-title">{t("search.title", { phrase: keyword })}</h1>
      <Form method="get" action="/search" className="search-again" key={`${keyword}|${deep}`}>
        <LanguageField />
        <label htmlFor="search-page-q">{t("search.keyword")}</label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={keyword}
          required
          minLength={2}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <label className="checkbox">
          <input type="checkbox" name="deep" value="true" defaultChecked={deep} />
          {t("search.deep")}
        </label>
        <button type="submit" className="button">
          {t("search.submit")}
        </button>
      </Form>
      <div aria-busy={loading} aria-live="polite">
        {items.length === 0 ? (
          <div className="empty">
            <p>{t("search.noItems")}</p>
            <p>
              <PageLink to="/">{t("search.backHome")}</PageLink>
            </p>
          </div>
        ) : (
          <>
            <p className="muted">{t("search.found", { count: total })}</p>
            {corrections.length > 0 ? (
              <p className="muted">{t("search.corrected", { words: corrections.join(", ") })}</p>
            ) : null}
            <ItemGrid items={items} vehicle={vehicle ?? undefined} />
          </>
        )}
      </div>
      {pages > 1 ? <Pager state={{ keyword, deep, page }} pages={pages} /> : null}
    </section>
  );
}

function Pager({ state, pages }: { state: SearchState; pages: number }) {
  const { t } = useTranslation();
  return (
    <SharedPager
      page={state.page}
      pages={pages}
      to={(page) => searchUrl({ ...state, page })}
      labels={{
        nav: t("search.pages"),
        previous: t("search.previous"),
        next: t("search.next"),
        page: (page, total) => t("search.page", { page, pages: total }),
      }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
