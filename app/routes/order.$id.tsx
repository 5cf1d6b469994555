import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { countryName } from "../../erp/tax/countries";
import type { Order } from "../../erp/contract";
import { ErpCallError } from "~/.server/erp";
import { shop } from "~/.server/shop";
import { RouteErrorBoundary } from "~/components/server-error";
import type { Language } from "~/i18n";
import { formatPrice } from "~/lib/money";
import { resources } from "~/locales";

/** The order page (transactions.md "Order page"): /order/{token}, optional ?status=success|cancel. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { erp, t } = await shop(request);
  const id = params.id ?? "";
  const notFound = () => new Response(t("checkout:order.notFound"), { status: 404 });
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) throw notFound();
  let order: Order;
  try {
    order = await erp.getTransaction(id);
  } catch (error) {
    if (error instanceof ErpCallError && (error.status === 404 || error.code === "NOT_FOUND")) throw notFound();
    throw error;
  }
  const status = new URL(request.url).searchParams.get("status");
  return { order, status: status === "success" || status === "cancel" ? status : null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
  const title = data ? resources[lang].checkout.order.title.replace("{{name}}", data.order.name) : resources[lang].common.errors.notFoundTitle;
  return [{ title: `${title} | ${resources[lang].common.shell.shopName}` }, { name: "robots", content: "noindex" }];
};

function Address({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.filter(Boolean).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

export default function OrderPage() {
  const { t, i18n } = useTranslation("checkout");
  const { t: tc } = useTranslation();
  const { order, status } = useLoaderData<typeof loader>();
  const lang = i18n.language as Language;
  const fmt = (n: number) => formatPrice(n, order.currency.iso, lang);
  const paid = order.paymentstatus === "paid";
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  const date = new Intl.DateTimeFormat({ en: "en-GB", pl: "pl-PL", de: "de-DE" }[lang], { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(new Date(order.date));
  return (
    <article className="page order">
      {paid ? (
        <p className="notice" role="status">
          {status === "success" ? t("order.success") : t("order.paid")}
        </p>
      ) : status === "cancel" ? (
        <p className="notice notice-warning" role="status">
          {t("order.cancel")}
        </p>
      ) : status === "success" ? (
        <p className="notice" role="status">
          {t("order.success")}
        </p>
      ) : null}
      <h1>{t("order.title", { name: order.name })}</h1>
      <p>{t("order.thanks", { email: order.email })}</p>
      <dl className="facts">
        <dt>{t("order.number")}</dt>
        <dd>{order.name}</dd>
        <dt>{t("order.date")}</dt>
        <dd>{date}</dd>
        <dt>{t("order.paymentStatus")}</dt>
        <dd data-testid="payment-status">{t(`order.status.${order.paymentstatus}`)}</dd>
        <dt>{t("order.paymentMethod")}</dt>
        <dd>{order.paymentmethod.name}</dd>
        <dt>{t("order.shippingMethod")}</dt>
        <dd>{order.shippingmethod.name}</dd>
        {order.taxnumber ? (
          <>
            <dt>{t("order.taxNumber")}</dt>
            <dd>{order.taxnumber}</dd>
          </>
        ) : null}
      </dl>

      <div className="order-layout">
        <section aria-labelledby="pending-title">
          <h2 id="pending-title">
            {t("order.pending")} <span className="muted">({t("order.pendingCount", { count: order.pendingquantity })})</span>
          </h2>
          {order.sendtogether ? <p className="note">{t("order.sendTogether")}</p> : null}
          <table className="order-lines">
            <thead>
              <tr>
                <th scope="col">{t("order.product")}</th>
                <th scope="col">{t("order.quantity")}</th>
                <th scope="col">{t("order.price")}</th>
                <th scope="col">{t("order.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line._id}>
                  <td>
                    <Link to={`/${line.item.urlcomponent}`}>{line.item.name}</Link>
                    <span className="muted"> — {line.displayname}</span>
                  </td>
                  <td>{line.quantity}</td>
                  <td>{fmt(line.price)}</td>
                  <td>{fmt(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <aside className="summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t("order.summary")}</h2>
          <dl>
            <dt>{t("summary.subtotal")}</dt>
            <dd>{fmt(order.itemsamount)}</dd>
            {order.discountamount > 0 ? (
              <>
                <dt>{t("summary.discount", { code: order.promocode ?? "" })}</dt>
                <dd>−{fmt(order.discountamount)}</dd>
              </>
            ) : null}
            <dt>{t("summary.shipping")}</dt>
            <dd>{fmt(order.shippingcost)}</dd>
            <dt>{t("summary.tax", { rate: Math.round(order.taxrate * 100) })}</dt>
            <dd data-testid="order-tax">{fmt(order.taxamount)}</dd>
            <dt>{t("summary.total")}</dt>
            <dd className="total" data-testid="order-total">
              {fmt(order.grossamount)}
            </dd>
          </dl>
          <p>
            <a href={`/api/pdf/transactions/${order._id}`} className="button" download={`${order.name}.pdf`}>
              {t("order.pdf")}
            </a>
          </p>
        </aside>
      </div>

      <div className="address-grid">
        <section aria-labelledby="billing-title">
          <h2 id="billing-title">{t("order.billing")}</h2>
          <Address lines={[order.billcompany, order.billaddressee, order.billaddress, order.billaddress2, `${order.billzip} ${order.billcity}`, countryName(order.billcountry, lang)]} />
        </section>
        <section aria-labelledby="shipping-title">
          <h2 id="shipping-title">{t("order.shipping")}</h2>
          <Address lines={[order.shipcompany, order.shipaddressee, order.shipaddress, order.shipaddress2, `${order.shipzip} ${order.shipcity}`, countryName(order.shipcountry, lang), order.shipphone]} />
        </section>
      </div>

      {order.comment ? (
        <section aria-labelledby="comment-title">
          <h2 id="comment-title">{t("order.comment")}</h2>
          <p className="order-comment">{order.comment}</p>
        </section>
      ) : null}
      <p>
        <Link to="/">{tc("basket.continue")}</Link>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
