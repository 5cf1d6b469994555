import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any WCAG 2.1 A/AA violation of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Reads a price as shown ("€1,234.50", "1 234,50 zł") back into a number. */
export function parseShownPrice(text: string, lang: "en" | "pl" | "de"): number {
  const digits = text.replace(/[^\d.,]/g, "");
  const normalized = lang === "en" ? digits.replace(/,/g, "") : digits.replace(/\./g, "").replace(",", ".");
  return Number(normalized);
}
