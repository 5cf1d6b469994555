/**
 * One order in the office (issue 38; sales and warehouse): everything that happened to it (order-
 * view.tsx) and the desk's actions on it (order-actions.tsx), each posted here with its intent,
 * answered by a redirect to this page with a notice, or by the form's errors (a translated field
 * or form error; nothing is written). The order PDF and the buyer's own order page are linked.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { OrderNumberSchema } from "../../../contract/account-orders.ts";
import { CARRIER_INFO, CARRIERS } from "../../../contract/carriers.ts";
import { countryName } from "../../../contract/countries.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { notFound } from "../../.server/not-found.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { useOfficeData } from "../../components/office-header.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { OrderActionFormSchema, type OrderActionIntent } from "../../lib/office-order-forms.ts";
import { OrderActions, type OrderAnswer } from "./order-actions.tsx";
import { OrderAddresses, OrderFacts, OrderHistory, OrderLines, OrderMoney, OrderVat } from "./order-view.tsx";

/** The order's number from the address, or the 404 page. */
function orderNumber(value: string | undefined, t: (key: string) => string): string {
  const number = OrderNumberSchema.safeParse(value ?? "");
  if (!number.success) throw notFound(t("office:order.notFound"));
  return number.data;
}

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call, context, t } = await officeRequest(request, load);
  const number = orderNumber(params.number, t);
  try {
    const { order } = await call("getOfficeOrder", { number });
    const { token, ...shown } = order;
    return {
      order: shown,
      links: { pdf: `/api/pdf/transactions/${token}`, buyer: `/order/${token}` },
      countries: {
        billing: countryName(order.billing.country, context.lang),
        shipping: countryName(order.shipping.country, context.lang),
      },
      lang: context.lang,
      // The carriers travel with the data: the browser loads no zod module for them (JavaScript budget).
      carriers: CARRIERS.map((id) => ({ id, name: CARRIER_INFO[id].name })),
    };
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound(t("office:order.notFound"));
    throw error;
  }
}

/** The notice after each action, by intent. */
const DONE: Record<OrderActionIntent, string> = {
  paid: "office:order.paidDone",
  ship: "office:order.shipDone",
  cancel: "office:order.cancelDone",
  refund: "office:order.refundDone",
  resend: "office:order.resendDone",
};

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { call, session, t } = await officeRequest(request, load);
  const number = orderNumber(params.number, t);
  const submission = parseWithZod(await request.formData(), { schema: OrderActionFormSchema });
  const posted = submission.payload.intent;
  const intent: OrderActionIntent =
    posted === "paid" || posted === "ship" || posted === "cancel" || posted === "refund" ? posted : "resend";
  const answer = (status: number, result: ReturnType<typeof submission.reply>) =>
    data({ intent, result, status } satisfies OrderAnswer, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  try {
    if (value.intent === "paid")
      await call("markOrderPaid", { number, amount: value.amount, reference: value.reference });
    else if (value.intent === "ship")
      await call("shipOrder", {
        number,
        lines: value.lines.filter((l) => l.quantity > 0).map((l) => ({ id: l.id, quantity: l.quantity })),
        carrier: value.carrier,
        trackingnumber: value.trackingnumber,
      });
    else if (value.intent === "cancel") await call("cancelOfficeOrder", { number, reason: value.reason });
    else if (value.intent === "refund")
      await call("recordRefund", { number, amount: value.amount, reason: value.reason });
    else await call("resendOrderConfirmation", { number });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.status === 404) throw notFound(t("office:order.notFound"));
    if (error.code === "REFUND_TOO_LARGE")
      return answer(409, submission.reply({ fieldErrors: { amount: ["common:erpErrors.REFUND_TOO_LARGE"] } }));
    if (error.code === "ORDER_STATE" || error.code === "ALREADY_PAID")
      return answer(409, submission.reply({ formErrors: [`common:erpErrors.${error.code}`] }));
    if (error.status === 400 && value.intent === "ship" && error.fields?.lines)
      return answer(400, submission.reply({ fieldErrors: { lines: ["office:errors.units"] } }));
    throw error;
  }
  session.flash("notice", { key: DONE[value.intent], params: { number }, tone: "success" });
  return redirect(`/office/orders/${number}`, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta = officeMeta("order");
export const headers = officeHeaders;

export default function OfficeOrderPage() {
  const { t } = useTranslation("office");
  const { order, links, countries, lang, carriers } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as OrderAnswer | undefined;
  const roles = useOfficeData()?.staff.roles ?? [];
  return (
    <section className="page office-page office-order">
      <h1>{t("order.heading", { number: order.number })}</h1>
      <p className="office-actions">
        <PageLink to="/office/orders">{t("order.back")}</PageLink>
        <a href={links.pdf} className="button">
          {t("order.pdf")}
        </a>
        <a href={links.buyer} className="button">
          {t("order.buyerPage")}
        </a>
      </p>
      <OrderFacts order={order} lang={lang} />
      <OrderActions order={order} roles={roles} answer={answer} lang={lang} carriers={carriers} />
      <OrderMoney order={order} lang={lang} />
      <OrderLines order={order} lang={lang} />
      <OrderAddresses order={order} countries={countries} />
      <OrderVat order={order} lang={lang} />
      <OrderHistory order={order} lang={lang} />
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
