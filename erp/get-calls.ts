/**
 * The calls answered by GET: a source's region, a seller's bank accounts, a region's seller record, the media (part
 * photos, axle pictures and the office's content pictures), health, the cache version, the marquee and the slider,
 * order PDFs, and the contract's OpenAPI document.
 */
import { CACHE_VERSION_PATH } from "../contract/cache-version.ts";
import { COMPANY_IDS, REGIONS } from "../contract/seller.ts";
import { CountrySchema, SourceSchema } from "../contract/common.ts";
import { OrderPdfParamsSchema, type Order } from "../contract/orders.ts";
import { sellerBankAccounts } from "./bank/accounts.ts";
import { sellerRecord } from "./company/records.ts";
import { cacheVersion } from "./cache/version.ts";
import { error, type ErpResult } from "./call-result.ts";
import { parseAxlePath, renderAxlePicture } from "./catalogue/axle-picture.ts";
import { IMPORTED_PICTURES_PREFIX, importedPicture, storedPicture } from "./catalogue/pictures.ts";
import { regionFor } from "./region/region.ts";
import { getMarquee, getSlider } from "./content/content.ts";
import { OPENAPI_PATH, publishedOpenApiDocument } from "./openapi.ts";
import { CONTENT_MEDIA_PREFIX, contentPicture } from "./content/pictures.ts";
import type { Database } from "./db/client.ts";
import { readOrder } from "./orders/orders.ts";

export interface GetDeps {
  db: Database;
  /** An order's PDF: drawn once per order state and kept (erp/orders/pdf-cache.ts). */
  orderPdf: (order: Order) => Promise<Buffer>;
}

/** A part's photo or an axle's picture: GET /media/parts/..., GET /media/axle/... (null: not media). */
async function media(db: Database, path: string): Promise<ErpResult | null> {
  // A picture of the catalogue import (WebP).
  if (path.startsWith(IMPORTED_PICTURES_PREFIX)) {
    const picture = await importedPicture(db, path);
    if (picture === null) return error(404, "NOT_FOUND", "Photo not found");
    return { status: 200, body: null, picture };
  }
  if (path.startsWith("/media/parts/")) {
    const svg = await storedPicture(db, path);
    if (svg === null) return error(404, "NOT_FOUND", "Photo not found");
    return { status: 200, body: null, svg };
  }
  // A picture uploaded in the office (a post's photo, a slide).
  if (path.startsWith(CONTENT_MEDIA_PREFIX)) {
    const picture = await contentPicture(db, path);
    if (picture === null) return error(404, "NOT_FOUND", "Picture not found");
    return { status: 200, body: null, picture };
  }
  if (path.startsWith("/media/axle/")) {
    const axle = parseAxlePath(path);
    if (!axle) return error(404, "NOT_FOUND", "Picture not found");
    return { status: 200, body: null, svg: renderAxlePicture(axle) };
  }
  return null;
}

/** An order's PDF: GET /api/pdf/transactions/{id} (null: not a PDF path). */
async function orderPdf(deps: GetDeps, path: string): Promise<ErpResult | null> {
  const pdf = /^\/api\/pdf\/transactions\/([^/]+)$/.exec(path);
  if (!pdf) return null;
  const params = OrderPdfParamsSchema.safeParse({ id: decodeURIComponent(pdf[1] ?? "") });
  const order =
    params.success && /^[0-9a-f]{32}$/.test(params.data.id) ? await readOrder(deps.db, params.data.id) : null;
  if (!order) return error(404, "NOT_FOUND", "Order not found");
  return { status: 200, body: null, pdf: await deps.orderPdf(order), filename: `${order.name}.pdf` };
}

export async function get(deps: GetDeps, path: string, query: URLSearchParams): Promise<ErpResult> {
  const source = /^\/source\/([^/]+)$/.exec(path);
  if (source) {
    const parsedSource = SourceSchema.safeParse(decodeURIComponent(source[1] ?? ""));
    const country = CountrySchema.safeParse(query.get("country") ?? "PL");
    if (!parsedSource.success) return error(400, "BAD_REQUEST", "Unknown source");
    return { status: 200, body: regionFor(parsedSource.data, country.success ? country.data : "PL") };
  }
  // A seller company's bank accounts (the imprint and the terms name them): GET /bank-accounts/pl.
  const accounts = /^\/bank-accounts\/([^/]+)$/.exec(path);
  if (accounts) {
    const seller = COMPANY_IDS.find((id) => id === decodeURIComponent(accounts[1] ?? ""));
    if (!seller) return error(404, "NOT_FOUND", "Unknown seller");
    return { status: 200, body: { accounts: await sellerBankAccounts(deps.db, seller) } };
  }
  // A region's seller record (the imprint, terms, privacy notice, contact page, footer): GET /seller/EU.
  const seller = /^\/seller\/([^/]+)$/.exec(path);
  if (seller) {
    const region = REGIONS.find((r) => r === decodeURIComponent(seller[1] ?? ""));
    if (!region) return error(404, "NOT_FOUND", "Unknown region");
    const record = await sellerRecord(deps.db, region);
    if (!record)
      return error(
        404,
        "SELLER_RECORD_MISSING",
        `No seller record for region ${region}: set it in the office (/office/company) or with \`npm run company\``,
      );
    return { status: 200, body: record };
  }
  const picture = await media(deps.db, path);
  if (picture) return picture;
  if (path === "/health") return { status: 200, body: { ok: true } };
  // The contract as OpenAPI 3.1, for an integrator (erp/openapi.ts).
  if (path === OPENAPI_PATH) return { status: 200, body: publishedOpenApiDocument() };
  // What the storefront's cache of guests' answers follows (decision 0042).
  if (path === CACHE_VERSION_PATH) return { status: 200, body: { version: await cacheVersion(deps.db) } };
  // The marquee and the slider by site key (the site's source): GET /marquee/main, GET /slider/uk.
  const content = /^\/(marquee|slider)\/([^/]+)$/.exec(path);
  if (content) {
    const site = SourceSchema.safeParse(decodeURIComponent(content[2] ?? ""));
    if (!site.success) return error(400, "BAD_REQUEST", "Unknown source");
    return {
      status: 200,
      body: content[1] === "marquee" ? await getMarquee(deps.db, site.data) : await getSlider(deps.db, site.data),
    };
  }
  const document = await orderPdf(deps, path);
  if (document) return document;
  return error(404, "NOT_FOUND", `Unknown call ${path}`);
}
