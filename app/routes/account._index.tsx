/**
 * The account area's first page (issue 20): the customer's profile and terms as the ERP keeps
 * them, their agreed price levels, and the forms to change the password (which signs out every
 * other browser) and the sign-in e-mail. Only for a signed-in customer; anyone else is sent to
 * sign in and comes back here.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { z } from "zod";
import { clientAddress } from "../.server/enquiry-guard.ts";
import { ErpCallError, weakPassword } from "../.server/erp.ts";
import { customerShop } from "../.server/customer.ts";
import { commitSession } from "../.server/session.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { FactList } from "../components/fact-list.tsx";
import { RECENT_ORDERS, RecentOrders } from "../components/recent-orders.tsx";
import { DataTable } from "../components/data-table.tsx";
import { InputField } from "../components/form-fields.tsx";
import { IntentForm } from "../components/intent-form.tsx";
import { NewPasswordFields } from "../components/new-password-fields.tsx";
import { useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { ChangeEmailFormSchema, ChangePasswordFormSchema } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";
import { brandName } from "../lib/brands.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp, session, user } = await customerShop(request, load);
  const [account, recent] = await Promise.all([
    erp.getAccount(),
    erp.call("getOrderHistory", { pagesize: RECENT_ORDERS }),
  ]);
  // The forms' constraints: their action alone validates them (decision 0046).
  const constraints = {
    password: formConstraint(ChangePasswordFormSchema),
    email: formConstraint(ChangeEmailFormSchema),
  };
  const answer = { account, recent: recent.orders, constraints };
  if (user.role === account.role) return answer;
  // The role noted at sign-in follows a change an admin made since: the navigation shows what it allows.
  session.set("user", { ...user, role: account.role });
  return data(answer, { headers: { "Set-Cookie": await commitSession(session) } });
}

type Answer = { form: "password" | "email"; result: SubmissionResult<string[]> };

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session, user } = await customerShop(request, load, "/account");
  const formData = await request.formData();
  const client = clientAddress(request, load);
  if (formData.get("intent") === "others") {
    const { ended } = await erp.signOutOthers();
    session.flash("notice", { key: "account:account.signedOutOthers", params: { count: ended }, tone: "success" });
    return redirect("/account", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  }
  if (formData.get("intent") === "email") {
    const submission = parseWithZod(formData, { schema: ChangeEmailFormSchema });
    const answer = (result: SubmissionResult<string[]>, status: number, headers: Record<string, string> = {}) =>
      data<Answer>({ form: "email", result }, { status, headers });
    if (submission.status !== "success") return answer(submission.reply(), 400);
    try {
      // Nothing changes yet: the address changes when the link mailed to it is followed.
      const { pending } = await erp.changeEmail(submission.value.password, submission.value.email, client);
      session.flash("notice", { key: "account:account.emailPending", params: { email: pending }, tone: "success" });
      return redirect("/account", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
    } catch (error) {
      const refusal = refused(error, { current: "password" });
      if (!refusal) throw error;
      return answer(
        submission.reply({ fieldErrors: refusal.fields, hideFields: ["password"] }),
        refusal.status,
        refusal.headers,
      );
    }
  }
  const submission = parseWithZod(formData, { schema: ChangePasswordFormSchema });
  const answer = (result: SubmissionResult<string[]>, status: number, headers: Record<string, string> = {}) =>
    data<Answer>({ form: "password", result }, { status, headers });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const v: z.output<typeof ChangePasswordFormSchema> = submission.value;
  try {
    // Every session of the account ends; this browser carries on with the new token.
    const { token } = await erp.changePassword(v.current, v.password, client);
    session.set("user", { ...user, token });
    session.flash("notice", { key: "account:account.passwordChanged", tone: "success" });
    return redirect("/account", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    const refusal = refused(error, { current: "current" });
    if (!refusal) throw error;
    return answer(
      submission.reply({ fieldErrors: refusal.fields, hideFields: ["current", "password", "repeat"] }),
      refusal.status,
      refusal.headers,
    );
  }
}

type Refusal = { fields: Record<string, string[]>; status: number; headers?: Record<string, string> };

/** The ERP's refusal of a change as the form's field errors (null: not a refusal of the form). */
function refused(error: unknown, names: { current: string }): Refusal | null {
  if (!(error instanceof ErpCallError)) return null;
  const throttled = error.throttled;
  if (throttled) return { fields: { [names.current]: [throttled.key] }, status: 429, headers: throttled.headers };
  if (error.code === "PASSWORD_WEAK") return { fields: { password: [weakPassword(error)] }, status: 400 };
  if (error.code !== "BAD_REQUEST" || !error.fields) return null;
  if (error.fields.current) return { fields: { [names.current]: ["account:errors.currentWrong"] }, status: 400 };
  if (error.fields.email) return { fields: { email: ["account:errors.emailTaken"] }, status: 400 };
  return null;
}

