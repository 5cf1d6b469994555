import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../translation.tsx";
import { useHydrated } from "remix-utils/use-hydrated";
import { captchaSettings, publicCaptcha } from "../.server/captcha.ts";
import { sendFailure } from "../.server/send-failure.ts";
import { honeypotInputProps } from "../.server/enquiry-guard.ts";
import { guardEnquiry } from "../.server/form-guard.ts";
import { enquiryConfig } from "../.server/env.ts";
import { ErpCallError } from "../.server/erp.ts";
import { shop } from "../.server/shop.ts";
import { visitorRegion } from "../.server/region.ts";
import { DealerEnquiryForm, GeneralEnquiryForm } from "../components/contact-forms.tsx";
import { pageMeta } from "../components/page-meta.ts";
import { SuccessDialog } from "../components/lazy-parts.tsx";
import { PageLink } from "../components/page-link.tsx";
import { WarrantyClaimLink } from "../components/warranty-claim-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { dealerFormSchema, generalEnquiryFormSchema } from "../lib/contact.ts";
import { CONTACT_FORMS, type ContactForm } from "../lib/contact-form-names.ts";
import { DEALER_MESSAGES, GENERAL_ENQUIRY_MESSAGES } from "../lib/enquiry-rules.ts";
import {
  DEALER_CUSTOMERS,
  DEALER_RANGES,
  DEALER_STOCK,
  DEALER_WHO,
  ENQUIRY_BRANDS,
  ENQUIRY_TYPES,
} from "../../contract/mail-fields.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { formatAddress } from "../../contract/seller.ts";
import type { z } from "zod";
import { CONTACT_COUNTRIES, countryName } from "../../contract/countries.ts";

const isContactForm = (value: unknown): value is ContactForm => CONTACT_FORMS.includes(value as ContactForm);

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context, erp } = await shop(request, load);
  const config = enquiryConfig();
  const sent = new URL(request.url).searchParams.get("sent");
  const region = await visitorRegion(erp);
  const lang = context.lang;
  // The region's seller and office as the owner set them (GET /seller/{region}; decision 0057).
  const { seller, office } = await erp.seller(region);
  return {
    region,
    registered: {
      name: seller.name,
      lines: formatAddress(seller.registeredOffice, lang),
      vatId: seller.vatId,
      register: `${seller.register[lang]}, ${seller.registerNumber}`,
    },
    office: {
      label: office.label[lang],
      lines: formatAddress(office.address, lang),
      phone: office.phone,
      email: office.email,
    },
    hours: `${office.hours.days[lang]}: ${office.hours.time}`,
    countries: CONTACT_COUNTRIES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
      a.name.localeCompare(b.name, lang),
    ),
    honeypot: honeypotInputProps(config),
    captcha: publicCaptcha(captchaSettings(config)),
    sent: isContactForm(sent) ? sent : null,
    // The forms' constraints: the browser checks them, the action checks the schemas (decision 0049).
    constraints: { general: formConstraint(generalEnquiryFormSchema), dealer: formConstraint(dealerFormSchema) },
    // Their messages and choices, so that the page does not load their modules (decision 0050).
    messages: { general: GENERAL_ENQUIRY_MESSAGES, dealer: DEALER_MESSAGES },
    choices: {
      types: ENQUIRY_TYPES,
      brands: ENQUIRY_BRANDS,
      who: DEALER_WHO,
      customers: DEALER_CUSTOMERS,
      ranges: DEALER_RANGES,
      stock: DEALER_STOCK,
    },
  };
}

/** ERP field errors (its messages are English) as the form's translation keys. */
function erpFieldErrors(fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, messages]) => [
      name,
      messages.map((m) =>
        m === "must be a single line"
          ? "enquiry:errors.singleLine"
          : m === "This field is required"
            ? "enquiry:errors.required"
            : "enquiry:errors.invalid",
      ),
    ]),
  );
}

/**
 * One action for both forms (intent general / dealer), guarded by app/.server/form-guard.ts in
 * this order: the rate limit (every post counts, in the ERP's database), the form's own validation,
 * the honeypot and minimum fill time, the captcha (when configured; checked last, since a token is
 * good for one check only); then the ERP stores the message. Every refusal answers the form's values back with an error in the
 * shopper's language and stores nothing.
 */
