/** The office's quote page's parts: the facts, the lines, the answer form, the messages and the message form. */
import { useTranslation } from "../../translation.tsx";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice, fromCents } from "../../../contract/money.ts";
import type { OfficeQuote } from "../../../contract/office-quotes.ts";
import { DataTable } from "../../components/data-table.tsx";
import { FactList } from "../../components/fact-list.tsx";
import { ErrorList, InputField, TextareaField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { officeTime } from "../../lib/office-format.ts";
import type { QuoteActionIntent } from "../../lib/office-quote-forms.ts";
import { answerable, openForMessages, shopDay } from "../../lib/office-quotes.ts";
import { QUOTE_VALID_DAYS_MAX } from "../../../contract/quote-constants.ts";
import { useLinkedLanguage } from "../../root-data.ts";
import { amountText } from "../office.orders.$number/order-actions.tsx";

/** The action's answer: which form it is about and conform's result. */
export interface QuoteAnswer {
  intent: QuoteActionIntent;
  result: FormResult;
}

const money = (cents: number | null, quote: OfficeQuote, lang: Language) =>
  cents === null ? "–" : formatPrice(fromCents(cents), quote.currency, lang);

/** Who asked, for which company, when; the status, the validity and the totals. */
export function QuoteFacts({ quote, lang }: { quote: OfficeQuote; lang: Language }) {
  const { t } = useTranslation("office");
  const facts: [string, React.ReactNode][] = [
    [t("quote.status"), t(`quotes.statuses.${quote.status}`)],
    [t("quote.requested"), officeTime(quote.date, lang)],
    [
      t("quote.company"),
      <PageLink key="company" to={`/office/customers/${quote.customer}`}>
        {`${quote.company} (${quote.customer})`}
      </PageLink>,
    ],
    [t("quote.requester"), `${quote.requester} <${quote.email}>`],
    [t("quote.language"), t(`claim.languages.${quote.lang}`)],
    [t("quote.currency"), quote.currency],
    [t("quote.levelNet"), money(quote.levelnet, quote, lang)],
    [t("quote.quotedNet"), money(quote.quotednet, quote, lang)],
    [t("quote.validUntil"), quote.validuntil ? officeTime(quote.validuntil, lang) : "–"],
    ...(quote.order ? [[t("quote.order"), quote.order] as [string, string]] : []),
  ];
  return <FactList className="office-facts" facts={facts} />;
}

/** The lines: the part, the quantity, the company's level price when it asked, the office's price. */
export function QuoteLines({ quote, lang }: { quote: OfficeQuote; lang: Language }) {
  const { t } = useTranslation("office");
  return (
    <section aria-labelledby="quote-lines">
      <h2 id="quote-lines">{t("quote.lines")}</h2>
      <DataTable
        items={quote.quotelines}
        rowKey={(l) => l.position}
        caption={t("quote.linesCaption", { currency: quote.currency })}
        columns={[
          { label: t("quote.position"), cell: (l) => l.position, rowHeader: true },
          { label: t("quote.part"), cell: (l) => `${l.item.name} ${l.item.description}`.trim() },
          { label: t("quote.quantity"), cell: (l) => l.quantity, numeric: true },
          { label: t("quote.levelPrice"), cell: (l) => money(l.levelprice, quote, lang), numeric: true },
          { label: t("quote.quotedPrice"), cell: (l) => money(l.quotedprice, quote, lang), numeric: true },
        ]}
      />
    </section>
  );
}

/** The answer: a net price per line, the last day the prices hold, a message; or why there is none. */
export function AnswerForm({
  quote,
  lang,
  answer,
  constraint,
}: {
  quote: OfficeQuote;
  lang: Language;
  answer: QuoteAnswer | undefined;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const action = `/office/quotes/${quote.number}${useLinkedLanguage()}`;
  const posted = answer?.intent === "answer" ? answer.result : undefined;
  const [form, fields] = useServerForm<{ validuntil: string; message: string }>("answer-quote", {
    lastResult: posted,
    constraint,
    defaultValue: { validuntil: quote.validuntil ? shopDay(quote.validuntil) : "", message: "" },
  });
  if (!answerable(quote.status))
    return (
      <section aria-labelledby="answer-title">
        <h2 id="answer-title">{t("quote.answerTitle")}</h2>
        <p>{t("quote.notAnswerable", { status: t(`quotes.statuses.${quote.status}`) })}</p>
      </section>
    );
  // What was posted (JavaScript off: the answer is a new page), else the price quoted before.
  const typed = posted?.initialValue?.["prices"];
  const price = (n: number, cents: number | null) => {
    const line: unknown = Array.isArray(typed) ? typed[n] : undefined;
    const value = typeof line === "object" && line !== null ? (line as { price?: unknown }).price : undefined;
    return typeof value === "string" ? value : cents === null ? "" : amountText(cents, lang);
  };
  return (
    <section aria-labelledby="answer-title" className="office-decision">
      <IntentForm
        form={form}
        action={action}
        intent="answer"
        className="stack"
        heading={<h2 id="answer-title">{t("quote.answerTitle")}</h2>}
      >
        <p>{t("quote.answerIntro", { language: t(`claim.languages.${quote.lang}`), email: quote.email })}</p>
        <fieldset>
          <legend>{t("quote.prices", { currency: quote.currency })}</legend>
          {quote.quotelines.map((l, n) => {
            const id = `answer-quote-price-${n}`;
            const errors = posted?.error?.[`prices[${n}].price`] ?? null;
            return (
              <div className="field" key={l.position}>
                <input type="hidden" name={`prices[${n}].position`} value={l.position} />
                <label htmlFor={id}>
                  {t("quote.priceOf", {
                    position: l.position,
                    quantity: l.quantity,
                    part: `${l.item.name} ${l.item.description}`.trim(),
                    level: money(l.levelprice, quote, lang),
                  })}
                </label>
                <input
                  id={id}
                  name={`prices[${n}].price`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  defaultValue={price(n, l.quotedprice)}
                  aria-invalid={errors?.length ? true : undefined}
                  aria-describedby={errors?.length ? `${id}-error` : undefined}
                />
                <ErrorList id={`${id}-error`} errors={errors} />
              </div>
            );
          })}
        </fieldset>
        <InputField
          field={fields.validuntil}
          label={t("quote.validUntilField")}
          type="date"
          hint={t("quote.validUntilHint", { days: QUOTE_VALID_DAYS_MAX })}
        />
        <TextareaField field={fields.message} label={t("quote.answerMessage")} rows={5} />
        <button type="submit" className="button button-primary">
          {t("quote.answer")}
        </button>
      </IntentForm>
    </section>
  );
}

/** The messages of both sides, oldest first. */
export function QuoteMessages({ quote, lang }: { quote: OfficeQuote; lang: Language }) {
  const { t } = useTranslation("office");
  return (
    <section aria-labelledby="quote-messages">
      <h2 id="quote-messages">{t("quote.messages")}</h2>
      {quote.messages.length === 0 ? (
        <p>{t("quote.noMessages")}</p>
      ) : (
        <ol className="office-history">
          {quote.messages.map((m, i) => (
            <li key={i}>
              <p>
                <strong>{m.author}</strong> · {t(`quote.sides.${m.side}`)} · {officeTime(m.date, lang)}
              </p>
              <p className="office-text">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A message to the person who asked, while the quote is open. */
export function MessageForm({
  quote,
  answer,
  constraint,
}: {
  quote: OfficeQuote;
  answer: QuoteAnswer | undefined;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const action = `/office/quotes/${quote.number}${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ message: string }>("quote-message", {
    lastResult: answer?.intent === "message" ? answer.result : undefined,
    constraint,
  });
  if (!openForMessages(quote.status)) return <p>{t("quote.closed")}</p>;
  return (
    <section aria-labelledby="message-title">
      <IntentForm
        form={form}
        action={action}
        intent="message"
        className="stack"
        heading={<h2 id="message-title">{t("quote.messageTitle")}</h2>}
      >
        <TextareaField field={fields.message} label={t("quote.message")} rows={4} />
        <button type="submit" className="button">
          {t("quote.send")}
        </button>
      </IntentForm>
    </section>
  );
}
