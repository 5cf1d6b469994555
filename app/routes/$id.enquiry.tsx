import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountEmail } from "../.server/account.ts";
import { sendFailure } from "../.server/enquiry.ts";
import { itemOr404, redirectWithSession, shop } from "../.server/shop.ts";
import { Dialog, ServerErrorNotice } from "../components/dialog.tsx";
import { Field, SendButton } from "../components/forms.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { productEnquiryFormSchema } from "../lib/enquiry.ts";
import type { loader as productLoader } from "./$id/route.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await shop(request, load);
  return { accountEmail: accountEmail(session) };
}

/** Product enquiry (transactions.md section 3): part, e-mail, manufacturer, text. Success: a notice on the product page. */
export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, session, t } = await shop(request, load);
  const account = accountEmail(session);
  const submission = parseWithZod(await request.formData(), { schema: productEnquiryFormSchema({ guest: !account }) });
  if (submission.status !== "success") return data({ result: submission.reply(), failure: null }, { status: 400 });
  const item = await itemOr404(erp, params.id, t);
  try {
    await erp.enquiryForm({
      part: item.name,
      manufacturer: item.manufacturer,
      email: account ?? submission.value.email ?? "",
      text: submission.value.text,
    });
  } catch (error) {
    return data({ result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return redirectWithSession(`/${item.urlcomponent}`, session, { key: "enquiry:enquiry.sent" });
}

export default function ProductEnquiry() {
  const { t } = useTranslation("enquiry");
  const product = useRouteLoaderData<typeof productLoader>("routes/$id");
  const { accountEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = productEnquiryFormSchema({ guest: !accountEmail });
  const [form, fields] = useForm({
    id: "product-enquiry",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  if (!product) return null;
  const { item } = product;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <Dialog titleId="product-enquiry-dialog-title" title={t("enquiry.title")} closeTo={`/${item.urlcomponent}`}>
      <p className="muted">{t("enquiry.intro", { part: `${item.manufacturer} ${item.name}` })}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="enquiry-form" preventScrollReset>
        {accountEmail ? (
          <p>{t("enquiry.accountEmail", { email: accountEmail })}</p>
        ) : (
          <Field
            label={t("enquiry.email")}
            id={fields.email.id}
            errorId={fields.email.errorId}
            errors={fields.email.errors}
          >
            <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
          </Field>
        )}
        <Field label={t("enquiry.text")} id={fields.text.id} errorId={fields.text.errorId} errors={fields.text.errors}>
          <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={5} />
        </Field>
        <SendButton label={t("enquiry.submit")} allErrors={form.allErrors} sending={sending} />
      </Form>
      {actionData?.failure && navigation.state === "idle" ? (
        <ServerErrorNotice
          key={actionData.failure.at}
          message={actionData.failure.message}
          code={actionData.failure.code}
        />
      ) : null}
    </Dialog>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
