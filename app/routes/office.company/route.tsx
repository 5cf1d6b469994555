/**
 * The company's own data (issue 38 item 3; the owner's; decision 0057): the seller record, each
 * company's legal identity and each region's office, shown in forms and saved through the ERP's
 * office calls, which check it again and audit every write. The shop's pages, the PDFs and the
 * mails read the record from the ERP, so a saved change shows on every instance within seconds.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { z } from "zod";
import { COMPANY_IDS, formatIban, REGIONS } from "../../../contract/seller.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import {
  answerForm,
  CompanyPageFormSchema,
  companyFormValue,
  ERP_FIELD_KEYS,
  translatedErrors,
} from "../../lib/office-company-forms.ts";
import { CompanyForm, OfficeForm, type CompanyAnswer } from "./company-forms.tsx";
import { AccountForm, AccountList, RegistrationForm, RegistrationList } from "./money-forms.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const { companies, offices, accounts, registrations } = await call("getCompanyData", {});
  return {
    companies: COMPANY_IDS.map((id) => {
      const stored = companies.find((c) => c.company.id === id);
      return { id, company: stored ? companyFormValue(stored.company) : null, demo: stored?.demo ?? false };
    }),
    offices: REGIONS.map((region) => {
      const stored = offices.find((o) => o.region === region);
      return { region, office: stored?.office ?? null, demo: stored?.demo ?? false };
    }),
    accounts: accounts.map((a) => ({ ...a, iban: formatIban(a.iban) })),
    registrations,
  };
}

/** The ERP's 400 of a record, an account or a registration: its fields as the form's, translated. */
function erpFieldErrors(fields: Record<string, string[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = path.replace(/^(company|office)\./, "");
    errors[field] = ERP_FIELD_KEYS[field]
      ? [ERP_FIELD_KEYS[field]]
      : (translatedErrors({ [field]: messages })[field] ?? []);
  }
  return errors;
}

/** Saves what the form says through the ERP; the notice to show. */
async function save(
  call: Awaited<ReturnType<typeof officeRequest>>["call"],
  value: z.infer<typeof CompanyPageFormSchema>,
): Promise<{ key: string; params: Record<string, string> }> {
  switch (value.intent) {
    case "company": {
      const { intent: _, ...company } = value;
      await call("setSellerCompany", { company });
      return { key: "office:company.savedCompany", params: { what: value.name } };
    }
    case "office": {
      const { intent: _, region, ...office } = value;
      await call("setSellerOffice", { region, office });
      return { key: "office:company.savedOffice", params: { what: region } };
    }
    case "account": {
      const { intent: _, ...account } = value;
      await call("setBankAccount", account);
      return { key: "office:company.accountSaved", params: { what: `${value.seller} ${value.currency}` } };
    }
    case "removeAccount": {
      await call("removeBankAccount", { seller: value.seller, currency: value.currency });
      return { key: "office:company.accountRemoved", params: { what: `${value.seller} ${value.currency}` } };
    }
    case "registration": {
      const { intent: _, ...registration } = value;
      await call("setVatRegistration", registration);
      return { key: "office:company.registrationSaved", params: { what: `${value.seller} ${value.country}` } };
    }
    case "endRegistration": {
      await call("endVatRegistration", { seller: value.seller, country: value.country, lastday: value.lastday });
      return { key: "office:company.registrationEnded", params: { what: `${value.seller} ${value.country}` } };
    }
  }
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: CompanyPageFormSchema });
  const payload = submission.payload as Record<string, unknown>;
  const refused = (status: number, error: Record<string, string[]>): CompanyAnswer => ({
    form: answerForm(payload),
    status,
    result: { status: "error", initialValue: payload, error },
  });
  if (submission.status !== "success") {
    const errors = translatedErrors(submission.error);
    return data(refused(400, Object.keys(errors).length ? errors : { "": ["errors.invalid"] }), { status: 400 });
  }
  let notice: { key: string; params: Record<string, string> };
  try {
    notice = await save(call, submission.value);
  } catch (error) {
    // The ERP's own checks (the contract's schema, the IBAN, the VAT number): shown at their fields.
    if (error instanceof ErpCallError && error.status === 400 && error.fields)
      return data(refused(400, erpFieldErrors(error.fields)), { status: 400 });
    throw error;
  }
  session.flash("notice", { ...notice, tone: "success" });
  return redirect("/office/company", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta = officeMeta("company");
export const headers = officeHeaders;

export default function CompanyPage() {
  const { t } = useTranslation("office");
  const { companies, offices, accounts, registrations } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CompanyAnswer | undefined;
  return (
    <section className="page office-page">
      <h1>{t("company.title")}</h1>
      <p>{t("company.intro")}</p>
      {companies.map((c) => (
        <CompanyForm
          key={c.id}
          id={c.id}
          company={c.company}
          demo={c.demo}
          answer={answer?.form === `company-${c.id}` ? answer : undefined}
        />
      ))}
      {offices.map((o) => (
        <OfficeForm
          key={o.region}
          region={o.region}
          office={o.office}
          demo={o.demo}
          answer={answer?.form === `office-${o.region}` ? answer : undefined}
        />
      ))}
      <section className="office-card" aria-labelledby="accounts-title">
        <h2 id="accounts-title">{t("company.accountsTitle")}</h2>
        <AccountList accounts={accounts} answer={answer} />
        <AccountForm answer={answer?.form === "account" ? answer : undefined} />
      </section>
      <section className="office-card" aria-labelledby="registrations-title">
        <h2 id="registrations-title">{t("company.registrationsTitle")}</h2>
        <RegistrationList registrations={registrations} answer={answer} />
        <RegistrationForm answer={answer?.form === "registration" ? answer : undefined} />
      </section>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
