/** The company page's forms: a company's legal identity and a region's office (decision 0057). */
import { useTranslation } from "../../translation.tsx";
import type { Company, Region, Site } from "../../../contract/seller.ts";
import { LANGUAGES } from "../../../contract/languages.ts";
import { InputField, TextareaField } from "../../components/form-fields.tsx";
import { IntentForm } from "../../components/intent-form.tsx";
import { useServerForm, type FormField, type FormResult } from "../../components/server-form.tsx";
import { useLinkedLanguage } from "../../root-data.ts";

const LANGS = LANGUAGES;

/** The action's answer: which form it is about (a company's id or a region), and its result. */
export interface CompanyAnswer {
  form: string;
  result: FormResult;
  status: number;
}

/** A field of the form: one control, or one per language ("legalForm.en", ...). */
interface Spec {
  name: string;
  label: string;
  translated?: boolean;
  type?: "text" | "email" | "tel";
  rows?: number;
  hint?: string;
}

function Controls({ specs, field }: { specs: Spec[]; field: (name: string) => FormField }) {
  const { t } = useTranslation("office");
  return (
    <>
      {specs.flatMap((spec) =>
        (spec.translated ? LANGS.map((lang) => `${spec.name}.${lang}`) : [spec.name]).map((name) => {
          const lang = spec.translated ? name.slice(-2) : null;
          const label = lang
            ? `${t(`company.fields.${spec.label}`)} (${t(`company.languages.${lang}`)})`
            : t(`company.fields.${spec.label}`);
          return spec.rows ? (
            <TextareaField key={name} field={field(name)} label={label} rows={spec.rows} />
          ) : (
            <InputField
              key={name}
              field={field(name)}
              label={label}
              type={spec.type ?? "text"}
              required={!spec.rows}
              hint={spec.hint}
            />
          );
        }),
      )}
    </>
  );
}

const address = (prefix: string): Spec[] => [
  { name: `${prefix}.street`, label: "street" },
  { name: `${prefix}.postcode`, label: "postcode" },
  { name: `${prefix}.city`, label: "city" },
  { name: `${prefix}.country`, label: "country", translated: true },
];

const COMPANY_FIELDS: Spec[] = [
  { name: "name", label: "name" },
  { name: "legalForm", label: "legalForm", translated: true },
  ...address("registeredOffice"),
  { name: "register", label: "register", translated: true },
  { name: "registerNumber", label: "registerNumber" },
  { name: "vatId", label: "vatId" },
  { name: "packagingRegister", label: "packagingRegister", translated: true },
  { name: "packagingRegisterNumber", label: "packagingRegisterNumber" },
  { name: "managingDirector", label: "managingDirector" },
  { name: "email", label: "email", type: "email" },
  { name: "privacyEmail", label: "privacyEmail", type: "email" },
  { name: "phone", label: "phone", type: "tel" },
  { name: "extra", label: "extra", translated: true, rows: 3 },
];

const OFFICE_FIELDS: Spec[] = [
  { name: "label", label: "label", translated: true },
  ...address("address"),
  { name: "phone", label: "phone", type: "tel" },
  { name: "email", label: "email", type: "email" },
  { name: "hours.days", label: "days", translated: true },
  { name: "hours.time", label: "time" },
];

/**
 * A record's card (a company's, an office's): its title, whether it is set yet and whether it is
 * the demo's, and the form that saves it, posted with its intent and the record's key.
 */
function RecordForm({
  intent,
  hidden,
  title,
  record,
  demo,
  answer,
  specs,
  hint,
  save,
}: {
  intent: "company" | "office";
  /** The record's key first (its value names the form: "company-pl"), then any other fixed value. */
  hidden: Record<string, string>;
  title: string;
  record: object | null;
  demo: boolean;
  answer?: CompanyAnswer;
  specs: Spec[];
  hint?: string;
  save: string;
}) {
  const { t } = useTranslation("office");
  const formId = `${intent}-${Object.values(hidden)[0]}`;
  const [form, fields] = useServerForm<Record<string, unknown>>(formId, {
    lastResult: answer?.result,
    defaultValue: (record ?? hidden) as Record<string, unknown>,
  });
  const field = (name: string) => (fields as Record<string, FormField>)[name]!;
  return (
    <section className="office-card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{title}</h2>
      {record ? null : <p className="notice notice-warning">{t("company.notSet")}</p>}
      {demo ? <p className="notice notice-warning">{t("company.demo")}</p> : null}
      <IntentForm
        form={form}
        action={`/office/company${useLinkedLanguage()}`}
        intent={intent}
        hidden={hidden}
        className="stack"
      >
        <Controls specs={specs} field={field} />
        {hint ? <p className="muted">{hint}</p> : null}
        <button type="submit" className="button button-primary">
          {save}
        </button>
      </IntentForm>
    </section>
  );
}

/** A company's record: every field of the imprint, terms, privacy notice, order page, PDF and mails. */
export function CompanyForm({
  id,
  company,
  demo,
  answer,
}: {
  id: Company["id"];
  company: Record<string, unknown> | null;
  demo: boolean;
  answer?: CompanyAnswer;
}) {
  const { t } = useTranslation("office");
  return (
    <RecordForm
      intent="company"
      hidden={{ id, country: id.toUpperCase() }}
      title={t(`company.companies.${id}`)}
      record={company}
      demo={demo}
      answer={answer}
      specs={COMPANY_FIELDS}
      hint={t("company.extraHint")}
      save={t("company.saveCompany")}
    />
  );
}

/** A region's office: the contact page, the footer and the opening hours. */
export function OfficeForm({
  region,
  office,
  demo,
  answer,
}: {
  region: Region;
  office: Site | null;
  demo: boolean;
  answer?: CompanyAnswer;
}) {
  const { t } = useTranslation("office");
  return (
    <RecordForm
      intent="office"
      hidden={{ region }}
      title={t(`company.offices.${region}`)}
      record={office}
      demo={demo}
      answer={answer}
      specs={OFFICE_FIELDS}
      save={t("company.saveOffice")}
    />
  );
}
