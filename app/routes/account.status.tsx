/**
 * The order status report (issue 20): the customer's open orders (not cancelled, not shipped
 * complete) with each line still to ship: ordered, shipped, outstanding, and the expected date
 * with what the estimate rests on (the stock the order took, an incoming delivery, or the
 * manufacturer's delivery time by airfreight).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { PAGE_MAX, STATUS_REPORT_PAGE_SIZE } from "../../contract/account-orders-constants.ts";
import type { Language } from "../../contract/languages.ts";
import { customerShop } from "../.server/customer.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { DataTable } from "../components/data-table.tsx";
import { OrderStatusBadge } from "../components/order-status.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { formatDay, orderUrl } from "../lib/account-orders-format.ts";

/** ?page=N, anything else the first page. */
const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
};

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  return { report: await erp.call("getOrderStatusReport", { page: pageOf(new URL(request.url)) }) };
}

export const meta = accountMeta("status");

export default function OrderStatusPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { report } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(report.total / STATUS_REPORT_PAGE_SIZE));
  return (
    <div className="page account-page">
      <h1>{t("status.title")}</h1>
      <AccountNav />
      <p>{t("status.intro")}</p>
      {report.orders.length === 0 ? (
        <p>{t("status.none")}</p>
      ) : (
        <>
          <p className="muted" id="status-estimate">
            {t("status.estimate")}
          </p>
          {report.orders.map((o) => (
            <section key={o.number} className="open-order" aria-labelledby={`open-${o.number}`}>
              <h2 id={`open-${o.number}`}>
                <PageLink to={orderUrl(o.number)}>
                  {t("status.order", { number: o.number, date: formatDay(o.date, lang) })}
                </PageLink>{" "}
                <OrderStatusBadge status={o.status} />
              </h2>
              <DataTable
                items={o.lines}
                describedBy="status-estimate"
                className="content-table account-table stack-table"
                rowKey={(l, i) => `${l.part}-${i}`}
                columns={[
                  { label: t("status.part"), rowHeader: true, cell: (l) => l.part },
                  { label: t("status.description"), cell: (l) => l.description },
                  { label: t("status.ordered"), numeric: true, cell: (l) => l.ordered },
                  { label: t("status.shipped"), numeric: true, cell: (l) => l.shipped },
                  { label: t("status.outstanding"), numeric: true, cell: (l) => l.outstanding },
                  { label: t("status.expected"), cell: (l) => formatDay(l.expected, lang) },
                  { label: t("status.basis"), cell: (l) => t(`status.bases.${l.basis}`) },
                ]}
              />
            </section>
          ))}
          <TextPager
            page={report.page}
            pages={pages}
            to={(page) => (page > 1 ? `/account/status?page=${page}` : "/account/status")}
            t={t}
            prefix="status."
          />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
