import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { accountEmail } from "../.server/account.ts";
import { enquiryConstraint, productEnquiryAction } from "../.server/enquiry.ts";
import { redirectWithSession, shop } from "../.server/shop.ts";
import { Dialog, SendFailureNotice } from "../components/dialog.tsx";
import { HoneypotFields, HoneypotProvider } from "../components/honeypot.tsx";
import { honeypotInputProps } from "../.server/enquiry-guard.ts";
import { ErrorList, InputField, SendButton, TextareaField } from "../components/form-fields.tsx";
import { useClientForm } from "../components/client-form.tsx";
import { formProps } from "../components/server-form.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { productEnquiryFormSchema } from "../lib/enquiry.ts";
import { PRODUCT_ENQUIRY_MESSAGES } from "../lib/enquiry-rules.ts";
import type { loader as productLoader } from "./$id/route.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await shop(request, load);
  const email = accountEmail(session);
  return {
    accountEmail: email,
    honeypot: honeypotInputProps(),
    // The form's constraints: the browser checks them, the action checks the schema (decision 0049).
    constraint: enquiryConstraint(productEnquiryFormSchema, !email),
    // Its messages, so that the page does not load the tables of every enquiry form (decision 0050).
    messages: PRODUCT_ENQUIRY_MESSAGES,
  };
}

/** Product enquiry (transactions.md section 3): part, e-mail, manufacturer, text. Success: a notice on the product page. */
export async function action(args: ActionFunctionArgs) {
  return productEnquiryAction(
    args,
    productEnquiryFormSchema,
    (erp, item, email, { text }) => erp.enquiryForm({ part: item.name, manufacturer: item.manufacturer, email, text }),
    (item, session) => redirectWithSession(`/${item.urlcomponent}`, session, { key: "enquiry:enquiry.sent" }),
  );
}

export default function ProductEnquiry() {
  const { t } = useTranslation("enquiry");
  const product = useRouteLoaderData<typeof productLoader>("routes/$id");
  const { accountEmail, honeypot, constraint, messages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields, check] = useClientForm<z.input<ReturnType<typeof productEnquiryFormSchema>>>("product-enquiry", {
    lastResult: actionData?.result,
    constraint,
    messages,
  });
  if (!product) return null;
  const { item } = product;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <Dialog titleId="product-enquiry-dialog-title" title={t("enquiry.title")} closeTo={`/${item.urlcomponent}`}>
      <p className="muted">{t("enquiry.intro", { part: `${item.manufacturer} ${item.name}` })}</p>
      <Form method="post" {...formProps(form)} {...check} className="enquiry-form" preventScrollReset>
        {accountEmail ? (
          <p>{t("enquiry.accountEmail", { email: accountEmail })}</p>
        ) : (
          <InputField field={fields.email} label={t("enquiry.email")} type="email" autoComplete="email" />
        )}
        <TextareaField field={fields.text} label={t("enquiry.text")} rows={5} />
        <HoneypotProvider {...honeypot}>
          <HoneypotFields formId={form.id} label={t("contact.honeypotLabel")} />
        </HoneypotProvider>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SendButton label={t("enquiry.submit")} allErrors={form.allErrors} sending={sending} />
      </Form>
      <SendFailureNotice failure={actionData?.failure} />
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
