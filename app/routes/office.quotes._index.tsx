/**
 * The office's quotes (issue 41 item 4; the sales desk's): every company's, newest first, filtered
 * by status with a GET form and paged by number, so a view can be bookmarked; each quote links to
 * its page (lines, messages, the answer).
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { formatPrice, fromCents } from "../../contract/money.ts";
import type { OfficeQuoteRow } from "../../contract/office-quotes.ts";
import { QUOTE_STATUSES } from "../../contract/quote-constants.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { Options, SelectField } from "../components/form-fields.tsx";
import { type Column } from "../components/data-table.tsx";
import { OfficeFilters, OfficeTable } from "../components/office-list.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { officeTime } from "../lib/office-format.ts";
import { QuoteFilterSchema } from "../lib/office-quote-forms.ts";
import { quotesUrl } from "../lib/office-quotes.ts";

/** Quotes on a page. */
const PAGE_SIZE = 50;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: QuoteFilterSchema });
  const constraint = formConstraint(QuoteFilterSchema);
  const status = url.searchParams.get("status")?.slice(0, 40) ?? "";
  // The statuses travel with the data: the browser loads no zod module for them (JavaScript budget).
  const shared = { status, lang: context.lang, constraint, statuses: QUOTE_STATUSES };
  if (submission.status !== "success")
    return data(
      { ...shared, quotes: [] as OfficeQuoteRow[], total: 0, page: 1, result: submission.reply() },
      { status: 400 },
    );
  const page = submission.value.page ?? 1;
  const { quotes, total } = await call("listOfficeQuotes", {
    status: submission.value.status,
    page,
    pagesize: PAGE_SIZE,
  });
  return { ...shared, quotes, total, page, result: null };
}

export const meta = officeMeta("quotes");
export const headers = officeHeaders;

export default function OfficeQuotes() {
  const { t } = useTranslation("office");
  const { quotes, total, page, status, result, lang, constraint, statuses } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof QuoteFilterSchema>>("quote-filter", {
    lastResult: result,
    constraint,
    defaultValue: { status },
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const money = (cents: number | null, q: OfficeQuoteRow) =>
    cents === null ? "–" : formatPrice(fromCents(cents), q.currency, lang);
  const columns: Column<(typeof quotes)[number]>[] = [
    {
      label: t("quotes.number"),
      rowHeader: true,
      cell: (q) => <PageLink to={`/office/quotes/${q.number}`}>{q.number}</PageLink>,
    },
    { label: t("quotes.date"), cell: (q) => officeTime(q.date, lang) },
    { label: t("quotes.status"), cell: (q) => t(`quotes.statuses.${q.status}`) },
    {
      label: t("quotes.company"),
      cell: (q) => (
        <>
          {q.company} <span className="muted">({q.customer})</span>
        </>
      ),
    },
    { label: t("quotes.requester"), cell: (q) => q.requester },
    { label: t("quotes.lines"), cell: (q) => q.lines },
    { label: t("quotes.levelNet"), cell: (q) => money(q.levelnet, q) },
    { label: t("quotes.quotedNet"), cell: (q) => money(q.quotednet, q) },
    { label: t("quotes.validUntil"), cell: (q) => (q.validuntil ? officeTime(q.validuntil, lang) : "–") },
  ];
  return (
    <section className="page office-page">
      <h1>{t("quotes.title")}</h1>
      <OfficeFilters list="quotes" form={form}>
        <SelectField field={fields.status} label={t("quotes.status")} choose={t("quotes.anyStatus")}>
          <Options values={statuses} text={(s) => t(`quotes.statuses.${s}`)} />
        </SelectField>
      </OfficeFilters>
      <OfficeTable
        list="quotes"
        refused={Boolean(result)}
        items={quotes}
        caption={t("quotes.caption", { count: total, total })}
        rowKey={(q) => q.number}
        columns={columns}
      />
      <TextPager page={page} pages={pages} to={(p) => quotesUrl(status, p)} t={t} prefix="quotes." />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