export const meta = accountMeta("account");

export default function AccountPage() {
  const { t, i18n } = useTranslation("account");
  const { account, recent, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  // A new location (the redirect after a change) starts the forms afresh: no password stays typed in.
  const { key: visit } = useLocation();
  const [passwordForm, password] = useServerForm<z.input<typeof ChangePasswordFormSchema>>("change-password", {
    lastResult: answer?.form === "password" ? answer.result : undefined,
    constraint: constraints.password,
  });
  const [emailForm, email] = useServerForm<z.input<typeof ChangeEmailFormSchema>>("change-email", {
    lastResult: answer?.form === "email" ? answer.result : undefined,
    constraint: constraints.email,
  });
  const rows: [string, string][] = [
    [t("account.number"), account.number],
    [t("account.company"), account.company],
    [t("account.contact"), account.contactname],
    [t("account.role"), t(`people.roles.${account.role}`)],
    [t("account.email"), account.email],
    [t("account.phone"), account.phone || "–"],
    [t("account.vat"), account.vatnumber || "–"],
    [
      t("account.terms"),
      account.creditterms === "invoice" ? t("account.invoice", { days: account.duedays }) : t("account.prepaid"),
    ],
  ];
  return (
    <div className="page account-page">
      <h1>{t("account.title")}</h1>
      <AccountNav />
      <section aria-labelledby="account-profile">
        <h2 id="account-profile">{t("account.profile")}</h2>
        <FactList className="facts" facts={rows} />
      </section>
      <RecentOrders orders={recent} />
      <section aria-labelledby="account-levels">
        <h2 id="account-levels">{t("account.levels")}</h2>
        <DataTable
          items={account.pricelevels}
          none={t("account.noLevels")}
          className="content-table"
          rowKey={(l) => `${l.brand ?? ""}:${l.pricegroup ?? ""}`}
          columns={[
            {
              label: t("account.scope"),
              rowHeader: true,
              // Named by what it covers, in the page's language: the office's own name for a level
              // is one language's (issue 43 item 4).
              cell: (l) =>
                l.brand
                  ? t("account.brand", { brand: brandName(l.brand) })
                  : l.pricegroup
                    ? t("account.pricegroup", { group: l.pricegroup })
                    : t("account.every"),
            },
            {
              label: t("account.discount"),
              cell: (l) =>
                `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(l.discountpct)} %`,
            },
          ]}
        />
      </section>
      <section aria-labelledby="account-password">
        <h2 id="account-password">{t("account.changePassword")}</h2>
        <IntentForm key={visit} form={passwordForm} intent="password" className="stack narrow">
          <InputField
            field={password.current}
            label={t("account.current")}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields password={password.password} repeat={password.repeat} hint={t("password.intro")} />
          <button type="submit" className="button button-primary">
            {t("account.changePassword")}
          </button>
        </IntentForm>
      </section>
      <section aria-labelledby="account-email">
        <h2 id="account-email">{t("account.changeEmail")}</h2>
        <IntentForm key={visit} form={emailForm} intent="email" className="stack narrow">
          <InputField field={email.email} label={t("account.newEmail")} type="email" autoComplete="email" />
          <InputField
            field={email.password}
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="button">
            {t("account.changeEmail")}
          </button>
        </IntentForm>
      </section>
      <section aria-labelledby="account-sessions">
        <h2 id="account-sessions">{t("account.sessions")}</h2>
        <p>{t("account.sessionsIntro")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="others" />
          <button type="submit" className="button">
            {t("account.signOutOthers")}
          </button>
        </Form>
      </section>
      <Form method="post" action="/logout">
        <button type="submit" className="button button-quiet">
          {t("header.signOut")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
