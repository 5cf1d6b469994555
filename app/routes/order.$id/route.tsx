/**
 * The order page, /order/{token} (transactions.md "Order page"): its loader and action; its parts
 * in this folder (the summary, the payment widgets, the withdrawal section and step, the
 * addresses), the withdrawal's post in app/.server/order-withdrawal.ts.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { WarrantyClaimLink } from "../../components/warranty-claim-link.tsx";
import { isTransactionId, type Order } from "../../../contract/orders.ts";
import { PaymentMethodNameSchema } from "../../../contract/payments.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { erpFailure } from "../../.server/erp-failure.ts";
import { readConsent } from "../../.server/consent.ts";
import { purchaseReporting } from "../../.server/env.ts";
import { reportPurchase } from "../../.server/purchase-event.ts";
import { commitSession } from "../../.server/session.ts";
import { SendFailureNotice } from "../../components/lazy-parts.tsx";
import { shop } from "../../.server/shop.ts";
import { publicOrigin } from "../../.server/origin.ts";
import { RouteErrorBoundary } from "../../components/server-error.tsx";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice } from "../../../contract/money.ts";
import { orderView, paymentView } from "../../.server/order-view.ts";
import { resources } from "../../locales.ts";
import { PageLink } from "../../components/page-link.tsx";
import { rootMeta, seoMeta } from "../../lib/seo.ts";
import { orderFigures, priceBasisFor } from "../../lib/price-display.ts";
import { sessionUser } from "../../.server/user.ts";
import { notFound, notFoundUnless } from "../../.server/not-found.ts";
import { withdrawAction } from "../../.server/order-withdrawal.ts";
import { OrderAddresses } from "./addresses.tsx";
import { ShipmentList } from "../../components/shipment-list.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PaymentWidgets } from "./payment-widgets.tsx";
import { WithdrawalSection, WithdrawConfirmation } from "./withdrawal.tsx";
import { ApprovalNotice } from "../../components/approval-notice.tsx";

/** The `payment` query of the order page after a post of a payment method it does not offer. */
const METHOD_UNAVAILABLE = "METHOD_UNAVAILABLE";

/** The order page (transactions.md "Order page"): /order/{token}, optional ?status=success|cancel. */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t, session, context } = await shop(request, load);
  const id = params.id ?? "";
  notFoundUnless(isTransactionId(id), t("checkout:order.notFound"));
  let order: Order;
  try {
    order = await erp.getTransaction(id);
  } catch (error) {
    if (error instanceof ErpCallError && (error.status === 404 || error.code === "NOT_FOUND"))
      throw notFound(t("checkout:order.notFound"));
    throw error;
  }
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  // The payment widgets whenever the order is unpaid and still to be paid: not once it was cancelled
  // (unpaid too long) or the consumer withdrew from all of it.
  let payment: ReturnType<typeof paymentView> | null = null;
  let paymentError: string | null = null;
  const toPay =
    order.paymentstatus !== "paid" &&
    order.status._id !== "cancelled" &&
    // Not before the buyer's company approved it (issue 41).
    order.status._id !== "pendingApproval" &&
    order.withdrawal.received?.items !== "all";
  if (toPay) {
    try {
      payment = paymentView(await erp.getPaymentMethods(order._id, order.grossamount));
    } catch (error) {
      if (!(error instanceof ErpCallError)) throw error;
      paymentError = error.message;
    }
  }
  const paymentText = url.searchParams.get("payment");
  // The first time the buyer sees the order just placed: the purchase event, with analytics consent
  // only, sent by the server (no third-party script on this private page); the page does not wait.
  const headers = new Headers();
  if (session.get("purchase") === order._id) {
    void reportPurchase(order, readConsent(request), request.headers.get("Cookie"), purchaseReporting());
    headers.append("Set-Cookie", await commitSession(session));
  }
  return data(
    {
      order,
      // What the page prints that the loader decides: dates, addresses, tax wording, the seller.
      view: orderView(order, context.lang, t, (await erp.seller(order.region)).seller),
      // Gross for a consumer, net for a signed-in trade customer, as the basket showed it.
      figures: orderFigures(order, priceBasisFor(sessionUser(session) !== null)),
      // The confirmation step of the withdrawal function: /order/{token}?withdraw=1, while it is offered.
      withdrawStep: url.searchParams.get("withdraw") === "1" && order.withdrawal.offered,
      status: status === "success" || status === "cancel" ? status : null,
      payment,
      paymentError,
      paymentText: paymentText && /^[A-Z_]{2,40}$/.test(paymentText) ? paymentText : null,
    },
    { headers },
  );
}

/** The order page is the consumer's own: never stored by a shared cache, nor kept by the browser. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * Plain forms post here. intent=withdraw: the withdrawal function. Otherwise pay with a wallet:
 * the ERP starts the payment, the shopper goes to the provider (303).
 */
