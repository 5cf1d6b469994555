/**
 * A part the distributor no longer sells (a full import did not name it, issue 39): its page stays
 * for the orders that name it, says in the shopper's language that it is no longer sold, offers an
 * enquiry about its successor and no basket; named again, it sells again. JavaScript on and off.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { expectAccessible } from "./fixtures.ts";
import { ownPart } from "./own-data.ts";
import { withShopDatabase } from "./shop-under-test.ts";

const discontinue = (urlcomponent: string, on: boolean) =>
  withShopDatabase((client) =>
    client.query(`UPDATE items SET discontinued_at = ${on ? "now()" : "NULL"} WHERE urlcomponent = $1`, [urlcomponent]),
  );

test("a discontinued part's page says it is no longer sold and sells nothing, in each language", async ({ page }) => {
  const item = ownPart("discontinue");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  const basket = page.getByRole("button", { name: resources.en.common.product.addToCart });
  await expect(basket).toBeVisible();
  try {
    await discontinue(item.urlcomponent, true);
    for (const lang of ["en", "pl", "de"] as const) {
      const product = resources[lang].common.product;
      await expect
        .poll(async () => {
          await page.goto(`/${item.urlcomponent}?lng=${lang}`);
          return page.getByText(product.discontinuedHint).count();
        })
        .toBe(1);
      await expect(page.getByRole("button", { name: product.addToCart })).toHaveCount(0);
      await expect(page.getByRole("link", { name: product.sendEnquiry })).toBeVisible();
    }
    await expectAccessible(page);
  } finally {
    await discontinue(item.urlcomponent, false);
  }
  await expect
    .poll(async () => {
      await page.goto(`/${item.urlcomponent}?lng=en`);
      return basket.count();
    })
    .toBe(1);
});
