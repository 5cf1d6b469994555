import { POLISH_COMPANY as SELLER } from "../seed/demo-seller.ts";
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { order } from "../../tests/fixtures/order.ts";
import { pdfText } from "../../tests/integration/fixtures/orders.ts";
import { renderOrderPdf } from "./pdf.ts";
import { createPdfPool, renderThreadsFromEnv } from "./pdf-pool.ts";

/** Milliseconds this thread's event loop was busy while `work` ran. */
async function mainLoopBusy(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).active;
}

describe("the PDF thread pool", () => {
  const pool = createPdfPool({ threads: 2 });
  afterAll(() => pool.close());

  it("draws the same document as the renderer itself", async () => {
    const pdf = await pool.render(order, SELLER);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(pdf)).toBe(pdfText(await renderOrderPdf(order, SELLER)));
    // The first job starts the threads, each loading the renderer: seconds on a loaded CI machine.
  }, 30_000);

  it("keeps pdfkit off the event loop that asked", async () => {
    const count = 4;
    await pool.render(order, SELLER); // threads started and warm
    await renderOrderPdf(order, SELLER);
    const inline = await mainLoopBusy(() =>
      Promise.all(Array.from({ length: count }, () => renderOrderPdf(order, SELLER))),
    );
    const pooled = await mainLoopBusy(() =>
      Promise.all(Array.from({ length: count }, () => pool.render(order, SELLER))),
    );
    // Drawn here, the loop is busy for the whole of each document; through the pool, it only
    // posts the orders and takes the answers. Quiet, the pooled figure is under a tenth of the
    // inline one; on a loaded machine (2 cores shared with other suites) a descheduled loop counts
    // as busy and it reached 0.28, so the bound is a half: drawing inline always exceeds it.
    expect(pooled).toBeLessThan(inline / 2);
  }, 30_000);

  it("fails a job whose document cannot be drawn, and goes on with the next", async () => {
    const broken = { ...order, transactionlines: null } as unknown as typeof order;
    await expect(pool.render(broken, SELLER)).rejects.toThrow(/rendering the order PDF failed/);
    expect((await pool.render(order, SELLER)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }, 30_000);

  it("ends a thread whose document takes too long, and fails its job", async () => {
    const hasty = createPdfPool({ threads: 1, timeoutMs: 1 });
    await expect(hasty.render(order, SELLER)).rejects.toThrow(/took over 1 ms/);
    await hasty.close();
  });

  it("refuses work once closed", async () => {
    const closing = createPdfPool({ threads: 1 });
    const settled = (p: Promise<Buffer>) =>
      p.then(
        () => "drawn",
        (e: Error) => e.message,
      );
    const pending = settled(closing.render(order, SELLER));
    const queued = settled(closing.render(order, SELLER));
    await closing.close();
    expect(await pending).toMatch(/stopped|closed/);
    expect(await queued).toMatch(/closed/);
    await expect(closing.render(order, SELLER)).rejects.toThrow(/closed/);
  }, 30_000);

  it("reads PDF_RENDER_THREADS", () => {
    expect(renderThreadsFromEnv(undefined)).toBe(1);
    expect(renderThreadsFromEnv("3")).toBe(3);
    for (const bad of ["0", "17", "1.5", "two"]) expect(() => renderThreadsFromEnv(bad)).toThrow(/PDF_RENDER_THREADS/);
  });
});
