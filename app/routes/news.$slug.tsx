/** /news/{slug}: one post (404 page for an unknown slug), with the side column. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { newsAside } from "../.server/news.ts";
import { isNotFound, shop } from "../.server/shop.ts";
import { NewsAside } from "../components/news.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import type { Language } from "../../contract/languages.ts";
import { newsDate } from "../lib/news.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, context } = await shop(request, load);
  const slug = params.slug ?? "";
  // No post has a NUL in its slug, and PostgreSQL text cannot hold one (the ERP failed on it: a 500).
  if (slug.includes("\u0000")) throw new Response(resources[context.lang].home.news.notFound, { status: 404 });
  const [post, aside] = await Promise.all([
    erp.getNews({ slug }).catch((error: unknown) => {
      if (isNotFound(error)) throw new Response(resources[context.lang].home.news.notFound, { status: 404 });
      throw error;
    }),
    newsAside(erp),
  ]);
  const found = post.posts[0];
  if (!found) throw new Response(resources[context.lang].home.news.notFound, { status: 404 });
  return { post: found, aside };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data)
    return [
      { title: data.post.title.rendered },
      { name: "description", content: data.post.excerpt.rendered.replace(/<[^>]+>/g, "").trim() },
    ];
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
  return [{ title: resources[lang].common.errors.notFoundTitle }];
};

export default function NewsPost() {
  const { t, i18n } = useTranslation("home");
  const { post, aside } = useLoaderData<typeof loader>();
  return (
    <div className="page news-layout">
      <article className="news-main news-post" lang="en">
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
