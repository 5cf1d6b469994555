/** News building blocks: a post teaser and the side column (latest news, Xtreme Clutch product sheets). */

import { useTranslation } from "../translation.tsx";
import { NEWS_LANGUAGE, newsDate } from "../lib/news.ts";
import { PageLink } from "./page-link.tsx";

export interface PostView {
  ID: number;
  slug: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  photo: string | null;
  acf: { date: string };
}

/** One post in a list. News is English only: the text carries lang="en" (WCAG 3.1.2). */
export function PostTeaser({ post, headingLevel = 2 }: { post: PostView; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("home");
  const Heading = `h${headingLevel}` as const;
  // The link's words in the page's language around the post's English title, marked as such.
  const readPost = t("news.readPost", { title: "\u0000" }).split("\u0000");
  return (
    <article className="post-teaser" lang={NEWS_LANGUAGE}>
      {post.photo ? <img src={post.photo} alt="" width="600" height="340" loading="lazy" /> : null}
      <div>
        <Heading>
          <PageLink to={`/news/${post.slug}`}>{post.title.rendered}</PageLink>
        </Heading>
        <p className="muted">
          <time dateTime={post.acf.date} lang={i18n.language}>
            {newsDate(post.acf.date, i18n.language)}
          </time>
        </p>
        {/* Sanitised by the ERP when the post was written (allow-list HTML). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.excerpt.rendered }} />
        <p>
          {/* The link says where it leads (not "Read more"): the post's title is part of its text. */}
          <PageLink to={`/news/${post.slug}`} lang={i18n.language}>
            {readPost[0]}
            <span lang={NEWS_LANGUAGE}>{post.title.rendered}</span>
            {readPost[1]}
          </PageLink>
        </p>
      </div>
    </article>
  );
}

export interface SheetView {
  urlcomponent: string;
  name: string;
  description: string;
}

const SHEETS_SHOWN = 3;

export function NewsAside({
  latest,
  sheets,
}: {
  latest: { slug: string; title: string }[];
  sheets: SheetView[] | null;
}) {
  const { t } = useTranslation("home");
  const sheetItem = (s: SheetView) => (
    <li key={s.urlcomponent}>
      <PageLink to={`/${s.urlcomponent}`}>{s.name}</PageLink> <span className="muted">{s.description}</span>
    </li>
  );
  return (
    <aside className="news-aside">
      <section aria-labelledby="latest-news">
        <h2 id="latest-news">{t("news.latest")}</h2>
        <ul lang={NEWS_LANGUAGE}>
          {latest.map((p) => (
            <li key={p.slug}>
              <PageLink to={`/news/${p.slug}`}>{p.title}</PageLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="xclutch-sheets">
        <h2 id="xclutch-sheets">{t("sheets.title")}</h2>
        {sheets === null ? (
          <p>{t("sheets.failed")}</p>
        ) : (
          <>
            <p className="muted">{t("sheets.intro")}</p>
            <ul>{sheets.slice(0, SHEETS_SHOWN).map(sheetItem)}</ul>
            {sheets.length > SHEETS_SHOWN ? (
              <details className="see-more">
                <summary>{t("sheets.seeMore")}</summary>
                <ul>{sheets.slice(SHEETS_SHOWN).map(sheetItem)}</ul>
              </details>
            ) : null}
          </>
        )}
      </section>
    </aside>
  );
}
