/**
 * The home page's slides in the office (issue 38 item 3; the content role's): each slide's form
 * (its picture, uploaded with the form, a link, the text alternatives in en/pl/de, the sites that
 * show it and its place), a preview as the slider shows it, "Delete…" asking first, and a form for
 * a new slide. Multipart forms, without JavaScript too.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { contentFormData, refusedAnswer, storeUploadedPicture } from "../../.server/office-content.ts";
import { officeRequest } from "../../.server/office.ts";
import { UPLOAD_FIELD } from "../../.server/office-upload.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { DeleteFormSchema, SlideFormSchema } from "../../lib/office-content-forms.ts";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { DeleteQuestion, SlideForm, SlidePreview, type SlideAnswer } from "./slide-forms.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const { slides } = await call("listContentSlides", {});
  const asked = new URL(request.url).searchParams.get("delete");
  const confirm = slides.find((s) => String(s.id) === asked) ?? null;
  return { slides, confirm, constraint: formConstraint(SlideFormSchema) };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const formData = await contentFormData(request);
  const done = async (notice: string, values: Record<string, string> = {}) => {
    session.flash("notice", { key: notice, params: values, tone: "success" });
    return redirect("/office/content/slides", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  };
  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteFormSchema });
    if (submission.status !== "success")
      return data({ form: "delete", result: submission.reply(), preview: null } satisfies SlideAnswer, {
        status: 400,
      });
    try {
      await call("deleteContentSlide", { id: Number(submission.value.id) });
    } catch (error) {
      // Deleted already (in another tab): what was asked is done.
      if (!(error instanceof ErpCallError && error.status === 404)) throw error;
    }
    return done("office:slides.deleted");
  }
  const submission = parseWithZod(formData, { schema: SlideFormSchema });
  const posted = formData.get("id");
  const form = typeof posted === "string" && /^[1-9]\d{0,8}$/.test(posted) ? posted : "new";
  const answer = (result: SlideAnswer["result"], preview: SlideAnswer["preview"] = null): SlideAnswer => ({
    form,
    result,
    preview,
  });
  if (submission.status !== "success") return data(answer(submission.reply()), { status: 400 });
  const { intent, picture: kept, ...fields } = submission.value;
  const uploaded = await storeUploadedPicture(call, formData);
  if (uploaded && "error" in uploaded)
    return data(answer(submission.reply({ fieldErrors: { [UPLOAD_FIELD]: [uploaded.error] } })), { status: 400 });
  const picture = uploaded?.path ?? kept;
  if (!picture)
    return data(
      answer(submission.reply({ fieldErrors: { [UPLOAD_FIELD]: ["office:content.errors.pictureRequired"] } })),
      {
        status: 400,
      },
    );
  if (intent === "preview") {
    const result = submission.reply();
    const { id, url, alt_en, alt_pl, alt_de } = fields;
    return answer(
      { ...result, initialValue: { ...result.initialValue, picture } },
      { id: id ?? 0, url, full_image_url: picture, alt_en, alt_pl, alt_de },
    );
  }
  try {
    const { slide } = await call("saveContentSlide", { ...fields, picture });
    return await done("office:slides.saved", { alt: slide.alt_en });
  } catch (error) {
    return refusedAnswer(error, submission.reply, (result) => answer(result));
  }
}

export const meta = officeMeta("slides");
export const headers = officeHeaders;

export default function SlidesPage() {
  const { t } = useTranslation("office");
  const { slides, confirm, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SlideAnswer | undefined;
  const nextPosition = slides.reduce((max, s) => Math.max(max, s.position + 1), 0);
  return (
    <section className="page office-page">
      <h1>{t("slides.title")}</h1>
      {confirm ? <DeleteQuestion slide={confirm} /> : null}
      {answer?.preview ? <SlidePreview slide={answer.preview} /> : null}
      {slides.length === 0 ? <p>{t("slides.none")}</p> : null}
      <ol className="office-staff-list">
        {slides.map((slide) => (
          <li className="office-card" key={slide.id} aria-labelledby={`slide-${slide.id}-title`}>
            <h2 id={`slide-${slide.id}-title`}>
              {t("slides.slideTitle", { position: slide.position, alt: slide.alt_en })}
            </h2>
            <p className="muted">{slide.sources.map((s) => t(`content.sources.${s}`)).join(", ")}</p>
            <SlideForm slide={slide} answer={answer} constraint={constraint} nextPosition={nextPosition} />
          </li>
        ))}
      </ol>
      <section aria-labelledby="new-slide-title" className="office-card">
        <h2 id="new-slide-title">{t("slides.newTitle")}</h2>
        <SlideForm slide={null} answer={answer} constraint={constraint} nextPosition={nextPosition} />
      </section>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
