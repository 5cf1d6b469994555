/** A buyer's spending limits on the people page (issue 41): per order and per calendar month. */
import { useTranslation } from "../../translation.tsx";
import type { Currency } from "../../../contract/money.ts";
import type { TeamPerson } from "../../../contract/team.ts";
import { InputField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm } from "../../components/server-form.tsx";
import { useLinkedLanguage } from "../../root-data.ts";
import type { PeopleAnswer } from "./people-parts.tsx";

/** Cents as the field shows them in the page's language: "1500.00", "1500,00"; none as empty. */
const amountText = (cents: number | null, lang: string) =>
  cents === null ? undefined : (cents / 100).toFixed(2).replace(".", lang === "en" ? "." : ",");

export function LimitsForm({
  person,
  currency,
  answer,
}: {
  person: TeamPerson;
  currency: Currency;
  answer?: PeopleAnswer;
}) {
  const { t, i18n } = useTranslation("account");
  const action = `/account/people${useLinkedLanguage()}`;
  const [form, fields] = useServerForm<{ intent: string; id: string; orderLimit: string; monthLimit: string }>(
    `limits-${person.id}`,
    {
      lastResult: answer?.form === "limits" ? answer.result : undefined,
      defaultValue: {
        orderLimit: amountText(person.orderlimit, i18n.language),
        monthLimit: amountText(person.monthlimit, i18n.language),
      },
    },
  );
  const hint = t("people.limitHint", { currency });
  return (
    <IntentForm form={form} action={action} intent="limits" hidden={{ id: person.id }} className="stack">
      <InputField field={fields.orderLimit} label={t("people.orderLimit", { currency })} hint={hint} />
      <InputField field={fields.monthLimit} label={t("people.monthLimit", { currency })} hint={hint} />
      <button type="submit" className="button">
        {t("people.saveLimits")}
        <span className="visually-hidden">: {person.name}</span>
      </button>
    </IntentForm>
  );
}
