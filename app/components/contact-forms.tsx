/**
 * The contact page's two enquiry forms (transactions.md sections 2 to 5): plain POST forms to the
 * contact route's action (intent general / dealer) that work without JavaScript; with it, the browser
 * checks them as they are filled in (useClientForm, decision 0049: no zod or conform), the
 * type-dependent fields of the general form show only for their type (and are then required) and the
 * submit button is disabled while the form is invalid or sending.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { useHydrated } from "remix-utils/use-hydrated";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormGuard, type AgreementField } from "./form-guard.tsx";
import { SendFailureNotice } from "./lazy-parts.tsx";
import {
  CountryField,
  ErrorList,
  type FieldLike,
  InputField,
  Required,
  SelectField,
  SendButton,
  TextareaField,
} from "./form-fields.tsx";
import { useClientForm, type ClientField } from "./client-form.tsx";
import { formProps } from "./server-form.tsx";
import type { PublicCaptcha } from "../lib/captcha.ts";
import type { dealerFormSchema, generalEnquiryFormSchema } from "../lib/contact.ts";
import type { ContactForm } from "../lib/contact-form-names.ts";
import type { FieldMessages } from "../lib/client-validation.ts";
import type { Constraint, FormMeta, FormResult } from "../lib/server-form.ts";
import type { z } from "zod";

export interface ContactFormProps {
  lastResult?: FormResult | null;
  /** The form's constraints, from its schema on the server (the loader's). */
  constraint: Record<string, Constraint>;
  /** Each field's messages by failing constraint (app/lib/enquiry-rules.ts, the loader's). */
  messages: Record<string, FieldMessages>;
  /** The selects' choices (contract/mail-fields.ts, the loader's). */
  choices: Record<"types" | "brands" | "who" | "customers" | "ranges" | "stock", readonly string[]>;
  failure?: { message: string; code?: string; at: string } | null;
  countries: { code: string; name: string }[];
  captcha: PublicCaptcha | null;
  /** The loader's honeypot inputs. */
  honeypot: Partial<HoneypotInputProps>;
}

function useSending(intent: ContactForm) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent
  );
}

/**
 * A contact form around its fields: the post to /contact with its intent, the required-fields note
 * and the form's errors; after the fields the honeypot, the privacy agreement, the captcha and the
 * submit button; after the form, the last send failure.
 */
function ContactFormFrame({
  intent,
  form,
  check,
  privacy,
  honeypot,
  captcha,
  lastResult,
  failure,
  children,
}: {
  intent: ContactForm;
  form: FormMeta;
  /** The browser's checks (useClientForm's event handlers). */
  check: Pick<React.ComponentProps<"form">, "onBlur" | "onChange" | "onSubmit">;
  privacy: AgreementField;
  honeypot: ContactFormProps["honeypot"];
  captcha: PublicCaptcha | null;
  lastResult?: FormResult | null;
  failure?: ContactFormProps["failure"];
  children: React.ReactNode;
}) {
  const { t } = useTranslation("enquiry");
  const sending = useSending(intent);
  return (
    <>
      <Form method="post" action="/contact" {...formProps(form)} {...check} className="enquiry-form" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <p className="muted">{t("contact.required")}</p>
        <ErrorList id={form.errorId} errors={form.errors} />
        {children}
        <FormGuard
          formId={form.id}
          honeypot={honeypot}
          privacy={privacy}
          label={t("contact.privacy")}
          captcha={captcha}
          answer={lastResult}
        />
        <SendButton label={t("contact.submit")} allErrors={form.allErrors} sending={sending} />
      </Form>
      <SendFailureNotice failure={failure} />
    </>
  );
}

