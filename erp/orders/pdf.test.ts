import { POLISH_COMPANY as SELLER } from "../seed/demo-seller.ts";
import { afterEach, describe, expect, it } from "vitest";
import { order } from "../../tests/fixtures/order.ts";
import { pdfText } from "../../tests/integration/fixtures/orders.ts";
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
      const pdf = await renderOrderPdf(order, SELLER);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("WEB-2026-000042"); // the document title
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });

  it("a German order's document is German throughout: the seller's country, the date, the words", async () => {
    const text = pdfText(await renderOrderPdf({ ...order, lang: "de" }, SELLER));
    expect(text).toContain("87-100 Toruń\nPolen\n");
    expect(text).toContain("Datum: 22. November 2026");
    expect(text).toMatch(/MwSt\. 23\s%\s\(Polen\)/);
    expect(text).not.toMatch(/\b(Poland|Order|Date|Delivery|Quantity|Total|Shipping)\b/);
  });

  it("a Polish order's document names the day as Polish writes it", async () => {
    const text = pdfText(await renderOrderPdf(order, SELLER));
    expect(text).toContain("Data: 22 listopada 2026");
    expect(text).toContain("Toruń\nPolska\n");
  });
});
