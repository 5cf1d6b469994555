/**
 * One of the customer's orders in the account (issue 20): lines with what has shipped, totals,
 * addresses, methods, shipments, the order PDF (from this page's own address, for its owner only)
 * and the reorder form (posted to /account/reorder, which puts the lines in the basket).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { OrderNumberSchema, type AddressView } from "../../contract/account-orders.ts";
import { countryName } from "../../contract/countries.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, formatTaxRate, fromCents, type Currency } from "../../contract/money.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { ApprovalNotice } from "../components/approval-notice.tsx";
import { AccountNav } from "../components/account-nav.tsx";
import { AddressLines } from "../components/address-lines.tsx";
import { OrderLinesTable } from "../components/order-lines-table.tsx";
import { OrderStatusBadge } from "../components/order-status.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { formatDay } from "../lib/account-orders-format.ts";
import { ShipmentList } from "../components/shipment-list.tsx";
import { notFound, notFoundUnless } from "../.server/not-found.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t, context } = await customerShop(request, load);
  const number = OrderNumberSchema.safeParse(params.number ?? "");
  notFoundUnless(number.success, t("account:order.notFound"));
  try {
    const { order } = await erp.call("getAccountOrder", { number: number.data });
    // The token opens /order/{token} for anyone who has it: it stays on the server.
    const { token: _token, ...shown } = order;
    // The addresses' countries named by the server: the browser needs no table of country names.
    const countryNames = {
      billing: countryName(order.billing.country, context.lang),
      shipping: countryName(order.shipping.country, context.lang),
    };
    return { order: shown, countryNames };
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound(t("account:order.notFound"));
    throw error;
  }
}

export const meta = accountMeta("order");

function Address({ title, address, country }: { title: string; address: AddressView; country: string }) {
  return (
    <section className="order-address">
      <h3>{title}</h3>
      <AddressLines
        lines={[
          address.company,
          address.addressee,
          address.address,
          address.address2,
          `${address.zip} ${address.city}`,
          country,
          address.phone,
        ].filter((line) => line.trim() !== "")}
      />
    </section>
  );
}

export default function AccountOrderPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { order, countryNames } = useLoaderData<typeof loader>();
  const money = (cents: number, currency: Currency = order.currency) => formatPrice(fromCents(cents), currency, lang);
  const totals: [string, number][] = [
    [t("order.goods"), order.itemsamount],
    ...(order.discountamount ? ([[t("order.discount"), -order.discountamount]] as [string, number][]) : []),
    [t("order.shipping"), order.shippingcost],
    [t("order.tax", { rate: formatTaxRate(order.taxrate, lang) }), order.taxamount],
  ];
  return (
    <div className="page account-page">
      <h1>{t("order.heading", { number: order.number })}</h1>
      <AccountNav />
      <ApprovalNotice approval={order.approval} />
      <p>
        <PageLink to="/account/orders">{t("order.back")}</PageLink>
      </p>
      <dl className="facts">
        <div>
          <dt>{t("order.placed")}</dt>
          <dd>{formatDay(order.date, lang)}</dd>
        </div>
        <div>
          <dt>{t("order.status")}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t("order.payment")}</dt>
          <dd>{t(`orders.paymentStatuses.${order.paymentstatus}`)}</dd>
        </div>
        <div>
          <dt>{t("order.paymentMethod")}</dt>
          <dd>{order.paymentmethod}</dd>
        </div>
        <div>
          <dt>{t("order.shippingMethod")}</dt>
          <dd>{order.shippingmethod}</dd>
        </div>
        {order.ponumber ? (
          <div>
            <dt>{t("order.poNumber")}</dt>
            <dd>{order.ponumber}</dd>
          </div>
        ) : null}
        {order.comment ? (
          <div>
            <dt>{t("order.comment")}</dt>
            <dd>{order.comment}</dd>
          </div>
        ) : null}
      </dl>
      <OrderLinesTable
        t={t}
        lines={order.lines}
        money={money}
        className="content-table account-table stack-table"
        part={(l) => <PageLink to={`/${l.urlcomponent}`}>{l.part}</PageLink>}
        totals={{ rows: totals, total: order.total }}
      />
      <div className="order-addresses">
        <Address title={t("order.billing")} address={order.billing} country={countryNames.billing} />
        <Address title={t("order.delivery")} address={order.shipping} country={countryNames.shipping} />
      </div>
      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments">{t("order.shipments")}</h2>
        {order.shipments.length === 0 ? (
          <p>{t("order.noShipments")}</p>
        ) : (
          <ShipmentList shipments={order.shipments} lang={lang} t={t} />
        )}
      </section>
      <section aria-labelledby="order-documents" className="order-actions">
        <h2 id="order-documents">{t("order.documents")}</h2>
        <p>
          <a href={`/account/orders/${encodeURIComponent(order.number)}/pdf`} download>
            {t("order.pdf")}
          </a>
        </p>
        <form method="post" action="/account/reorder">
          <input type="hidden" name="order" value={order.number} />
          <button type="submit" className="button button-primary" aria-describedby="reorder-hint">
            {t("order.reorder")}
          </button>
          <p id="reorder-hint" className="muted">
            {t("order.reorderHint")}
          </p>
        </form>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
