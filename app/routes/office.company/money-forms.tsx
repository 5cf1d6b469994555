/**
 * The company page's bank accounts and VAT registrations (decision 0057; the ERP's data of decisions
 * 0026 and 0039): each listed with its own small form (remove an account, end a registration on a
 * day), and a form to set an account or record a registration. The ERP checks the IBAN, the BIC and
 * the VAT number as `npm run bank` and `npm run tax` do.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../translation.tsx";
import type { CallResponse } from "../../../contract/wire.ts";
import { CURRENCIES } from "../../../contract/money.ts";
import { FactList } from "../../components/fact-list.tsx";
import { InputField, Options, SelectField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm, type ServerFields } from "../../components/server-form.tsx";
import { useLinkedLanguage } from "../../root-data.ts";
import type { CompanyAnswer } from "./company-forms.tsx";

type CompanyData = CallResponse<"getCompanyData">;
const forAnswer = (answer: CompanyAnswer | undefined, form: string) => (answer?.form === form ? answer : undefined);

/** A listed account or registration: its facts, the demo's notice, and its own form. */
function RecordCard({ facts, demo, children }: { facts: [string, string][]; demo: boolean; children?: ReactNode }) {
  const { t } = useTranslation("office");
  return (
    <li className="office-card">
      <FactList className="office-facts" facts={facts} />
      {demo ? <p className="notice notice-warning">{t("company.demo")}</p> : null}
      {children}
    </li>
  );
}

/** An account's row: its facts, and its remove form (bank transfer is then not offered in the currency). */
function AccountRow({ account, answer }: { account: CompanyData["accounts"][number]; answer?: CompanyAnswer }) {
  const { t } = useTranslation("office");
  const id = `removeAccount-${account.seller}-${account.currency}`;
  const [form] = useServerForm<Record<string, unknown>>(id, { lastResult: answer?.result });
  return (
    <RecordCard
      demo={account.demo}
      facts={[
        [t("company.seller"), t(`company.companies.${account.seller}`)],
        [t("company.currency"), account.currency],
        ["IBAN", account.iban],
        ["BIC", account.bic],
        [t("company.bankname"), account.bankname],
        [t("company.holder"), account.accountholder],
      ]}
    >
      <IntentForm
        form={form}
        action={`/office/company${useLinkedLanguage()}`}
        intent="removeAccount"
        hidden={{ seller: account.seller, currency: account.currency }}
      >
        <button type="submit" className="button button-danger">
          {t("company.removeAccount", { what: `${account.seller} ${account.currency}` })}
        </button>
      </IntentForm>
    </RecordCard>
  );
}

export function AccountList({ accounts, answer }: { accounts: CompanyData["accounts"]; answer?: CompanyAnswer }) {
  const { t } = useTranslation("office");
  if (!accounts.length) return <p>{t("company.noAccounts")}</p>;
  return (
    <ul className="office-staff-list">
      {accounts.map((a) => (
        <AccountRow
          key={`${a.seller}-${a.currency}`}
          account={a}
          answer={forAnswer(answer, `removeAccount-${a.seller}-${a.currency}`)}
        />
      ))}
    </ul>
  );
}

/**
 * A form that adds to the page's lists for a seller (an account, a registration): its title, its
 * errors, its intent, the seller, then its own fields.
 */
function SellerForm<Value extends { intent: string; seller: string }>({
  intent,
  answer,
  title,
  save,
  sellers,
  children,
}: {
  intent: "account" | "registration";
  answer?: CompanyAnswer;
  title: string;
  save: string;
  /** The sellers' values as the form posts them (the account's in lower case, the registration's in upper). */
  sellers: readonly string[];
  children: (fields: ServerFields<Value>) => ReactNode;
}) {
  const { t } = useTranslation("office");
  const [form, fields] = useServerForm<Value>(intent, { lastResult: answer?.result });
  return (
    <IntentForm
      form={form}
      action={`/office/company${useLinkedLanguage()}`}
      intent={intent}
      className="stack"
      heading={<h3 id={`${intent}-form-title`}>{title}</h3>}
      labelledBy={`${intent}-form-title`}
    >
      <SelectField field={fields.seller} label={t("company.seller")} choose={t("company.choose")} required>
        <Options values={sellers} text={(id) => t(`company.companies.${id.toLowerCase()}`)} />
      </SelectField>
      {children(fields)}
      <button type="submit" className="button button-primary">
        {save}
      </button>
    </IntentForm>
  );
}

