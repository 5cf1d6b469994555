/**
 * No layout shift (issue 25 item 2): the cumulative layout shift of home, catalogue, product,
 * search and basket, with JavaScript on, at a phone's 390 px and a laptop's 1366 px, is at most
 * 0.02. Measured as Lighthouse does: the layout-shift entries of the page (PerformanceObserver,
 * buffered from the start of the load) that did not follow an input, summed, after the page has
 * loaded, hydrated, and the slider has had time to move. A failure names the elements that moved.
 */
import { expect, test, type Page } from "@playwright/test";
import { addToBasket, stocked } from "./checkout-helpers.ts";
import { demoItem } from "./demo.ts";

const MAX_CLS = 0.02;
const WIDTHS = [390, 1366] as const;

const PAGES = [
  { name: "home", path: "/?lng=en" },
  { name: "catalogue", path: "/catalogue/dba?lng=en" },
  { name: "product", path: `/${demoItem("comboKit").urlcomponent}?lng=en` },
  { name: "search", path: "/search/dba?lng=en" },
  { name: "basket", path: "/basket?lng=en" },
];

/** The summed layout shift since the page started loading, and what moved. */
async function layoutShift(page: Page): Promise<{ cls: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ cls: number; sources: string[] }>((resolve) => {
        let cls = 0;
        const sources: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            cls += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              if (node instanceof Element)
                sources.push(
                  `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""} (${entry.value.toFixed(4)})`,
                );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The slider turns after a few seconds; the observer reports asynchronously.
        setTimeout(() => resolve({ cls, sources }), 1500);
      }),
  );
}

// Measured with JavaScript on: the js-off project leaves @js-only tests out (playwright.config.ts).
test.describe("layout shift", { tag: "@js-only" }, () => {
  for (const width of WIDTHS) {
    test(`at ${width} px every page shifts by at most ${MAX_CLS}`, async ({ browser }) => {
      test.setTimeout(120_000);
      // A fresh visitor: no consent given yet, so the cookie banner is shown.
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 768 } });
      const page = await context.newPage();
      try {
        const results: string[] = [];
        for (const { name, path } of PAGES) {
          if (name === "basket") await addToBasket(page, "en", stocked[20]!.urlcomponent);
          await page.goto(path, { waitUntil: "load" });
          await page.waitForTimeout(3000);
          const { cls, sources } = await layoutShift(page);
          if (cls > MAX_CLS) results.push(`${name}: ${cls.toFixed(4)} (${sources.join(", ")})`);
          test.info().annotations.push({ type: "cls", description: `${width} px ${name}: ${cls.toFixed(4)}` });
        }
        expect(results, `pages shifting more than ${MAX_CLS} at ${width} px`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
