import type { z } from "zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useLanguageTo } from "../components/page-link.tsx";
import { useTranslation } from "../translation.tsx";
import { useHydrated } from "remix-utils/use-hydrated";
import { accountEmail } from "../.server/account.ts";
import { enquiryConstraint, productEnquiryAction } from "../.server/enquiry.ts";
import { shop } from "../.server/shop.ts";
import { Dialog, SendFailureNotice } from "../components/dialog.tsx";
import { HoneypotFields, HoneypotProvider } from "../components/honeypot.tsx";
import { honeypotInputProps } from "../.server/enquiry-guard.ts";
import { ErrorList, InputField, SelectField, SendButton } from "../components/form-fields.tsx";
import { useClientForm } from "../components/client-form.tsx";
import { formProps } from "../components/server-form.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { quickContactFormSchema } from "../lib/enquiry.ts";
import { QUICK_CONTACT_MESSAGES } from "../lib/enquiry-rules.ts";
import { DRIVING_STYLES } from "../../contract/mail-fields.ts";
import type { loader as productLoader } from "./$id/route.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await shop(request, load);
  const email = accountEmail(session);
  return {
    accountEmail: email,
    // The form's constraints: the browser checks them, the action checks the schema (decision 0049).
    constraint: enquiryConstraint(quickContactFormSchema, !email),
    // Its messages and choices, so that the page does not load their modules (decision 0050).
    messages: QUICK_CONTACT_MESSAGES,
    drivingStyles: DRIVING_STYLES,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    honeypot: honeypotInputProps(),
  };
}

export async function action(args: ActionFunctionArgs) {
  return productEnquiryAction(
    args,
    quickContactFormSchema,
    (erp, item, email, vehicle) =>
      erp.quickContactForm({ ...vehicle, email, part: item.name, manufacturer: item.manufacturer }),
    (item) => redirect(`/${item.urlcomponent}/quick-contact?sent=1`, 303),
  );
}

export default function QuickContact() {
  const { t } = useTranslation("enquiry");
  const languageTo = useLanguageTo();
  const product = useRouteLoaderData<typeof productLoader>("routes/$id");
  const { accountEmail, sent, honeypot, constraint, messages, drivingStyles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const okRef = useRef<HTMLAnchorElement>(null);
  const [form, fields, check] = useClientForm<z.input<ReturnType<typeof quickContactFormSchema>>>("quick-contact", {
    lastResult: actionData?.result,
    constraint,
    messages,
  });
  useEffect(() => {
    if (sent) okRef.current?.focus();
  }, [sent]);
  if (!product) return null;
  const { item } = product;
  const back = `/${item.urlcomponent}`;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const track = fields.drivingStyle.value === "track";
  // With JavaScript the competition type appears only for track use; without it, it is always there with a hint.
  const showCompetition = !hydrated || track;

  if (sent) {
    return (
      <Dialog titleId="quick-contact-dialog-title" title={t("quickContact.successTitle")} closeTo={back} size="wide">
        <p role="status">{t("quickContact.success")}</p>
        <p>
          <Link ref={okRef} to={languageTo(back)} preventScrollReset className="button">
            {t("dialog.ok")}
          </Link>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog titleId="quick-contact-dialog-title" title={t("quickContact.title")} closeTo={back} size="wide">
      <p className="muted">{t("quickContact.intro", { part: `${item.manufacturer} ${item.name}` })}</p>
      <Form method="post" {...formProps(form)} {...check} className="enquiry-form" preventScrollReset>
        {accountEmail ? (
          <p>{t("quickContact.accountEmail", { email: accountEmail })}</p>
        ) : (
          <InputField field={fields.email} label={t("quickContact.email")} type="email" autoComplete="email" />
        )}
        <InputField field={fields.make} label={t("quickContact.make")} />
        <InputField field={fields.model} label={t("quickContact.model")} />
        <InputField field={fields.year} label={t("quickContact.year")} type="number" />
        <InputField field={fields.engine} label={t("quickContact.engine")} />
        <SelectField
          field={fields.drivingStyle}
          label={t("quickContact.drivingStyle")}
          choose={t("quickContact.choose")}
          required
        >
          {drivingStyles.map((style) => (
            <option key={style} value={style}>
              {t(`drivingStyles.${style}`)}
            </option>
          ))}
        </SelectField>
        {showCompetition ? (
          <InputField
            field={fields.typeOfCompetition}
            label={t("quickContact.competitionType")}
            hint={hydrated ? undefined : t("quickContact.competitionHint")}
            required={track}
          />
        ) : null}
        <HoneypotProvider {...honeypot}>
          <HoneypotFields formId={form.id} label={t("contact.honeypotLabel")} />
        </HoneypotProvider>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SendButton label={t("quickContact.submit")} allErrors={form.allErrors} sending={sending} />
      </Form>
      <SendFailureNotice failure={actionData?.failure} />
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
