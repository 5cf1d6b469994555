/**
 * A warranty claim for one brand's part (issue 22 item 4; storefront.md, FAQ: every field required and
 * pictures attached, a claim number sent). A plain multipart form that works without JavaScript,
 * guarded like the other enquiry forms (the enquiry budget per client address, the honeypot with a
 * minimum fill time, the captcha when configured). The budget and one of the process's upload slots
 * are taken before a byte of the body is read; the body is then read once, as a stream, the pictures
 * going straight into the image library (app/.server/warranty-upload.ts, issue 37 item 3). Pictures:
 * 1 to 3, at most 8 MB each, JPEG, PNG or WebP by their first bytes, kept as JPEGs of at most 2000 px;
 * a body declared too large is sent back here by server/body-limit.ts (?refused=size). The ERP stores
 * the claim within the day's quota, numbers it and mails the office and the shopper; the page then
 * shows the number. The pictures are never served back (decision 0035).
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "../translation.tsx";
import { BRANDS, type BrandId } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { CLAIM_NUMBER_PATTERN } from "../../contract/warranty.ts";
import { WARRANTY_PICTURE_MAX_BYTES, WARRANTY_PICTURES_MAX } from "../../contract/warranty-constants.ts";
import { captchaSettings, publicCaptcha, type CaptchaOutcome } from "../.server/captcha.ts";
import { captchaRefusal, checkCaptcha, refusalKey } from "../.server/form-guard.ts";
import { sendFailure } from "../.server/send-failure.ts";
import { clientAddress, honeypotInputProps, honeypotRefusal, overRateLimit } from "../.server/enquiry-guard.ts";
import { enquiryConfig } from "../.server/env.ts";
import { ErpCallError } from "../.server/erp.ts";
import { shop } from "../.server/shop.ts";
import { ClaimBodyRefused, discardBody, readClaimForm, uploadSlots } from "../.server/warranty-upload.ts";
import { SendFailureNotice } from "../components/lazy-parts.tsx";
import { ErrorList, Field, InputField, Required, SendButton, TextareaField } from "../components/form-fields.tsx";
import { FormGuard, GuardCaptcha } from "../components/form-guard.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { formConstraint } from "../.server/form-constraint.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { warrantyBrands } from "../lib/warranty-brands.ts";
import { WarrantyFormSchema } from "../lib/warranty.ts";
import { picturesProblem, WARRANTY_ACCEPT, WARRANTY_ERRORS } from "../lib/warranty-fields.ts";
import { inputProps } from "../lib/server-form.ts";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { notFoundUnless } from "../.server/not-found.ts";

const MB = Math.floor(WARRANTY_PICTURE_MAX_BYTES / (1024 * 1024));
/** When a post that found every upload slot of the process taken is told to try again. */
const BUSY_RETRY_SECONDS = 30;

function brandOf(id: string | undefined, source: Parameters<typeof warrantyBrands>[0], lang: Language): BrandId {
  const brand = warrantyBrands(source).find((b) => b === id);
  notFoundUnless(brand, resources[lang].common.errors.notFoundText);
  return brand;
}

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const { context } = await shop(request, load);
  const brand = brandOf(params.brand, context.source, context.lang);
  const url = new URL(request.url);
  const claim = url.searchParams.get("claim");
  const config = enquiryConfig();
  // No cache keeps the page: it is private (app/lib/private-paths.ts), as are a person's details.
  return {
    brand,
    brandName: BRANDS.find((b) => b.id === brand)!.name,
    claim: claim && CLAIM_NUMBER_PATTERN.test(claim) ? claim : null,
    // A form too large to be read at all was dropped by the server and sent back here.
    refused: url.searchParams.get("refused") === "size",
    honeypot: honeypotInputProps(config),
    captcha: publicCaptcha(captchaSettings(config)),
    // The form's constraints: its action alone validates it (decisions 0046 and 0049).
    constraint: formConstraint(WarrantyFormSchema),
  };
}

