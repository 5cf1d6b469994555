/** A customer's page, its forms: status (on hold and closed asked first), password link, terms, price levels. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { OfficeCustomer } from "../../../contract/office-customers.ts";
import { ErrorList, InputField, SelectField } from "../../components/form-fields.tsx";
import { LanguageField, PageLink } from "../../components/page-link.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { useLinkedLanguage } from "../../root-data.ts";
import { TIER_ROWS } from "../../lib/office-level-tiers.ts";

/** The action's answer: which form it is about, and conform's result. */
export interface CustomerAnswer {
  form: "level" | "unlevel" | "terms" | "status" | "password";
  result: FormResult;
  status: number;
}

const pathOf = (c: OfficeCustomer) => `/office/customers/${encodeURIComponent(c.number)}`;
const usePostTo = (c: OfficeCustomer) => `${pathOf(c)}${useLinkedLanguage()}`;

/** Are you sure? On hold or closed signs the customer out everywhere; the POST of this form does it. */
export function StatusQuestion({
  customer,
  status,
  answer,
}: {
  customer: OfficeCustomer;
  status: "on_hold" | "closed";
  answer?: CustomerAnswer;
}) {
  const { t } = useTranslation("office");
  const action = usePostTo(customer);
  const [form, fields] = useServerForm<{ intent: string; status: string; reason: string }>("status-question", {
    lastResult: answer?.result,
  });
  return (
    <section className="office-confirm" aria-labelledby="status-question-title">
      <h2 id="status-question-title">{t(`customer.ask.${status}`, { name: customer.company })}</h2>
      <p>{t("customer.ask.text")}</p>
      <IntentForm form={form} action={action} intent="status" hidden={{ status }} className="stack">
        <InputField field={fields.reason} label={t("customer.reason")} />
        <div className="office-actions">
          <button type="submit" className="button button-danger">
            {t(`customer.ask.yes.${status}`)}
          </button>
          <PageLink to={pathOf(customer)} className="button">
            {t("customer.ask.no")}
          </PageLink>
        </div>
      </IntentForm>
    </section>
  );
}

/** Active: "Put on hold…" and "Close…" (GET, asking first); on hold or closed: active again (POST). */
export function StatusForms({ customer, answer }: { customer: OfficeCustomer; answer?: CustomerAnswer }) {
  const { t } = useTranslation("office");
  const action = usePostTo(customer);
  const [form] = useServerForm<{ intent: string; status: string }>("status-form", { lastResult: answer?.result });
  if (customer.status === "applicant") return null;
  return (
    <section aria-labelledby="customer-status-title">
      <h2 id="customer-status-title">{t("customer.statusTitle")}</h2>
      {customer.status === "active" ? (
        <Form method="get" action={pathOf(customer)} className="office-actions">
          <LanguageField />
          <button type="submit" name="ask" value="on_hold" className="button">
            {t("customer.hold")}
          </button>
          <button type="submit" name="ask" value="closed" className="button button-danger">
            {t("customer.close")}
          </button>
        </Form>
      ) : (
        <IntentForm
          form={form}
          action={action}
          intent="status"
          hidden={{ status: "active" }}
          className="office-actions"
        >
          <button type="submit" className="button">
            {t("customer.activate")}
          </button>
        </IntentForm>
      )}
    </section>
  );
}

/** Mails the customer a link to set a password (the reset mail, or the welcome mail without a password). */
export function PasswordForm({ customer, answer }: { customer: OfficeCustomer; answer?: CustomerAnswer }) {
  const { t } = useTranslation("office");
  const action = usePostTo(customer);
  const [form] = useServerForm<{ intent: string }>("password-link", { lastResult: answer?.result });
  return (
    <IntentForm form={form} action={action} intent="password" className="office-actions">
      <button type="submit" className="button">
        {t("customer.sendPassword")}
      </button>
      <span className="muted">{t("customer.sendPasswordHint", { email: customer.email })}</span>
    </IntentForm>
  );
}

