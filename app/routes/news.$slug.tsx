/** /news/{slug}: one post (404 page for an unknown slug), with the side column. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { newsAside } from "../.server/news.ts";
import { isNotFound, shop } from "../.server/shop.ts";
import { NewsAside } from "../components/news.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { NEWS_LANGUAGE, newsDate } from "../lib/news.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, context } = await shop(request, load);
  const slug = params.slug ?? "";
  // No post has a NUL in its slug, and PostgreSQL text cannot hold one (the ERP failed on it: a 500).
  notFoundUnless(!slug.includes("\u0000"), resources[context.lang].home.news.notFound);
  const [post, aside] = await Promise.all([
    erp.getNews({ slug }).catch((error: unknown) => {
      if (isNotFound(error)) throw notFound(resources[context.lang].home.news.notFound);
      throw error;
    }),
    newsAside(erp),
  ]);
  const found = post.posts[0];
  notFoundUnless(found, resources[context.lang].home.news.notFound);
  return { post: found, aside };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const { lang, origin } = rootMeta(args.matches);
  if (!data)
    return seoMeta(args, {
      title: resources[lang].common.errors.notFoundTitle,
      description: resources[lang].common.meta.description,
      noindex: true,
    });
  const { post } = data;
  return seoMeta(args, {
    title: post.title.rendered,
    description: post.excerpt.rendered.replace(/<[^>]+>/g, " "),
    ogType: "article",
    og: [
      ...(post.photo
        ? [{ property: "og:image", content: new URL(post.photo, origin || "http://shop.invalid").href }]
        : []),
      { property: "article:published_time", content: post.acf.date },
    ],
  });
};

export default function NewsPost() {
  const { t, i18n } = useTranslation("home");
  const { post, aside } = useLoaderData<typeof loader>();
  return (
    <div className="page news-layout">
      <article className="news-main news-post" lang={NEWS_LANGUAGE}>
        {/* The post exists in English only: said so in the page's language (issue 43 item 4). */}
        {i18n.language !== NEWS_LANGUAGE ? (
          <p className="muted" lang={i18n.language}>
            {t("news.postEnglishOnly")}
          </p>
        ) : null}
        <h1>{post.title.rendered}</h1>
        <p className="muted">
          <time dateTime={post.acf.date} lang={i18n.language}>
            {newsDate(post.acf.date, i18n.language)}
          </time>
        </p>
        {post.photo ? <img src={post.photo} alt="" width="600" height="340" className="news-photo" /> : null}
        {/* Sanitised by the ERP when the post was written (allow-list HTML). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.content.rendered }} />
        <p lang={i18n.language}>
          <PageLink to="/news">{t("news.back")}</PageLink>
        </p>
      </article>
      <NewsAside latest={aside.latest} sheets={aside.sheets} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