/** The ERP's refusal of a field (its messages are English) as the form's translation key. */
const erpFieldErrors = (fields: Record<string, string[]>) => {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (name.startsWith("pictures")) {
      (errors.pictures ??= []).push(
        messages.includes("picture too large") ? WARRANTY_ERRORS.tooLarge : WARRANTY_ERRORS.notPicture,
      );
    } else {
      errors[name] = messages.map((m) =>
        m === "must be a single line" ? "enquiry:errors.singleLine" : "enquiry:errors.invalid",
      );
    }
  }
  return errors;
};

export async function action({ request, params, context: load }: ActionFunctionArgs) {
  const { erp, context } = await shop(request, load);
  const brand = brandOf(params.brand, context.source, context.lang);
  const config = enquiryConfig();
  const client = clientAddress(request, load);
  // Refusals before a byte of the body is read (issue 37 item 3): the body (up to 24 MB) is then
  // read and dropped, so that the browser, still sending, gets the answer. Nothing was read, so
  // nothing typed can be shown again.
  const refuseUnread = async (status: number, key: string, headers?: HeadersInit) => {
    await discardBody(request.body);
    return data({ result: { status: "error" as const, error: { "": [key] } }, failure: null }, { status, headers });
  };
  try {
    // The enquiry forms' budget per client address: a claim sends mail as they do.
    const limited = await overRateLimit(erp, "enquiry", client, config);
    if (limited) return await refuseUnread(limited.status, refusalKey(limited.reason), limited.headers);
  } catch (error) {
    await discardBody(request.body);
    return data({ result: undefined, failure: sendFailure(error) }, { status: 502 });
  }
  const release = uploadSlots().take();
  if (!release) return await refuseUnread(503, WARRANTY_ERRORS.busy, { "Retry-After": String(BUSY_RETRY_SECONDS) });
  try {
    return await claimAction(request, { erp, brand, config, client });
  } finally {
    release();
  }
}

