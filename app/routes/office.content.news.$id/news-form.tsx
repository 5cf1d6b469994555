/** The news post page's parts: the form (three languages, the picture), the preview, the delete question. */
import { Form } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { OfficeNewsPost } from "../../../contract/office-content.ts";
import { ErrorList, InputField, TextareaField } from "../../components/form-fields.tsx";
import { NewsArticle, PostTeaser } from "../../components/news.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { formProps, useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { CheckboxField, PictureField, PreviewActions } from "../../components/office-content-fields.tsx";
import { PREVIEW_LANGUAGES } from "../../lib/office.ts";
import { useLinkedLanguage } from "../../root-data.ts";

export type NewsDraft = Omit<OfficeNewsPost, "id" | "updatedat">;

/** The action's answer: conform's result, and the preview (with the picture it stored) when asked. */
export interface NewsAnswer {
  result: FormResult;
  preview: { post: NewsDraft; lang: (typeof PREVIEW_LANGUAGES)[number] } | null;
}

type Values = Record<keyof NewsDraft | "intent" | "removephoto" | "previewlang" | "upload", string>;

/** The texts of a language as the shop shows them: its own when it has a title and a body, else English. */
function inLanguage(post: NewsDraft, lang: (typeof PREVIEW_LANGUAGES)[number]) {
  const own = post[`title_${lang}`] && post[`content_${lang}`].trim() ? lang : "en";
  return {
    ID: 0,
    slug: post.slug,
    title: { rendered: post[`title_${own}`] },
    excerpt: { rendered: post[`excerpt_${own}`] },
    content: { rendered: post[`content_${own}`] },
    photo: post.photo,
    acf: { date: post.publishedon },
    lang: own,
  };
}

/** The post as the shop will show it: its teaser (home, news list) and its page. */
export function NewsPreview({ preview }: { preview: NonNullable<NewsAnswer["preview"]> }) {
  const { t } = useTranslation("office");
  const post = inLanguage(preview.post, preview.lang);
  return (
    <section className="office-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t("content.preview")}</h2>
      <p className="muted">{t("content.previewNote", { language: t(`content.languages.${preview.lang}`) })}</p>
      <div className="post-grid">
        <PostTeaser post={post} headingLevel={3} />
      </div>
      <NewsArticle post={post} headingLevel={3} />
    </section>
  );
}

export function DeleteQuestion({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  return (
    <section className="office-confirm" aria-labelledby="delete-question">
      <h2 id="delete-question">{t("news.deleteQuestion", { title })}</h2>
      <p>{t("news.deleteText")}</p>
      <Form method="post" action={`/office/content/news/${id}${lng}`} className="office-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="button button-danger">
          {t("news.deleteYes")}
        </button>
        <PageLink to={`/office/content/news/${id}`} className="button">
          {t("news.deleteNo")}
        </PageLink>
      </Form>
    </section>
  );
}

export function NewsForm({
  id,
  post,
  answer,
  constraint,
}: {
  id: number | null;
  post: NewsDraft;
  answer?: NewsAnswer;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  const [form, fields] = useServerForm<Values>("news-post", {
    lastResult: answer?.result,
    constraint,
    defaultValue: { ...post, show: post.show ? "on" : undefined, photo: post.photo ?? "", previewlang: "en" },
  });
  const photo = answer?.preview?.post.photo ?? (fields.photo.initialValue as string | undefined) ?? post.photo;
  return (
    <Form
      method="post"
      action={`/office/content/news/${id ?? "new"}${lng}`}
      encType="multipart/form-data"
      {...formProps(form)}
      className="stack office-content-form"
    >
      <ErrorList id={form.errorId} errors={form.errors} />
      <InputField field={fields.slug} label={t("news.slug")} hint={t("news.slugHint")} autoComplete="off" />
      <InputField field={fields.publishedon} label={t("news.date")} type="date" />
      <CheckboxField field={fields.show} label={t("news.show")} />
      <PictureField
        field={fields.upload}
        label={t("news.photo")}
        current={photo || null}
        keptField={fields.photo}
        removeField={fields.removephoto}
      />
      {PREVIEW_LANGUAGES.map((lang) => (
        <fieldset key={lang} className="office-language">
          <legend>{t(`content.languages.${lang}`)}</legend>
          <InputField field={fields[`title_${lang}`]} label={t("news.postTitle")} autoComplete="off" />
          <TextareaField field={fields[`excerpt_${lang}`]} label={t("news.excerpt")} rows={3} />
          <TextareaField field={fields[`content_${lang}`]} label={t("news.content")} rows={10} />
        </fieldset>
      ))}
      <p className="muted">{t("content.htmlHint")}</p>
      <PreviewActions formId={form.id} lang={answer?.preview?.lang ?? "en"} save={t("news.save")}>
        {id !== null ? (
          <PageLink to={`/office/content/news/${id}?delete=1`} className="button-link">
            {t("news.delete")}
          </PageLink>
        ) : null}
      </PreviewActions>
    </Form>
  );
}
