import { Form } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { Source } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { currencyFor, type Currency } from "../../contract/money.ts";

/**
 * The currency question of a language switch: Yes switches to PLN (Polish) or the source's own
 * currency (GBP on the UK source, EUR elsewhere), No keeps the
 * current currency. A plain form posting to /language, which sets both and goes back. It is asked
 * in the language being chosen (decision 0031): a shopper pressing the Polish flag reads Polish.
 */
export function CurrencyQuestion({
  to,
  current,
  source,
  redirectTo,
  titleId,
}: {
  to: Language;
  current: Currency;
  source: Source;
  redirectTo: string;
  titleId: string;
}) {
  const { t } = useTranslation("home", { lng: to });
  const currency = currencyFor(to, source);
  return (
    <Form method="post" action="/language" className="currency-question" lang={to}>
      <h2 id={titleId}>{t("currency.title")}</h2>
      <p>{t("currency.question", { currency, current })}</p>
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="dialog-actions">
        <button type="submit" name="switch" value="yes" className="button button-primary">
          {t("currency.yes", { currency })}
        </button>
        <button type="submit" name="switch" value="no" className="button">
          {t("currency.no", { current })}
        </button>
      </div>
    </Form>
  );
}
