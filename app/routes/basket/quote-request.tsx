/**
 * A trade company's person asks for a quote of the basket (issue 41 item 4): quantities beyond
 * stock, a project, a better price, said in a message. The ERP keeps the lines at the company's
 * prices of the moment; the basket stays as it is. A basket made from a quote says so instead.
 */
import { useTranslation } from "../../translation.tsx";
import { TextareaField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { useServerForm, type FormResult } from "../../components/server-form.tsx";
import { quoteUrl } from "../../lib/account-orders-format.ts";
import { useLinkedLanguage } from "../../root-data.ts";

export const QUOTE_FORM_ID = "request-quote";

export function QuoteRequest({ lastResult }: { lastResult?: FormResult }) {
  const { t } = useTranslation("checkout");
  const [form, fields] = useServerForm<{ intent: string; message: string }>(QUOTE_FORM_ID, { lastResult });
  return (
    <details className="quote-request" open={lastResult ? true : undefined}>
      <summary id={`${form.id}-title`}>{t("quote.ask")}</summary>
      <IntentForm
        form={form}
        action={`/basket${useLinkedLanguage()}`}
        intent="requestQuote"
        className="stack"
        labelledBy={`${form.id}-title`}
      >
        <p className="muted">{t("quote.intro")}</p>
        <TextareaField field={fields.message} label={t("quote.message")} rows={4} />
        <p>
          <button type="submit" className="button">
            {t("quote.submit")}
          </button>
        </p>
      </IntentForm>
    </details>
  );
}

/** The top of a basket made from an accepted quote: its quoted lines keep their prices and quantities. */
export function QuoteBasketNote({ number }: { number: string }) {
  const { t } = useTranslation("checkout");
  return (
    <p className="notice">
      {t("quote.basket", { number })} <PageLink to={quoteUrl(number)}>{t("quote.see")}</PageLink>
    </p>
  );
}
