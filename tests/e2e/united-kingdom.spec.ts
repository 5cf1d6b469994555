/**
 * Shipping to the United Kingdom (issue 22 item 1, decision 0034), JavaScript on and off, in en, pl
 * and de: a guest picks the United Kingdom, is told in their language when the postcode is not a
 * UK one (and nothing is ordered), then orders with a London address: no VAT, the note giving the
 * legal basis and saying that import VAT and duties are charged on delivery, on the basket and on
 * the order page.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { countryName } from "../../contract/countries.ts";
import { taxNote } from "../../contract/tax-wording.ts";
import { addToBasket, chooseCountry, chooseMethods, fillGuest, stocked, type Lang } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";

const LANGS = ["en", "pl", "de"] as const satisfies readonly Lang[];
const EXPORT_NOTE = (lang: Lang) => taxNote({ taxtreatment: "export", taxrate: 0, taxcountry: "GB" }, lang)!;

for (const lang of LANGS) {
  test(`a guest orders to the United Kingdom: no VAT, the duties note (${lang})`, async ({ page }) => {
    const k = resources[lang].checkout;
    const part = stocked[14 + LANGS.indexOf(lang)]!;
    await addToBasket(page, lang, part.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await fillGuest(page, lang);
    // The country list names the United Kingdom in the page's language.
    const country = page.getByLabel(k.shipping.country, { exact: true }).first();
    await expect(country.getByRole("option", { name: countryName("GB", lang), exact: true })).toHaveCount(1);
    await chooseCountry(page, lang, "GB");
    // The basket has taken the country when its export note shows (methods chosen before would be cleared).
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    // Paying in złoty and shipping outside Poland: the shop offers euros; the buyer takes them.
    if (lang === "pl") {
      const dialog = page.getByRole("dialog", { name: k.currencyDialog.title });
      await dialog.getByRole("button", { name: k.currencyDialog.yes.replace("{{currency}}", "EUR") }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await chooseMethods(page, lang, /Standard/, /Bank|Przelew|Überweisung/);
    await expect(page.getByTestId("basket-shipping")).not.toHaveText(k.summary.shippingLater);
    await expect(page.getByTestId("basket-tax")).toHaveText(/^(€\s?)?0[,.]00(\s?€)?$/);
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    // The note under the lines no longer says the prices include VAT.
    await expect(page.getByText(resources[lang].common.basket.netPricesNote)).toBeVisible();
    await expect(page.getByText(resources[lang].common.basket.pricesNote)).toHaveCount(0);
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
    await expect(page.getByTestId("order-tax")).toHaveText(/^(€\s?)?0[,.]00(\s?€)?$/);
    await expect(page.getByTestId("tax-note")).toHaveText(EXPORT_NOTE(lang));
    await expect(page.getByText(countryName("GB", lang), { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
}
