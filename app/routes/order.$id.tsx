import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { WarrantyClaimLink } from "../components/warranty-claim-link.tsx";
import { isTransactionId, PaymentMethodNameSchema, WITHDRAWAL_REASON_MAX, type Order } from "../../contract/wire.ts";
import { ErpCallError, type ErpClient } from "../.server/erp.ts";
import { erpFailure } from "../.server/erp-failure.ts";
import { readConsent } from "../.server/consent.ts";
import { purchaseReporting } from "../.server/env.ts";
import { reportPurchase } from "../.server/purchase-event.ts";
import { commitSession } from "../.server/session.ts";
import { SendFailureNotice } from "../components/lazy-parts.tsx";
import { shop } from "../.server/shop.ts";
import { publicOrigin } from "../.server/origin.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import type { Language } from "../../contract/languages.ts";
import { formatPrice } from "../../contract/money.ts";
import { orderView, paymentView, type OrderView } from "../.server/order-view.ts";
import { resources } from "../locales.ts";
import { PageLink } from "../components/page-link.tsx";
import { TaxNote } from "../components/tax-note.tsx";
import { ErrorList } from "../components/forms.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { orderFigures, priceBasisFor } from "../lib/price-display.ts";
import { sessionUser } from "../.server/user.ts";

/** The `payment` query of the order page after a post of a payment method it does not offer. */
const METHOD_UNAVAILABLE = "METHOD_UNAVAILABLE";

/** The order page (transactions.md "Order page"): /order/{token}, optional ?status=success|cancel. */
export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t, session, context } = await shop(request, load);
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
  // The payment widgets whenever the order is unpaid and still to be paid: not once it was cancelled
  // (unpaid too long) or the consumer withdrew from all of it.
  let payment: ReturnType<typeof paymentView> | null = null;
  let paymentError: string | null = null;
  const toPay =
    order.paymentstatus !== "paid" && order.status._id !== "cancelled" && order.withdrawal.received?.items !== "all";
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
      view: orderView(order, context.lang, t),
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

type WithdrawErrors = { items?: string[]; reason?: string[]; form?: string[] };
export interface WithdrawActionData {
  errors: WithdrawErrors;
  values: { scope: "all" | "some"; lines: string[]; reason: string };
}

const withdrawError = (key: string) => `checkout:order.withdrawal.errors.${key}`;

/**
 * The confirmation of the withdrawal function (decision 0021): the whole order or the lines
 * chosen, an optional reason. Bad input answers the form again with its field errors and writes
 * nothing; a recorded withdrawal (or a repeat of one) goes back to the order page (303), which
 * shows when it was received.
 */
async function withdrawAction(erp: ErpClient, id: string, form: FormData) {
  const orderPage = `/order/${encodeURIComponent(id)}`;
  const scope = form.get("scope") === "some" ? "some" : "all";
  const lines = form.getAll("line").map(String);
  const reason = String(form.get("reason") ?? "").trim();
  const values = { scope, lines, reason } as const;
  const errors: WithdrawErrors = {};
  const validLines = lines.filter((l) => /^[0-9a-f-]{36}$/i.test(l));
  if (scope === "some" && (validLines.length === 0 || validLines.length !== lines.length))
    errors.items = [withdrawError("items")];
  if (reason.length > WITHDRAWAL_REASON_MAX) errors.reason = [withdrawError("reason")];
  const refuse = (e: WithdrawErrors) =>
    data<WithdrawActionData>({ errors: e, values: { ...values, lines: [...lines] } }, { status: 400 });
  if (Object.keys(errors).length > 0) return refuse(errors);
  try {
    await erp.withdraw(id, scope === "all" ? "all" : validLines, reason || null);
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    // Not offered (any more): the order page says why.
    if (error.code === "WITHDRAWAL_NOT_OFFERED") return redirect(orderPage, 303);
    if (error.status === 404) throw new Response("Not found", { status: 404 });
    const fields = Object.keys(error.fields ?? {});
    if (fields.some((f) => f.startsWith("items"))) return refuse({ items: [withdrawError("items")] });
    if (fields.includes("reason")) return refuse({ reason: [withdrawError("reason")] });
    return refuse({ form: [withdrawError("failed")] });
  }
  return redirect(orderPage, 303);
}

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
  if (!isTransactionId(id) || !parsedMethod.success) {
    return redirect(`/order/${encodeURIComponent(id)}`, 303);
  }
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
    // A method the ERP does not offer (a wallet not configured): back to the order page, which says so.
    if (error.status === 400) return redirect(`/order/${id}?payment=${METHOD_UNAVAILABLE}`, 303);
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

