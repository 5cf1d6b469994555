/**
 * A trade buyer's address book and settings (issue 20 item 4), JavaScript on (German) and off
 * (Polish): a part put in the basket as a guest is still there after signing in; an address with a
 * missing field is refused with field errors, then saved as the default; the settings take a yes to
 * news mail; the checkout opens with the default address, the account's e-mail and VAT number;
 * signing out empties the header's basket. axe on every page.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { langOf, newCustomer, signIn } from "./account-helpers.ts";
import { addToBasket, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";

test("the guest basket survives sign-in; the default address fills the checkout", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const common = resources[lang].common;
  const password = "gravel roads and diff locks";
  const email = await newCustomer(page, lang, password, ["--country", "DE", "--vat", "DE123456789"]);

  // A guest's basket, then sign in from the header: the part is still in the basket.
  await addToBasket(page, lang, stocked[0]!.urlcomponent);
  await page.getByRole("banner").getByRole("link", { name: a.header.signIn }).click();
  await signIn(page, lang, email, password);
  await expect(page.getByText(a.login.signedIn)).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("1");

  // The address book: empty, a refused address, then the default one.
  await page.goto("/account");
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.addresses }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.addresses.title })).toBeVisible();
  await expect(page.getByText(a.addresses.empty)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: a.addresses.add }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.addresses.new })).toBeVisible();
  await expect(page.getByLabel(a.addresses.useForShipping)).toBeChecked();
  await page.getByLabel(a.addresses.label).fill("Werkstatt");
  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Eva");
  await page.getByRole("button", { name: a.addresses.save }).click();
  await expect(page.getByLabel(k.contact.lastName, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(common.errors.required).first()).toBeVisible();
  // The action's answer (decision 0046); with JavaScript the first field with an error has the focus.
  if (test.info().project.use.javaScriptEnabled)
    await expect(page.getByLabel(k.contact.lastName, { exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel(k.contact.lastName, { exact: true }).fill("Roth");
  await page.getByLabel(k.shipping.street, { exact: true }).fill("Industriestraße");
  await page.getByLabel(k.shipping.houseNumber, { exact: true }).fill("7");
  await page.getByLabel(k.shipping.zip, { exact: true }).fill("70173");
  await page.getByLabel(k.shipping.city, { exact: true }).fill("Stuttgart");
  await page.getByLabel(k.shipping.country, { exact: true }).selectOption("DE");
  await page.getByRole("button", { name: a.addresses.save }).click();
  await expect(page.getByText(a.addresses.saved)).toBeVisible();
  const card = page.getByRole("article", { name: "Werkstatt" });
  await expect(card).toContainText(a.addresses.defaultShipping);
  await expect(card).toContainText(a.addresses.defaultBilling);
  await expect(card).toContainText("70173 Stuttgart");
  await expectAccessible(page);

  // Settings: a yes to product news, kept.
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.settings }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.settings.title })).toBeVisible();
  await expect(page.getByRole("main").getByLabel(a.settings.language)).toHaveValue(lang);
  await page.getByLabel(a.settings.newsMail).check();
  await page.getByRole("button", { name: a.settings.save }).click();
  await expect(page.getByText(a.settings.saved)).toBeVisible();
  await expect(page.getByLabel(a.settings.newsMail)).toBeChecked();
  await expectAccessible(page);

  // The checkout starts with the default address, the account's e-mail and its VAT number.
  await page.goto("/basket");
  await expect(page.getByLabel(k.contact.firstName, { exact: true })).toHaveValue("Eva");
  await expect(page.getByLabel(k.shipping.street, { exact: true }).first()).toHaveValue("Industriestraße");
  await expect(page.getByLabel(k.contact.email, { exact: true })).toHaveValue(email.toLowerCase());
  await expect(page.getByLabel(k.billing.vatNumber)).toHaveValue("123456789");
  await expectAccessible(page);

  // Signing out leaves no basket in the header; signing in again brings the basket back.
  await page.goto("/account");
  await page.getByRole("banner").getByRole("button", { name: a.header.signOut }).click();
  await expect(page.getByText(a.login.signedOut)).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("0");
  await page.goto("/basket");
  await expect(page.getByText(common.basket.empty)).toBeVisible();
  await page.goto("/login");
  await signIn(page, lang, email, password);
  await expect(page.getByTestId("basket-count")).toHaveText("1");
});
