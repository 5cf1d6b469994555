/**
 * One of the company's quotes (issue 41 item 4): its lines at the company's prices when it asked
 * and as the office quoted them, until when the answer holds, the messages of both sides, oldest
 * first, and what the person may do with it: write to the office while it is open; an admin or
 * buyer accepts an answer that holds (its basket, at the quoted prices, becomes theirs and they go
 * to the checkout) or declines it. The ERP decides every step (403 ACCOUNT_ROLE, 409 QUOTE_CLOSED).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatDate, formatMoment } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { QuoteNumberSchema, type Quote } from "../../contract/quotes.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";
import { redirectWithSession, rememberBasket } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { DataTable } from "../components/data-table.tsx";
import { TextareaField } from "../components/form-fields.tsx";
import { IntentForm } from "../components/intent-form.tsx";
import { PageLink } from "../components/page-link.tsx";
import { QuoteStatusBadge } from "../components/quote-status.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { useServerForm, type FormResult } from "../components/server-form.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { orderUrl, quoteUrl } from "../lib/account-orders-format.ts";
import { QuoteFormSchema } from "../lib/quote-forms.ts";
import { useLinkedLanguage, useRootData } from "../root-data.ts";
import { useTranslation } from "../translation.tsx";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { erp, t } = await customerShop(request, load);
  const number = QuoteNumberSchema.safeParse(params.number ?? "");
  notFoundUnless(number.success, t("account:quotes.notFound"));
  try {
    return { quote: (await erp.call("getQuote", { number: number.data })).quote as Quote };
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 404) throw notFound(t("account:quotes.notFound"));
    throw error;
  }
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const here = quoteUrl(params.number ?? "");
  const { erp, session } = await customerShop(request, load, here);
  const submission = parseWithZod(await request.formData(), { schema: QuoteFormSchema });
  const intent = typeof submission.payload.intent === "string" ? submission.payload.intent : null;
  const answer = (status: number, result: FormResult) => data({ intent, result }, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const value = submission.value;
  try {
    if (value.intent === "accept") {
      const accepted = await erp.call("acceptQuote", { number: value.number });
      // Its basket becomes the person's: the checkout orders it at the quoted prices.
      const { summary } = await erp.getCarts(accepted.cart_id);
      rememberBasket(session, accepted.cart_id, summary.quantity);
      return redirectWithSession("/basket", session, {
        key: "account:quotes.accepted",
        params: { number: accepted.number },
        tone: "success",
      });
    }
    if (value.intent === "decline") await erp.call("declineQuote", { number: value.number, message: value.message });
    else await erp.call("postQuoteMessage", { number: value.number, message: value.message });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    const refuse = (status: number, key: string) => answer(status, submission.reply({ formErrors: [key] }));
    if (error.code === "QUOTE_CLOSED") return refuse(409, "account:quotes.closed");
    if (error.code === "ACCOUNT_ROLE") return refuse(403, "account:quotes.buyersOnly");
    if (error.status === 404) return refuse(404, "account:quotes.notFound");
    throw error;
  }
  return redirectWithSession(here, session, {
    key: value.intent === "decline" ? "account:quotes.declined" : "account:quotes.messageSent",
    params: { number: value.number },
    tone: "success",
  });
}

export const meta = accountMeta("quote");

type Line = Quote["quotelines"][number];

function Decide({ quote, accepted, declined }: { quote: Quote; accepted?: FormResult; declined?: FormResult }) {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const action = `${quoteUrl(quote.number)}${useLinkedLanguage()}`;
  const [accept] = useServerForm<{ intent: string; number: string }>("accept-quote", { lastResult: accepted });
  const [decline, fields] = useServerForm<{ intent: string; number: string; message: string }>("decline-quote", {
    lastResult: declined,
  });
  return (
    <section aria-labelledby="quote-decide" className="order-actions">
      <h2 id="quote-decide">{t("quotes.decide")}</h2>
      {quote.acceptable ? (
        <IntentForm form={accept} action={action} intent="accept" hidden={{ number: quote.number }}>
          <p>{t("quotes.acceptHint", { date: formatDate(quote.validuntil ?? quote.date, lang) })}</p>
          <button type="submit" className="button button-primary">
            {t("quotes.accept")}
          </button>
        </IntentForm>
      ) : null}
      <IntentForm form={decline} action={action} intent="decline" hidden={{ number: quote.number }} className="stack">
        <TextareaField field={fields.message} label={t("quotes.declineMessage")} rows={2} />
        <button type="submit" className="button">
          {t("quotes.decline")}
        </button>
      </IntentForm>
    </section>
  );
}

function Messages({ quote, open, result }: { quote: Quote; open: boolean; result?: FormResult }) {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const action = `${quoteUrl(quote.number)}${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; number: string; message: string }>("quote-message", {
    lastResult: result,
  });
  return (
    <section aria-labelledby="quote-messages">
      <h2 id="quote-messages">{t("quotes.messages")}</h2>
      <ol className="quote-messages">
        {quote.messages.map((m, i) => (
          <li key={i} className={`quote-message quote-message-${m.side}`}>
            <p>
              <strong>{m.side === "office" ? t("quotes.fromOffice", { name: m.author }) : m.author}</strong>{" "}
              <span className="muted">{formatMoment(m.date, lang)}</span>
            </p>
            <p className="claim-message">{m.body}</p>
          </li>
        ))}
      </ol>
      {open ? (
        <IntentForm form={form} action={action} intent="message" hidden={{ number: quote.number }} className="stack">
          <TextareaField field={fields.message} label={t("quotes.newMessage")} rows={3} />
          <button type="submit" className="button">
            {t("quotes.send")}
          </button>
        </IntentForm>
      ) : (
        <p className="muted">{t("quotes.closedNote")}</p>
      )}
    </section>
  );
}

export default function QuotePage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { quote } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const role = useRootData()?.accountRole ?? null;
  const money = (cents: number | null) => (cents === null ? "" : formatPrice(fromCents(cents), quote.currency, lang));
  const open = quote.status === "requested" || quote.status === "answered" || quote.status === "accepted";
  const decides = role !== "viewer" && (quote.status === "requested" || quote.status === "answered");
  const result = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="page account-page">
      <h1>{t("quotes.heading", { number: quote.number })}</h1>
      <AccountNav />
      <p>
        <PageLink to="/account/quotes">{t("quotes.back")}</PageLink>
      </p>
      <dl className="person-facts">
        <dt>{t("quotes.status")}</dt>
        <dd>
          <QuoteStatusBadge status={quote.status} />
        </dd>
        <dt>{t("quotes.requester")}</dt>
        <dd>{quote.requester}</dd>
        <dt>{t("quotes.date")}</dt>
        <dd>{formatMoment(quote.date, lang)}</dd>
        {quote.validuntil ? (
          <>
            <dt>{t("quotes.validUntil")}</dt>
            <dd>{formatDate(quote.validuntil, lang)}</dd>
          </>
        ) : null}
        {quote.order ? (
          <>
            <dt>{t("quotes.order")}</dt>
            <dd>
              <PageLink to={orderUrl(quote.order)}>{quote.order}</PageLink>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="notice">{t(`quotes.explain.${quote.status}`)}</p>
      <DataTable<Line>
        items={quote.quotelines}
        caption={t("quotes.linesCaption")}
        className="content-table account-table stack-table"
        rowKey={(l) => l.position}
        columns={[
          { label: t("quotes.position"), numeric: true, cell: (l) => l.position },
          {
            label: t("quotes.part"),
            rowHeader: true,
            cell: (l) => <PageLink to={`/${l.item.urlcomponent}`}>{l.item.name}</PageLink>,
          },
          { label: t("quotes.quantity"), numeric: true, cell: (l) => l.quantity },
          { label: t("quotes.levelPrice"), numeric: true, cell: (l) => money(l.levelprice) },
          { label: t("quotes.quotedPrice"), numeric: true, cell: (l) => money(l.quotedprice) },
          {
            label: t("quotes.quotedAmount"),
            numeric: true,
            cell: (l) => (l.quotedprice === null ? "" : money(l.quotedprice * l.quantity)),
          },
        ]}
        foot={
          <>
            <tr>
              <th scope="row" colSpan={5}>
                {t("quotes.levelNet")}
              </th>
              <td className="numeric">{money(quote.levelnet)}</td>
            </tr>
            {quote.quotednet === null ? null : (
              <tr>
                <th scope="row" colSpan={5}>
                  {t("quotes.quotedNet")}
                </th>
                <td className="numeric">{money(quote.quotednet)}</td>
              </tr>
            )}
          </>
        }
      />
      <p className="muted">{t("quotes.netNote")}</p>
      {quote.status === "accepted" ? (
        <p>
          <PageLink to="/basket" className="button button-primary">
            {t("quotes.toBasket")}
          </PageLink>
        </p>
      ) : null}
      {decides ? <Decide quote={quote} accepted={result("accept")} declined={result("decline")} /> : null}
      <Messages quote={quote} open={open} result={result("message")} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
