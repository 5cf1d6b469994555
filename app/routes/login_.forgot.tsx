/**
 * A forgotten password: the ERP mails a single-use link valid for an hour if the address belongs
 * to an active account. The answer is the same either way (no account enumeration); requests are
 * limited per client address like the enquiry forms.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { clientAddress, overRateLimit } from "../.server/enquiry-guard.ts";
import { shop } from "../.server/shop.ts";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { ForgotFormSchema } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";

/** The form's constraints: its action alone validates it (decisions 0046 and 0049). */
export async function loader() {
  return { constraint: formConstraint(ForgotFormSchema) };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp } = await shop(request, load);
  const submission = parseWithZod(await request.formData(), { schema: ForgotFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const limited = await overRateLimit(erp, "enquiry", clientAddress(request, load));
  if (limited)
    return data(
      { result: submission.reply({ formErrors: ["account:forgot.limited"] }), sent: false },
      { status: 429, headers: limited.headers },
    );
  await erp.requestPasswordReset(submission.value.email);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export const meta = accountMeta("forgot");

export default function ForgotPassword() {
  const { t } = useTranslation("account");
  const actionData = useActionData<typeof action>();
  const { constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<z.input<typeof ForgotFormSchema>>("forgot", {
    lastResult: actionData?.result,
    constraint,
  });
  return (
    <section className="page narrow">
      <h1>{t("forgot.title")}</h1>
      {actionData?.sent ? (
        <p role="status" className="notice">
          {t("forgot.sent")}
        </p>
      ) : (
        <p>{t("forgot.intro")}</p>
      )}
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label={t("login.email")} type="email" autoComplete="username" />
        <button type="submit" className="button button-primary">
          {t("forgot.submit")}
        </button>
      </Form>
      <p>
        <PageLink to="/login">{t("login.title")}</PageLink>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