export function GeneralEnquiryForm(props: ContactFormProps) {
  const { lastResult, countries, constraint, messages, choices } = props;
  const { t } = useTranslation("enquiry");
  const hydrated = useHydrated();
  const [form, fields, check] = useClientForm<z.input<typeof generalEnquiryFormSchema>>("general-enquiry", {
    lastResult,
    constraint,
    messages,
  });
  const type = fields.type.value;
  // With JavaScript the product fields show only for their type; without it they are always there, with a hint.
  const showVehicle = !hydrated || type === "product-unknown-part";
  const showPart = !hydrated || type === "product-known-part";
  const text = (
    name: Exclude<keyof typeof fields, "privacy">,
    label: React.ReactNode,
    options: { autoComplete?: string; hint?: string; type?: "text" | "email" | "number"; required?: boolean } = {},
  ) => {
    const field: ClientField = fields[name];
    return (
      <InputField
        field={field}
        label={label}
        type={options.type}
        autoComplete={options.autoComplete}
        hint={hydrated ? undefined : options.hint}
        required={options.required}
      />
    );
  };
  return (
    <ContactFormFrame intent="general" form={form} check={check} privacy={fields.privacy} {...props}>
      <div className="field-grid">
        {text("firstname", <Required>{t("contact.general.firstname")}</Required>, { autoComplete: "given-name" })}
        {text("lastname", <Required>{t("contact.general.lastname")}</Required>, { autoComplete: "family-name" })}
        {text("email", <Required>{t("contact.general.email")}</Required>, { autoComplete: "email", type: "email" })}
        <CountryField
          field={fields.country}
          label={<Required>{t("contact.general.country")}</Required>}
          choose={t("contact.choose")}
          countries={countries}
        />
        {text("address", t("contact.general.address"), { autoComplete: "address-line1" })}
        {text("zip", t("contact.general.zip"), { autoComplete: "postal-code" })}
        {text("city", t("contact.general.city"), { autoComplete: "address-level2" })}
        <SelectField
          field={fields.type}
          label={<Required>{t("contact.general.type")}</Required>}
          choose={t("contact.choose")}
          required
        >
          {choices.types.map((value) => (
            <option key={value} value={value}>
              {t(`contact.types.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          field={fields.brand}
          label={<Required>{t("contact.general.brand")}</Required>}
          choose={t("contact.choose")}
        >
          {choices.brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </SelectField>
      </div>
      {showVehicle ? (
        <fieldset className="checkout-section">
          <legend>{t("contact.general.vehicle")}</legend>
          <div className="field-grid">
            {text("make", hydrated ? <Required>{t("contact.general.make")}</Required> : t("contact.general.make"), {
              hint: t("contact.general.vehicleHint"),
              required: hydrated,
            })}
            {text("model", hydrated ? <Required>{t("contact.general.model")}</Required> : t("contact.general.model"), {
              hint: t("contact.general.vehicleHint"),
              required: hydrated,
            })}
            {text("year", hydrated ? <Required>{t("contact.general.year")}</Required> : t("contact.general.year"), {
              hint: t("contact.general.vehicleHint"),
              type: "number",
              required: hydrated,
            })}
            {text(
              "engine",
              hydrated ? <Required>{t("contact.general.engine")}</Required> : t("contact.general.engine"),
              { hint: t("contact.general.vehicleHint"), required: hydrated },
            )}
            {text("vin", t("contact.general.vin"), { hint: t("contact.general.vinHint") })}
          </div>
        </fieldset>
      ) : null}
      {showPart
        ? text("part", hydrated ? <Required>{t("contact.general.part")}</Required> : t("contact.general.part"), {
            hint: t("contact.general.partHint"),
            required: hydrated,
          })
        : null}
      <TextareaField field={fields.text} label={<Required>{t("contact.general.text")}</Required>} rows={6} />
    </ContactFormFrame>
  );
}

/** The dealer's (and an applicant's) required country, worded as the dealer enquiry words it. */
export function DealerCountryField({
  field,
  countries,
}: {
  field: FieldLike;
  countries: ContactFormProps["countries"];
}) {
  const { t } = useTranslation("enquiry");
  return (
    <CountryField
      field={field}
      label={<Required>{t("contact.dealer.country")}</Required>}
      choose={t("contact.choose")}
      countries={countries}
    />
  );
}

export function DealerEnquiryForm(props: ContactFormProps) {
  const { lastResult, countries, constraint, messages, choices } = props;
  const { t } = useTranslation("enquiry");
  const [form, fields, check] = useClientForm<z.input<typeof dealerFormSchema>>("dealer-enquiry", {
    lastResult,
    constraint,
    messages,
  });
  const text = (
    name: Exclude<keyof typeof fields, "privacy" | "who" | "customer" | "range" | "stock">,
    label: React.ReactNode,
    autoComplete?: string,
    type: "text" | "email" | "tel" | "url" = "text",
  ) => {
    return <InputField field={fields[name]} label={label} type={type} autoComplete={autoComplete} />;
  };
  const choice = (name: "who" | "customer" | "range" | "stock", values: readonly string[], group: string) => {
    return (
      <SelectField field={fields[name]} label={t(`contact.dealer.${name}`)} choose={t("contact.choose")}>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`contact.${group}.${value}`)}
          </option>
        ))}
      </SelectField>
    );
  };
  return (
    <ContactFormFrame intent="dealer" form={form} check={check} privacy={fields.privacy} {...props}>
      <div className="field-grid">
        {text("first_name", <Required>{t("contact.dealer.first_name")}</Required>, "given-name")}
        {text("last_name", <Required>{t("contact.dealer.last_name")}</Required>, "family-name")}
        {text("company", <Required>{t("contact.dealer.company")}</Required>, "organization")}
        {text("email", <Required>{t("contact.dealer.email")}</Required>, "email", "email")}
        {text("phone", t("contact.dealer.phone"), "tel", "tel")}
        {text("vat_number", <Required>{t("contact.dealer.vat")}</Required>)}
        {text("billing_address_street_1", t("contact.dealer.street"), "address-line1")}
        {text("billing_address_post", t("contact.dealer.post"), "postal-code")}
        {text("billing_address_city", t("contact.dealer.city"), "address-level2")}
        <DealerCountryField field={fields.billing_address_country} countries={countries} />
      </div>
      <TextareaField field={fields.delivery_address} label={t("contact.dealer.delivery")} rows={3} />
      <fieldset className="checkout-section">
        <legend>{t("contact.dealer.about")}</legend>
        <div className="field-grid">
          {choice("who", choices.who, "who")}
          {choice("customer", choices.customers, "customers")}
          {choice("range", choices.ranges, "ranges")}
          {choice("stock", choices.stock, "stock")}
          {text("website", t("contact.dealer.website"), "url", "url")}
          {text("specialisation", t("contact.dealer.specialisation"))}
        </div>
      </fieldset>
      <TextareaField field={fields.text} label={t("contact.dealer.text")} rows={6} />
    </ContactFormFrame>
  );
}