/** One party of the order (billing, shipping, seller): a heading over its address lines, empty lines left out. */
function AddressSection({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <address>
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

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
  const net = figures.basis === "net";
  const taxIncluded = !net && order.taxrate > 0;
  const taxRow = (
    <>
      <dt>{taxIncluded ? t("summary.inclTax", { tax: view.taxLabel }) : view.taxLabel}</dt>
      <dd data-testid="order-tax">{fmt(figures.tax)}</dd>
    </>
  );
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
      <dl className="facts">
        <dt>{t("order.number")}</dt>
        <dd>{order.name}</dd>
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

        <aside className="summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t("order.summary")}</h2>
          {/* As the basket read: a consumer's gross amounts with the VAT included after the total, a
            trade customer's net ones with the VAT added before it (app/lib/price-display.ts). */}
          <dl>
            <dt>{net ? t("summary.subtotal") : t("summary.subtotalGross")}</dt>
            <dd data-testid="order-subtotal">{fmt(figures.subtotal)}</dd>
            {figures.discount > 0 ? (
              <>
                <dt>{t("summary.discount", { code: order.promocode ?? "" })}</dt>
                <dd>−{fmt(figures.discount)}</dd>
              </>
            ) : null}
            <dt>{net ? t("summary.shippingNet") : t("summary.shipping")}</dt>
            <dd data-testid="order-shipping">{fmt(figures.shipping ?? 0)}</dd>
            {taxIncluded ? null : taxRow}
            <dt>{t("summary.total")}</dt>
            <dd className="total" data-testid="order-total">
              {fmt(figures.total)}
            </dd>
            {taxIncluded ? taxRow : null}
            {order.viesrequest ? (
              <>
                <dt>{view.viesLabel}</dt>
                <dd>{order.viesrequest}</dd>
              </>
            ) : null}
          </dl>
          <TaxNote note={view.taxNote} />
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
      {payment ? <PaymentWidgets orderId={order._id} methods={payment} fmt={fmt} /> : null}

      <WithdrawalSection order={order} dates={view.withdrawal} />
      <WarrantyClaimLink prompt="orderPrompt" />

      <div className="address-grid">
        <AddressSection id="billing-title" title={t("order.billing")} lines={view.billing} />
        <AddressSection id="shipping-title" title={t("order.shipping")} lines={view.shipping} />
        <AddressSection id="seller-title" title={t("order.seller")} lines={view.seller} />
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

type PaymentMethods = ReturnType<typeof paymentView>;

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
              <dd className="iban">{m.instructions.iban}</dd>
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

/**
 * The withdrawal function on the order page (Article 11a of Directive 2011/83/EU): while it is
 * offered, the labelled way to the confirmation step; once used, when the withdrawal was received;
 * otherwise why it is not offered.
 */
function WithdrawalSection({ order, dates }: { order: Order; dates: OrderView["withdrawal"] }) {
  const { t } = useTranslation("checkout");
  const w = order.withdrawal;
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  return (
    <section className="withdrawal" aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">{t("order.withdrawal.title")}</h2>
      {w.received ? (
        <div className="notice" role="status" data-testid="withdrawal-received">
          <p>{t("order.withdrawal.received", { date: dates.receivedAt })}</p>
          <p>{t("order.withdrawal.receivedMail", { email: order.email })}</p>
          {w.received.items === "all" ? (
            <p>{t("order.withdrawal.receivedAll")}</p>
          ) : (
            <>
              <p>{t("order.withdrawal.receivedItems")}</p>
              <ul>
                {w.received.items.map((item) => (
                  <li key={item._id}>
                    {item.quantity} × {lines.find((l) => l._id === item._id)?.item.name ?? item.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : w.offered ? (
        <>
          <p>{t("order.withdrawal.intro", { date: dates.until })}</p>
          <p>
            <a href={`/order/${order._id}?withdraw=1`} className="button">
              {t("order.withdrawal.open")}
            </a>
          </p>
        </>
      ) : w.reason ? (
        <p data-testid="withdrawal-not-offered">
          {t(`order.withdrawal.notOffered.${w.reason}`, { date: dates.until })}
        </p>
      ) : null}
    </section>
  );
}

/** The confirmation step: what the withdrawal covers, an optional reason, and "Confirm withdrawal". */
function WithdrawConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation("checkout");
  const action = useActionData<WithdrawActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  const values = action?.values ?? { scope: "all", lines: [], reason: "" };
  const errors = action?.errors ?? {};
  return (
    <article className="page order withdraw-confirm">
      <h1>{t("order.withdrawal.confirmTitle", { name: order.name })}</h1>
      <p>{t("order.withdrawal.confirmIntro")}</p>
      <ErrorList id="withdraw-form-error" errors={errors.form} />
      <Form method="post" action={`/order/${order._id}?withdraw=1`} className="withdraw-form" noValidate>
        <input type="hidden" name="intent" value="withdraw" />
        <fieldset className="choice-list" aria-describedby={errors.items ? "withdraw-items-error" : undefined}>
          <legend>{t("order.withdrawal.scope")}</legend>
          <label className="choice">
            <input type="radio" name="scope" value="all" defaultChecked={values.scope !== "some"} />{" "}
            {t("order.withdrawal.all")}
          </label>
          <label className="choice">
            <input type="radio" name="scope" value="some" defaultChecked={values.scope === "some"} />{" "}
            {t("order.withdrawal.some")}
          </label>
          <fieldset className="choice-list withdraw-items">
            <legend>{t("order.withdrawal.items")}</legend>
            {lines.map((line) => (
              <label key={line._id} className="choice">
                <input
                  type="checkbox"
                  name="line"
                  value={line._id}
                  defaultChecked={values.lines.includes(line._id)}
                  aria-invalid={errors.items ? true : undefined}
                />{" "}
                {line.quantity} × {line.item.name} <span className="muted">— {line.displayname}</span>
              </label>
            ))}
          </fieldset>
          <ErrorList id="withdraw-items-error" errors={errors.items} />
        </fieldset>
        <div className="field">
          <label htmlFor="withdraw-reason">{t("order.withdrawal.reason")}</label>
          <textarea
            id="withdraw-reason"
            name="reason"
            rows={4}
            defaultValue={values.reason}
            aria-describedby={`withdraw-reason-hint${errors.reason ? " withdraw-reason-error" : ""}`}
            aria-invalid={errors.reason ? true : undefined}
          />
          <p id="withdraw-reason-hint" className="muted field-hint">
            {t("order.withdrawal.reasonHint")}
          </p>
          <ErrorList id="withdraw-reason-error" errors={errors.reason} />
        </div>
        <p className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {t("order.withdrawal.confirm")}
          </button>{" "}
          <a href={`/order/${order._id}`}>{t("order.withdrawal.back")}</a>
        </p>
      </Form>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
