/**
 * The office's sign-in (issue 38): e-mail, password and a code from the authenticator app (or a
 * recovery code) in one form, checked by the ERP as one try. A staff session is its own token in
 * the cookie, apart from a customer's; the cookie changes on sign-in (no fixation). Then on to the
 * office page asked for (an office path only), else the office's home.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError } from "../.server/erp.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { officeGuest, officeNext, requireOffice } from "../.server/office.ts";
import { commitSession, staffSignInSession } from "../.server/session.ts";
import { BusyButton } from "../components/busy-button.tsx";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { OfficeShell, OfficeShellErrorBoundary } from "../components/office-shell.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { officeHeaders, officeLinks, officeMeta } from "../lib/office-meta.ts";
import { StaffSignInFormSchema } from "../lib/office-forms.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session, call } = await officeGuest(request, load);
  const next = officeNext(new URL(request.url).searchParams.get("next"));
  // Signed in already: on to the page (whose layout asks the ERP whether the session still holds).
  if (session.get("staff")?.token) return redirect(next, 303);
  await requireOffice(call);
  return { next, constraint: formConstraint(StaffSignInFormSchema) };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeGuest(request, load);
  const submission = parseWithZod(await request.formData(), { schema: StaffSignInFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), retry: null }, { status: 400 });
  const { email, password, code, next } = submission.value;
  const refuse = (status: number, key: string | null, retry: number | null, headers: Record<string, string> = {}) =>
    data(
      {
        result: submission.reply({ formErrors: key ? [key] : [], hideFields: ["password", "code"] }),
        retry,
      },
      { status, headers },
    );
  try {
    const signedIn = await call("staffSignIn", { email, password, code, client: clientAddress(request, load) });
    const fresh = await staffSignInSession(session, {
      token: signedIn.token,
      email: signedIn.staff.email,
      recoveryLeft: signedIn.recoveryleft,
    });
    fresh.flash("notice", { key: "office:signIn.signedIn", tone: "success" });
    return redirect(officeNext(next), { status: 303, headers: { "Set-Cookie": await commitSession(fresh) } });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "STAFF_SIGNIN_FAILED") return refuse(401, "office:signIn.failed", null);
    if (error.code === "SIGNIN_LOCKED")
      // How long to wait, in whole minutes (at least one), from the ERP's retry_after.
      return refuse(429, null, Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)), error.retryHeaders);
    if (error.code === "SIGNIN_BUSY") return refuse(429, "account:login.busy", null, error.retryHeaders);
    throw error;
  }
}

export const meta = officeMeta("signIn");
export const headers = officeHeaders;
export const links = officeLinks;

/** The page inside the office's shell (the root layout leaves it to the office). */
export default function OfficeSignIn() {
  return (
    <OfficeShell>
      <OfficeSignInPage />
    </OfficeShell>
  );
}

function OfficeSignInPage() {
  const { t } = useTranslation("office");
  const { next, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof StaffSignInFormSchema>>("office-sign-in", {
    lastResult: actionData?.result,
    defaultValue: { next },
    constraint,
  });
  return (
    <section className="page narrow">
      <h1>{t("signIn.title")}</h1>
      <p>{t("signIn.intro")}</p>
      {actionData?.retry ? (
        <p role="alert" className="notice notice-warning">
          {t("signIn.locked", { count: actionData.retry })}
        </p>
      ) : null}
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="next" value={next} />
        <InputField field={fields.email} label={t("signIn.email")} type="email" autoComplete="username" />
        <InputField
          field={fields.password}
          label={t("signIn.password")}
          type="password"
          autoComplete="current-password"
        />
        <InputField
          field={fields.code}
          label={t("signIn.code")}
          autoComplete="one-time-code"
          hint={t("signIn.codeHint")}
        />
        <BusyButton>{t("signIn.submit")}</BusyButton>
      </Form>
    </section>
  );
}

export const ErrorBoundary = OfficeShellErrorBoundary;
