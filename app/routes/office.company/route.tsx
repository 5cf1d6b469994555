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
import { COMPANY_IDS, REGIONS } from "../../../contract/seller.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { officeRequest } from "../../.server/office.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { CompanyPageFormSchema, companyFormValue, translatedErrors } from "../../lib/office-company-forms.ts";
import { CompanyForm, OfficeForm, type CompanyAnswer } from "./company-forms.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const { companies, offices } = await call("getCompanyData", {});
  return {
    companies: COMPANY_IDS.map((id) => {
      const stored = companies.find((c) => c.company.id === id);
      return { id, company: stored ? companyFormValue(stored.company) : null, demo: stored?.demo ?? false };
    }),
    offices: REGIONS.map((region) => {
      const stored = offices.find((o) => o.region === region);
      return { region, office: stored?.office ?? null, demo: stored?.demo ?? false };
    }),
  };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: CompanyPageFormSchema });
  const payload = submission.payload as Record<string, unknown>;
  const form = payload.intent === "office" ? `office-${String(payload.region)}` : `company-${String(payload.id)}`;
  const refused = (status: number, error: Record<string, string[]>): CompanyAnswer => ({
    form,
    status,
    result: { status: "error", initialValue: payload, error },
  });
  if (submission.status !== "success") {
    const errors = translatedErrors(submission.error);
    return data(refused(400, Object.keys(errors).length ? errors : { "": ["errors.invalid"] }), { status: 400 });
  }
  const value = submission.value;
  try {
    if (value.intent === "company") {
      const { intent: _, ...company } = value;
      await call("setSellerCompany", { company });
    } else {
      const { intent: _, region, ...office } = value;
      await call("setSellerOffice", { region, office });
    }
  } catch (error) {
    // The ERP's own check (the same schema): its field errors shown as the form's.
    if (error instanceof ErpCallError && error.status === 400 && error.fields) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, messages]) => [path.replace(/^(company|office)\./, ""), messages]),
      );
      return data(refused(400, translatedErrors(fields)), { status: 400 });
    }
    throw error;
  }
  session.flash("notice", {
    key: value.intent === "company" ? "office:company.savedCompany" : "office:company.savedOffice",
    params: { what: value.intent === "company" ? value.name : value.region },
    tone: "success",
  });
  return redirect("/office/company", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta = officeMeta("company");
export const headers = officeHeaders;

export default function CompanyPage() {
  const { t } = useTranslation("office");
  const { companies, offices } = useLoaderData<typeof loader>();
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
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
