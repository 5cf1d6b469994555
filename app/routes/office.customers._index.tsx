/**
 * The office's customers (issue 38 item 3; the sales desk's): the list ordered by number, searched
 * by number, name, e-mail or company and filtered by status with a GET form (a view can be
 * bookmarked), a page at a time. Each customer's number leads to their page.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { CUSTOMER_STATUSES } from "../../contract/office-customers.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { InputField, Options, SelectField } from "../components/form-fields.tsx";
import { type Column } from "../components/data-table.tsx";
import { OfficeFilters, OfficeTable } from "../components/office-list.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { CustomerFilterSchema } from "../lib/office-customer-forms.ts";

/** Customers on a page. */
const PAGE_SIZE = 50;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: CustomerFilterSchema });
  const constraint = formConstraint(CustomerFilterSchema);
  const values = { q: url.searchParams.get("q")?.slice(0, 200) ?? "", status: url.searchParams.get("status") ?? "" };
  // The statuses travel with the data: the browser loads no zod module for them (JavaScript budget).
  const empty = {
    customers: [],
    total: 0,
    page: 1,
    pages: 1,
    query: "",
    lang: context.lang,
    constraint,
    values,
    statuses: CUSTOMER_STATUSES,
  };
  if (submission.status !== "success") return data({ ...empty, result: submission.reply() }, { status: 400 });
  const { q, status, page = 1 } = submission.value;
  const list = await call("listOfficeCustomers", { q, status, page, pagesize: PAGE_SIZE });
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  return {
    ...empty,
    customers: list.customers,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    query: query.toString(),
    result: null,
  };
}

export const meta = officeMeta("customers");
export const headers = officeHeaders;

export default function Customers() {
  const { t } = useTranslation("office");
  const { customers, total, page, pages, query, lang, constraint, values, result, statuses } =
    useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof CustomerFilterSchema>>("customer-filter", {
    lastResult: result,
    constraint,
    defaultValue: values,
  });
  const pageLink = (p: number) => {
    const params = new URLSearchParams(query);
    if (p > 1) params.set("page", String(p));
    const text = params.toString();
    return `/office/customers${text ? `?${text}` : ""}`;
  };
  const columns: Column<(typeof customers)[number]>[] = [
    {
      label: t("customers.number"),
      cell: (c) => <PageLink to={`/office/customers/${encodeURIComponent(c.number)}`}>{c.number}</PageLink>,
    },
    {
      label: t("customers.company"),
      cell: (c) => (
        <>
          {c.company} <span className="muted">({c.contactname})</span>
        </>
      ),
    },
    { label: t("customers.email"), cell: (c) => c.email },
    { label: t("customers.country"), cell: (c) => c.country },
    { label: t("customers.status"), cell: (c) => t(`customers.statuses.${c.status}`) },
    {
      label: t("customers.terms"),
      cell: (c) =>
        c.creditterms === "prepaid" ? t("customers.prepaid") : t("customers.invoiceDays", { count: c.duedays }),
    },
    {
      label: t("customers.creditLimit"),
      cell: (c) =>
        c.creditlimit === null ? t("customers.noLimit") : formatPrice(fromCents(c.creditlimit), c.currency, lang),
    },
  ];
  return (
    <section className="page office-page">
      <h1>{t("customers.title")}</h1>
      <OfficeFilters list="customers" form={form}>
        <InputField field={fields.q} label={t("customers.search")} hint={t("customers.searchHint")} />
        <SelectField field={fields.status} label={t("customers.status")} choose={t("customers.anyStatus")}>
          <Options values={statuses} text={(s) => t(`customers.statuses.${s}`)} />
        </SelectField>
      </OfficeFilters>
      <p role="status">{t("customers.found", { count: total })}</p>
      <OfficeTable
        list="customers"
        refused={Boolean(result)}
        items={customers}
        rowKey={(c) => c.number}
        columns={columns}
      />
      <TextPager page={page} pages={pages} to={pageLink} t={t} prefix="customers." />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
