import type { TFunction } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";

/** Page links around the current page (first, last, two either side), previous and next; plain links, so paging works without JavaScript. */
export function Pager({
  page,
  pages,
  to,
  labels,
}: {
  page: number;
  pages: number;
  to: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number, pages: number) => string };
}) {
  const around = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pager" aria-label={labels.nav}>
      <ul>
        {page > 1 ? (
          <li>
            <PageLink to={to(page - 1)} rel="prev">
              {labels.previous}
            </PageLink>
          </li>
        ) : null}
        {around.map((p, i) => (
          <li key={p}>
            {i > 0 && p - around[i - 1]! > 1 ? <span aria-hidden="true">… </span> : null}
            <PageLink to={to(p)} aria-current={p === page ? "page" : undefined} aria-label={labels.page(p, pages)}>
              {p}
            </PageLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <PageLink to={to(page + 1)} rel="next">
              {labels.next}
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * A Pager whose labels are the texts under `prefix` (`pages`, `previous`, `next`, `page` with
 * {{page}} and {{pages}}), shown only when there is more than one page.
 */
export function TextPager({
  page,
  pages,
  to,
  t,
  prefix = "",
}: {
  page: number;
  pages: number;
  to: (page: number) => string;
  t: TFunction;
  prefix?: string;
}) {
  if (pages <= 1) return null;
  const labels = {
    nav: t(`${prefix}pages`),
    previous: t(`${prefix}previous`),
    next: t(`${prefix}next`),
    page: (p: number, total: number) => t(`${prefix}page`, { page: p, pages: total }),
  };
  return <Pager page={page} pages={pages} to={to} labels={labels} />;
}
