import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { countryName } from "../../contract/countries.ts";
import { isTransactionId, PaymentMethodNameSchema, type CallResponse, type Order } from "../../contract/wire.ts";
import { ErpCallError } from "../.server/erp.ts";
import { shop } from "../.server/shop.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import type { Language } from "../../contract/languages.ts";
import { formatPrice } from "../../contract/money.ts";
import { taxLineLabel, VIES_REQUEST_LABEL } from "../../contract/tax-wording.ts";
import { TaxNotes } from "../components/tax-notes.tsx";
import { formatAddress, formatIban, sellerFor } from "../../contract/seller.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";

/** The order page (transactions.md "Order page"): /order/{token}, optional ?status=success|cancel. */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t } = await shop(request, load);
  const id = params.id ?? "";
  const notFound = () => new Response(t("checkout:order.notFound"), { status: 404 });
  if (!isTransactionId(id)) throw notFound();
  let order: Order;
  try {
    order = await erp.getTransaction(id);
  } catch (error) {
    if (error instanceof ErpCallError && (error.status === 404 || error.code === "NOT_FOUND")) throw notFound();
    throw error;
  }
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  // The payment widgets whenever the order is unpaid (the original's condition never held).
  let payment: CallResponse<"getPaymentMethods"> | null = null;
  let paymentError: string | null = null;
  if (order.paymentstatus !== "paid") {
    try {
      payment = await erp.getPaymentMethods(order._id, order.grossamount);
    } catch (error) {
      if (!(error instanceof ErpCallError)) throw error;
      paymentError = error.message;
    }
  }
  const paymentText = url.searchParams.get("payment");
  return {
    order,
    status: status === "success" || status === "cancel" ? status : null,
    payment,
    paymentError,
    paymentText: paymentText && /^[A-Z_]{2,40}$/.test(paymentText) ? paymentText : null,
  };
}

/** Pay with a wallet: a plain form posts here, the ERP starts the payment, the shopper goes to the provider (303). */
export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp } = await shop(request, load);
  const id = params.id ?? "";
  const form = await request.formData();
  const method = String(form.get("method") ?? "");
  const parsedMethod = PaymentMethodNameSchema.safeParse(method);
  if (!isTransactionId(id) || !parsedMethod.success) {
    return redirect(`/order/${encodeURIComponent(id)}`, 303);
  }
  const origin = new URL(request.url).origin;
  const back = `${origin}/order/${id}/return/${method}`;
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
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
  const title = data
    ? resources[lang].checkout.order.title.replace("{{name}}", data.order.name)
    : resources[lang].common.errors.notFoundTitle;
  return [{ title: `${title} | ${resources[lang].common.shell.shopName}` }, { name: "robots", content: "noindex" }];
};

