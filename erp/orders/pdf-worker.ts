/**
 * A thread of the PDF pool (./pdf-pool.ts): renders order PDFs off the event loop that serves pages.
 * Its fonts are read once, on its first document, and kept for the thread's life. The thread asks
 * the kernel for a lower priority (Linux: a thread's nice value is its own), so when the cores are
 * busy the page-serving threads run first and PDFs wait.
 */
import fs from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import type { Order } from "../../contract/orders.ts";
import type { Company } from "../../contract/seller.ts";
import { renderOrderPdf } from "./pdf.ts";

export interface PdfJob {
  job: number;
  order: Order;
  seller: Company;
}
export type PdfAnswer = { job: number; pdf: Uint8Array } | { job: number; error: string };

/** The nice value of the rendering threads (0 normal, 19 lowest). */
export const RENDER_NICE = 10;

function lowerPriority() {
  try {
    // "/proc/thread-self" -> "<pid>/task/<tid>": setpriority on a thread id changes that thread only.
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, RENDER_NICE);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}

if (parentPort) {
  const port = parentPort;
  lowerPriority();
  port.on("message", (message: PdfJob) => {
    renderOrderPdf(message.order, message.seller).then(
      (pdf) => {
        // A copy of its own (the Buffer may sit in Node's shared pool), handed over without another.
        const bytes = new Uint8Array(pdf);
        port.postMessage({ job: message.job, pdf: bytes } satisfies PdfAnswer, [bytes.buffer]);
      },
      (error: unknown) =>
        port.postMessage({
          job: message.job,
          error: error instanceof Error ? error.message : String(error),
        } satisfies PdfAnswer),
    );
  });
}
