/**
 * Buying, as transactions.md describes it, JavaScript on and off: a guest buys two items in en, pl
 * and de and lands on the order page with the right lines and totals and a PDF that opens; a
 * German business with a valid VAT number pays no tax; a wrong VAT number is refused; shipping to
 * Poland while paying in EUR offers PLN; an empty form shows what to fix and keeps what was typed;
 * a part sold out while the buyer fills the form is named, and nothing is ordered.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { countryName } from "../../contract/countries.ts";
import { formatIban } from "../../contract/seller.ts";
import { sellerFor } from "../../erp/seed/demo-seller.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { addToBasket, chooseCountry, chooseMethods, fillGuest, jsOff, stocked } from "./checkout-helpers.ts";
import { whenHydrated } from "./catalogue-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { ownPart } from "./own-data.ts";
import { withShopDatabase } from "./shop-under-test.ts";
import { oneModeFor } from "./modes.ts";

for (const lang of ["en", "pl", "de"] as const) {
  test(`a guest buys two parts and gets the order page and its PDF (${lang})`, oneModeFor(lang), async ({ page }) => {
    const k = resources[lang].checkout;
    const [first, second] = [
      stocked[0 + ["en", "pl", "de"].indexOf(lang) * 2]!,
      stocked[1 + ["en", "pl", "de"].indexOf(lang) * 2]!,
    ];
    await addToBasket(page, lang, first.urlcomponent);
    await addToBasket(page, lang, second.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await fillGuest(page, lang);
    await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
    await expect(page.getByTestId("basket-shipping")).not.toHaveText(k.summary.shippingLater);
    await page.getByLabel(k.terms.accept).check();
    await expectAccessible(page);
    const total = await page.getByTestId("basket-total").innerText();
    const tax = await page.getByTestId("basket-tax").innerText();
    await page.getByRole("button", { name: k.placeOrder }).click();

    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
    // The order page is private: no cache keeps it, no other site is told its address.
    const served = await page.request.get(page.url());
    expect(served.headers()["cache-control"]).toBe("private, no-store");
    expect(served.headers()["referrer-policy"]).toBe("same-origin");
    const lines = page.getByRole("table");
    await expect(lines.getByRole("link", { name: first.name, exact: true })).toBeVisible();
    await expect(lines.getByRole("link", { name: second.name, exact: true })).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(total);
    await expect(page.getByTestId("order-tax")).toHaveText(tax);
    await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
    // The seller comes from the one seller record (contract/seller.ts), the account to pay to from the
    // ERP's bank accounts (the demo catalogue's, decision 0026).
    const seller = sellerFor("EU");
    const account = demoBankAccount(seller.id, lang === "pl" ? "PLN" : "EUR");
    const sellerBlock = page.getByRole("region", { name: k.order.seller });
    await expect(sellerBlock).toContainText(seller.name);
    await expect(sellerBlock).toContainText(seller.vatId);
    const pay = page.getByRole("region", { name: k.order.bank.title });
    await expect(pay).toContainText(formatIban(account.iban));
    await expect(pay).toContainText(account.bic);
    await expectAccessible(page);

    const href = await page.getByRole("link", { name: k.order.pdf }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");

    // The basket is empty now; going back and submitting again gives no second order.
    await page.goto(`/basket?lng=${lang}`);
    await expect(page.getByText(resources[lang].common.basket.empty)).toBeVisible();
  });
}

test("a German business whose number VIES confirms pays no VAT, reverse charge; a wrong one is refused", async ({
  page,
}) => {
  const k = resources.en.checkout;
  await addToBasket(page, "en", stocked[6]!.urlcomponent);
  await page.goto("/basket?lng=en");
  await fillGuest(page, "en", "DE");
  await page.getByLabel(k.billing.different).check();
  const billing = page.getByRole("group", { name: k.billing.title });
  await billing.getByLabel(k.billing.company, { exact: true }).fill("Offroad Teile GmbH");
  await billing.getByLabel(k.shipping.street, { exact: true }).fill("Hauptstraße");
  await billing.getByLabel(k.shipping.houseNumber, { exact: true }).fill("5");
  await billing.getByLabel(k.shipping.city, { exact: true }).fill("Berlin");
  await billing.getByLabel(k.shipping.zip, { exact: true }).fill("10115");
  await billing.getByLabel(k.shipping.country, { exact: true }).selectOption("DE");

  const vat = billing.getByLabel(k.billing.vatNumber);
  await vat.fill("12345");
  if (jsOff()) await billing.getByRole("button", { name: k.billing.vatCheck }).click();
  await expect(page.getByText(k.errors.vat)).toBeVisible();
  await expect(page.getByLabel(k.billing.vatNumber)).toHaveValue("12345");

  // VIES cannot answer for this number (the double's "member state unavailable"): told plainly, VAT charged.
  await page.getByLabel(k.billing.vatNumber).fill("811907503");
  if (jsOff()) await page.getByRole("button", { name: k.billing.vatCheck }).click();
  await expect(page.getByText(k.billing.vatUnavailable).first()).toBeVisible();
  await expect(page.getByText("VAT 19% (Germany)")).toBeVisible();

  await page.getByLabel(k.billing.vatNumber).fill("811907980");
  if (jsOff()) await page.getByRole("button", { name: k.billing.vatCheck }).click();
  await expect(page.getByText(k.billing.vatValid)).toBeVisible();
  await expect(page.getByTestId("basket-tax")).toHaveText("€0.00");
  await expect(page.getByTestId("tax-note")).toContainText("Article 138 of Directive 2006/112/EC");
  await expectAccessible(page);

  await chooseMethods(page, "en", /Standard/, /Bank/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("order-tax")).toHaveText("€0.00");
  await expect(page.getByText("DE811907980")).toBeVisible();
  await expect(page.getByTestId("tax-note")).toContainText("Reverse charge");
  await expect(page.getByText(/^WAPI/)).toBeVisible();
});

for (const lang of ["en", "pl", "de"] as const) {
  test(`prices carry the VAT of the delivery country (${lang})`, oneModeFor(lang), async ({ page }) => {
    const c = resources[lang].common;
    const part = stocked[9 + ["en", "pl", "de"].indexOf(lang)]!;
    await addToBasket(page, lang, part.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    const vatLine = (rate: RegExp, country: string) =>
      page.getByRole("complementary").getByText(new RegExp(`${rate.source}.*\\(${country}\\)`));
    await chooseCountry(page, lang, "DE");
    await expect(vatLine(/(VAT|MwSt\.) 19\s?%/, countryName("DE", lang))).toBeVisible();
    const germanTotal = await page.getByTestId("basket-total").innerText();
    await chooseCountry(page, lang, "NL");
    await expect(vatLine(/(VAT|MwSt\.) 21\s?%/, countryName("NL", lang))).toBeVisible();
    await expect(page.getByTestId("basket-total")).not.toHaveText(germanTotal);
    await expectAccessible(page);
    // The product page now prices for the Netherlands, and says so.
    await page.goto(`/${part.urlcomponent}?lng=${lang}`);
    const box = page.getByRole("region", { name: part.name });
    await expect(
      box.getByText(c.product.grossPrice.replace("{{rate}}", lang === "de" ? "21\u00a0%" : "21%")),
    ).toBeVisible();
    await expect(box.getByText(c.product.taxFor.replace("{{country}}", countryName("NL", lang)))).toBeVisible();
    // Outside the EU: no VAT, and the price says why.
    await page.goto(`/basket?lng=${lang}`);
    await chooseCountry(page, lang, "NO");
    await expect(page.getByTestId("basket-tax")).toContainText(/0[,.]00/);
    await expect(page.getByTestId("tax-note")).toBeVisible();
    await page.goto(`/${part.urlcomponent}?lng=${lang}`);
    await expect(box.getByText(c.product.exportPrice)).toBeVisible();
  });
}

test("a quick second choice of country is the one the basket keeps", async ({ page, javaScriptEnabled }) => {
  const k = resources.de.checkout;
  await addToBasket(page, "de", stocked[0]!.urlcomponent);
  await page.goto("/basket?lng=de");
  const select = page.getByLabel(k.shipping.country, { exact: true }).first();
  await whenHydrated(select);
  // With JavaScript, the first post is held on its way for a while, as on a slow network, then
  // reaches the shop even if the page has given up on it (a request on the wire is not called
  // back); the second choice follows at once. Were both sent, the first would be written last and
  // the basket would keep Austria. Without JavaScript each choice goes by its button, in turn.
  let held = false;
  await page.route(/\/basket\.data/, async (route) => {
    if (route.request().method() !== "POST" || held) return route.continue();
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    await route.fulfill({ response }).catch(() => undefined);
  });
  await chooseCountry(page, "de", "AT");
  await chooseCountry(page, "de", "DE");
  if (javaScriptEnabled) await expect.poll(() => held).toBe(true);
  await page.waitForLoadState("networkidle");
  await page.unrouteAll({ behavior: "wait" });
  await page.reload();
  await expect(page.getByLabel(k.shipping.country, { exact: true }).first()).toHaveValue("DE");
});

test("shipping to Poland while paying in EUR offers PLN", async ({ page }) => {
  const k = resources.de.checkout;
  await addToBasket(page, "de", stocked[7]!.urlcomponent);
  await page.goto("/basket?lng=de");
  await expect(page.getByTestId("basket-total")).toContainText("€");
  await chooseCountry(page, "de", "PL");
  const dialog = page.getByRole("dialog", { name: k.currencyDialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(k.currencyDialog.PLN);
  await dialog.getByRole("button", { name: k.currencyDialog.yes.replace("{{currency}}", "PLN") }).click();
  await expect(page.getByTestId("basket-total")).toContainText("zł");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an empty order form shows what to fix and keeps what was typed", async ({ page }) => {
  const k = resources.pl.checkout;
  await addToBasket(page, "pl", stocked[8]!.urlcomponent);
  await page.goto("/basket?lng=pl");
  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Jan");
  await page.getByLabel(k.contact.email, { exact: true }).fill("jan-at-example");
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page.getByText(k.errors.checkAll).first()).toBeVisible();
  await expect(page.getByText(resources.pl.common.errors.required).first()).toBeVisible();
  await expect(page.getByText(resources.pl.common.errors.invalid).first()).toBeVisible();
  // The action's answer, JavaScript on and off alike (decision 0046): each field with an error is
  // marked and described by it; with JavaScript the first of them has the focus.
  const lastName = page.getByLabel(k.contact.lastName, { exact: true });
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toHaveAttribute("aria-describedby", /-lastName-error/);
  if (!jsOff()) await expect(lastName).toBeFocused();
  await expect(page.getByLabel(k.contact.firstName, { exact: true })).toHaveValue("Jan");
  await expect(page.getByLabel(k.contact.email, { exact: true })).toHaveValue("jan-at-example");
  await expect(page).toHaveURL(/\/basket/);
  await expectAccessible(page);
});

/** Sets an item's stock in the shop's database (as another sale or the warehouse would); answers what it was. */
async function setStock(urlcomponent: string, quantity: number | null): Promise<number> {
  return withShopDatabase(async (client) => {
    const { rows } = await client.query<{ quantityavailable: number }>(
      `SELECT s.quantityavailable FROM stock s JOIN items i ON i.id = s.item_id
        WHERE i.urlcomponent = $1 AND s.location_id = 'TORUN'`,
      [urlcomponent],
    );
    if (quantity !== null)
      await client.query(
        `UPDATE stock SET quantityavailable = $2
          WHERE location_id = 'TORUN' AND item_id = (SELECT id FROM items WHERE urlcomponent = $1)`,
        [urlcomponent, quantity],
      );
    return rows[0]!.quantityavailable;
  });
}

test("a part that sells out while the buyer fills the form is named, and nothing is ordered", async ({ page }) => {
  const k = resources.de.checkout;
  // A part of this test's own (its stock changes): stock in Toruń only, nothing on the way.
  const item = ownPart("stock");
  await addToBasket(page, "de", item.urlcomponent);
  await page.goto("/basket?lng=de");
  await fillGuest(page, "de");
  await chooseMethods(page, "de", /Standard/, /Überweisung/);
  await page.getByLabel(k.terms.accept).check();
  const before = await setStock(item.urlcomponent, 0);
  try {
    await page.getByRole("button", { name: k.placeOrder }).click();
    const soldOut = k.errors.soldOut.replace("{{name}}", item.name);
    // Announced above the form, and repeated by the order button.
    await expect(page.getByRole("alert").filter({ hasText: soldOut })).toBeVisible();
    await expect(page.getByText(soldOut)).toHaveCount(2);
    await expect(page.getByText(k.errors.outOfStock).first()).toBeVisible();
    await expect(page).toHaveURL(/\/basket/);
    await expect(page.getByLabel(k.contact.lastName, { exact: true })).toHaveValue("Nowak");
    await expectAccessible(page);
  } finally {
    await setStock(item.urlcomponent, before);
  }
});