export async function action({ request, context: load }: ActionFunctionArgs) {
  const { erp } = await shop(request, load);
  const config = enquiryConfig();
  const formData = await request.formData();
  const form: ContactForm = formData.get("intent") === "dealer" ? "dealer" : "general";
  const submission =
    form === "dealer"
      ? parseWithZod(formData, { schema: dealerFormSchema })
      : parseWithZod(formData, { schema: generalEnquiryFormSchema });
  const guarded = await guardEnquiry<
    z.output<typeof dealerFormSchema> | z.output<typeof generalEnquiryFormSchema>,
    { form: ContactForm }
  >({ request, load, erp, formData, submission, config, captcha: true, extra: { form } });
  if (guarded.refused) return guarded.refused;

  try {
    if (form === "dealer") {
      const { privacy, ...dealer } = guarded.value as z.output<typeof dealerFormSchema>;
      await erp.contactDealer({ ...dealer, privacy });
    } else {
      const { year, privacy, ...general } = guarded.value as z.output<typeof generalEnquiryFormSchema>;
      await erp.contactGeneral({ ...general, year: year === undefined ? undefined : String(year), privacy });
    }
  } catch (error) {
    // A refusal of a field (e.g. a header smuggled in past the form's rules) is the field's error, not a 500.
    if (error instanceof ErpCallError && error.status === 400 && error.fields) {
      return data(
        { form, result: submission.reply({ fieldErrors: erpFieldErrors(error.fields) }), failure: null },
        { status: 400 },
      );
    }
    return data({ form, result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return redirect(`/contact?sent=${form}#${form}`, 303);
}

export const meta = pageMeta("contact");

export default function ContactPage() {
  const { t } = useTranslation("pages");
  const { t: te } = useTranslation("enquiry");
  const { t: ta } = useTranslation("account");
  const { region, registered, office, hours, countries, honeypot, captcha, sent, constraints, messages, choices } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const hydrated = useHydrated();
  const failedForm = actionData?.form ?? null;
  // With JavaScript one tab shows at a time: the one of the last post, else the one in the URL's hash.
  const [active, setActive] = useState<ContactForm>(failedForm ?? sent ?? "general");
  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1);
      if (isContactForm(hash)) setActive(hash);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, []);
  useEffect(() => {
    if (failedForm) setActive(failedForm);
  }, [actionData, failedForm]);
  useEffect(() => {
    if (sent) setActive(sent);
  }, [sent, location.key]);

  // After a success the forms start empty again: a new key for every navigation that brought one.
  const formKey = sent ? location.key : "form";
  const panels: Record<ContactForm, React.ReactNode> = {
    general: (
      <section
        id="general"
        key="general"
        aria-labelledby="general-title"
        className="tab-panel"
        hidden={hydrated && active !== "general"}
      >
        <h3 id="general-title">{t("contact.general")}</h3>
        <p>{t("contact.generalText")}</p>
        <GeneralEnquiryForm
          key={`general-${formKey}`}
          lastResult={actionData?.form === "general" ? actionData.result : undefined}
          constraint={constraints.general}
          messages={messages.general}
          choices={choices}
          failure={actionData?.form === "general" ? actionData.failure : null}
          countries={countries}
          captcha={captcha}
          honeypot={honeypot}
        />
      </section>
    ),
    dealer: (
      <section
        id="dealer"
        key="dealer"
        aria-labelledby="dealer-title"
        className="tab-panel"
        hidden={hydrated && active !== "dealer"}
      >
        <h3 id="dealer-title">{t("contact.dealer")}</h3>
        <p>{t("contact.dealerText")}</p>
        <p>
          {ta("apply.contactPrompt")} <PageLink to="/apply">{ta("apply.contactLink")}</PageLink>
        </p>
        <DealerEnquiryForm
          key={`dealer-${formKey}`}
          lastResult={actionData?.form === "dealer" ? actionData.result : undefined}
          constraint={constraints.dealer}
          messages={messages.dealer}
          choices={choices}
          failure={actionData?.form === "dealer" ? actionData.failure : null}
          countries={countries}
          captcha={captcha}
          honeypot={honeypot}
        />
      </section>
    ),
  };
  // Without JavaScript both forms show; the one just posted comes first, so its errors are in view.
  const order: ContactForm[] = !hydrated && failedForm === "dealer" ? ["dealer", "general"] : ["general", "dealer"];

  return (
    <article className="page narrow info-page">
      <h1>{t("contact.title")}</h1>
      <p className="muted">{t("contact.region", { region: t(`contact.regions.${region}`) })}</p>
      <div className="contact-grid">
        <section aria-labelledby="registered-office">
          <h2 id="registered-office">{t("contact.registeredOffice")}</h2>
          <address>
            {registered.name}
            {registered.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <p className="muted">
            {registered.register}
            <br />
            {t("seller.vatId")}: {registered.vatId}
          </p>
        </section>
        <section aria-labelledby="office">
          <h2 id="office">{office.label}</h2>
          <address>
            {office.lines.map((line, i) => (
              <span key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </span>
            ))}
            <br />
            {t("contact.phone")}: <a href={`tel:${office.phone.replace(/\s/g, "")}`}>{office.phone}</a>
            <br />
            {t("contact.email")}: <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
        </section>
        <section aria-labelledby="hours">
          <h2 id="hours">{t("contact.hours")}</h2>
          <p>{hours}</p>
          <p>{t("contact.response")}</p>
        </section>
      </div>
      <WarrantyClaimLink />
      <section aria-labelledby="enquiry-forms" className="content-section">
        <h2 id="enquiry-forms">{t("contact.forms")}</h2>
        <nav aria-labelledby="enquiry-forms" className="tab-links">
          <ul>
            {CONTACT_FORMS.map((name) => (
              <li key={name}>
                <a
                  href={`#${name}`}
                  aria-current={hydrated && active === name ? "true" : undefined}
                  onClick={() => setActive(name)}
                >
                  {t(`contact.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {order.map((name) => panels[name])}
        <p>
          {t("contact.policies")} <PageLink to="/privacy">{t("contact.privacy")}</PageLink>,{" "}
          <PageLink to="/terms">{t("contact.terms")}</PageLink>
        </p>
      </section>
      {sent ? (
        <SuccessDialog
          key={location.key}
          titleId="contact-sent-title"
          title={te("contact.successTitle")}
          message={te("contact.success")}
          to={`/contact#${sent}`}
        />
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
