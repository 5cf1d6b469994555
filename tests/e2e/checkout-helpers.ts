/** Shared steps of the buying specs: put parts in the basket, fill the checkout form as a guest. */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";

export type Lang = "en" | "pl" | "de";
export const jsOff = () => test.info().project.use.javaScriptEnabled === false;
const demo = buildDemoCatalogue().items;
/** Plenty of stock, no kit, no quantity rule, a normal price: the parts the buying tests put in the basket. */
export const stocked = demo.filter(
  (i) =>
    i.recordtype === "inventoryitem" &&
    !i.deadstock &&
    i.quantityRule === null &&
    (i.stock.find((s) => s.location === "TORUN")?.quantity ?? 0) >= 25 &&
    Number(i.prices[0]!.baseprice) > 0,
);

/** Puts one part in the basket from its page; the cookie banner, answered or not, does not matter. */
export async function addToBasket(page: Page, lang: Lang, urlcomponent: string) {
  const c = resources[lang].common;
  await page.goto(`/${urlcomponent}?lng=${lang}`);
  await page.getByRole("button", { name: c.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(c.product.added);
}

export async function fillGuest(page: Page, lang: Lang, country?: string) {
  const k = resources[lang].checkout;
  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Anna");
  await page.getByLabel(k.contact.lastName, { exact: true }).fill("Nowak");
  await page.getByLabel(k.contact.email, { exact: true }).fill("anna.nowak@example.com");
  await page.getByLabel(k.contact.emailRepeat, { exact: true }).fill("anna.nowak@example.com");
  await page.getByLabel(k.shipping.street, { exact: true }).first().fill("Szeroka");
  await page.getByLabel(k.shipping.houseNumber, { exact: true }).first().fill("12");
  await page.getByLabel(k.shipping.city, { exact: true }).first().fill("Toruń");
  await page.getByLabel(k.shipping.zip, { exact: true }).first().fill("87-100");
  if (country) await chooseCountry(page, lang, country);
}

export async function chooseCountry(page: Page, lang: Lang, country: string) {
  const k = resources[lang].checkout;
  const select = page.getByLabel(k.shipping.country, { exact: true }).first();
  // A person choosing the country already chosen changes nothing, and the browser sends no change;
  // Playwright would, and with JavaScript its post could land after the next country's.
  if ((await select.inputValue()) === country) return;
  await select.selectOption(country);
  if (jsOff()) await page.getByRole("button", { name: k.shipping.updateCountry }).click();
}

export async function chooseMethods(page: Page, lang: Lang, shipping: RegExp, payment: RegExp) {
  const k = resources[lang].checkout;
  await page.getByRole("group", { name: k.shipping.method }).getByRole("radio", { name: shipping }).check();
  const radio = page.getByRole("group", { name: k.shipping.payment }).getByRole("radio", { name: payment });
  await radio.check();
  if (jsOff()) await page.getByRole("button", { name: k.shipping.updateMethods }).click();
  // With JavaScript each choice posts at once, one after the other: the summary names the payment
  // method (its choice's name, in bold) once they are answered. An order placed before that could be
  // answered with the form as an earlier post left it (a CI run of the demo payment spec stayed on the basket so).
  const name = await radio.locator("xpath=ancestor::label[1]").locator("strong").innerText();
  await expect(page.getByTestId("summary-payment")).toHaveText(name);
}

/** From the basket page: a guest's details, Standard shipping, bank transfer, the terms, the order; waits for its page. */
export async function placeGuestOrder(page: Page, lang: Lang) {
  const k = resources[lang].checkout;
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
}

/**
 * The order number in the order page's heading, once that page has rendered: with JavaScript the
 * URL changes before it has.
 */
export async function orderNumber(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1, name: /WEB-\d{4}-\d+/ });
  await expect(heading).toBeVisible();
  return /WEB-\d{4}-\d+/.exec(await heading.innerText())![0];
}
