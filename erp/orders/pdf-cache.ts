/**
 * Order PDFs drawn once per order state and kept in the database (table order_pdfs). The state key
 * is a hash of everything the document shows: the order as readOrder answers it (payment status,
 * withdrawal, cancellation by expiry, language, lines, addresses...), its seller's record and the
 * layout and fonts (pdfRenderIdentity). A request whose state was drawn before reads the kept PDF;
 * a changed order has a new key, so its PDF is drawn again and replaces the old one, and nothing
 * needs to be told to forget. Requests for a state being drawn in this process wait for that one
 * drawing. The housekeeping job deletes PDFs not drawn for ORDER_PDF_KEEP_DAYS.
 */
import crypto from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Company } from "../../contract/seller.ts";
import type { Order } from "../../contract/orders.ts";
import { sellerOf } from "../company/records.ts";
import type { Database } from "../db/client.ts";
import { orderPdfs } from "./schema.ts";
import { pdfRenderIdentity } from "./pdf.ts";

/** Days a kept PDF stays after it was drawn; asked for later, it is drawn again. */
export const ORDER_PDF_KEEP_DAYS = 30;

export function pdfStateKey(order: Order, seller: Company): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify({ render: pdfRenderIdentity(), seller, order }))
    .digest("base64url");
}

export interface PdfCacheOptions {
  db: Database;
  /** Draws a PDF (the process's thread pool in the ERP; anything in tests). */
  render: (order: Order, seller: Company) => Promise<Buffer>;
  now: () => Date;
  log: (message: string) => void;
}

export function createPdfCache(options: PdfCacheOptions) {
  const { db } = options;
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(order: Order, seller: Company, stateKey: string): Promise<Buffer> {
    const pdf = await options.render(order, seller);
    try {
      const row = { orderId: order._id, stateKey, pdf, renderedAt: options.now() };
      await db
        .insert(orderPdfs)
        .values(row)
        .onConflictDoUpdate({
          target: orderPdfs.orderId,
          set: { stateKey: row.stateKey, pdf: row.pdf, renderedAt: row.renderedAt },
        });
    } catch (error) {
      // The shopper still gets the PDF; the next request draws it again.
      options.log(`[pdf] keeping the PDF of order ${order.name} failed: ${String(error)}`);
    }
    return pdf;
  }

  /** The kept PDF of this state of the order, else a new drawing (kept for the next request). */
  async function keptOrDrawn(order: Order, seller: Company, stateKey: string): Promise<Buffer> {
    const [kept] = await db
      .select({ pdf: orderPdfs.pdf })
      .from(orderPdfs)
      .where(and(eq(orderPdfs.orderId, order._id), eq(orderPdfs.stateKey, stateKey)));
    return kept ? kept.pdf : draw(order, seller, stateKey);
  }

  /**
   * The PDF of the order as it is now: the kept one when its state was drawn before. Requests at
   * once share one look-up and drawing: the look-up is inside it, so a request whose read of the
   * kept PDFs started before another's drawing was kept, and ended after it, does not draw again.
   */
  return async function orderPdf(order: Order): Promise<Buffer> {
    // The seller as its record is now: a changed record (a new phone) is a new state, drawn again.
    const seller = await sellerOf(db, order.region);
    const stateKey = pdfStateKey(order, seller);
    const key = `${order._id} ${stateKey}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = keptOrDrawn(order, seller, stateKey).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
}

/** Deletes the PDFs drawn before `before` (housekeeping); answers how many. */
export async function purgeOrderPdfs(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(orderPdfs).where(lt(orderPdfs.renderedAt, before));
  return deleted.rowCount ?? 0;
}
