/** /news: the posts, 4 per page (?page=), newest first, with the side column. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { newsAside } from "../.server/news.ts";
import { shop } from "../.server/shop.ts";
import { NewsAside, PostTeaser } from "../components/news.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { NEWS_LANGUAGE, NEWS_PER_PAGE, newsPageCount, newsPageParam } from "../lib/news.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { notFound } from "../.server/not-found.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await shop(request, load);
  const page = newsPageParam(new URL(request.url).searchParams.get("page"));
  const [news, aside] = await Promise.all([erp.getNews({ page, perPage: NEWS_PER_PAGE }), newsAside(erp)]);
  const pages = newsPageCount(news.total);
  if (page > pages) throw notFound();
  return { posts: news.posts, page, pages, aside };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const { lang } = rootMeta(args.matches);
  const texts = resources[lang].home.news;
  return seoMeta(args, {
    title: data && data.page > 1 ? `${texts.title} (${data.page}/${data.pages})` : texts.title,
    description: texts.description,
  });
};

export default function NewsList() {
  const { t, i18n } = useTranslation("home");
  const { posts, page, pages, aside } = useLoaderData<typeof loader>();
  const href = (n: number) => (n === 1 ? "/news" : `/news?page=${n}`);
  return (
    <div className="page news-layout">
      <div className="news-main">
        <h1>{t("news.title")}</h1>
        {/* The posts are written in English only: said so in the page's language (issue 43 item 4). */}
        {i18n.language !== NEWS_LANGUAGE && posts.length ? <p className="muted">{t("news.englishOnly")}</p> : null}
        {posts.length ? posts.map((post) => <PostTeaser key={post.ID} post={post} />) : <p>{t("news.empty")}</p>}
        {pages > 1 ? (
          <nav aria-label={t("news.pages")} className="pager">
            <p>{t("news.page", { page, count: pages })}</p>
            <ul>
              {page > 1 ? (
                <li>
                  <PageLink to={href(page - 1)} rel="prev">
                    {t("news.newer")}
                  </PageLink>
                </li>
              ) : null}
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <PageLink
                    to={href(n)}
                    aria-current={n === page ? "page" : undefined}
                    aria-label={t("news.page", { page: n, count: pages })}
                  >
                    {n}
                  </PageLink>
                </li>
              ))}
              {page < pages ? (
                <li>
                  <PageLink to={href(page + 1)} rel="next">
                    {t("news.older")}
                  </PageLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
      <NewsAside latest={aside.latest} sheets={aside.sheets} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
