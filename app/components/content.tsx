import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { Block, PageCopy, Section } from "../content/types.ts";
import type { Language } from "../../contract/languages.ts";
import { resources } from "../locales.ts";
import { PageLink } from "./page-link.tsx";

// In a module of its own, so that a page needing only its meta (contact) does not load the copy's renderer.
export { pageMeta } from "./page-meta.ts";

/** Serialised coverage of a page's copy as the loaders return it. */
export interface CoverageData {
  requested: Language;
  shown: Language;
  available: readonly Language[];
  fallback: boolean;
}

/** Renders the structured copy of a content module. Links inside copy are same-site paths. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "p":
            return <p key={i}>{block.text}</p>;
          case "ul":
            return (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          case "dl":
            return (
              <dl key={i} className="facts">
                {block.items.map((item) => (
                  <div key={item.term}>
                    <dt>{item.term}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            );
          case "table":
            return (
              <div key={i} className="table-scroll">
                <table className="content-table">
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((h) => (
                        <th key={h} scope="col">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={c}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "address":
            return (
              <address key={i}>
                {block.lines.map((line, n) => (
                  <span key={n}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            );
          case "links":
            return (
              <ul key={i} className="link-list">
                {block.items.map((item) => (
                  <li key={item.to}>
                    {item.to.startsWith("mailto:") ? (
                      <a href={item.to}>{item.text}</a>
                    ) : (
                      <PageLink to={item.to}>{item.text}</PageLink>
                    )}
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </>
  );
}

export function Sections({ sections, numbered = false }: { sections: Section[]; numbered?: boolean }) {
  return (
    <>
      {sections.map((section, i) => (
        <section
          key={section.heading}
          id={section.id}
          aria-labelledby={`section-${section.id ?? i}`}
          className="content-section"
        >
          <h2 id={`section-${section.id ?? i}`}>
            {numbered ? <span className="section-number">{i + 1}. </span> : null}
            {section.heading}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

/** The translated note shown when a page's copy does not exist in the visitor's language. */
export function FallbackNote({ coverage }: { coverage: CoverageData }) {
  const { t } = useTranslation("pages");
  if (!coverage.fallback) return null;
  const languages = resources[coverage.requested].common.language;
  return (
    <aside className="notice notice-warning fallback-note" aria-labelledby="fallback-note">
      <p id="fallback-note">
        <strong>{t("fallback.notice")}</strong> {t("fallback.shownIn")}
      </p>
      <p>
        {t("fallback.readIn")}{" "}
        {coverage.available.map((l, i) => (
          <span key={l}>
            {i > 0 ? ", " : null}
            <PageLink to={`?lng=${l}`} lang={l} hrefLang={l}>
              {languages[l]}
            </PageLink>
          </span>
        ))}
      </p>
    </aside>
  );
}

/** The frame of an information page: heading in the visitor's language, note, then the copy. */
export function InfoPage({
  title,
  coverage,
  copy,
  numbered = false,
  toc = false,
  children,
}: {
  title: string;
  coverage: CoverageData;
  copy: PageCopy;
  numbered?: boolean;
  toc?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("pages");
  return (
    <article className="page narrow info-page">
      <h1>{title}</h1>
      <FallbackNote coverage={coverage} />
      <div lang={coverage.fallback ? coverage.shown : undefined}>
        {copy.lead?.map((text) => (
          <p key={text} className="lead">
            {text}
          </p>
        ))}
        {toc && copy.sections.some((s) => s.id) ? (
          <nav aria-label={t("toc")} className="toc">
            <ul>
              {copy.sections
                .filter((s) => s.id)
                .map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.heading}</a>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        <Sections sections={copy.sections} numbered={numbered} />
        {children}
      </div>
    </article>
  );
}

/**
 * A content page route's whole page (the legal pages, the FAQ, shipping): its loader's coverage and
 * copy (loadPage's) under the title `pages:{name}.title`.
 */
export function LoadedInfoPage({ name, numbered, toc }: { name: string; numbered?: boolean; toc?: boolean }) {
  const { t } = useTranslation("pages");
  const { coverage, copy } = useLoaderData<{ coverage: CoverageData; copy: PageCopy }>();
  return <InfoPage title={t(`${name}.title`)} coverage={coverage} copy={copy} numbered={numbered} toc={toc} />;
}
