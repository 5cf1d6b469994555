/** The slides page's parts: a slide's form (also the new slide's), its preview, the delete question. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { SOURCES } from "../../../contract/catalogue.ts";
import type { OfficeSlide } from "../../../contract/office-content.ts";
import { ErrorList, InputField, type FieldLike } from "../../components/form-fields.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { formProps, useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { PictureField } from "../../components/office-content-fields.tsx";
import { Slider, type SlideView } from "../../components/slider.tsx";
import { useLinkedLanguage } from "../../root-data.ts";

/** The action's answer: which form ("new" or a slide's id), conform's result, and the preview when asked. */
export interface SlideAnswer {
  form: string;
  result: FormResult;
  preview: SlideView | null;
}

type Values = Record<
  "intent" | "id" | "picture" | "url" | "alt_en" | "alt_pl" | "alt_de" | "position" | "upload",
  string
> & {
  sources: string[];
};

/** The slide as the home page's slider shows it. */
export function SlidePreview({ slide }: { slide: SlideView }) {
  const { t } = useTranslation("office");
  return (
    <section className="office-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t("content.preview")}</h2>
      <p className="muted">{t("slides.previewNote")}</p>
      <Slider slides={[slide]} />
    </section>
  );
}

export function DeleteQuestion({ slide }: { slide: OfficeSlide }) {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  return (
    <section className="office-confirm" aria-labelledby="delete-question">
      <h2 id="delete-question">{t("slides.deleteQuestion", { alt: slide.alt_en })}</h2>
      <Form method="post" action={`/office/content/slides${lng}`} className="office-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={slide.id} />
        <button type="submit" className="button button-danger">
          {t("slides.deleteYes")}
        </button>
        <PageLink to="/office/content/slides" className="button">
          {t("slides.deleteNo")}
        </PageLink>
      </Form>
    </section>
  );
}

function SourceChoices({ field }: { field: FieldLike }) {
  const { t } = useTranslation("office");
  const chosen = ([] as string[]).concat((field.initialValue as string | string[] | undefined) ?? []);
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset className="office-roles" aria-describedby={invalid ? field.errorId : undefined}>
      <legend>{t("slides.sources")}</legend>
      {SOURCES.map((source) => (
        <div className="checkbox-row" key={source}>
          <input
            type="checkbox"
            id={`${field.id}-${source}`}
            name={field.name}
            value={source}
            key={`${field.key ?? ""}${source}`}
            defaultChecked={chosen.includes(source)}
            aria-invalid={invalid || undefined}
          />
          <label htmlFor={`${field.id}-${source}`}>{t(`content.sources.${source}`)}</label>
        </div>
      ))}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A slide's form; `slide` null: the new slide's. */
export function SlideForm({
  slide,
  answer,
  constraint,
  nextPosition,
}: {
  slide: OfficeSlide | null;
  answer?: SlideAnswer;
  constraint: Record<string, Constraint>;
  nextPosition: number;
}) {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  const key = slide ? String(slide.id) : "new";
  const [form, fields] = useServerForm<Values>(`slide-${key}`, {
    lastResult: answer?.form === key ? answer.result : undefined,
    constraint,
    defaultValue: slide
      ? { ...slide, url: slide.url ?? "", position: String(slide.position) }
      : { sources: [...SOURCES], position: String(nextPosition) },
  });
  const picture = (fields.picture.initialValue as string | undefined) || slide?.picture || null;
  return (
    <Form
      method="post"
      action={`/office/content/slides${lng}`}
      encType="multipart/form-data"
      {...formProps(form)}
      className="stack office-content-form"
      aria-label={slide ? t("slides.editLabel", { alt: slide.alt_en }) : t("slides.newTitle")}
    >
      <ErrorList id={form.errorId} errors={form.errors} />
      {slide ? <input type="hidden" name="id" value={slide.id} /> : null}
      <PictureField field={fields.upload} label={t("slides.picture")} current={picture} keptField={fields.picture} />
      <InputField field={fields.url} label={t("slides.url")} hint={t("slides.urlHint")} autoComplete="off" />
      <InputField field={fields.alt_en} label={t("slides.alt", { language: t("content.languages.en") })} />
      <InputField field={fields.alt_pl} label={t("slides.alt", { language: t("content.languages.pl") })} />
      <InputField field={fields.alt_de} label={t("slides.alt", { language: t("content.languages.de") })} />
      <SourceChoices field={fields.sources} />
      <InputField field={fields.position} label={t("slides.position")} type="number" />
      <div className="office-actions">
        <button type="submit" name="intent" value="save" className="button button-primary">
          {slide ? t("slides.save") : t("slides.add")}
        </button>
        <button type="submit" name="intent" value="preview" className="button">
          {t("content.showPreview")}
        </button>
        {slide ? (
          <PageLink to={`/office/content/slides?delete=${slide.id}`} className="button-link">
            {t("slides.delete")}
          </PageLink>
        ) : null}
      </div>
    </Form>
  );
}
