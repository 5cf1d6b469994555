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
  /** The language of its texts (the ERP's answer; English when it does not say). */
  lang?: string | undefined;
}

/** A post's full view (its page, and the office's preview): the note when its language is not the page's. */
export function NewsArticle({
  post,
  headingLevel = 1,
}: {
  post: Pick<PostView, "title" | "photo" | "acf" | "lang"> & { content: { rendered: string } };
  /** 1 on the post's page; lower inside the office's preview. */
  headingLevel?: 1 | 3;
}) {
  const { t, i18n } = useTranslation("home");
  const lang = post.lang ?? NEWS_LANGUAGE;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-main news-post" lang={lang}>
      {/* A post in English only: said so in the page's language (issue 43 item 4). */}
      {i18n.language !== lang ? (
        <p className="muted" lang={i18n.language}>
          {t("news.postEnglishOnly")}
        </p>
      ) : null}
      <Heading>{post.title.rendered}</Heading>
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
  );
}

/** One post in a list, its text marked with its language (WCAG 3.1.2): English unless the office wrote it in the page's. */
export function PostTeaser({ post, headingLevel = 2 }: { post: PostView; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("home");
  const Heading = `h${headingLevel}` as const;
  // The link's words in the page's language around the post's English title, marked as such.
  const readPost = t("news.readPost", { title: "\u0000" }).split("\u0000");
  const lang = post.lang ?? NEWS_LANGUAGE;
  return (
    <article className="post-teaser" lang={lang}>
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
            <span lang={lang}>{post.title.rendered}</span>
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