/** The claim, read and sent within an upload slot. */
async function claimAction(
  request: Request,
  {
    erp,
    brand,
    config,
    client,
  }: {
    erp: Awaited<ReturnType<typeof shop>>["erp"];
    brand: BrandId;
    config: ReturnType<typeof enquiryConfig>;
    client: string;
  },
) {
  // The captcha's token comes before the pictures (the widget stands above them): it is verified
  // before a picture is read, and a post without a valid one has its pictures dropped unread.
  const captcha = captchaSettings(config);
  let captchaOutcome: CaptchaOutcome | undefined;
  const beforePictures = captcha
    ? async (fields: FormData) => (captchaOutcome = await checkCaptcha(captcha, fields, client)).ok
    : undefined;
  let read;
  try {
    read = await readClaimForm(request, { beforePictures });
  } catch (error) {
    if (!(error instanceof ClaimBodyRefused)) throw error;
    const key = error.reason === "size" ? WARRANTY_ERRORS.refused : refusalKey("missing");
    // A chunked body over the limit was not read to its end: the connection closes after the answer.
    const headers: HeadersInit | undefined = error.reason === "size" ? { Connection: "close" } : undefined;
    return data(
      { result: { status: "error" as const, error: { "": [key] } }, failure: null },
      { status: error.reason === "size" ? 413 : 400, headers },
    );
  }
  const { formData, pictureProblem } = read;
  const submission = parseWithZod(formData, { schema: WarrantyFormSchema });
  const refuse = (status: number, key: string, headers?: HeadersInit) =>
    data({ result: submission.reply({ formErrors: [key] }), failure: null }, { status, headers });
  const refuseCaptcha = (outcome: CaptchaOutcome, onlyThis = false) => {
    const refusal = captchaRefusal(outcome);
    if (!refusal) return null;
    if (!onlyThis) return refuse(refusal.status, refusal.key);
    // What was typed stays; the fields' errors wait until the pictures can be read.
    const result = { ...submission.reply({ formErrors: [refusal.key] }), error: { "": [refusal.key] } };
    return data({ result, failure: null }, { status: refusal.status });
  };
  // Pictures dropped for want of a valid captcha: that is what the sender must fix first.
  if (captchaOutcome && !captchaOutcome.ok) return refuseCaptcha(captchaOutcome, true);
  // The pictures' type by their first bytes (read as they arrived, app/.server/warranty-upload.ts);
  // the name and the declared type are the sender's word only.
  if (pictureProblem) {
    return data(
      { result: submission.reply({ fieldErrors: { pictures: [WARRANTY_ERRORS[pictureProblem]] } }), failure: null },
      { status: 400 },
    );
  }
  if (submission.status !== "success") return data({ result: submission.reply(), failure: null }, { status: 400 });
  // Each picture as read and shrunk to a JPEG of at most 2000 px, without its metadata.
  const pictures: { filename: string; data: string }[] = [];
  for (const file of submission.value.pictures) {
    pictures.push({ filename: file.name, data: Buffer.from(await file.arrayBuffer()).toString("base64") });
  }
  const trap = honeypotRefusal(formData, config);
  if (trap) return refuse(trap.status, refusalKey(trap.reason));
  if (captcha) {
    // Verified once: before the pictures, or here when none came.
    const refusal = refuseCaptcha(captchaOutcome ?? (await checkCaptcha(captcha, formData, client)));
    if (refusal) return refusal;
  }
  const { pictures: _files, ...fields } = submission.value;
  let claim: string;
  try {
    claim = (await erp.submitWarrantyClaim({ ...fields, brand }, pictures)).claim;
  } catch (error) {
    if (error instanceof ErpCallError && error.code === "WARRANTY_QUOTA") {
      // Every claim's pictures of the day together: the ERP's daily quota is used up.
      return refuse(503, WARRANTY_ERRORS.quota, error.retryHeaders);
    }
    if (error instanceof ErpCallError && error.status === 400 && error.fields) {
      return data(
        { result: submission.reply({ fieldErrors: erpFieldErrors(error.fields) }), failure: null },
        { status: 400 },
      );
    }
    return data({ result: submission.reply(), failure: sendFailure(error) }, { status: 502 });
  }
  return redirect(`/warranty/${brand}?claim=${claim}`, 303);
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: page } = args;
  const { lang } = rootMeta(args.matches);
  const shopName = resources[lang].common.shell.shopName;
  const title = page
    ? resources[lang].enquiry.warranty.title.replace("{{brand}}", page.brandName)
    : resources[lang].common.errors.notFoundTitle;
  // A claim form is for a customer with a claim, not for search engines (the list of forms is indexed).
  return seoMeta(args, {
    title: `${title} | ${shopName}`,
    description: resources[lang].enquiry.warranty.indexIntro,
    noindex: true,
  });
};

function ThankYou({ claim, brandName }: { claim: string; brandName: string }) {
  const { t } = useTranslation("enquiry");
  return (
    <section className="page narrow warranty-page">
      <h1>{t("warranty.thanks.title")}</h1>
      <p role="status">
        {t("warranty.thanks.number", { brand: brandName })} <strong className="claim-number">{claim}</strong>
      </p>
      <p>{t("warranty.thanks.mailed")}</p>
      <p>{t("warranty.thanks.next")}</p>
      <p>
        <PageLink to="/" className="button">
          {t("warranty.thanks.home")}
        </PageLink>
      </p>
    </section>
  );
}

