/**
 * GET /cache-version (decision 0042): the version of every answer the storefront may keep for
 * guests (catalogue, prices, stock, content, delivery and payment facts). It changes whenever one
 * of them may have changed, and only moves on; the storefront drops what it kept when it differs.
 * An ERP that does not answer it (404) is simply not cached.
 */
import { z } from "zod";

export const CACHE_VERSION_PATH = "/cache-version";

export const CacheVersionResponseSchema = z.object({ version: z.string().min(1).max(100) });
export type CacheVersionResponse = z.infer<typeof CacheVersionResponseSchema>;
