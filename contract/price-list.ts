/**
 * The price-list export (issue 20 item 4): what the storefront asks for (all parts or one brand,
 * CSV or XLSX) and what comes back, a file streamed as the ERP writes it. Only the call's own
 * fields with the common ones (customer, source, currency, ...) make the request.
 */
import { z } from "zod";
import { BRAND_IDS } from "./catalogue.ts";
import { common } from "./common.ts";

export const PRICE_LIST_FORMATS = ["csv", "xlsx"] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];

export const PRICE_LIST_CONTENT_TYPES: Record<PriceListFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The export's own fields: a brand (slug), or null for every part; the file format. */
export const PriceListExportFieldsSchema = z.object({
  brand: z.enum(BRAND_IDS).nullable().default(null),
  format: z.enum(PRICE_LIST_FORMATS),
});
export type PriceListExportFields = z.input<typeof PriceListExportFieldsSchema>;

/**
 * What the ERP answers besides the bytes: over HTTP the Content-Type and the Content-Disposition's
 * file name, in-process the same two values next to the stream.
 */
export const PriceListFileSchema = z.object({
  contenttype: z.string(),
  filename: z.string().regex(/^[\w.-]{1,120}$/),
});
export type PriceListFile = z.infer<typeof PriceListFileSchema>;

/** The ERP's path of the export (POST, JSON body, the file as the answer). */
export const PRICE_LIST_PATH = "/price-list";

/** The signed-in customer's prices as a file, streamed (guest: 401 AUTH001). */
export const ExportPriceListRequestSchema = z
  .object({ action: z.literal("exportPriceList"), ...common })
  .merge(PriceListExportFieldsSchema);
