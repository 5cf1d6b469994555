/**
 * The office's recovery codes (issue 38): new codes for the password (the old ones stop working),
 * and the page that shows new codes once, after enrolment or a renewal. The codes come in the
 * session's flash, so they are never in a URL, a log line or the browser's history, and a reload
 * shows them no more.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError } from "../.server/erp.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeRequest } from "../.server/office.ts";
import { commitSession } from "../.server/session.ts";
import { BusyButton } from "../components/busy-button.tsx";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { PageLink } from "../components/page-link.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { RenewCodesFormSchema } from "../lib/office-forms.ts";

/** The ERP's answers to a wrong password (the same as a failed sign-in, or the field named). */
const WRONG_PASSWORD = new Set(["STAFF_SIGNIN_FAILED", "STAFF_PASSWORD_WRONG"]);

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await officeRequest(request, load);
  const constraint = formConstraint(RenewCodesFormSchema);
  const codes = session.get("recoveryCodes");
  if (!Array.isArray(codes)) return data({ codes: null, constraint });
  // Read once: the flash is gone from the cookie this answer sets.
  return data({ codes, constraint }, { headers: { "Set-Cookie": await commitSession(session) } });
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session, staff } = await officeRequest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: RenewCodesFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const { recoverycodes } = await call("renewRecoveryCodes", {
      password: submission.value.password,
      client: clientAddress(request, load),
    });
    session.set("staff", { ...staff, recoveryLeft: recoverycodes.length });
    session.flash("recoveryCodes", recoverycodes);
    return redirect("/office/recovery-codes", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    const hidden = { hideFields: ["password"] };
    if (WRONG_PASSWORD.has(error.code) || (error.code === "BAD_REQUEST" && error.fields?.password))
      return data(
        { result: submission.reply({ fieldErrors: { password: ["office:errors.passwordWrong"] }, ...hidden }) },
        { status: 400 },
      );
    const throttled = error.throttled;
    if (throttled)
      return data(
        { result: submission.reply({ fieldErrors: { password: [throttled.key] }, ...hidden }) },
        { status: 429, headers: throttled.headers },
      );
    throw error;
  }
}

export const meta = officeMeta("recoveryCodes");
export const headers = officeHeaders;

export default function RecoveryCodes() {
  const { t } = useTranslation("office");
  const { codes, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof RenewCodesFormSchema>>("renew-codes", {
    lastResult: actionData?.result,
    constraint,
  });
  if (codes) {
    return (
      <section className="page narrow">
        <h1>{t("recoveryCodes.newTitle")}</h1>
        <p className="notice notice-warning">{t("recoveryCodes.once")}</p>
        <ol className="office-codes" aria-label={t("recoveryCodes.listLabel")}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <p>{t("recoveryCodes.use")}</p>
        <p>
          <PageLink to="/office" className="button button-primary">
            {t("recoveryCodes.continue")}
          </PageLink>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t("recoveryCodes.title")}</h1>
      <p>{t("recoveryCodes.intro")}</p>
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.password}
          label={t("recoveryCodes.password")}
          type="password"
          autoComplete="current-password"
        />
        <BusyButton>{t("recoveryCodes.submit")}</BusyButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
