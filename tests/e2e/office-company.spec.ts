/**
 * The company's own data in the office (issue 38 item 3, decision 0057), JavaScript on (German) and
 * off (Polish): the owner opens the company page, is refused a phone number that is none (a
 * translated field error, nothing saved), saves a new phone for the Polish company; the imprint
 * shows it within 5 seconds, and the PDF of the next order prints it. axe checks the office page.
 * The demo's record is put back afterwards (the suites share one shop).
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { POLISH_COMPANY } from "../../erp/seed/demo-seller.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { pdfText } from "../integration/fixtures/orders.ts";
import { addToBasket, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/** Puts the demo's Polish company back as the demo catalogue has it. */
async function restoreDemoCompany() {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE seller_companies SET record = $1::jsonb, demo = true WHERE id = 'pl'", [
      JSON.stringify(POLISH_COMPANY),
    ]);
  } finally {
    await client.end();
  }
}

test.afterEach(restoreDemoCompany);

test("the owner changes the company's phone: the imprint and the next order's PDF show it", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const shop = resources[lang];
  const phone = lang === "de" ? "+48 56 700 00 02" : "+48 56 700 00 01";

  const owner = demoStaffWith("owner");
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await signInWithSecret(page, lang, { email: owner.email, password: DEMO_STAFF_PASSWORD, secret: owner.totpSecret });
  await page
    .getByRole("navigation", { name: o.shell.nav })
    .getByRole("link", { name: o.shell.sections.company })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: o.company.title })).toBeVisible();
  await openOffice(page, "/office/company");
  await expectAccessible(page);

  // A phone that is none: the field says so, nothing is saved.
  const polish = page.getByRole("region", { name: o.company.companies.pl });
  const phoneField = polish.getByLabel(o.company.fields.phone, { exact: true });
  await expect(phoneField).toHaveValue(POLISH_COMPANY.phone);
  await phoneField.fill("call us");
  await polish.getByRole("button", { name: o.company.saveCompany }).click();
  await expect(polish.getByText(shop.common.errors.invalid)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/imprint?lng=${lang}`);
  await expect(page.getByText(POLISH_COMPANY.phone)).toBeVisible();

  // The new phone, saved.
  await page.goto(`/office/company?lng=${lang}`);
  await polish.getByLabel(o.company.fields.phone, { exact: true }).fill(phone);
  await polish.getByRole("button", { name: o.company.saveCompany }).click();
  await expect(page.getByText(o.company.savedCompany.replace("{{what}}", POLISH_COMPANY.name)).first()).toBeVisible();
  await expect(polish.getByLabel(o.company.fields.phone, { exact: true })).toHaveValue(phone);

  // The imprint shows it within 5 seconds (the shop's cache follows the ERP's change log).
  const changedAt = Date.now();
  await expect(async () => {
    await page.goto(`/imprint?lng=${lang}`);
    await expect(page.getByText(phone)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000, intervals: [250] });
  expect(Date.now() - changedAt).toBeLessThan(5_000);

  // The next order's PDF prints it.
  await addToBasket(page, lang, stocked[2]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await placeGuestOrder(page, lang);
  const href = await page.getByRole("link", { name: resources[lang].checkout.order.pdf }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  expect(text).toContain(phone);
  expect(text).not.toContain(POLISH_COMPANY.phone);
});