/** Credit terms, due days and the credit limit (empty: none), in the account's currency. */
export function TermsForm({
  customer,
  answer,
  constraint,
}: {
  customer: OfficeCustomer;
  answer?: CustomerAnswer;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const action = usePostTo(customer);
  const [form, fields] = useServerForm<{ intent: string; creditterms: string; duedays: string; creditlimit: string }>(
    "terms-form",
    {
      lastResult: answer?.result,
      constraint,
      defaultValue: {
        creditterms: customer.creditterms,
        duedays: customer.creditterms === "invoice" ? String(customer.duedays) : "",
        creditlimit: customer.creditlimit === null ? "" : (customer.creditlimit / 100).toFixed(2),
      },
    },
  );
  return (
    <section aria-labelledby="terms-title">
      <h2 id="terms-title">{t("customer.termsTitle")}</h2>
      <IntentForm form={form} action={action} intent="terms" className="stack">
        <SelectField field={fields.creditterms} label={t("customers.terms")} choose={t("customer.choose")}>
          <option value="prepaid">{t("customers.prepaid")}</option>
          <option value="invoice">{t("customer.invoice")}</option>
        </SelectField>
        <InputField field={fields.duedays} label={t("customer.dueDays")} hint={t("customer.dueDaysHint")} />
        <InputField
          field={fields.creditlimit}
          label={t("customer.limitIn", { currency: customer.currency })}
          hint={t("customer.limitHint")}
        />
        <button type="submit" className="button button-primary">
          {t("customer.saveTerms")}
        </button>
      </IntentForm>
    </section>
  );
}

/** The price levels, each with its remove form, and a form to set one (replacing its scope's). */
export function LevelForms({
  customer,
  answer,
  constraint,
}: {
  customer: OfficeCustomer;
  answer?: CustomerAnswer;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const action = usePostTo(customer);
  const [form, fields] = useServerForm<{
    intent: string;
    name: string;
    discount: string;
    brand: string;
    pricegroup: string;
    tier1from: string;
    tier1discount: string;
    tier2from: string;
    tier2discount: string;
    tier3from: string;
    tier3discount: string;
  }>("level-form", { lastResult: answer?.form === "level" ? answer.result : undefined, constraint });
  const [removeForm] = useServerForm<{ intent: string }>("unlevel-form", {
    lastResult: answer?.form === "unlevel" ? answer.result : undefined,
  });
  return (
    <section aria-labelledby="levels-title">
      <h2 id="levels-title">{t("customer.levelsTitle")}</h2>
      <ErrorList id={removeForm.errorId} errors={removeForm.errors} />
      {customer.pricelevels.length === 0 ? (
        <p>{t("customer.noLevels")}</p>
      ) : (
        <ul className="office-levels">
          {customer.pricelevels.map((l) => {
            const scope = l.brand
              ? t("customer.scopeBrand", { brand: l.brand })
              : l.pricegroup
                ? t("customer.scopeGroup", { group: l.pricegroup })
                : t("customer.scopeAll");
            return (
              <li key={`${l.brand ?? ""}|${l.pricegroup ?? ""}`}>
                <Form method="post" action={action} className="office-actions">
                  <span>
                    {l.name}: {l.discountpct} % ({scope})
                    {l.tiers.length
                      ? `; ${l.tiers.map((tier) => t("customer.tierShown", { from: tier.from, discount: tier.discountpct })).join(", ")}`
                      : null}
                  </span>
                  <input type="hidden" name="intent" value="unlevel" />
                  <input type="hidden" name="brand" value={l.brand ?? ""} />
                  <input type="hidden" name="pricegroup" value={l.pricegroup ?? ""} />
                  <button type="submit" className="button-link">
                    {t("customer.removeLevel", { name: l.name })}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t("customer.setLevel")}</h3>
      <IntentForm form={form} action={action} intent="level" className="stack">
        <InputField field={fields.name} label={t("customer.levelName")} />
        <InputField field={fields.discount} label={t("customer.discount")} hint={t("customer.discountHint")} />
        <InputField field={fields.brand} label={t("customer.brand")} hint={t("customer.scopeHint")} />
        <InputField field={fields.pricegroup} label={t("customer.priceGroup")} />
        <fieldset className="office-language" aria-describedby="level-form-tiers-hint">
          <legend>{t("customer.tiersTitle")}</legend>
          <p id="level-form-tiers-hint" className="muted field-hint">
            {t("customer.tiersHint")}
          </p>
          {TIER_ROWS.map((row, i) => (
            <div key={row.from} className="office-actions">
              <InputField field={fields[row.from]} label={t("customer.tierFrom", { n: i + 1 })} />
              <InputField field={fields[row.discount]} label={t("customer.tierDiscount", { n: i + 1 })} />
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary">
          {t("customer.saveLevel")}
        </button>
      </IntentForm>
    </section>
  );
}
