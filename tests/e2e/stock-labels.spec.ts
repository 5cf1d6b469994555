/**
 * A list never promises what the product page refuses (issue 43), JavaScript on (German) and off
 * (Polish): for each availability case of the demo catalogue, the stock label of the part's card in
 * the search results is the label its product page shows, and the out-of-stock part, whose page
 * offers only an enquiry, is labelled out of stock in the list too.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { demoItem } from "./demo.ts";
import { expectAccessible } from "./fixtures.ts";

const langOf = () => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");
const CASES = [
  "inStock",
  "dropship",
  "alternative",
  "inTransit",
  "airfreight",
  "inTransitLate",
  "outOfStock",
] as const satisfies readonly (keyof typeof DEMO_FIXTURES)[];

/** The stock label on the part's card in the search results for its name. */
async function cardLabel(page: Page, lang: string, name: string): Promise<string> {
  await page.goto(`/search/${encodeURIComponent(name)}?lng=${lang}`);
  const card = page.locator("article.item-card").filter({ has: page.getByRole("link", { name, exact: true }) });
  return (await card.first().locator(".stock-label").innerText()).trim();
}

test("each card's stock label is its product page's", async ({ page }) => {
  const lang = langOf();
  const c = resources[lang].common;
  for (const fixture of CASES) {
    const item = demoItem(fixture);
    const label = await cardLabel(page, lang, item.name);
    await page.goto(`/${item.urlcomponent}?lng=${lang}`);
    await expect(page.locator(".availability strong").first(), `${fixture}: ${item.name}`).toHaveText(label);
    if (fixture === "outOfStock") {
      expect(label).toBe(c.availability.outOfStock);
      // The page offers only an enquiry, and the card said as much.
      await expect(page.getByRole("button", { name: c.product.addToCart })).toHaveCount(0);
    }
  }
  await expectAccessible(page);
});