/** Sets a seller's account in a currency (adds it, or replaces the one there). */
export function AccountForm({ answer }: { answer?: CompanyAnswer }) {
  const { t } = useTranslation("office");
  return (
    <SellerForm<{
      intent: string;
      seller: string;
      currency: string;
      iban: string;
      bic: string;
      bankname: string;
      holder: string;
    }>
      intent="account"
      answer={answer}
      title={t("company.accountTitle")}
      save={t("company.saveAccount")}
      sellers={["pl", "nl"]}
    >
      {(fields) => (
        <>
          <SelectField field={fields.currency} label={t("company.currency")} choose={t("company.choose")} required>
            <Options values={CURRENCIES} />
          </SelectField>
          <InputField field={fields.iban} label="IBAN" required />
          <InputField field={fields.bic} label="BIC" required />
          <InputField field={fields.bankname} label={t("company.bankname")} required />
          <InputField field={fields.holder} label={t("company.holder")} hint={t("company.holderHint")} />
        </>
      )}
    </SellerForm>
  );
}

/** A registration's row: its facts and, while open, the form that ends it on a day. */
function RegistrationRow({
  registration: r,
  answer,
}: {
  registration: CompanyData["registrations"][number];
  answer?: CompanyAnswer;
}) {
  const { t } = useTranslation("office");
  const id = `endRegistration-${r.seller}-${r.country}`;
  const [form, fields] = useServerForm<{ intent: string; lastday: string }>(id, { lastResult: answer?.result });
  const action = `/office/company${useLinkedLanguage()}`;
  return (
    <RecordCard
      demo={r.demo}
      facts={[
        [t("company.seller"), t(`company.companies.${r.seller.toLowerCase()}`)],
        [t("company.country"), r.country],
        [t("company.vatnumber"), r.vatnumber],
        [t("company.validfrom"), r.validfrom],
        [t("company.validto"), r.validto ?? t("company.open")],
      ]}
    >
      {r.validto ? null : (
        <IntentForm
          form={form}
          action={action}
          intent="endRegistration"
          hidden={{ seller: r.seller, country: r.country }}
          className="stack"
        >
          <InputField field={fields.lastday} label={t("company.lastday")} type="date" required />
          <button type="submit" className="button">
            {t("company.endRegistration", { what: `${r.seller} ${r.country}` })}
          </button>
        </IntentForm>
      )}
    </RecordCard>
  );
}

export function RegistrationList({
  registrations,
  answer,
}: {
  registrations: CompanyData["registrations"];
  answer?: CompanyAnswer;
}) {
  const { t } = useTranslation("office");
  if (!registrations.length) return <p>{t("company.noRegistrations")}</p>;
  return (
    <ul className="office-staff-list">
      {registrations.map((r) => (
        <RegistrationRow
          key={`${r.seller}-${r.country}-${r.validfrom}`}
          registration={r}
          answer={forAnswer(answer, `endRegistration-${r.seller}-${r.country}`)}
        />
      ))}
    </ul>
  );
}

/** Records a registration from a day on (replacing the demo's for the same seller and country). */
export function RegistrationForm({ answer }: { answer?: CompanyAnswer }) {
  const { t } = useTranslation("office");
  return (
    <SellerForm<{ intent: string; seller: string; country: string; vatnumber: string; validfrom: string }>
      intent="registration"
      answer={answer}
      title={t("company.registrationTitle")}
      save={t("company.saveRegistration")}
      sellers={["PL", "NL"]}
    >
      {(fields) => (
        <>
          <InputField field={fields.country} label={t("company.country")} hint={t("company.countryHint")} required />
          <InputField field={fields.vatnumber} label={t("company.vatnumber")} required />
          <InputField field={fields.validfrom} label={t("company.validfrom")} type="date" required />
        </>
      )}
    </SellerForm>
  );
}
