/**
 * The parts the office's list pages (orders, customers, claims, quotes, audit) share: the GET form of
 * filters, so that a view can be bookmarked; the list as a table, or why it is empty; and, where
 * a list is paged by its last entry, the links to the next page and back to the newest. Their
 * texts are the office namespace's `{list}.filters`, `.filter`, `.clear`, `.caption`, `.none`,
 * `.fix` (the filters are wrong), `.pages`, `.newest` and `.next`; the page is /office/{list} and
 * its table's class `office-{list}`.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "../translation.tsx";
import { DataTable, type DataTableProps } from "./data-table.tsx";
import { ErrorList } from "./form-fields.tsx";
import { LanguageField, PageLink } from "./page-link.tsx";
import type { FormMeta } from "./server-form.tsx";

export type OfficeListName = "orders" | "customers" | "claims" | "quotes" | "audit";

/** The filters' form: its errors, the filters, then filter and clear (and any other action). */
export function OfficeFilters({
  list,
  form,
  actions,
  children,
}: {
  list: OfficeListName;
  form: FormMeta;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("office");
  return (
    <Form method="get" id={form.id} noValidate className="office-filters" aria-label={t(`${list}.filters`)}>
      <ErrorList id={form.errorId} errors={form.errors} />
      <LanguageField />
      {children}
      <div className="office-actions">
        <button type="submit" className="button button-primary">
          {t(`${list}.filter`)}
        </button>
        <PageLink to={`/office/${list}`} className="button">
          {t(`${list}.clear`)}
        </PageLink>
        {actions}
      </div>
    </Form>
  );
}

/** The list's table; when empty, "none", or "fix" when the filters were refused. */
export function OfficeTable<T>({
  list,
  refused,
  caption,
  ...table
}: { list: OfficeListName; refused: boolean; caption?: string } & Omit<
  DataTableProps<T>,
  "none" | "caption" | "className"
>) {
  const { t } = useTranslation("office");
  return (
    <DataTable
      {...table}
      none={t(refused ? `${list}.fix` : `${list}.none`)}
      caption={caption ?? t(`${list}.caption`)}
      className={`content-table stack-table office-${list}`}
    />
  );
}

/** The links of a list paged by its last entry: back to the newest, and the next page. */
export function NextPager({ list, first, next }: { list: OfficeListName; first: string | null; next: string | null }) {
  const { t } = useTranslation("office");
  return (
    <nav className="office-pager" aria-label={t(`${list}.pages`)}>
      {first ? <PageLink to={first}>{t(`${list}.newest`)}</PageLink> : null}
      {next ? <PageLink to={next}>{t(`${list}.next`)}</PageLink> : null}
    </nav>
  );
}
