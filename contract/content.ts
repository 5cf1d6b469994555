/**
 * The shop's editorial content: the news (POST /news), the marquee (GET /marquee/{source}) and the
 * home page's slider (GET /slider/{source}).
 */
import { z } from "zod";
import { common, LanguageSchema } from "./common.ts";

export const NewsPostSchema = z.object({
  ID: z.number().int(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  photo: z.string().nullable(),
  acf: z.object({ date: z.string() }),
  show: z.boolean(),
  /**
   * The language of the post's texts (not in the spec's News post): the caller's when the office
   * wrote the post in it, else English; absent from an ERP that has English posts only.
   */
  lang: LanguageSchema.optional(),
});
export const NewsRequestSchema = z.object({
  action: z.literal("getNews"),
  ...common,
  slug: z.string().max(200).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  perPage: z.number().int().min(1).max(20).default(4),
});
export const NewsResponseSchema = z.object({ posts: z.array(NewsPostSchema), total: z.number().int() });

export const MarqueeResponseSchema = z.object({
  show: z.boolean(),
  show_error: z.boolean(),
  text_pl: z.string(),
  text_en: z.string(),
  text_de: z.string(),
  error_msg_pl: z.string(),
  error_msg_en: z.string(),
  error_msg_de: z.string(),
});
export const SlideSchema = z.object({
  id: z.number().int(),
  url: z.string().nullable(),
  full_image_url: z.string(),
  /** Text alternative of the picture per language (not in the spec's Slide; needed for WCAG 1.1.1). */
  alt_en: z.string().default(""),
  alt_pl: z.string().default(""),
  alt_de: z.string().default(""),
});
export const SliderResponseSchema = z.object({ slides: z.array(SlideSchema) });
