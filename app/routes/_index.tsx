/**
 * Home (storefront.md section 2): the banner slider, the marquee message, the brands grid in three
 * rows (six brands hidden for the UK source) and, in English only, the latest 3 news posts. A
 * failed marquee or news call shows a notice in the page; the rest of the page still renders.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { JsonLd } from "../components/json-ld.tsx";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { shop } from "../.server/shop.ts";
import { brandTiles } from "../lib/brands.ts";
import { marqueeMessage } from "../lib/marquee.ts";
import { marqueeWords } from "../.server/marquee-words.ts";
import { HOME_NEWS, NEWS_LANGUAGE } from "../lib/news.ts";
import { PostTeaser } from "../components/news.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { MarqueeBanner } from "../components/marquee.tsx";
import { Slider } from "../components/slider.tsx";
import { BrandList } from "../components/brand-list.tsx";
import { PageLink } from "../components/page-link.tsx";
import { organizationJsonLd } from "../lib/product-seo.ts";
import { DEFAULT_REGION } from "../../contract/seller.ts";
import { publicOrigin } from "../.server/origin.ts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context, erp, t } = await shop(request, load);
  const english = context.lang === NEWS_LANGUAGE;
  const [slider, marquee, news, words, seller] = await Promise.allSettled([
    erp.slider(),
    erp.marquee(),
    english ? erp.getNews({ page: 1, perPage: HOME_NEWS }) : Promise.resolve(null),
    // The banner's {{cutoff}}, {{carrier}}, {{days}}, {{country}}: the ERP's, as on the product page (decision 0032).
    marqueeWords(erp, context),
    erp.seller(DEFAULT_REGION),
  ]);
  return {
    brands: brandTiles(context.source),
    slides: slider.status === "fulfilled" ? slider.value.slides : [],
    marquee:
      marquee.status === "fulfilled"
        ? marqueeMessage(marquee.value, context.lang, words.status === "fulfilled" ? words.value : {})
        : null,
    marqueeFailed: marquee.status === "rejected",
    news: news.status === "fulfilled" ? (news.value?.posts.slice(0, HOME_NEWS) ?? null) : null,
    newsError: news.status === "rejected" ? messageOf(news.reason) : null,
    /** schema.org Organization, made here so that the sellers' facts stay out of the page's script. */
    organization:
      seller.status === "fulfilled"
        ? organizationJsonLd({
            company: seller.value.seller,
            origin: publicOrigin(request),
            shopName: t("shell.shopName"),
          })
        : null,
  };
}

export default function Home() {
  const { t } = useTranslation();
  const { t: th } = useTranslation("home");
  const { brands, slides, marquee, marqueeFailed, news, newsError, organization } = useLoaderData<typeof loader>();
  const rows = [brands.slice(0, 5), brands.slice(5, 9), brands.slice(9)].filter((r) => r.length);
  return (
    <div className="page home">
      <h1 className="home-title">{t("home.title")}</h1>
      <Slider slides={slides} />
      {marqueeFailed ? (
        <p className="notice notice-warning" role="alert">
          {th("marquee.failed")}
        </p>
      ) : marquee ? (
        <MarqueeBanner message={marquee} />
      ) : null}
      <p className="lead">{t("home.intro")}</p>
      <section id="brands" aria-labelledby="brands-title">
        <h2 id="brands-title">{t("home.brands")}</h2>
        {rows.map((row, i) => (
          <BrandList
            key={i}
            brands={row}
            className="brand-row"
            tile="brand-tile"
            size={{ width: "160", height: "64" }}
          />
        ))}
      </section>
      {newsError ? (
        <p className="notice notice-warning" role="alert">
          {th("news.failed", { message: newsError })}
        </p>
      ) : news ? (
        <section className="home-news" aria-labelledby="home-news-title">
          <h2 id="home-news-title">{th("news.latest")}</h2>
          <div className="post-grid">
            {news.map((post) => (
              <PostTeaser key={post.ID} post={post} headingLevel={3} />
            ))}
          </div>
          <p>
            <PageLink to="/news">{th("news.all")}</PageLink>
          </p>
        </section>
      ) : null}
      <p className="muted">{t("home.searchHint")}</p>
      <JsonLd data={organization} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
