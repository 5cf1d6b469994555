/**
 * The loader cache (decision 0042) as a shopper meets it: the shop under test runs several worker
 * processes, each keeping the product page's ERP answers in memory. A text the office changes in
 * the ERP's database is on the page within a second, whichever worker answers; every later load
 * shows it too, and the page as it was comes back the same way.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./fixtures.ts";
import { ownPart } from "./own-data.ts";
import { withShopDatabase } from "./shop-under-test.ts";

async function setDescription(urlcomponent: string, description: string | null): Promise<string> {
  return withShopDatabase(async (client) => {
    const { rows } = await client.query<{ description: string }>(
      `SELECT t.description FROM item_texts t JOIN items i ON i.id = t.item_id
        WHERE i.urlcomponent = $1 AND t.lang = 'en'`,
      [urlcomponent],
    );
    if (description !== null) {
      await client.query(
        `UPDATE item_texts SET description = $2
          WHERE lang = 'en' AND item_id = (SELECT id FROM items WHERE urlcomponent = $1)`,
        [urlcomponent, description],
      );
    }
    return rows[0]!.description;
  });
}

/** The lead text of the product page, loaded anew (each load may land on another worker). */
async function lead(page: Page, path: string) {
  await page.goto(path);
  return page.locator("p.lead").innerText();
}

test("a text changed in the ERP is on the product page within a second on every worker", async ({ page }) => {
  // A part no other spec shows: its text changes for a moment.
  const item = ownPart("text");
  const path = `/${item.urlcomponent}?lng=en`;
  const original = await setDescription(item.urlcomponent, null);
  // Several loads: every worker has the page's answers in memory.
  for (let i = 0; i < 6; i++) expect(await lead(page, path)).toBe(original);
  await expectAccessible(page);

  const changed = `${original} (changed by the office ${Date.now()})`;
  try {
    await setDescription(item.urlcomponent, changed);
    const changedAt = Date.now();
    await expect.poll(() => lead(page, path), { timeout: 5_000, intervals: [20] }).toBe(changed);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await expect(page.getByText(changed)).toBeVisible();
    // Every later load, whichever worker answers, shows the change: none keeps the old text.
    for (let i = 0; i < 6; i++) expect(await lead(page, path)).toBe(changed);
  } finally {
    await setDescription(item.urlcomponent, original);
  }
  await expect.poll(() => lead(page, path), { timeout: 5_000, intervals: [20] }).toBe(original);
  for (let i = 0; i < 6; i++) expect(await lead(page, path)).toBe(original);
});
