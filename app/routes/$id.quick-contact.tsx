import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { accountEmail } from "../.server/account.ts";
import { sendFailure } from "../.server/enquiry.ts";
import { itemOr404, shop } from "../.server/shop.ts";
import { Dialog, ServerErrorNotice } from "../components/dialog.tsx";
import { Field, SendButton } from "../components/forms.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { quickContactFormSchema } from "../lib/enquiry.ts";
import { DRIVING_STYLES } from "../../contract/mail-fields.ts";
import type { loader as productLoader } from "./$id/route.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { session } = await shop(request, load);
  return { accountEmail: accountEmail(session), sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, session, t } = await shop(request, load);
  const account = accountEmail(session);
  const submission = parseWithZod(await request.formData(), { schema: quickContactFormSchema({ guest: !account }) });
  if (submission.status !== "success") return data({ result: submission.reply(), failure: null }, { status: 400 });
  const item = await itemOr404(erp, params.id, t);
  const { email, ...vehicle } = submission.value;
  try {
    await erp.quickContactForm({
      ...vehicle,
      email: account ?? email ?? "",
      part: item.name,
      manufacturer: item.manufacturer,
    });
  } catch (error) {
    return data({ result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return redirect(`/${item.urlcomponent}/quick-contact?sent=1`, 303);
}

export default function QuickContact() {
  const { t } = useTranslation("enquiry");
  const product = useRouteLoaderData<typeof productLoader>("routes/$id");
  const { accountEmail, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const okRef = useRef<HTMLAnchorElement>(null);
  const schema = quickContactFormSchema({ guest: !accountEmail });
  const [form, fields] = useForm({
    id: "quick-contact",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
          <Link ref={okRef} to={back} preventScrollReset className="button">
            {t("dialog.ok")}
          </Link>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog titleId="quick-contact-dialog-title" title={t("quickContact.title")} closeTo={back} size="wide">
      <p className="muted">{t("quickContact.intro", { part: `${item.manufacturer} ${item.name}` })}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="enquiry-form" preventScrollReset>
        {accountEmail ? (
          <p>{t("quickContact.accountEmail", { email: accountEmail })}</p>
        ) : (
          <Field
            label={t("quickContact.email")}
            id={fields.email.id}
            errorId={fields.email.errorId}
            errors={fields.email.errors}
          >
            <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
          </Field>
        )}
        <Field
          label={t("quickContact.make")}
          id={fields.make.id}
          errorId={fields.make.errorId}
          errors={fields.make.errors}
        >
          <input {...getInputProps(fields.make, { type: "text" })} key={fields.make.key} />
        </Field>
        <Field
          label={t("quickContact.model")}
          id={fields.model.id}
          errorId={fields.model.errorId}
          errors={fields.model.errors}
        >
          <input {...getInputProps(fields.model, { type: "text" })} key={fields.model.key} />
        </Field>
        <Field
          label={t("quickContact.year")}
          id={fields.year.id}
          errorId={fields.year.errorId}
          errors={fields.year.errors}
        >
          <input {...getInputProps(fields.year, { type: "number" })} key={fields.year.key} inputMode="numeric" />
        </Field>
        <Field
          label={t("quickContact.engine")}
          id={fields.engine.id}
          errorId={fields.engine.errorId}
          errors={fields.engine.errors}
        >
          <input {...getInputProps(fields.engine, { type: "text" })} key={fields.engine.key} />
        </Field>
        <Field
          label={t("quickContact.drivingStyle")}
          id={fields.drivingStyle.id}
          errorId={fields.drivingStyle.errorId}
          errors={fields.drivingStyle.errors}
        >
          <select {...getSelectProps(fields.drivingStyle)} key={fields.drivingStyle.key}>
            <option value="">{t("quickContact.choose")}</option>
            {DRIVING_STYLES.map((style) => (
              <option key={style} value={style}>
                {t(`drivingStyles.${style}`)}
              </option>
            ))}
          </select>
        </Field>
        {showCompetition ? (
          <Field
            label={t("quickContact.competitionType")}
            id={fields.typeOfCompetition.id}
            errorId={fields.typeOfCompetition.errorId}
            errors={fields.typeOfCompetition.errors}
            hint={hydrated ? undefined : t("quickContact.competitionHint")}
            hintId={fields.typeOfCompetition.descriptionId}
          >
            <input
              {...getInputProps(fields.typeOfCompetition, {
                type: "text",
                ariaDescribedBy: hydrated ? undefined : fields.typeOfCompetition.descriptionId,
              })}
              key={fields.typeOfCompetition.key}
              required={track}
            />
          </Field>
        ) : null}
        <SendButton label={t("quickContact.submit")} allErrors={form.allErrors} sending={sending} />
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
