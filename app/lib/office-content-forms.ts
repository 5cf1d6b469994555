/**
 * The office's content forms (issue 38 item 3): a news post, a slide, the marquee of a site. Their
 * actions validate them (decision 0046); messages are translation keys. The ERP checks everything
 * again (contract/office-content.ts) and sanitises the HTML.
 */
import { z } from "zod";
import { SOURCES } from "../../contract/catalogue.ts";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import {
  MARQUEE_TEXT_MAX,
  NEWS_CONTENT_MAX,
  NEWS_EXCERPT_MAX,
  NEWS_TITLE_MAX,
  SLIDE_ALT_MAX,
} from "../../contract/office-content-constants.ts";
import { PREVIEW_LANGUAGES } from "./office.ts";

const REQUIRED = "errors.required";
const INVALID = "errors.invalid";
const TOO_LONG = "office:errors.tooLong";
// eslint-disable-next-line no-control-regex -- NUL is refused on purpose (PostgreSQL text holds none)
const NO_NUL = /^[^\u0000]*$/;

/** A line of text, "" when left empty. */
const optionalLine = (max: number) =>
  z
    .string()
    .regex(SINGLE_LINE, INVALID)
    .regex(NO_NUL, INVALID)
    .trim()
    .max(max, TOO_LONG)
    .optional()
    .transform((v) => v ?? "");
const requiredLine = (max: number) =>
  z
    .string({ required_error: REQUIRED })
    .regex(SINGLE_LINE, INVALID)
    .regex(NO_NUL, INVALID)
    .trim()
    .min(1, REQUIRED)
    .max(max, TOO_LONG);
const optionalText = (max: number) =>
  z
    .string()
    .regex(NO_NUL, INVALID)
    .trim()
    .max(max, TOO_LONG)
    .optional()
    .transform((v) => v ?? "");
const requiredText = (max: number) =>
  z.string({ required_error: REQUIRED }).regex(NO_NUL, INVALID).trim().min(1, REQUIRED).max(max, TOO_LONG);
/** A checkbox: present ("on") or not. */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v !== undefined);
/** A picture already stored (a path of this shop or an https address), kept when no new one is chosen. */
const picturePath = z
  .string()
  .max(500, TOO_LONG)
  .regex(/^(\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, INVALID)
  .optional();
const id = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, INVALID)
  .transform(Number)
  .optional();
/** A day (a date control): checked here, no pattern attribute (which a date control may not carry). */
const day = z
  .string({ required_error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "office:errors.date")
  .pipe(
    z.string().refine((d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
    }, "office:errors.date"),
  );

/** A news post: save it, or see it as the shop will show it (preview), nothing written. */
export const NewsFormSchema = z.object({
  intent: z.enum(["save", "preview"], { errorMap: () => ({ message: INVALID }) }),
  slug: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, TOO_LONG)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "office:content.errors.slug"),
  publishedon: day,
  show: checkbox,
  photo: picturePath,
  removephoto: checkbox,
  previewlang: z.enum(PREVIEW_LANGUAGES).optional().default("en"),
  title_en: requiredLine(NEWS_TITLE_MAX),
  title_pl: optionalLine(NEWS_TITLE_MAX),
  title_de: optionalLine(NEWS_TITLE_MAX),
  excerpt_en: requiredText(NEWS_EXCERPT_MAX),
  excerpt_pl: optionalText(NEWS_EXCERPT_MAX),
  excerpt_de: optionalText(NEWS_EXCERPT_MAX),
  content_en: requiredText(NEWS_CONTENT_MAX),
  content_pl: optionalText(NEWS_CONTENT_MAX),
  content_de: optionalText(NEWS_CONTENT_MAX),
});
export type NewsForm = z.infer<typeof NewsFormSchema>;

/** Deleting a post (the answer to the "Delete…" question). */
export const DeleteFormSchema = z.object({ intent: z.literal("delete"), id: z.string().regex(/^[1-9]\d{0,8}$/) });

/** A link of a slide: a path of this shop or an https address; empty for none. */
const link = z
  .string()
  .trim()
  .max(500, TOO_LONG)
  .regex(/^(|\/[^\s]*|https:\/\/[^\s]+)$/, "office:content.errors.link")
  .optional()
  .transform((v) => (v ? v : null));

/** A slide: its picture (uploaded, or the one it has), link, text alternatives, sites and place. */
export const SlideFormSchema = z.object({
  intent: z.enum(["save", "preview"], { errorMap: () => ({ message: INVALID }) }),
  id,
  picture: picturePath,
  url: link,
  alt_en: requiredLine(SLIDE_ALT_MAX),
  alt_pl: optionalLine(SLIDE_ALT_MAX),
  alt_de: optionalLine(SLIDE_ALT_MAX),
  sources: z
    .array(z.enum(SOURCES, { errorMap: () => ({ message: "office:content.errors.sources" }) }), {
      required_error: "office:content.errors.sources",
    })
    .min(1, "office:content.errors.sources"),
  // A number control: checked here, no pattern attribute (which it may not carry).
  position: z
    .string({ required_error: REQUIRED })
    .regex(/^\d{1,3}$/, "office:content.errors.position")
    .pipe(z.string().transform(Number)),
});
export type SlideForm = z.infer<typeof SlideFormSchema>;

/** The marquee of one site: shown or not, its text and its error message in every language. */
export const MarqueeFormSchema = z.object({
  intent: z.enum(["save", "preview"], { errorMap: () => ({ message: INVALID }) }),
  source: z.enum(SOURCES, { errorMap: () => ({ message: INVALID }) }),
  show: checkbox,
  show_error: checkbox,
  text_en: optionalLine(MARQUEE_TEXT_MAX),
  text_pl: optionalLine(MARQUEE_TEXT_MAX),
  text_de: optionalLine(MARQUEE_TEXT_MAX),
  error_msg_en: optionalLine(MARQUEE_TEXT_MAX),
  error_msg_pl: optionalLine(MARQUEE_TEXT_MAX),
  error_msg_de: optionalLine(MARQUEE_TEXT_MAX),
});
export type MarqueeForm = z.infer<typeof MarqueeFormSchema>;
