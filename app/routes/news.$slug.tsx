/** /news/{slug}: one post (404 page for an unknown slug), with the side column. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { newsAside } from "../.server/news.ts";
import { isNotFound, shop } from "../.server/shop.ts";
import { NewsArticle, NewsAside } from "../components/news.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { resources } from "../locales.ts";
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
  const { post, aside } = useLoaderData<typeof loader>();
  return (
    <div className="page news-layout">
      <NewsArticle post={post} />
      <NewsAside latest={aside.latest} sheets={aside.sheets} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