export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, t } = await shop(request, load);
  const id = params.id ?? "";
  const form = await request.formData();
  if (form.get("intent") === "withdraw") {
    if (!isTransactionId(id)) return redirect("/", 303);
    return withdrawAction(erp, id, form);
  }
  const method = String(form.get("method") ?? "");
  const parsedMethod = PaymentMethodNameSchema.safeParse(method);
  if (!isTransactionId(id)) return redirect(`/order/${encodeURIComponent(id)}`, 303);
  // A method not offered (a wallet not configured) or one the shop does not know (a crafted form): back to
  // the order page, which says so; the ERP is not asked about a method that does not exist.
  const unavailable = () => redirect(`/order/${id}?payment=${METHOD_UNAVAILABLE}`, 303);
  if (!parsedMethod.success) return unavailable();
  const back = `${publicOrigin(request)}/order/${id}/return/${method}`;
  try {
    const started = await erp.startPayment({
      transaction_id: id,
      method: parsedMethod.data,
      returnurl: back,
      cancelurl: `${back}?outcome=cancel`,
    });
    return redirect(started.redirecturl ?? `/order/${id}`, 303);
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "ALREADY_PAID") return redirect(`/order/${id}`, 303);
    if (error.status === 400) return unavailable();
    // Any other refusal: the 'Server error' dialog over the order page, with the message and code.
    const failure = erpFailure(error, t, `startPayment ${method}`)!;
    return data({ failure }, { status: failure.status });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { lang } = rootMeta(args.matches);
  const title = args.data
    ? resources[lang].checkout.order.title.replace("{{name}}", args.data.order.name)
    : resources[lang].common.errors.notFoundTitle;
  return seoMeta(args, {
    title: `${title} | ${resources[lang].common.shell.shopName}`,
    description: resources[lang].common.meta.description,
    noindex: true,
  });
};

export default function OrderPage() {
  const { t, i18n } = useTranslation("checkout");
  const { t: tc } = useTranslation();
  const { order, view, figures, status, payment, paymentError, paymentText, withdrawStep } =
    useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const failure = posted && "failure" in posted ? posted.failure : undefined;
  const lang = i18n.language as Language;
  if (withdrawStep) return <WithdrawConfirmation order={order} />;
  const fmt = (n: number) => formatPrice(n, order.currency.iso, lang);
  const paid = order.paymentstatus === "paid";
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  return (
    <article className="page order">
      <SendFailureNotice failure={failure} />
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
      {paymentText ? (
        <p className="notice notice-warning" role="status">
          {paymentText === "CANCELLED"
            ? t("order.cancel")
            : paymentText === METHOD_UNAVAILABLE
              ? t("order.methodUnavailable")
              : t("order.paymentState", { status: paymentText })}
        </p>
      ) : null}
      <h1>{t("order.title", { name: order.name })}</h1>
      <p>{t("order.thanks", { email: order.email })}</p>
      <ApprovalNotice approval={order.approval} />
      <dl className="facts">
        <dt>{t("order.number")}</dt>
        <dd>{order.name}</dd>
        {order.ponumber ? (
          <>
            <dt>{t("order.poNumber")}</dt>
            <dd>{order.ponumber}</dd>
          </>
        ) : null}
        <dt>{t("order.date")}</dt>
        <dd>{view.date}</dd>
        <dt>{t("order.paymentStatus")}</dt>
        <dd data-testid="payment-status">{t(`order.status.${order.paymentstatus}`)}</dd>
        <dt>{t("order.paymentMethod")}</dt>
        <dd>{order.paymentmethod.name}</dd>
        {view.paymentDue && !paid ? (
          <>
            <dt>{t("order.paymentDue")}</dt>
            <dd data-testid="payment-due">{view.paymentDue}</dd>
          </>
        ) : null}
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
            {t("order.pending")}{" "}
            <span className="muted">({t("order.pendingCount", { count: order.pendingquantity })})</span>
          </h2>
          {order.sendtogether ? <p className="note">{t("order.sendTogether")}</p> : null}
          <table className="order-lines stack-table">
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
                    <PageLink to={`/${line.item.urlcomponent}`}>{line.item.name}</PageLink>
                    <span className="muted"> — {line.displayname}</span>
                  </td>
                  <td data-label={t("order.quantity")}>{line.quantity}</td>
                  <td data-label={t("order.price")}>{fmt(figures.lines[line._id]?.unit ?? line.price)}</td>
                  <td data-label={t("order.amount")}>{fmt(figures.lines[line._id]?.amount ?? line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <OrderSummary order={order} view={view} figures={figures} fmt={fmt} />
      </div>

      {paymentError ? (
        <p className="notice notice-warning" role="alert">
          {t("order.paymentServerError", { message: paymentError })}
        </p>
      ) : null}
      {payment ? (
        <PaymentWidgets
          orderId={order._id}
          methods={payment}
          amount={order.grossamount}
          fmt={fmt}
          due={view.paymentDue}
        />
      ) : null}

      <WithdrawalSection order={order} dates={view.withdrawal} />
      <WarrantyClaimLink prompt="orderPrompt" />

      {order.shipments.length > 0 ? (
        <section aria-labelledby="shipments-title">
          <h2 id="shipments-title">{t("order.shipments")}</h2>
          <ShipmentList shipments={order.shipments} lang={lang} t={t} />
        </section>
      ) : null}

      <OrderAddresses view={view} />

      {order.comment ? (
        <section aria-labelledby="comment-title">
          <h2 id="comment-title">{t("order.comment")}</h2>
          <p className="order-comment">{order.comment}</p>
        </section>
      ) : null}
      <p>
        <PageLink to="/">{tc("basket.continue")}</PageLink>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
