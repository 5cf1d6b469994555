/**
 * Sign-in (issue 20; transactions.md: AUTH001 leads here). A plain form: the ERP checks the
 * password, counts failures per account and per client address, and answers a new session token,
 * kept in a new session cookie (no fixation). Then back to the page the shopper came from (a path
 * of this shop only), else the account.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError } from "../.server/erp.ts";
import { commitSession, signInSession } from "../.server/session.ts";
import { rememberBasket, shop } from "../.server/shop.ts";
import { sessionUser } from "../.server/user.ts";
import { BusyButton } from "../components/busy-button.tsx";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { SignInFormSchema } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";
import { safePath } from "../lib/safe-path.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await shop(request, load);
  const url = new URL(request.url);
  const redirectTo = safePath(url.searchParams.get("redirectTo"), "/account");
  if (sessionUser(session)) return redirect(redirectTo, 303);
  return {
    redirectTo,
    email: url.searchParams.get("email")?.slice(0, 254) ?? "",
    // The form's constraints: its action alone validates it (decision 0046).
    constraint: formConstraint(SignInFormSchema),
  };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await shop(request, load);
  const submission = parseWithZod(await request.formData(), { schema: SignInFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { email, password, remember, redirectTo } = submission.value;
  const refuse = (status: number, key: string, headers: Record<string, string> = {}) =>
    data({ result: submission.reply({ formErrors: [key], hideFields: ["password"] }) }, { status, headers });
  try {
    const { token, account, basket } = await erp.signIn(
      email,
      password,
      clientAddress(request, load),
      session.get("cartId"),
      remember === true,
    );
    const fresh = await signInSession(session, { token, email: account.email, role: account.role });
    // The basket is now the customer's (the guest's lines joined it), on this device and every other.
    rememberBasket(fresh, basket?.cart_id ?? null, basket?.quantity ?? 0);
    // The shop opens in the customer's language and currency (their settings), unless this browser
    // already chose one.
    if (session.get("lang") === undefined) fresh.set("lang", account.lang);
    if (session.get("currency") === undefined) fresh.set("currency", account.currency);
    fresh.flash("notice", { key: "account:login.signedIn", tone: "success" });
    return redirect(safePath(redirectTo, "/account"), {
      status: 303,
      headers: { "Set-Cookie": await commitSession(fresh) },
    });
  } catch (error) {
    if (!(error instanceof ErpCallError)) throw error;
    if (error.code === "SIGNIN_FAILED") return refuse(401, "account:login.failed");
    const throttled = error.throttled;
    if (throttled) return refuse(429, throttled.key, throttled.headers);
    if (error.code === "ACCOUNT_INACTIVE") {
      const status = error.fields?.status?.[0];
      const known = status === "applicant" || status === "on_hold" || status === "closed";
      return refuse(403, `account:login.inactive.${known ? status : "closed"}`);
    }
    throw error;
  }
}

export const meta = accountMeta("login");

export default function SignIn() {
  const { t } = useTranslation("account");
  const { redirectTo, email, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof SignInFormSchema>>("sign-in", {
    lastResult: actionData?.result,
    defaultValue: { email, redirectTo },
    constraint,
  });
  return (
    <section className="page narrow">
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro")}</p>
      <Form method="post" {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <InputField field={fields.email} label={t("login.email")} type="email" autoComplete="username" />
        <InputField
          field={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
        />
        <div className="field field-checkbox">
          <div className="checkbox-row">
            <input
              type="checkbox"
              id={fields.remember.id}
              name={fields.remember.name}
              value="on"
              aria-describedby="remember-hint"
            />
            <label htmlFor={fields.remember.id}>{t("login.remember")}</label>
          </div>
          <p id="remember-hint" className="muted field-hint">
            {t("login.rememberHint")}
          </p>
        </div>
        <BusyButton>{t("login.submit")}</BusyButton>
      </Form>
      <p>
        <PageLink to="/login/forgot">{t("login.forgot")}</PageLink>
      </p>
      <p>
        {t("apply.loginPrompt")} <PageLink to="/apply">{t("apply.loginLink")}</PageLink>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
