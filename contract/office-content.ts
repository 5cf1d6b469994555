/**
 * The office's content (issue 38 item 3): news posts, the home page's slides and the marquee of
 * each site source, in en/pl/de, with a preview, and the pictures uploaded for them. Every call is
 * made in a staff session (officeCommon) by the content role (or the owner, erp/staff/roles.ts);
 * every write leaves an audit entry. The shop reads the same tables through its own calls (POST
 * /news, GET /marquee/{source}, GET /slider/{source}: contract/content.ts), and every instance sees
 * a change within its cache's version check (decision 0042).
 */
import { z } from "zod";
import { IsoDaySchema, SourceSchema } from "./common.ts";
import {
  CONTENT_KEPT_PICTURE_MAX_BYTES,
  MARQUEE_TEXT_MAX,
  NEWS_CONTENT_MAX,
  NEWS_EXCERPT_MAX,
  NEWS_TITLE_MAX,
  SLIDE_ALT_MAX,
} from "./office-content-constants.ts";
import { officeCommon } from "./staff.ts";
import { line, requiredLine, text } from "./text-fields.ts";

const Id = z.number().int().min(1).max(2_147_483_647);
/** A post's address: lower-case words joined by dashes. */
export const NewsSlugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single dashes");
/** A picture of this shop (a path) or, for the demo's drawings and others, an https address. */
const PicturePath = z
  .string()
  .max(500)
  .regex(/^\/[\w./-]+$/, "a path on this site");
const LinkTarget = z
  .string()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, "a path on this site or an https address");

/** A post's texts: English required (the shop's news language), Polish and German optional. */
const newsTexts = {
  title_en: requiredLine(NEWS_TITLE_MAX),
  title_pl: line(NEWS_TITLE_MAX),
  title_de: line(NEWS_TITLE_MAX),
  excerpt_en: text(NEWS_EXCERPT_MAX, { required: true }),
  excerpt_pl: text(NEWS_EXCERPT_MAX),
  excerpt_de: text(NEWS_EXCERPT_MAX),
  content_en: text(NEWS_CONTENT_MAX, { required: true }),
  content_pl: text(NEWS_CONTENT_MAX),
  content_de: text(NEWS_CONTENT_MAX),
};
export const NewsDraftFields = {
  slug: NewsSlugSchema,
  /** acf.date: the day shown and the order of the list. */
  publishedon: IsoDaySchema,
  /** false: a draft, not shown in the shop. */
  show: z.boolean(),
  photo: PicturePath.nullable(),
  ...newsTexts,
};

/** A post as the office edits it (HTML as stored: sanitised when written). */
export const OfficeNewsPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  publishedon: z.string(),
  show: z.boolean(),
  photo: z.string().nullable(),
  title_en: z.string(),
  title_pl: z.string(),
  title_de: z.string(),
  excerpt_en: z.string(),
  excerpt_pl: z.string(),
  excerpt_de: z.string(),
  content_en: z.string(),
  content_pl: z.string(),
  content_de: z.string(),
  updatedat: z.string(),
});
export type OfficeNewsPost = z.infer<typeof OfficeNewsPostSchema>;

export const ListContentNewsRequestSchema = z.object({ action: z.literal("listContentNews"), ...officeCommon });
export const ListContentNewsResponseSchema = z.object({ posts: z.array(OfficeNewsPostSchema) });

export const GetContentNewsRequestSchema = z.object({ action: z.literal("getContentNews"), ...officeCommon, id: Id });
export const ContentNewsResponseSchema = z.object({ post: OfficeNewsPostSchema });

/** Creates a post (no id) or replaces one's fields; a slug another post has: 409 CONTENT_SLUG_TAKEN (fields.slug). */
export const SaveContentNewsRequestSchema = z.object({
  action: z.literal("saveContentNews"),
  ...officeCommon,
  id: Id.optional(),
  ...NewsDraftFields,
});

/** The post as the shop will show it, sanitised as a save would store it; nothing is written. */
export const PreviewContentNewsRequestSchema = z.object({
  action: z.literal("previewContentNews"),
  ...officeCommon,
  ...NewsDraftFields,
});
export const PreviewContentNewsResponseSchema = z.object({
  post: OfficeNewsPostSchema.omit({ id: true, updatedat: true }),
});

export const DeleteContentNewsRequestSchema = z.object({
  action: z.literal("deleteContentNews"),
  ...officeCommon,
  id: Id,
});
export const DeletedResponseSchema = z.object({ deleted: z.number().int() });

