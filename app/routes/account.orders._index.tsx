/**
 * The customer's order history (issue 20): a GET filter by the day placed and the status (a
 * bookmarkable address that works without JavaScript), the orders newest first a page at a time,
 * each linking to its page. The ERP answers only the signed-in customer's orders.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { OrderHistory, OrderSummary } from "../../contract/account-orders.ts";
import { ORDER_HISTORY_PAGE_SIZE } from "../../contract/account-orders-constants.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { DataTable } from "../components/data-table.tsx";
import { ErrorList, Field, Options } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { inputProps, selectProps } from "../lib/server-form.ts";
import { OrderStatusBadge } from "../components/order-status.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { OrderFilterFormSchema, type OrderFilter } from "../lib/account-orders.ts";
import { formatDay, orderUrl, ordersUrl, STATUS_CHOICES } from "../lib/account-orders-format.ts";

const NO_FILTER: Omit<OrderFilter, "page"> = {};
/** The message of the ERP's refusal of a filter field (a bad day is "date"). */
const ERROR_OF: Record<string, string> = { status: "status", to: "range", ponumber: "ponumber" };

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  const submission = parseWithZod(new URL(request.url).searchParams, { schema: OrderFilterFormSchema });
  // The filter's constraints: the loader alone validates it (decision 0046).
  const constraint = formConstraint(OrderFilterFormSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), filter: NO_FILTER, history: null as OrderHistory | null, constraint },
      { status: 400 },
    );
  }
  const { page = 1, ...filter } = submission.value;
  try {
    return { result: null, filter, history: await erp.call("getOrderHistory", { ...filter, page }), constraint };
  } catch (error) {
    // The ERP's own check of the filter (the same rules): its fields as the form's errors.
    if (!(error instanceof ErpCallError) || error.status !== 400) throw error;
    const fieldErrors = Object.fromEntries(
      Object.keys(error.fields ?? { from: [] })
        .filter((f) => f === "from" || f === "to" || f === "status" || f === "ponumber")
        .map((f) => [f, [`account:orders.errors.${ERROR_OF[f] ?? "date"}`]]),
    );
    return data(
      {
        result: submission.reply({ fieldErrors }),
        filter: NO_FILTER,
        history: null as OrderHistory | null,
        constraint,
      },
      { status: 400 },
    );
  }
}

export const meta = accountMeta("orders");

export default function OrderHistoryPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { result, filter, history, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<OrderFilter>("order-filter", {
    lastResult: result,
    defaultValue: filter,
    constraint,
  });
  const filtered = Boolean(filter.from || filter.to || filter.status || filter.ponumber);
  // The PO number column where the company uses them: on a page with one, or when searching by it.
  const withPo = Boolean(filter.ponumber) || (history?.orders.some((o) => o.ponumber) ?? false);
  const pages = history ? Math.max(1, Math.ceil(history.total / ORDER_HISTORY_PAGE_SIZE)) : 1;
  return (
    <div className="page account-page">
      <h1>{t("orders.title")}</h1>
      <AccountNav />
      <Form method="get" action="/account/orders" {...formProps(form)} className="order-filter">
        <fieldset>
          <legend>{t("orders.filter")}</legend>
          <ErrorList id={form.errorId} errors={form.errors} />
          <div className="order-filter-fields">
            <Field
              label={t("orders.from")}
              id={fields.from.id}
              errorId={fields.from.errorId}
              errors={fields.from.errors}
            >
              <input {...inputProps(fields.from, { type: "date" })} key={fields.from.key} />
            </Field>
            <Field label={t("orders.to")} id={fields.to.id} errorId={fields.to.errorId} errors={fields.to.errors}>
              <input {...inputProps(fields.to, { type: "date" })} key={fields.to.key} />
            </Field>
            <Field
              label={t("orders.status")}
              id={fields.status.id}
              errorId={fields.status.errorId}
              errors={fields.status.errors}
            >
              <select {...selectProps(fields.status)} key={fields.status.key}>
                <option value="">{t("orders.anyStatus")}</option>
                <Options values={STATUS_CHOICES} text={(s) => t(`orders.statuses.${s}`)} />
              </select>
            </Field>
            <Field
              label={t("orders.ponumber")}
              id={fields.ponumber.id}
              errorId={fields.ponumber.errorId}
              errors={fields.ponumber.errors}
            >
              <input {...inputProps(fields.ponumber, { type: "search" })} key={fields.ponumber.key} />
            </Field>
            <div className="order-filter-actions">
              <button type="submit" className="button button-primary">
                {t("orders.show")}
              </button>
              {filtered ? <PageLink to="/account/orders">{t("orders.clear")}</PageLink> : null}
            </div>
          </div>
        </fieldset>
      </Form>
      {history ? (
        <section aria-labelledby="orders-found">
          <p id="orders-found" className="muted" role="status">
            {t("orders.count", { count: history.total })}
          </p>
          <DataTable
            items={history.orders}
            none={filtered ? t("orders.noMatch") : t("orders.none")}
            caption={t("orders.caption")}
            captionClassName="visually-hidden"
            className="content-table account-table stack-table"
            rowKey={(o) => o.number}
            columns={[
              {
                label: t("orders.number"),
                rowHeader: true,
                cell: (o) => <PageLink to={orderUrl(o.number)}>{o.number}</PageLink>,
              },
              { label: t("orders.date"), cell: (o) => formatDay(o.date, lang) },
              ...(withPo ? [{ label: t("orders.ponumber"), cell: (o: OrderSummary) => o.ponumber ?? "" }] : []),
              { label: t("orders.status"), cell: (o) => <OrderStatusBadge status={o.status} /> },
              { label: t("orders.quantity"), numeric: true, cell: (o) => o.quantity },
              {
                label: t("orders.total"),
                numeric: true,
                cell: (o) => formatPrice(fromCents(o.total), o.currency, lang),
              },
              { label: t("orders.payment"), cell: (o) => t(`orders.paymentStatuses.${o.paymentstatus}`) },
            ]}
          />
          <TextPager page={history.page} pages={pages} to={(page) => ordersUrl(filter, page)} t={t} prefix="orders." />
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
