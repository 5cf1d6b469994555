/**
 * The office's orders (issue 38; sales and warehouse): the list filtered by a GET form (status,
 * payment status, days, delivery country, payment method, customer) and searched by an order
 * number, e-mail or name, newest first, paged by the ERP's cursor at the size chosen, and the same
 * selection as a CSV file (/office/orders.csv, the sales desk's). Every filter is in the address,
 * so a view can be bookmarked and sent to a colleague.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { ORDER_STATUSES } from "../../contract/account-orders-constants.ts";
import { countryName, SHIPPING_COUNTRIES } from "../../contract/countries.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { PAYMENT_STATUSES } from "../../contract/payment-statuses.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { CountryOptions, InputField, Options, SelectField } from "../components/form-fields.tsx";
import { type Column } from "../components/data-table.tsx";
import { NextPager, OfficeFilters, OfficeTable } from "../components/office-list.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { useOfficeData } from "../components/office-header.tsx";
import { PageLink, useLanguageTo } from "../components/page-link.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { officeTime } from "../lib/office-format.ts";
import { filterValues, withValidDays } from "../lib/office-forms.ts";
import { ORDER_FILTERS, ORDER_PAGE_SIZES } from "../lib/office-order-constants.ts";
import { OrderFilterSchema } from "../lib/office-order-forms.ts";

const DEFAULT_PAGE_SIZE = 50;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const submission = parseWithZod(url.searchParams, { schema: OrderFilterSchema });
  const values = filterValues(url.searchParams, [...ORDER_FILTERS, "pagesize"]);
  const countries = SHIPPING_COUNTRIES.map((code) => ({ code, name: countryName(code, context.lang) })).sort((a, b) =>
    a.name.localeCompare(b.name, context.lang),
  );
  const shown = { values, lang: context.lang, countries, constraint: formConstraint(OrderFilterSchema) };
  if (submission.status !== "success") {
    const { paymentmethods } = await call("listOfficeOrders", { pagesize: 1 });
    return data(
      {
        ...shown,
        orders: [],
        paymentmethods,
        next: null,
        first: null,
        csv: null,
        result: withValidDays(submission.reply(), ["from", "to"]),
      },
      { status: 400 },
    );
  }
  const { after, pagesize = DEFAULT_PAGE_SIZE, ...filter } = submission.value;
  const { orders, next, paymentmethods } = await call("listOfficeOrders", { ...filter, after, pagesize });
  // The links keep the filters and the page size: the next page by the ERP's cursor, back to the newest.
  const query = new URLSearchParams();
  for (const key of ORDER_FILTERS) if (filter[key]) query.set(key, filter[key]);
  const link = (path: string, extra: Record<string, string>) => {
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    const text = params.toString();
    return `${path}${text ? `?${text}` : ""}`;
  };
  const size: Record<string, string> = pagesize === DEFAULT_PAGE_SIZE ? {} : { pagesize: String(pagesize) };
  return {
    ...shown,
    orders,
    paymentmethods,
    next: next ? link("/office/orders", { ...size, after: next }) : null,
    first: after ? link("/office/orders", size) : null,
    csv: link("/office/orders.csv", {}),
    result: null,
  };
}

export const meta = officeMeta("orders");
export const headers = officeHeaders;

export default function OfficeOrders() {
  const { t } = useTranslation("office");
  const { orders, paymentmethods, next, first, csv, result, values, lang, countries, constraint } =
    useLoaderData<typeof loader>();
  const languageTo = useLanguageTo();
  const roles = useOfficeData()?.staff.roles ?? [];
  const [form, fields] = useServerForm<z.input<typeof OrderFilterSchema>>("order-filter", {
    lastResult: result,
    constraint,
    defaultValue: values,
  });
  const columns: Column<(typeof orders)[number]>[] = [
    {
      label: t("orders.number"),
      rowHeader: true,
      cell: (o) => <PageLink to={`/office/orders/${o.number}`}>{o.number}</PageLink>,
    },
    { label: t("orders.date"), cell: (o) => officeTime(o.date, lang) },
    {
      label: t("orders.buyer"),
      cell: (o) => (
        <>
          {o.company ? `${o.company}, ` : ""}
          {o.name}
          <br />
          <span className="muted">
            {o.email}
            {o.customer ? ` · ${o.customer}` : ""}
          </span>
        </>
      ),
    },
    { label: t("orders.country"), cell: (o) => o.country },
    {
      label: t("orders.total"),
      numeric: true,
      cell: (o) => formatPrice(fromCents(o.total), o.currency, lang),
    },
    { label: t("orders.paymentmethod"), cell: (o) => o.paymentmethod.name },
    { label: t("orders.paymentstatus"), cell: (o) => t(`orders.paymentStatuses.${o.paymentstatus}`) },
    { label: t("orders.status"), cell: (o) => t(`orders.statuses.${o.status}`) },
  ];
  return (
    <section className="page office-page">
      <h1>{t("orders.title")}</h1>
      <OfficeFilters
        list="orders"
        form={form}
        actions={
          csv && roles.some((r) => r === "sales" || r === "owner") ? (
            <a href={languageTo(csv)} className="button" download>
              {t("orders.csv")}
            </a>
          ) : null
        }
      >
        <InputField field={fields.q} label={t("orders.q")} hint={t("orders.qHint")} />
        <SelectField field={fields.status} label={t("orders.status")} choose={t("orders.any")}>
          <Options values={ORDER_STATUSES} text={(s) => t(`orders.statuses.${s}`)} />
        </SelectField>
        <SelectField field={fields.paymentstatus} label={t("orders.paymentstatus")} choose={t("orders.any")}>
          <Options values={PAYMENT_STATUSES} text={(s) => t(`orders.paymentStatuses.${s}`)} />
        </SelectField>
        <SelectField field={fields.paymentmethod} label={t("orders.paymentmethod")} choose={t("orders.any")}>
          {paymentmethods.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.country} label={t("orders.country")} choose={t("orders.any")}>
          <CountryOptions countries={countries} />
        </SelectField>
        <InputField field={fields.customer} label={t("orders.customer")} />
        <InputField field={fields.from} label={t("orders.from")} type="date" />
        <InputField field={fields.to} label={t("orders.to")} type="date" />
        <SelectField field={fields.pagesize} label={t("orders.pagesize")} choose={String(DEFAULT_PAGE_SIZE)}>
          <Options values={ORDER_PAGE_SIZES.filter((n) => n !== DEFAULT_PAGE_SIZE)} />
        </SelectField>
      </OfficeFilters>
      <OfficeTable list="orders" refused={Boolean(result)} items={orders} rowKey={(o) => o.number} columns={columns} />
      <NextPager list="orders" first={first} next={next} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
