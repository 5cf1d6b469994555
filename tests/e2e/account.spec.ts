/**
 * Trade customers in the browser (issue 20), JavaScript on (in German) and off (in Polish): the
 * office creates and approves a customer with the real CLI, the customer sets a password from the
 * e-mailed link (read from the shop's outbox), signs in, sees their account and the price level
 * the office then agrees, signs out; a forgotten password end to end; a wrong password refused.
 * axe checks every page on the way.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { choosePassword, langOf, mailedLink, office, signIn } from "./account-helpers.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";

test("apply, approve by CLI, set the password from the e-mail, sign in, see the agreed level, sign out", async ({
  page,
}) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = `buyer-${lang}-${Date.now()}@trade.example`;
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);

  const created = await office(
    "create",
    "--email",
    email,
    "--company",
    "Allrad Test GmbH",
    "--contact",
    "Eva Roth",
    "--country",
    "DE",
    "--lang",
    lang,
  );
  expect(created).toMatch(/Created C-\d{6}/);
  expect(await office("approve", email)).toContain("link to set a password");

  await choosePassword(page, lang, await mailedLink(email, "welcome"), "gravel roads and diff locks");
  // The sign-in form comes with the address filled in.
  await expect(page.getByLabel(a.login.email)).toHaveValue(email);
  await page.getByLabel(a.login.password).fill("gravel roads and diff locks");
  await page.getByRole("button", { name: a.login.submit }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();
  await expect(page.getByText(a.account.noLevels)).toBeVisible();
  await expectAccessible(page);

  // Signed in: brand pages show the Useful Files, and an enquiry answers to the account's address.
  await page.goto("/brands/dba");
  await expect(page.getByRole("heading", { level: 2, name: resources[lang].pages.brands.usefulFiles })).toBeVisible();
  await page.goto(`/${demoItem("outOfStock").urlcomponent}/enquiry`);
  await expect(page.getByText(resources[lang].enquiry.enquiry.accountEmail.replace("{{email}}", email))).toBeVisible();
  await expect(page.getByLabel(resources[lang].enquiry.enquiry.email)).toHaveCount(0);
  await page.goto("/account");

  await office("level", email, "--name", "Werkstatt", "--discount", "12.5");
  await page.reload();
  const levels = page.getByRole("table");
  // Named by what it covers, in the page's language, not by the office's name for it (issue 43 item 4).
  await expect(levels.getByRole("row", { name: a.account.every })).toContainText("12,5 %");
  await expect(levels).not.toContainText("Werkstatt");

  // The product page shows the customer's price at that level, with the list price next to it.
  const c = resources[lang].common.product;
  await page.goto(`/${demoItem("inStock").urlcomponent}`);
  const buyBox = page.locator(".buy-box");
  await expect(buyBox.getByText(c.yourPrice)).toBeVisible();
  await expect(buyBox).toContainText(c.level.replace("{{discount}}", "12,5"));
  await expect(buyBox).toContainText(c.listPrice);
  await expectAccessible(page);
  await page.goto("/account");

  await page.getByRole("banner").getByRole("button", { name: a.header.signOut }).click();
  await expect(page.getByText(a.login.signedOut)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: a.header.signIn })).toBeVisible();
  // The account is not there for a guest: sign in first.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test("a forgotten password: the link by e-mail, once; then the new password signs in", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = `forgot-${lang}-${Date.now()}@trade.example`;
  await office(
    "create",
    "--email",
    email,
    "--company",
    "Serwis Test",
    "--contact",
    "Ola Nowak",
    "--country",
    "PL",
    "--lang",
    lang,
  );
  await office("approve", email);
  await page.goto(`/login?lng=${lang}`);
  await acceptCookies(page);
  await choosePassword(page, lang, await mailedLink(email, "welcome"), "first password of mine");

  await page.goto(`/login/forgot?lng=${lang}`);
  await expect(page.getByRole("heading", { level: 1, name: a.forgot.title })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(a.login.email).fill(email);
  await page.getByRole("button", { name: a.forgot.submit }).click();
  await expect(page.getByText(a.forgot.sent)).toBeVisible();

  const link = await mailedLink(email, "reset");
  await choosePassword(page, lang, link, "second password of mine");
  // The link was good once.
  await page.goto(link);
  await page.getByLabel(a.password.password, { exact: true }).fill("third password of mine");
  await page.getByLabel(a.password.repeat).fill("third password of mine");
  await page.getByRole("button", { name: a.password.submit }).click();
  await expect(page.getByText(a.password.invalid)).toBeVisible();

  await page.goto(`/login?lng=${lang}`);
  await signIn(page, lang, email, "first password of mine");
  await expect(page.getByText(a.login.failed)).toBeVisible();
  await expectAccessible(page);
  await signIn(page, lang, email, "second password of mine");
  await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();
});
