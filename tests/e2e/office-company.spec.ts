/**
 * The company's own data in the office (issue 38 item 3, decision 0057), JavaScript on (German) and
 * off (Polish): the owner opens the company page, is refused a phone number that is none (a
 * translated field error, nothing saved), saves a new phone for the Polish company; the imprint
 * shows it within 5 seconds, and the PDF of the next order prints it. axe checks the office page.
 * Then the bank accounts and VAT registrations: an IBAN that is none is refused with a field error,
 * an account is removed and set again with another IBAN, a registration is refused a number of
 * another format, recorded and ended on a day. The demo's data is put back afterwards (the suites
 * share one shop).
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { formatIban } from "../../contract/seller.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { DUTCH_COMPANY, POLISH_COMPANY } from "../../erp/seed/demo-seller.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { pdfText } from "../integration/fixtures/orders.ts";
import { addToBasket, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";
import { restoreDemoCompanyData } from "./demo-company.ts";

test.afterEach(restoreDemoCompanyData);

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

test("the owner removes and sets a bank account, records and ends a VAT registration", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const owner = demoStaffWith("owner");
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await signInWithSecret(page, lang, { email: owner.email, password: DEMO_STAFF_PASSWORD, secret: owner.totpSecret });
  await openOffice(page, "/office/company");

  // The Dutch company's PLN account: removed, then set again with another IBAN.
  const accounts = page.getByRole("region", { name: o.company.accountsTitle });
  const demoAccount = demoBankAccount("nl", "PLN");
  await expect(accounts.getByText(formatIban(demoAccount.iban), { exact: true })).toBeVisible();
  await accounts.getByRole("button", { name: o.company.removeAccount.replace("{{what}}", "nl PLN") }).click();
  await expect(page.getByText(o.company.accountRemoved.replace("{{what}}", "nl PLN")).first()).toBeVisible();
  await expect(accounts.getByText(formatIban(demoAccount.iban), { exact: true })).toHaveCount(0);

  const form = page.getByRole("form", { name: o.company.accountTitle });
  await form.getByLabel(o.company.seller).selectOption("nl");
  await form.getByLabel(o.company.currency).selectOption("PLN");
  await form.getByLabel("IBAN").fill("PL00 1234 5678");
  await form.getByLabel("BIC").fill("DEMONL2AXXX");
  await form.getByLabel(o.company.bankname).fill("Bank Testowy S.A.");
  await form.getByRole("button", { name: o.company.saveAccount }).click();
  await expect(form.getByText(o.company.errors.iban)).toBeVisible();
  await expectAccessible(page);
  // Nothing was written: the Dutch company still has no PLN account.
  await expect(
    accounts.getByRole("button", { name: o.company.removeAccount.replace("{{what}}", "nl PLN") }),
  ).toHaveCount(0);

  const iban = "PL61109010140000071219812874";
  await form.getByLabel("IBAN").fill(iban);
  await form.getByRole("button", { name: o.company.saveAccount }).click();
  await expect(page.getByText(o.company.accountSaved.replace("{{what}}", "nl PLN")).first()).toBeVisible();
  const saved = accounts.getByRole("listitem").filter({ hasText: formatIban(iban) });
  await expect(saved).toBeVisible();
  // No holder given: the company's name from its record.
  await expect(saved.getByText(DUTCH_COMPANY.name, { exact: true })).toBeVisible();

  // A registration in Great Britain from 2031 for the Dutch company: a number of another format is refused.
  const registrations = page.getByRole("region", { name: o.company.registrationsTitle });
  const record = page.getByRole("form", { name: o.company.registrationTitle });
  await record.getByLabel(o.company.seller).selectOption("NL");
  await record.getByLabel(o.company.country).fill("GB");
  await record.getByLabel(o.company.vatnumber).fill("NL862347519B01");
  await record.getByLabel(o.company.validfrom).fill("2031-01-01");
  await record.getByRole("button", { name: o.company.saveRegistration }).click();
  await expect(record.getByText(o.company.errors.vatnumber)).toBeVisible();
  await record.getByLabel(o.company.vatnumber).fill("GB123456789");
  await record.getByRole("button", { name: o.company.saveRegistration }).click();
  await expect(page.getByText(o.company.registrationSaved.replace("{{what}}", "NL GB")).first()).toBeVisible();
  const registration = registrations.getByRole("listitem").filter({ hasText: "GB123456789" });
  await expect(registration).toBeVisible();

  // Ended on a day: the row shows the day and no longer offers to end it.
  await registration.getByLabel(o.company.lastday).fill("2031-06-30");
  await registration.getByRole("button", { name: o.company.endRegistration.replace("{{what}}", "NL GB") }).click();
  await expect(page.getByText(o.company.registrationEnded.replace("{{what}}", "NL GB")).first()).toBeVisible();
  const ended = registrations.getByRole("listitem").filter({ hasText: "GB123456789" });
  await expect(ended.getByText("2031-06-30")).toBeVisible();
  await expect(ended.getByRole("button")).toHaveCount(0);
  await expectAccessible(page);
});
