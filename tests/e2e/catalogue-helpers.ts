/**
 * The catalogue's filter form as a shopper uses it: with JavaScript the results follow each choice
 * (the form's change handler navigates), without it the shopper then presses "Show parts".
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";

const c = resources.en.catalogue;
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/**
 * With JavaScript: waits until React has hydrated the element (React keeps its props on the node
 * from then on), so that its handlers run. A choice made before would change the select and go
 * nowhere, as it would for a shopper quicker than the page's script.
 */
export async function whenHydrated(element: Locator) {
  if (jsOff()) return;
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

/** Picks a value of the filter form (labelled in English) and waits for the address to name it. */
export async function chooseFilter(page: Page, field: keyof typeof c.fields, value: string) {
  await whenHydrated(page.locator(".filter-form"));
  await page.getByLabel(c.fields[field], { exact: true }).selectOption(value);
  if (jsOff()) await page.getByRole("button", { name: c.show }).click();
  await expect(page).toHaveURL(
    new RegExp(`[?&]${field}=${encodeURIComponent(value).replace(/%20/g, "(\\+|%20)")}(&|$)`),
  );
}
