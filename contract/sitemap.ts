/**
 * What the storefront's sitemap is made of (issue 22 item 7, decision 0033): the products and the
 * news posts a search engine may list, read in keyset pages so that a catalogue of any size is
 * never held in memory. POST /sitemap answers two calls:
 *
 * - getSitemapParts: how the entries of a kind split into parts of at most `perpart` entries
 *   (each part's keyset cursor and size), so the sitemap index can name every part without
 *   reading the entries;
 * - getSitemapEntries: one page of at most `limit` entries of a kind after a cursor, in id order.
 *
 * The ERP answers slugs and languages; the storefront turns them into its own addresses.
 */
import { z } from "zod";
import { common, LanguageSchema } from "./common.ts";

export const SITEMAP_PATH = "/sitemap";

/** Products (the product page /{urlcomponent}) and news posts (/news/{slug}). */
export const SITEMAP_KINDS = ["items", "news"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The most entries one page of getSitemapEntries answers. */
export const SITEMAP_PAGE_MAX = 5000;
/** The most entries one part may hold: the sitemaps.org limit of 50,000 URLs per file. */
export const SITEMAP_PART_MAX = 50_000;

/** A keyset cursor: the id of the last entry before the page (null: from the start). */
const CursorSchema = z.number().int().nonnegative().nullable();

export const GetSitemapPartsRequestSchema = z.object({
  action: z.literal("getSitemapParts"),
  ...common,
  kind: z.enum(SITEMAP_KINDS),
  perpart: z.number().int().min(1).max(SITEMAP_PART_MAX),
});

export const SitemapPartSchema = z.object({
  /** The part starts after this id (null for the first part). */
  after: CursorSchema,
  /** Entries in the part (at most perpart). */
  count: z.number().int().positive(),
});
export type SitemapPart = z.infer<typeof SitemapPartSchema>;
export const GetSitemapPartsResponseSchema = z.object({ parts: z.array(SitemapPartSchema) });

export const GetSitemapEntriesRequestSchema = z.object({
  action: z.literal("getSitemapEntries"),
  ...common,
  kind: z.enum(SITEMAP_KINDS),
  after: CursorSchema.default(null),
  limit: z.number().int().min(1).max(SITEMAP_PAGE_MAX),
});

export const SitemapEntrySchema = z.object({
  /** The keyset: pass the last entry's id as `after` for the next page. */
  id: z.number().int().positive(),
  /** The product's urlcomponent or the news post's slug. */
  slug: z.string().min(1).max(200),
  /** The languages the page exists in (a product needs its texts in that language). */
  langs: z.array(LanguageSchema).min(1),
  /** When the entry last changed (ISO date or date-time), when the ERP knows it. */
  lastmod: z.string().nullable(),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
export const GetSitemapEntriesResponseSchema = z.object({ entries: z.array(SitemapEntrySchema) });
