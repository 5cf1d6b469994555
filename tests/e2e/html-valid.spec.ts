/**
 * Valid HTML: the main pages as the shop serves them (home, catalogue, product, search, basket,
 * contact, FAQ and an order page, in all three languages) checked by the W3C Nu HTML Checker
 * (tests/e2e/html-checker.ts). Any error fails the test, with the checker's messages. Tagged
 * SERVED_HTML: it runs in the js-off project only, the served HTML being the same with JavaScript on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { demoItem } from "./demo.ts";
import { htmlErrors, SERVED_HTML } from "./html-checker.ts";

const LANGS = ["en", "pl", "de"] as const;

test("the main pages are valid HTML in every language (W3C Nu checker)", { tag: SERVED_HTML }, async ({ page }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  const files: string[] = [];
  const save = async (name: string, url: string) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, await response.body());
    files.push(file);
  };

  for (const lang of LANGS) {
    await save(`home-${lang}`, `/?lng=${lang}`);
    await save(`catalogue-${lang}`, `/catalogue?lng=${lang}`);
    await save(`product-${lang}`, `/${demoItem("inStock").urlcomponent}?lng=${lang}`);
    await save(`search-${lang}`, `/search/dba?lng=${lang}`);
    await save(`contact-${lang}`, `/contact?lng=${lang}`);
    await save(`faq-${lang}`, `/faq?lng=${lang}`);
  }

  // A basket with a part, then its order, in each language (the session's cookies come along).
  for (const [i, lang] of LANGS.entries()) {
    const k = resources[lang].checkout;
    await addToBasket(page, lang, stocked[12 + i]!.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await save(`basket-${lang}`, `/basket?lng=${lang}`);
    await fillGuest(page, lang, "DE");
    await chooseMethods(page, lang, /Standard/, /Bank|Przelew/);
    await page.getByLabel(k.terms.accept).check();
    await page.getByRole("button", { name: k.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
    await save(`order-${lang}`, `${new URL(page.url()).pathname}?lng=${lang}`);
  }

  expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
