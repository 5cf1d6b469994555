/**
 * The customer's settings (issue 20 item 4): the language and currency the shop opens in when they
 * sign in (and the language of the ERP's e-mails to them), and their yes or no to product news.
 * Saving also switches this browser to the chosen language and currency.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { LANGUAGES } from "../../contract/languages.ts";
import { CURRENCIES } from "../../contract/money.ts";
import { customerShop } from "../.server/customer.ts";
import { redirectWithSession } from "../.server/shop.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { ErrorList, SelectField } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { SettingsFormSchema } from "../lib/account.ts";
import { accountMeta } from "../lib/account-meta.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  const account = await erp.getAccount();
  return {
    values: { language: account.lang, currency: account.currency, newsMail: account.newsmail ? "on" : undefined },
    // The form's constraints: its action alone validates it (decision 0046).
    constraint: formConstraint(SettingsFormSchema),
  };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp, session } = await customerShop(request, load, "/account/settings");
  const submission = parseWithZod(await request.formData(), { schema: SettingsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { language, currency, newsMail } = submission.value;
  await erp.updateSettings({ language, preferredcurrency: currency, newsmail: newsMail ?? false });
  session.set("lang", language);
  session.set("currency", currency);
  return redirectWithSession("/account/settings", session, { key: "account:settings.saved", tone: "success" });
}

export const meta = accountMeta("settings");

export default function SettingsPage() {
  const { t } = useTranslation("account");
  const { t: tCommon } = useTranslation();
  const { values, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useServerForm<z.input<typeof SettingsFormSchema>>("settings", {
    lastResult: answer?.result,
    defaultValue: values,
    constraint,
  });
  return (
    <div className="page account-page">
      <h1>{t("settings.title")}</h1>
      <AccountNav />
      <Form method="post" {...formProps(form)} className="stack narrow">
        <p>{t("settings.intro")}</p>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SelectField field={fields.language} label={t("settings.language")} choose="–">
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {tCommon(`language.${l}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.currency} label={t("settings.currency")} choose="–">
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend>{t("settings.mail")}</legend>
          <CheckboxField field={fields.newsMail} label={t("settings.newsMail")} hint={t("settings.newsMailHint")} />
        </fieldset>
        <button type="submit" className="button button-primary">
          {t("settings.save")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
