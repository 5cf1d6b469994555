/**
 * The shop's translator in the browser (decisions 0040 and 0045), JavaScript on and off: a page
 * carries only the namespaces it uses; a product page reached from the home page shows its own
 * texts (with JavaScript on, the browser loads the item namespace after a client-side
 * navigation and renders again); switching to German shows the product page in German.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";

/** The namespaces the page names, by language (and preloads; app/.server/translations-used.ts). */
const sent = async (page: Page) =>
  JSON.parse((await page.locator("#translations").textContent()) ?? "{}") as Record<string, string[]>;

test("a page reached without reloading shows its own namespace's texts, also after a language switch", async ({
  page,
  javaScriptEnabled,
}) => {
  const item = demoItem("inStock");
  const en = resources.en;
  const de = resources.de;
  await page.goto("/?lng=en");
  await acceptCookies(page);
  const home = await sent(page);
  expect(home.en).toContain("home");
  expect(home.en).not.toContain("item");
  // Marks this document: with JavaScript on, the walk below never loads another one.
  await page.evaluate(() => ((window as unknown as { firstDocument: boolean }).firstDocument = true));

  await page.getByRole("searchbox", { name: en.common.search.label }).fill("DBA");
  await page.getByRole("searchbox", { name: en.common.search.label }).press("Enter");
  await expect(page).toHaveURL(/\/search\/DBA$/);
  await page.getByRole("link", { name: item.name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: item.name })).toBeVisible();

  const tabs = page.getByRole("navigation", { name: en.item.tabs.label });
  await expect(tabs.getByRole("link", { name: en.item.tabs.techDetails })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: en.item.tabs.overview })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("tabs.");
  const sameDocument = await page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument);
  expect(sameDocument ?? false).toBe(javaScriptEnabled);
  await expectAccessible(page);

  await page.getByRole("button", { name: en.common.language.de }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const german = page.getByRole("navigation", { name: de.item.tabs.label });
  await expect(german.getByRole("link", { name: de.item.tabs.techDetails })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: de.item.tabs.overview })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(de.common.footer.terms);
  await expect(page.getByRole("contentinfo")).not.toContainText(en.common.footer.terms);
  await expect(page.locator("main")).not.toContainText("tabs.");
  await expectAccessible(page);
});
