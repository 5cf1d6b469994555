/**
 * A news post in the office (issue 38 item 3; the content role's): /office/content/news/new for a
 * new one, /office/content/news/{id} to edit one. One multipart form (it works without JavaScript)
 * saves the post or shows it as the shop will (the preview, nothing saved), in en/pl/de, with a
 * picture uploaded with it; "Delete…" asks first (a GET link to the question, whose answer is the
 * POST). The shop's every instance shows a saved change within seconds (decision 0042).
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import { ErpCallError } from "../../.server/erp.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { notFound } from "../../.server/not-found.ts";
import { contentFormData, refusedAnswer, storeUploadedPicture } from "../../.server/office-content.ts";
import { officeRequest } from "../../.server/office.ts";
import { UPLOAD_FIELD } from "../../.server/office-upload.ts";
import { commitSession } from "../../.server/session.ts";
import { OfficeErrorBoundary } from "../../components/office-error.tsx";
import { DeleteFormSchema, NewsFormSchema } from "../../lib/office-content-forms.ts";
import { officeHeaders, officeMeta } from "../../lib/office-meta.ts";
import { DeleteQuestion, NewsForm, NewsPreview, type NewsAnswer, type NewsDraft } from "./news-form.tsx";

/** The post's number from the address; null for "new"; a 404 for anything else. */
function postId(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) throw notFound();
  return Number(param);
}

const EMPTY = (today: string): NewsDraft => ({
  slug: "",
  publishedon: today,
  show: true,
  photo: null,
  title_en: "",
  title_pl: "",
  title_de: "",
  excerpt_en: "",
  excerpt_pl: "",
  excerpt_de: "",
  content_en: "",
  content_pl: "",
  content_de: "",
});

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  const id = postId(params.id);
  let post: NewsDraft = EMPTY(new Date().toISOString().slice(0, 10));
  if (id !== null) {
    try {
      const { id: _id, updatedat: _at, ...found } = (await call("getContentNews", { id })).post;
      post = found;
    } catch (error) {
      if (error instanceof ErpCallError && error.status === 404) throw notFound();
      throw error;
    }
  }
  const confirm = id !== null && new URL(request.url).searchParams.get("delete") === "1";
  return { id, post, confirm, constraint: formConstraint(NewsFormSchema) };
}

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { call, session } = await officeRequest(request, load);
  const id = postId(params.id);
  const formData = await contentFormData(request);
  const done = async (notice: string, to: string, values: Record<string, string> = {}) => {
    session.flash("notice", { key: notice, params: values, tone: "success" });
    return redirect(to, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  };
  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteFormSchema });
    if (submission.status !== "success" || id === null || Number(submission.value.id) !== id)
      return data({ result: submission.reply({ formErrors: ["errors.invalid"] }), preview: null }, { status: 400 });
    try {
      await call("deleteContentNews", { id });
    } catch (error) {
      // Deleted already (in another tab): what was asked is done.
      if (!(error instanceof ErpCallError && error.status === 404)) throw error;
    }
    return done("office:news.deleted", "/office/content/news");
  }
  const submission = parseWithZod(formData, { schema: NewsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const { intent, removephoto, previewlang, photo: kept, ...fields } = submission.value;
  const picture = await storeUploadedPicture(call, formData);
  if (picture && "error" in picture)
    return data(
      { result: submission.reply({ fieldErrors: { [UPLOAD_FIELD]: [picture.error] } }), preview: null },
      { status: 400 },
    );
  const photo = picture ? picture.path : removephoto ? null : (kept ?? null);
  const draft = { ...fields, photo };
  try {
    if (intent === "preview") {
      const { post } = await call("previewContentNews", draft);
      const result = submission.reply();
      // The picture just stored stays with the form: saving next needs no second upload.
      const answer: NewsAnswer = {
        result: { ...result, initialValue: { ...result.initialValue, photo: photo ?? "" } },
        preview: { post, lang: previewlang },
      };
      return answer;
    }
    const { post } = await call("saveContentNews", { ...draft, ...(id === null ? {} : { id }) });
    return await done("office:news.saved", `/office/content/news/${post.id}`, { title: post.title_en });
  } catch (error) {
    return refusedAnswer(error, submission.reply, (result): NewsAnswer => ({ result, preview: null }));
  }
}

export const meta = officeMeta("news");
export const headers = officeHeaders;

export default function NewsPostPage() {
  const { t } = useTranslation("office");
  const { id, post, confirm, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as NewsAnswer | undefined;
  return (
    <section className="page office-page">
      <h1>{id === null ? t("news.newTitle") : t("news.editTitle", { title: post.title_en })}</h1>
      {confirm && id !== null ? <DeleteQuestion id={id} title={post.title_en} /> : null}
      <NewsForm id={id} post={post} answer={answer} constraint={constraint} />
      {answer?.preview ? <NewsPreview preview={answer.preview} /> : null}
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
