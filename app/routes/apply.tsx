/**
 * Apply to become a customer, dealer or distributor (issue 20 item 6). The dealer enquiry's fields
 * plus what an account needs; guarded like the contact page's forms (rate limit per client address
 * in the ERP's database, honeypot with a minimum fill time, the captcha when configured). The ERP
 * stores the applicant, mails the office and acknowledges in the applicant's language; the answer
 * is the same whether or not the address already has an account. Then a thank-you page says what
 * happens next.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { captchaSettings, publicCaptcha } from "../.server/captcha.ts";
import { sendFailure } from "../.server/send-failure.ts";
import { honeypotInputProps } from "../.server/enquiry-guard.ts";
import { guardEnquiry } from "../.server/form-guard.ts";
import { enquiryConfig } from "../.server/env.ts";
import { ErpCallError } from "../.server/erp.ts";
import { shop } from "../.server/shop.ts";
import { SendFailureNotice } from "../components/lazy-parts.tsx";
import { ErrorList, InputField, Required, SelectField, SendButton, TextareaField } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { FormGuard } from "../components/form-guard.tsx";
import { DealerCountryField } from "../components/contact-forms.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { ApplyFormSchema } from "../lib/apply.ts";
import { APPLYING_AS } from "../../contract/application-constants.ts";
import { CONTACT_COUNTRIES, countryName } from "../../contract/countries.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { DEALER_CUSTOMERS, DEALER_RANGES, DEALER_STOCK, DEALER_WHO } from "../../contract/mail-fields.ts";
import { CURRENCIES } from "../../contract/money.ts";

/** Each language by its own name, as a language menu shows it. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: "English", pl: "Polski", de: "Deutsch" };

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context } = await shop(request, load);
  const config = enquiryConfig();
  const lang = context.lang;
  return {
    sent: new URL(request.url).searchParams.has("sent"),
    countries: CONTACT_COUNTRIES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
      a.name.localeCompare(b.name, lang),
    ),
    defaults: {
      account_lang: lang,
      account_currency: context.currency,
      billing_address_country: CONTACT_COUNTRIES.includes(context.country) ? context.country : "",
    },
    honeypot: honeypotInputProps(config),
    captcha: publicCaptcha(captchaSettings(config)),
    // The form's constraints (required, maxlength, ...): its action alone validates it (decision 0046).
    constraint: formConstraint(ApplyFormSchema),
  };
}

/** The ERP's refusal of a field (its messages are English) as the form's translation key. */
const erpFieldErrors = (fields: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [
      name,
      messages.map((m) => (m === "must be a single line" ? "enquiry:errors.singleLine" : "enquiry:errors.invalid")),
    ]),
  );

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp } = await shop(request, load);
  const config = enquiryConfig();
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ApplyFormSchema });
  // The enquiry forms' guard and budget per client address: an application sends mail as they do.
  const guarded = await guardEnquiry({ request, load, erp, formData, submission, config, captcha: true });
  if (guarded.refused) return guarded.refused;
  const v = guarded.value;
  try {
    await erp.applyForAccount({
      ...v,
      who: v.who ?? null,
      customers: v.customers ?? null,
      range: v.range ?? null,
      stock: v.stock ?? null,
    });
  } catch (error) {
    if (error instanceof ErpCallError && error.status === 400 && error.fields) {
      return data(
        { result: submission.reply({ fieldErrors: erpFieldErrors(error.fields) }), failure: null },
        { status: 400 },
      );
    }
    return data({ result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return redirect("/apply?sent", 303);
}

export const meta = accountMeta("apply");

function ThankYou() {
  const { t } = useTranslation("account");
  return (
    <section className="page narrow apply-page">
      <h1>{t("apply.thanks.title")}</h1>
      <p role="status">{t("apply.thanks.received")}</p>
      <h2>{t("apply.thanks.next")}</h2>
      <ol className="apply-steps">
        <li>{t("apply.thanks.review")}</li>
        <li>{t("apply.thanks.approve")}</li>
        <li>{t("apply.thanks.password")}</li>
        <li>{t("apply.thanks.signIn")}</li>
      </ol>
      <p>{t("apply.thanks.ack")}</p>
      <p>
        <PageLink to="/" className="button">
          {t("apply.thanks.home")}
        </PageLink>
      </p>
    </section>
  );
}

export default function ApplyPage() {
  const { t } = useTranslation("account");
  const { t: te } = useTranslation("enquiry");
  const { sent, countries, defaults, honeypot, captcha, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm<z.input<typeof ApplyFormSchema>>("apply", {
    lastResult: answer?.result,
    defaultValue: defaults,
    constraint,
  });
  if (sent) return <ThankYou />;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const line = (
    name: "company" | "first_name" | "last_name" | "email" | "phone" | "vat_number" | "billing_address_street_1",
    label: React.ReactNode,
    autoComplete?: string,
    type: "text" | "email" | "tel" | "url" = "text",
  ) => <InputField field={fields[name]} label={label} type={type} autoComplete={autoComplete} />;
  const optional = (
    name: "billing_address_post" | "billing_address_city" | "website" | "specialisation",
    label: string,
    autoComplete?: string,
    type: "text" | "url" = "text",
  ) => <InputField field={fields[name]} label={label} type={type} autoComplete={autoComplete} />;
  const dealerChoice = (name: "who" | "customers" | "range" | "stock", values: readonly string[], group: string) => (
    <SelectField
      field={fields[name]}
      label={te(`contact.dealer.${name === "customers" ? "customer" : name}`)}
      choose={te("contact.choose")}
    >
      {values.map((value) => (
        <option key={value} value={value}>
          {te(`contact.${group}.${value}`)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <section className="page narrow apply-page">
      <h1>{t("apply.title")}</h1>
      <p>{t("apply.intro")}</p>
      <p>
        {t("apply.haveAccount")} <PageLink to="/login">{t("apply.signIn")}</PageLink>
      </p>
      <Form method="post" {...formProps(form)} className="enquiry-form">
        <p className="muted">{te("contact.required")}</p>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SelectField
          field={fields.applying_as}
          label={<Required>{t("apply.applyingAs")}</Required>}
          choose={te("contact.choose")}
        >
          {APPLYING_AS.map((value) => (
            <option key={value} value={value}>
              {t(`apply.as.${value}`)}
            </option>
          ))}
        </SelectField>
        <fieldset className="checkout-section">
          <legend>{t("apply.company")}</legend>
          <div className="field-grid">
            {line("company", <Required>{te("contact.dealer.company")}</Required>, "organization")}
            {line("vat_number", <Required>{te("contact.dealer.vat")}</Required>)}
            {line("first_name", <Required>{te("contact.dealer.first_name")}</Required>, "given-name")}
            {line("last_name", <Required>{te("contact.dealer.last_name")}</Required>, "family-name")}
            {line("email", <Required>{te("contact.dealer.email")}</Required>, "email", "email")}
            {line("phone", <Required>{te("contact.dealer.phone")}</Required>, "tel", "tel")}
            {line("billing_address_street_1", te("contact.dealer.street"), "address-line1")}
            {optional("billing_address_post", te("contact.dealer.post"), "postal-code")}
            {optional("billing_address_city", te("contact.dealer.city"), "address-level2")}
            <DealerCountryField field={fields.billing_address_country} countries={countries} />
          </div>
          <TextareaField field={fields.delivery_address} label={te("contact.dealer.delivery")} rows={3} />
        </fieldset>
        <fieldset className="checkout-section">
          <legend>{t("apply.account")}</legend>
          <div className="field-grid">
            <SelectField
              field={fields.account_lang}
              label={<Required>{t("apply.language")}</Required>}
              choose={te("contact.choose")}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </SelectField>
            <SelectField
              field={fields.account_currency}
              label={<Required>{t("apply.currency")}</Required>}
              choose={te("contact.choose")}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
        <fieldset className="checkout-section">
          <legend>{te("contact.dealer.about")}</legend>
          <div className="field-grid">
            {dealerChoice("who", DEALER_WHO, "who")}
            {dealerChoice("customers", DEALER_CUSTOMERS, "customers")}
            {dealerChoice("range", DEALER_RANGES, "ranges")}
            {dealerChoice("stock", DEALER_STOCK, "stock")}
            {optional("website", te("contact.dealer.website"), "url", "url")}
            {optional("specialisation", te("contact.dealer.specialisation"))}
          </div>
        </fieldset>
        <TextareaField field={fields.text} label={te("contact.dealer.text")} rows={5} />
        <FormGuard
          formId={form.id}
          honeypot={honeypot}
          privacy={fields.privacy}
          label={te("contact.privacy")}
          captcha={captcha}
          answer={answer?.result}
        />
        {/* Disabled only while sending: the action validates, and the shown errors stay until the next answer. */}
        <SendButton label={t("apply.submit")} allErrors={{}} sending={sending} />
      </Form>
      <SendFailureNotice failure={answer?.failure} />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
