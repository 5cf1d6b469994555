/**
 * Shipping to the United Kingdom (issue 22 item 1, decisions 0034 and 0039), JavaScript on and off,
 * in en, pl and de: a guest picks the United Kingdom, is told in their language when the postcode is
 * not a UK one (and nothing is ordered), then orders with a London address: UK VAT, charged under the
 * shop's UK VAT number (the demo's), delivered duty paid, on the basket and on the order page. To
 * Norway, where the shop is not registered, the order is an export: the zero tax class, no VAT,
 * and the note that import VAT and duties are charged on delivery.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { countryName } from "../../contract/countries.ts";
import { taxNote } from "../../contract/tax-wording.ts";
import { addToBasket, chooseCountry, chooseMethods, fillGuest, stocked, type Lang } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { oneModeFor } from "./modes.ts";

const LANGS = ["en", "pl", "de"] as const satisfies readonly Lang[];
const EXPORT_NOTE = (lang: Lang) => taxNote({ taxtreatment: "export", taxrate: 0, taxcountry: "NO" }, lang)!;
const UK_NOTE = (lang: Lang) =>
  taxNote({ taxtreatment: "registered", taxrate: 0.2, taxcountry: "GB", taxregistration: "GB999999999" }, lang)!;
const ZERO = /^(€\s?)?0[,.]00(\s?€)?$/;

/** Paying in złoty and shipping outside Poland: the shop offers euros; the buyer takes them. */
async function takeEuros(page: Page, lang: Lang) {
  const k = resources[lang].checkout;
  const dialog = page.getByRole("dialog", { name: k.currencyDialog.title });
  await dialog.getByRole("button", { name: k.currencyDialog.yes.replace("{{currency}}", "EUR") }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

for (const lang of LANGS) {
  test(
    `a guest orders to the United Kingdom: UK VAT under the shop's UK number (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      const k = resources[lang].checkout;
      const part = stocked[14 + LANGS.indexOf(lang)]!;
      await addToBasket(page, lang, part.urlcomponent);
      await page.goto(`/basket?lng=${lang}`);
      await fillGuest(page, lang);
      // The country list names the United Kingdom in the page's language.
      const country = page.getByLabel(k.shipping.country, { exact: true }).first();
      await expect(country.getByRole("option", { name: countryName("GB", lang), exact: true })).toHaveCount(1);
      await chooseCountry(page, lang, "GB");
      // The basket has taken the country when its note shows (methods chosen before would be cleared).
      await expect(page.getByTestId("tax-note")).toHaveText(UK_NOTE(lang));
      if (lang === "pl") await takeEuros(page, lang);
      await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
      await expect(page.getByTestId("basket-shipping")).not.toHaveText(k.summary.shippingLater);
      await expect(page.getByTestId("basket-tax")).not.toHaveText(ZERO);
      await expect(page.getByTestId("tax-note")).toHaveText(UK_NOTE(lang));
      // The prices include the UK's VAT.
      await expect(page.getByText(resources[lang].common.basket.pricesNote)).toBeVisible();
      await page.getByLabel(k.terms.accept).check();

      // Toruń's postcode is no UK postcode: the field says so in the buyer's language, and nothing is ordered.
      await page.getByRole("button", { name: k.placeOrder }).click();
      const zip = page.getByLabel(k.shipping.zip, { exact: true }).first();
      await expect(zip).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(k.errors.postcodeFormat).first()).toBeVisible();
      await expect(page).toHaveURL(/\/basket/);
      await expectAccessible(page);

      // A Belfast postcode belongs to the Northern Ireland entry, whose VAT differs.
      await zip.fill("BT1 5GS");
      await page.getByRole("button", { name: k.placeOrder }).click();
      await expect(page.getByText(k.errors.postcodeNorthernIreland).first()).toBeVisible();
      await expect(page).toHaveURL(/\/basket/);

      await page.getByLabel(k.shipping.city, { exact: true }).first().fill("London");
      await zip.fill("SW1A 2AA");
      const total = await page.getByTestId("basket-total").innerText();
      await page.getByRole("button", { name: k.placeOrder }).click();

      await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
      await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
      await expect(page.getByTestId("order-total")).toHaveText(total);
      await expect(page.getByTestId("order-tax")).not.toHaveText(ZERO);
      await expect(page.getByTestId("tax-note")).toHaveText(UK_NOTE(lang));
      await expect(page.getByText(countryName("GB", lang), { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
    },
  );

  test(`a guest orders to Norway, an export: zero tax class, the duties note (${lang})`, async ({ page }) => {
    const k = resources[lang].checkout;
    const part = stocked[17 + LANGS.indexOf(lang)]!;
    await addToBasket(page, lang, part.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await fillGuest(page, lang);
    await page.getByLabel(k.shipping.city, { exact: true }).first().fill("Oslo");
    await page.getByLabel(k.shipping.zip, { exact: true }).first().fill("0150");
    await chooseCountry(page, lang, "NO");
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    if (lang === "pl") await takeEuros(page, lang);
    await expect(page.getByTestId("basket-tax")).toHaveText(ZERO);
    // The note under the lines no longer says the prices include VAT.
    await expect(page.getByText(resources[lang].common.basket.netPricesNote)).toBeVisible();
    await expect(page.getByText(resources[lang].common.basket.pricesNote)).toHaveCount(0);
    await expectAccessible(page);

    await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    await page.getByLabel(k.terms.accept).check();
    await page.getByRole("button", { name: k.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
    await expect(page.getByTestId("order-tax")).toHaveText(ZERO);
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    await expect(page.getByText(countryName("NO", lang), { exact: true }).first()).toBeVisible();
  });
}
