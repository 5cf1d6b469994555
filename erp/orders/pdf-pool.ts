/**
 * A small pool of worker threads that render order PDFs (./pdf-worker.ts), so pdfkit never runs on
 * the event loop that serves pages: one pool per process (sharedPdfPool), PDF_RENDER_THREADS threads
 * (default 1), started on the first PDF. Jobs wait in order for a free thread. A thread that dies
 * fails its job and is replaced on the next one; idle threads do not keep the process alive.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { SHARE_ENV, Worker } from "node:worker_threads";
import type { Order } from "../../contract/orders.ts";
import type { Company } from "../../contract/seller.ts";
import type { PdfAnswer, PdfJob } from "./pdf-worker.ts";
import { validatedEnv } from "../config.ts";

export interface PdfRenderer {
  render(order: Order, seller: Company): Promise<Buffer>;
  /** Ends the threads; jobs still waiting fail. */
  close(): Promise<void>;
}

/** PDF_RENDER_THREADS: 1 to 16, default 1. */
export function renderThreadsFromEnv(value = validatedEnv().PDF_RENDER_THREADS): number {
  if (value === undefined || value.trim() === "") return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new Error(`PDF_RENDER_THREADS must be a whole number from 1 to 16 (it is "${value}")`);
  return n;
}

/**
 * The thread's code: the worker module is TypeScript, and on Node 20 a thread does not get the
 * loader hooks of the process's `--import tsx`, so it registers tsx's loader itself (the package
 * file that tsx's "./esm/api" export names) and then imports the module.
 */
function threadCode(): string {
  const tsxApi = new URL(
    "dist/esm/api/index.mjs",
    pathToFileURL(createRequire(import.meta.url).resolve("tsx/package.json")),
  );
  const entry = new URL("./pdf-worker.ts", import.meta.url);
  return `import(${JSON.stringify(tsxApi.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

interface Waiting {
  order: Order;
  seller: Company;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy: (Waiting & { job: number; timer: ReturnType<typeof setTimeout> }) | null;
}

/** A document takes well under a second; one that takes this long is stuck, and its thread is ended. */
const RENDER_TIMEOUT_MS = 60_000;

export function createPdfPool(opts: { threads?: number; timeoutMs?: number } = {}): PdfRenderer {
  const size = opts.threads ?? renderThreadsFromEnv();
  const timeoutMs = opts.timeoutMs ?? RENDER_TIMEOUT_MS;
  const threads: Thread[] = [];
  const queue: Waiting[] = [];
  let jobs = 0;
  let closed = false;

  /** A thread that died or got stuck: out of the pool, its job failed; the next job starts another. */
  function failThread(thread: Thread, error: Error) {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    const job = thread.busy;
    thread.busy = null;
    if (job) clearTimeout(job.timer);
    job?.reject(error);
    dispatch();
  }

  function start(): Thread {
    // SHARE_ENV: the thread reads PDF_FONT as the process has it now, as pdfRenderIdentity() does.
    const worker = new Worker(threadCode(), { eval: true, env: SHARE_ENV });
    const thread: Thread = { worker, busy: null };
    worker.unref();
    const fail = (error: Error) => failThread(thread, error);
    worker.on("message", (answer: PdfAnswer) => {
      const job = thread.busy;
      if (!job || job.job !== answer.job) return;
      clearTimeout(job.timer);
      thread.busy = null;
      worker.unref();
      if ("error" in answer) job.reject(new Error(`rendering the order PDF failed: ${answer.error}`));
      else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      dispatch();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the PDF thread stopped (exit code ${code})`)));
    threads.push(thread);
    return thread;
  }

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const thread = threads.find((t) => !t.busy) ?? (threads.length < size ? start() : null);
      if (!thread) return;
      const next = queue.shift()!;
      const stuck = () => {
        failThread(thread, new Error(`drawing the order PDF took over ${timeoutMs} ms`));
        void thread.worker.terminate();
      };
      const job = { ...next, job: ++jobs, timer: setTimeout(stuck, timeoutMs) };
      thread.busy = job;
      // A job in progress keeps the process alive until its answer, as any awaited I/O does.
      thread.worker.ref();
      thread.worker.postMessage({ job: job.job, order: job.order, seller: job.seller } satisfies PdfJob);
    }
  }

  return {
    render(order, seller) {
      if (closed) return Promise.reject(new Error("the PDF pool is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ order, seller, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error("the PDF pool is closed"));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}

let shared: PdfRenderer | null = null;

/** The process's pool, made on first use: every ERP of a process shares its threads. */
export function sharedPdfPool(): PdfRenderer {
  return (shared ??= createPdfPool());
}