/** A slide of the home page: its picture, optional link, text alternatives and the sources showing it. */
export const OfficeSlideSchema = z.object({
  id: z.number().int(),
  picture: z.string(),
  url: z.string().nullable(),
  alt_en: z.string(),
  alt_pl: z.string(),
  alt_de: z.string(),
  sources: z.array(SourceSchema),
  position: z.number().int(),
});
export type OfficeSlide = z.infer<typeof OfficeSlideSchema>;

export const ListContentSlidesRequestSchema = z.object({ action: z.literal("listContentSlides"), ...officeCommon });
export const ListContentSlidesResponseSchema = z.object({ slides: z.array(OfficeSlideSchema) });

/** Creates a slide (no id) or replaces one's fields. The text alternative in English is required (WCAG 1.1.1). */
export const SaveContentSlideRequestSchema = z.object({
  action: z.literal("saveContentSlide"),
  ...officeCommon,
  id: Id.optional(),
  picture: z
    .string()
    .max(500)
    .regex(/^(\/[\w./-]+|https:\/\/[^\s]+)$/, "a path on this site or an https address"),
  url: LinkTarget.nullable(),
  alt_en: requiredLine(SLIDE_ALT_MAX),
  alt_pl: line(SLIDE_ALT_MAX),
  alt_de: line(SLIDE_ALT_MAX),
  sources: z.array(SourceSchema).min(1, "at least one site").max(3),
  position: z.number().int().min(0).max(999),
});
export const ContentSlideResponseSchema = z.object({ slide: OfficeSlideSchema });

export const DeleteContentSlideRequestSchema = z.object({
  action: z.literal("deleteContentSlide"),
  ...officeCommon,
  id: Id,
});

/** The marquee of one site source (contract/content.ts MarqueeResponseSchema, with its source). */
const marqueeText = line(MARQUEE_TEXT_MAX);
export const OfficeMarqueeSchema = z.object({
  source: SourceSchema,
  show: z.boolean(),
  show_error: z.boolean(),
  text_en: z.string(),
  text_pl: z.string(),
  text_de: z.string(),
  error_msg_en: z.string(),
  error_msg_pl: z.string(),
  error_msg_de: z.string(),
});
export type OfficeMarquee = z.infer<typeof OfficeMarqueeSchema>;

export const GetContentMarqueeRequestSchema = z.object({ action: z.literal("getContentMarquee"), ...officeCommon });
/** Every source's marquee (a source without a row: shown off, all texts empty). */
export const GetContentMarqueeResponseSchema = z.object({ marquee: z.array(OfficeMarqueeSchema) });

export const SaveContentMarqueeRequestSchema = z.object({
  action: z.literal("saveContentMarquee"),
  ...officeCommon,
  source: SourceSchema,
  show: z.boolean(),
  show_error: z.boolean(),
  text_en: marqueeText,
  text_pl: marqueeText,
  text_de: marqueeText,
  error_msg_en: marqueeText,
  error_msg_pl: marqueeText,
  error_msg_de: marqueeText,
});
export const ContentMarqueeResponseSchema = z.object({ marquee: OfficeMarqueeSchema });

/**
 * Largest base64 text the call reads: a little more than a kept picture, so that the ERP answers a
 * picture just over the limit with its own refusal (413 CONTENT_PICTURE_SIZE, fields.picture).
 */
const PICTURE_BASE64_MAX = Math.ceil((CONTENT_KEPT_PICTURE_MAX_BYTES + 64 * 1024) / 3) * 4;
/**
 * Stores a picture already shrunk by the storefront (base64). The ERP reads its type from its first
 * bytes (JPEG, PNG or WebP; anything else: 400 CONTENT_PICTURE_TYPE, fields.picture) and refuses
 * more than CONTENT_KEPT_PICTURE_MAX_BYTES (413 CONTENT_PICTURE_SIZE). The answer is its address.
 */
export const UploadContentPictureRequestSchema = z.object({
  action: z.literal("uploadContentPicture"),
  ...officeCommon,
  picture: z
    .string()
    .min(1)
    .max(PICTURE_BASE64_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "Invalid picture"),
});
export const UploadContentPictureResponseSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/** The largest JSON body of an office call: a picture's upload. */
export const OFFICE_BODY_MAX_BYTES = PICTURE_BASE64_MAX + 64 * 1024;
