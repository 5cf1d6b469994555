/**
 * Choosing a password from an e-mailed link (a reset, or the welcome link after approval). The
 * token is the ERP's, single use, valid for an hour (a week for a welcome); the page never shows
 * whether a link is good until the form is sent (the ERP checks it then, once).
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { ErpCallError, weakPassword } from "../.server/erp.ts";
import { commitSession } from "../.server/session.ts";
import { shop } from "../.server/shop.ts";
import { ErrorList } from "../components/form-fields.tsx";
import { NewPasswordFields } from "../components/new-password-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { SetPasswordFormSchema } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";

/** The form's constraints: its action alone validates it (decisions 0046 and 0049). */
export async function loader() {
  return { constraint: formConstraint(SetPasswordFormSchema) };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, session } = await shop(request, load);
  const submission = parseWithZod(await request.formData(), { schema: SetPasswordFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), invalid: false }, { status: 400 });
  try {
    const { email } = await erp.setPassword(params.token ?? "", submission.value.password);
    session.flash("notice", { key: "account:password.done", tone: "success" });
    return redirect(`/login?${new URLSearchParams({ email })}`, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session) },
    });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "TOKEN_INVALID" || error.code === "BAD_REQUEST")
      return data({ result: submission.reply({ hideFields: ["password", "repeat"] }), invalid: true }, { status: 400 });
    const throttled = error.throttled;
    if (throttled)
      return data(
        {
          result: submission.reply({ formErrors: [throttled.key], hideFields: ["password", "repeat"] }),
          invalid: false,
        },
        { status: 429, headers: throttled.headers },
      );
    if (error.code === "PASSWORD_WEAK")
      return data(
        {
          result: submission.reply({ fieldErrors: { password: [weakPassword(error)] } }),
          invalid: false,
        },
        { status: 400 },
      );
    throw error;
  }
}

export const meta = accountMeta("password");

export default function ChoosePassword() {
  const { t } = useTranslation("account");
  const actionData = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof SetPasswordFormSchema>>("set-password", {
    lastResult: actionData?.result,
    constraint,
  });
  if (actionData?.invalid) {
    return (
      <section className="page narrow">
        <h1>{t("password.title")}</h1>
        <p role="alert" className="notice notice-warning">
          {t("password.invalid")}
        </p>
        <p>
          <PageLink to="/login/forgot">{t("password.again")}</PageLink>
        </p>
      </section>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t("password.title")}</h1>
      <p id="password-rule">{t("password.intro")}</p>
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <NewPasswordFields password={fields.password} repeat={fields.repeat} />
        <button type="submit" className="button button-primary">
          {t("password.submit")}
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
