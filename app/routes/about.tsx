import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { requestContext } from "../.server/context.ts";
import { loadPage } from "../.server/pages.ts";
import { InfoPage, pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PAGE_LANGUAGES } from "../content/coverage.ts";
import { ABOUT_COPY } from "../content/pages/about.ts";
import { aboutBrands } from "../lib/brands.ts";
import { BrandList } from "../components/brand-list.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context } = await requestContext(request);
  const page = await loadPage(request, load, PAGE_LANGUAGES.about, (lang) => ABOUT_COPY[lang]);
  return { ...page, brands: aboutBrands(context.source) };
}

export const meta = pageMeta("about");

export default function AboutPage() {
  const { t } = useTranslation("pages");
  const { coverage, copy, brands } = useLoaderData<typeof loader>();
  return (
    <InfoPage title={t("about.title")} coverage={coverage} copy={copy} numbered>
      <figure className="warehouse-banner">
        <img src="/about/warehouses.svg" alt="" width="960" height="240" />
        <figcaption>{t("about.banner")}</figcaption>
      </figure>
      <section aria-labelledby="our-catalogues" className="content-section">
        <h2 id="our-catalogues">{t("about.ourCatalogues")}</h2>
        <BrandList
          brands={brands}
          className="brand-circles"
          tile="brand-circle"
          size={{ width: "120", height: "48" }}
        />
      </section>
    </InfoPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
