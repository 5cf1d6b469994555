import { afterEach, describe, expect, it } from "vitest";
import { order } from "../../tests/fixtures/order.ts";
import { renderOrderPdf } from "./pdf.ts";

describe("order PDF", () => {
  const saved = process.env.PDF_FONT;
  afterEach(() => {
    if (saved === undefined) delete process.env.PDF_FONT;
    else process.env.PDF_FONT = saved;
  });

  it("renders a PDF with the system font or the built-in one", async () => {
    for (const mode of [undefined, "builtin"]) {
      if (mode) process.env.PDF_FONT = mode;
      const pdf = await renderOrderPdf(order);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("WEB-2026-000042"); // the document title
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });
});
