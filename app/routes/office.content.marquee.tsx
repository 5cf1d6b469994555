/**
 * The marquee of each site in the office (issue 38 item 3; the content role's): shown or not, its
 * text and its error message in en/pl/de (a text may quote {{cutoff}}, {{carrier}}, {{days}} and
 * {{country}}, decision 0032), and a preview as the home page shows it, in a chosen language.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import type { OfficeMarquee } from "../../contract/office-content.ts";
import { formConstraint } from "../.server/form-constraint.ts";
import { marqueeWords } from "../.server/marquee-words.ts";
import { refusedAnswer } from "../.server/office-content.ts";
import { officeRequest } from "../.server/office.ts";
import { commitSession } from "../.server/session.ts";
import { ErrorList, InputField } from "../components/form-fields.tsx";
import { MarqueeBanner } from "../components/marquee.tsx";
import { CheckboxField, PreviewActions } from "../components/office-content-fields.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { formProps, useServerForm, type Constraint, type FormResult } from "../components/server-form.tsx";
import { marqueeMessage } from "../lib/marquee.ts";
import { MarqueeFormSchema } from "../lib/office-content-forms.ts";
import { PREVIEW_LANGUAGES } from "../lib/office.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { useLinkedLanguage } from "../root-data.ts";

interface MarqueeAnswer {
  source: string;
  result: FormResult;
  preview: { message: { text: string | null; error: boolean } | null; lang: string } | null;
}

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const { marquee } = await call("getContentMarquee", {});
  return { marquee, constraint: formConstraint(MarqueeFormSchema) };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session, erp, context } = await officeRequest(request, load);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: MarqueeFormSchema });
  const posted = formData.get("source");
  const source = typeof posted === "string" ? posted.slice(0, 20) : "";
  const answer = (result: FormResult, preview: MarqueeAnswer["preview"] = null): MarqueeAnswer => ({
    source,
    result,
    preview,
  });
  if (submission.status !== "success") return data(answer(submission.reply()), { status: 400 });
  const { intent, ...fields } = submission.value;
  if (intent === "preview") {
    const raw = formData.get("previewlang");
    const lang = PREVIEW_LANGUAGES.find((l) => l === raw) ?? "en";
    const message = marqueeMessage(fields, lang, await marqueeWords(erp, context, lang));
    return answer(submission.reply(), { message, lang });
  }
  try {
    await call("saveContentMarquee", fields);
  } catch (error) {
    return refusedAnswer(error, submission.reply, (result) => answer(result));
  }
  session.flash("notice", { key: "office:marquee.saved", tone: "success" });
  return redirect("/office/content/marquee", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta = officeMeta("marquee");
export const headers = officeHeaders;

/** The delivery facts a text may quote (said outside the translations, whose own placeholders look alike). */
const PLACEHOLDERS = ["cutoff", "carrier", "days", "country"].map((n) => `{{${n}}}`).join(", ");

type Values = Record<keyof OfficeMarquee | "intent" | "previewlang", string>;

function MarqueeForm({
  marquee,
  answer,
  constraint,
}: {
  marquee: OfficeMarquee;
  answer?: MarqueeAnswer;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  const mine = answer?.source === marquee.source ? answer : undefined;
  const [form, fields] = useServerForm<Values>(`marquee-${marquee.source}`, {
    lastResult: mine?.result,
    constraint,
    defaultValue: {
      ...marquee,
      show: marquee.show ? "on" : undefined,
      show_error: marquee.show_error ? "on" : undefined,
    },
  });
  const site = t(`content.sources.${marquee.source}`);
  return (
    <section className="office-card" aria-labelledby={`marquee-${marquee.source}-title`}>
      <h2 id={`marquee-${marquee.source}-title`}>{site}</h2>
      {mine?.preview ? (
        <div className="office-preview">
          <h3>{t("content.preview")}</h3>
          <p className="muted">{t("content.previewNote", { language: t(`content.languages.${mine.preview.lang}`) })}</p>
          {mine.preview.message ? <MarqueeBanner message={mine.preview.message} /> : <p>{t("marquee.hidden")}</p>}
        </div>
      ) : null}
      <Form method="post" action={`/office/content/marquee${lng}`} {...formProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="source" value={marquee.source} />
        <CheckboxField field={fields.show} label={t("marquee.show")} />
        <CheckboxField field={fields.show_error} label={t("marquee.showError")} />
        {PREVIEW_LANGUAGES.map((l) => (
          <InputField
            key={`text-${l}`}
            field={fields[`text_${l}`]}
            label={t("marquee.text", { language: t(`content.languages.${l}`) })}
            hint={l === "en" ? t("marquee.textHint").replace("[placeholders]", PLACEHOLDERS) : undefined}
          />
        ))}
        {PREVIEW_LANGUAGES.map((l) => (
          <InputField
            key={`error-${l}`}
            field={fields[`error_msg_${l}`]}
            label={t("marquee.errorMsg", { language: t(`content.languages.${l}`) })}
          />
        ))}
        <PreviewActions formId={form.id} lang={mine?.preview?.lang ?? "en"} save={t("marquee.save", { site })} />
      </Form>
    </section>
  );
}

export default function MarqueePage() {
  const { t } = useTranslation("office");
  const { marquee, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as MarqueeAnswer | undefined;
  return (
    <section className="page office-page">
      <h1>{t("marquee.title")}</h1>
      <p>{t("marquee.intro")}</p>
      {marquee.map((m) => (
        <MarqueeForm key={m.source} marquee={m} answer={answer} constraint={constraint} />
      ))}
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