export default function WarrantyClaimPage() {
  const { t } = useTranslation("enquiry");
  const { brand, brandName, claim, refused, honeypot, captcha, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useServerForm<z.input<typeof WarrantyFormSchema>>("warranty", {
    lastResult: answer?.result,
    constraint,
  });
  // The pictures' count and sizes, checked before they are sent (a body too large would be dropped
  // unread); shown until the pictures are chosen again or the action answers.
  const [picturesChecked, setPicturesChecked] = useState<{ error: string; answer: unknown }>();
  if (claim) return <ThankYou claim={claim} brandName={brandName} />;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const line = (
    name: "name" | "email" | "phone" | "invoice" | "part_number" | "make" | "model",
    autoComplete?: string,
    type: "text" | "email" | "tel" = "text",
  ) => (
    <InputField
      field={fields[name]}
      label={<Required>{t(`warranty.fields.${name}`)}</Required>}
      type={type}
      autoComplete={autoComplete}
    />
  );
  const formErrors = answer?.result ? form.errors : refused ? [WARRANTY_ERRORS.refused] : form.errors;
  const picturesError =
    picturesChecked && picturesChecked.answer === answer ? [picturesChecked.error] : fields.pictures.errors;
  const pictures = { ...fields.pictures, errors: picturesError, initialValue: undefined };
  const date = fields.purchase_date;
  return (
    <section className="page narrow warranty-page">
      <p>
        <PageLink to="/warranty">{t("warranty.allBrands")}</PageLink>
      </p>
      <h1>{t("warranty.title", { brand: brandName })}</h1>
      <p>{t("warranty.intro", { brand: brandName })}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        action={`/warranty/${brand}`}
        {...formProps(form)}
        className="enquiry-form"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("pictures");
          if (!(input instanceof HTMLInputElement)) return;
          const problem = picturesProblem(Array.from(input.files ?? []));
          // No pictures is the action's to say, with the other fields' errors; too many or too
          // large would send megabytes for nothing.
          if (problem !== WARRANTY_ERRORS.tooMany && problem !== WARRANTY_ERRORS.tooLarge) return;
          event.preventDefault();
          setPicturesChecked({ error: problem, answer });
          input.focus();
        }}
      >
        <p className="muted">{t("contact.required")}</p>
        <ErrorList id={form.errorId} errors={formErrors} />
        <fieldset className="checkout-section">
          <legend>{t("warranty.you")}</legend>
          <div className="field-grid">
            {line("name", "name")}
            {line("email", "email", "email")}
            {line("phone", "tel", "tel")}
          </div>
        </fieldset>
        <fieldset className="checkout-section">
          <legend>{t("warranty.part")}</legend>
          <div className="field-grid">
            {line("part_number")}
            {line("invoice")}
            <Field
              label={<Required>{t("warranty.fields.purchase_date")}</Required>}
              id={date.id}
              errorId={date.errorId}
              errors={date.errors}
            >
              <input {...inputProps(date, { type: "date" })} key={date.key} />
            </Field>
          </div>
        </fieldset>
        <fieldset className="checkout-section">
          <legend>{t("warranty.vehicle")}</legend>
          <div className="field-grid">
            {line("make")}
            {line("model")}
            <InputField
              field={fields.vehicle_year}
              label={<Required>{t("warranty.fields.vehicle_year")}</Required>}
              type="number"
            />
            <InputField
              field={fields.mileage}
              label={<Required>{t("warranty.fields.mileage")}</Required>}
              type="number"
            />
          </div>
        </fieldset>
        <TextareaField field={fields.fault} label={<Required>{t("warranty.fields.fault")}</Required>} rows={6} />
        {/* Before the pictures: its token is read, and verified, before a picture is (issue 37 item 3). */}
        <GuardCaptcha captcha={captcha} answer={answer?.result} />
        <Field
          label={<Required>{t("warranty.fields.pictures")}</Required>}
          id={pictures.id}
          errorId={pictures.errorId}
          errors={pictures.errors}
          hint={t("warranty.picturesHint", { max: WARRANTY_PICTURES_MAX, size: MB })}
          hintId={pictures.descriptionId}
        >
          <input
            {...inputProps(pictures, { type: "file", ariaDescribedBy: pictures.descriptionId })}
            key={pictures.key}
            multiple
            accept={WARRANTY_ACCEPT}
            onChange={() => setPicturesChecked(undefined)}
          />
        </Field>
        <FormGuard
          formId={form.id}
          honeypot={honeypot}
          privacy={fields.privacy}
          label={t("warranty.privacy")}
          keepAgreed={false}
        />
        {/* Disabled only while sending: no rule asks for the claim to be checked as it is typed (decision 0049). */}
        <SendButton label={t("warranty.submit")} sending={sending} />
      </Form>
      <SendFailureNotice failure={answer?.failure} />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
