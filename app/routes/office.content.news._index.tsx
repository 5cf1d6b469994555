/**
 * The office's news posts (issue 38 item 3; the content role's): every post, drafts too, newest
 * first, with the languages it is written in; each leads to its page, where it is edited, previewed
 * and deleted, and "New post" to an empty one.
 */
import { LANGUAGES } from "../../contract/languages.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { officeRequest } from "../.server/office.ts";
import { DataTable } from "../components/data-table.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { PageLink } from "../components/page-link.tsx";
import { newsDate } from "../lib/news.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const { posts } = await call("listContentNews", {});
  return {
    posts: posts.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title_en,
      date: p.publishedon,
      show: p.show,
      languages: LANGUAGES.filter((l) => p[`title_${l}`] && p[`content_${l}`]),
    })),
  };
}

export const meta = officeMeta("news");
export const headers = officeHeaders;

export default function NewsList() {
  const { t, i18n } = useTranslation("office");
  const { posts } = useLoaderData<typeof loader>();
  return (
    <section className="page office-page">
      <h1>{t("news.title")}</h1>
      <p>
        <PageLink to="/office/content/news/new" className="button button-primary">
          {t("news.new")}
        </PageLink>
      </p>
      <DataTable
        items={posts}
        none={t("news.none")}
        caption={t("news.caption")}
        rowKey={(p) => p.id}
        columns={[
          {
            label: t("news.postTitle"),
            cell: (p) => (
              <PageLink to={`/office/content/news/${p.id}`} lang="en">
                {p.title}
              </PageLink>
            ),
          },
          { label: t("news.date"), cell: (p) => <time dateTime={p.date}>{newsDate(p.date, i18n.language)}</time> },
          { label: t("news.status"), cell: (p) => t(p.show ? "news.shown" : "news.draft") },
          { label: t("news.languages"), cell: (p) => p.languages.map((l) => t(`content.languages.${l}`)).join(", ") },
        ]}
      />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
