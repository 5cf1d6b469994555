/**
 * Examples the shop's own texts give must work on the demo catalogue (issue 43 item 8): a trade
 * buyer who types the quick order's example gets a part, not "unknown part number".
 */
import { describe, expect, it } from "vitest";
import { resources } from "../app/locales.ts";
import { LANGUAGES } from "../contract/languages.ts";
import { parseQuickOrder } from "../app/lib/quick-order.ts";
import { buildDemoCatalogue } from "../erp/seed/catalogue.ts";

const items = buildDemoCatalogue().items;

describe("the quick order's example", () => {
  for (const lang of LANGUAGES) {
    it(`names a demo part that can be ordered (${lang})`, () => {
      const example = resources[lang].account.quickOrder.example;
      const line = example.slice(example.lastIndexOf(" ") + 1);
      const [parsed] = parseQuickOrder(line).lines;
      expect(parsed?.quantity).toBeGreaterThan(0);
      const item = items.find((i) => i.name === parsed?.part);
      expect(item, `${parsed?.part} is in the demo catalogue`).toBeDefined();
      expect(item!.deadstock).toBe(false);
      expect(item!.prices.some((p) => p.list === "EU" && p.currency === "EUR")).toBe(true);
    });
  }
});
