/**
 * The applicants waiting for a decision (issue 38 item 3; the sales desk's), oldest first, each
 * with their application: approve (the account opens and the applicant is mailed the link to set a
 * password) or decline, which asks first (a GET form shows the question, whose answer is the POST);
 * either way the applicant hears by mail in their language. The ERP records each decision.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { OfficeApplicant } from "../../contract/office-customers.ts";
import { ErpCallError } from "../.server/erp.ts";
import { officeRequest } from "../.server/office.ts";
import { commitSession } from "../.server/session.ts";
import { ErrorList } from "../components/form-fields.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { LanguageField, PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { useServerForm, type FormResult } from "../components/server-form.tsx";
import { officeTime } from "../lib/office-format.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { DecisionFormSchema } from "../lib/office-customer-forms.ts";
import { useLinkedLanguage } from "../root-data.ts";
import { ApplicationDetailsList } from "../components/office-application.tsx";

const PAGE_SIZE = 20;

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, context } = await officeRequest(request, load);
  const url = new URL(request.url);
  const raw = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  const list = await call("listApplicants", { page, pagesize: PAGE_SIZE });
  const asked = url.searchParams.get("decline");
  const confirm = list.applicants.find((a) => a.number === asked) ?? null;
  return {
    applicants: list.applicants,
    total: list.total,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    confirm,
    lang: context.lang,
  };
}

interface DecisionAnswer {
  number: string | null;
  result: FormResult;
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: DecisionFormSchema });
  const number = typeof submission.payload.number === "string" ? submission.payload.number : null;
  const answer = (status: number, result: FormResult) => data<DecisionAnswer>({ number, result }, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const { decision } = submission.value;
  try {
    const { customer } = await call("decideApplication", { number: submission.value.number, decision });
    session.flash("notice", {
      key: decision === "approve" ? "office:applications.approved" : "office:applications.declined",
      params: { name: customer.company, email: customer.email },
      tone: "success",
    });
    return redirect("/office/applications", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "CUSTOMER_STATE")
      return answer(409, submission.reply({ formErrors: ["office:errors.notApplicant"] }));
    if (error.status === 404) return answer(404, submission.reply({ formErrors: ["office:errors.customerGone"] }));
    if (error.status === 400) return answer(400, submission.reply({ formErrors: ["errors.invalid"] }));
    throw error;
  }
}

export const meta = officeMeta("applications");
export const headers = officeHeaders;

export default function Applications() {
  const { t } = useTranslation("office");
  const { applicants, total, page, pages, confirm, lang } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as DecisionAnswer | undefined;
  const [form] = useServerForm<{ number: string; decision: string }>("decision", { lastResult: answer?.result });
  const action = `/office/applications${useLinkedLanguage()}`;
  return (
    <section className="page office-page">
      <h1>{t("applications.title")}</h1>
      <ErrorList id={form.errorId} errors={form.errors} />
      {confirm ? <DeclineQuestion applicant={confirm} action={action} /> : null}
      <p role="status">{t("applications.waiting", { count: total })}</p>
      <ul className="office-staff-list">
        {applicants.map((a) => (
          <li className="office-card" key={a.number} aria-labelledby={`applicant-${a.number}`}>
            <h2 id={`applicant-${a.number}`}>
              {a.company} <span className="muted">{a.number}</span>
            </h2>
            <p>
              {t("applications.appliedAt", { date: officeTime(a.application.date, lang) })}{" "}
              <PageLink to={`/office/customers/${encodeURIComponent(a.number)}`}>{t("applications.details")}</PageLink>
            </p>
            <ApplicationDetailsList details={a.application.details} />
            <div className="office-actions">
              <Form method="post" action={action}>
                <input type="hidden" name="number" value={a.number} />
                <button type="submit" name="decision" value="approve" className="button button-primary">
                  {t("applications.approve", { name: a.company })}
                </button>
              </Form>
              <Form method="get" action="/office/applications">
                <LanguageField />
                {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
                <button type="submit" name="decline" value={a.number} className="button-link">
                  {t("applications.decline", { name: a.company })}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <TextPager
        page={page}
        pages={pages}
        to={(p) => `/office/applications${p > 1 ? `?page=${p}` : ""}`}
        t={t}
        prefix="applications."
      />
    </section>
  );
}

/** Are you sure? The applicant is told by mail that no account is opened; the POST of this form does it. */
function DeclineQuestion({ applicant, action }: { applicant: OfficeApplicant; action: string }) {
  const { t } = useTranslation("office");
  return (
    <section className="office-confirm" aria-labelledby="decline-question">
      <h2 id="decline-question">{t("applications.declineQuestion", { name: applicant.company })}</h2>
      <p>{t("applications.declineText", { email: applicant.email })}</p>
      <Form method="post" action={action} className="office-actions">
        <input type="hidden" name="number" value={applicant.number} />
        <button type="submit" name="decision" value="decline" className="button button-danger">
          {t("applications.declineYes")}
        </button>
        <PageLink to="/office/applications" className="button">
          {t("applications.declineNo")}
        </PageLink>
      </Form>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