/** One party of the order (billing, shipping, seller): a heading over its address lines, empty lines left out. */
function AddressSection({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <address>
        {lines.filter(Boolean).map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

/** The order's billing or shipping address as lines: company, addressee, street, zip and city, country. */
function partyLines(order: Order, party: "bill" | "ship", lang: Language) {
  return [
    order[`${party}company`],
    order[`${party}addressee`],
    order[`${party}address`],
    order[`${party}address2`],
    `${order[`${party}zip`]} ${order[`${party}city`]}`,
    countryName(order[`${party}country`], lang),
  ];
}

export default function OrderPage() {
  const { t, i18n } = useTranslation("checkout");
  const { t: tc } = useTranslation();
  const { order, status, payment, paymentError, paymentText } = useLoaderData<typeof loader>();
  const lang = i18n.language as Language;
  const seller = sellerFor(order.region);
  const fmt = (n: number) => formatPrice(n, order.currency.iso, lang);
  const paid = order.paymentstatus === "paid";
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  const date = new Intl.DateTimeFormat({ en: "en-GB", pl: "pl-PL", de: "de-DE" }[lang], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Warsaw",
  }).format(new Date(order.date));
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
      {paymentText ? (
        <p className="notice notice-warning" role="status">
          {paymentText === "CANCELLED" ? t("order.cancel") : t("order.paymentState", { status: paymentText })}
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
            {t("order.pending")}{" "}
            <span className="muted">({t("order.pendingCount", { count: order.pendingquantity })})</span>
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
                    <PageLink to={`/${line.item.urlcomponent}`}>{line.item.name}</PageLink>
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
            <dt>{taxLineLabel(order, lang)}</dt>
            <dd data-testid="order-tax">{fmt(order.taxamount)}</dd>
            <dt>{t("summary.total")}</dt>
            <dd className="total" data-testid="order-total">
              {fmt(order.grossamount)}
            </dd>
            {order.viesrequest ? (
              <>
                <dt>{VIES_REQUEST_LABEL[lang]}</dt>
                <dd>{order.viesrequest}</dd>
              </>
            ) : null}
          </dl>
          <TaxNotes tax={order} lang={lang} />
          <p>
            <a href={`/api/pdf/transactions/${order._id}`} className="button" download={`${order.name}.pdf`}>
              {t("order.pdf")}
            </a>
          </p>
        </aside>
      </div>

      {paymentError ? (
        <p className="notice notice-warning" role="alert">
          {t("order.paymentServerError", { message: paymentError })}
        </p>
      ) : null}
      {payment ? <PaymentWidgets orderId={order._id} methods={payment.paymentmethods} fmt={fmt} /> : null}

      <div className="address-grid">
        <AddressSection id="billing-title" title={t("order.billing")} lines={partyLines(order, "bill", lang)} />
        <AddressSection
          id="shipping-title"
          title={t("order.shipping")}
          lines={[...partyLines(order, "ship", lang), order.shipphone]}
        />
        <AddressSection
          id="seller-title"
          title={t("order.seller")}
          lines={[
            seller.name,
            ...formatAddress(seller.registeredOffice, lang),
            `${t("order.sellerVat")}: ${seller.vatId}`,
            seller.registerNumber,
          ]}
        />
      </div>

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

type PaymentMethods = CallResponse<"getPaymentMethods">["paymentmethods"];

/** Bank transfer instructions, and a plain form per wallet that leads to the provider (works without JavaScript). */
function PaymentWidgets({
  orderId,
  methods,
  fmt,
}: {
  orderId: string;
  methods: PaymentMethods;
  fmt: (n: number) => string;
}) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const ordered = [...methods].sort((a, b) => Number(b.default) - Number(a.default));
  return (
    <section className="payment-widgets" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("order.payTitle")}</h2>
      {ordered.map((m) =>
        m.flow === "instructions" && m.instructions ? (
          <section key={m.widgettype} className="payment-method" aria-labelledby={`pay-${m.widgettype}`}>
            <h3 id={`pay-${m.widgettype}`}>{t("order.bank.title")}</h3>
            <dl className="facts">
              <dt>{t("order.bank.accountholder")}</dt>
              <dd>{m.instructions.accountholder}</dd>
              <dt>{t("order.bank.bankname")}</dt>
              <dd>{m.instructions.bankname}</dd>
              <dt>{t("order.bank.iban")}</dt>
              <dd className="iban">{formatIban(m.instructions.iban)}</dd>
              <dt>{t("order.bank.bic")}</dt>
              <dd>{m.instructions.bic}</dd>
              <dt>{t("order.bank.reference")}</dt>
              <dd>{m.instructions.reference}</dd>
              <dt>{t("order.bank.amount")}</dt>
              <dd>{fmt(m.instructions.amount)}</dd>
            </dl>
            <p className="muted">{t("order.bank.hint")}</p>
          </section>
        ) : (
          <Form key={m.widgettype} method="post" action={`/order/${orderId}`} className="payment-method">
            <input type="hidden" name="method" value={m.widgettype} />
            <p className="muted">
              {t("order.payHint", {
                name: m.name,
                amount: fmt(m.widgettype === "revolut" ? m.amount / 100 : m.amount),
              })}
            </p>
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("order.payWith", { name: m.name })}
            </button>
          </Form>
        ),
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
