/**
 * The office's customers and applications (issue 38 item 3), JavaScript on (German) and off
 * (Polish): an applicant applies with the shop's form; the demo sales member approves them on the
 * applications page and the outbox holds the welcome mail with the password link in the applicant's
 * language; the customer is found by e-mail in the list; on their page the terms and credit limit
 * are set (a bad amount gets a translated field error first), and putting them on hold asks first.
 * axe checks every page.
 */
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { field, fillApplication } from "./account-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/** The applications page's card of the applicant with this e-mail (a card has a heading; its lines do not). */
const applicantCard = (page: Page, email: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .filter({ hasText: email });

async function outbox(email: string) {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; subject: string; body: string }>(
      "SELECT kind, subject, body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at, id",
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test("an applicant approved in the office gets the password mail; terms, limit and hold", async ({ page }) => {
  const lang = officeLang();
  const o = officeTexts(lang);
  const a = resources[lang].account;
  const e = resources[lang].enquiry;
  const email = `office-applicant-${lang}-${Date.now()}@trade.example`;
  // The company fillApplication types, and the currency the form starts with in this language.
  const company = lang === "de" ? "Allrad Test GmbH" : "Serwis Terenowy Test";
  const currency = lang === "de" ? "EUR" : "PLN";
  const named = (text: string, params: Record<string, string>) =>
    Object.entries(params).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, v), text);

  // The shop's application form, in the applicant's language.
  await page.goto(`/apply?lng=${lang}`);
  await acceptCookies(page);
  await fillApplication(page, lang, email);
  await field(page, a.apply.language).selectOption(lang);
  await page.getByLabel(e.contact.privacy).check();
  await page.getByRole("button", { name: a.apply.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.apply.thanks.title })).toBeVisible();

  // The sales desk finds the applicant on the applications page.
  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });
  const nav = page.getByRole("navigation", { name: o.shell.nav });
  await nav.getByRole("link", { name: o.shell.sections.applications }).click();
  await expect(page.getByRole("heading", { level: 1, name: o.applications.title })).toBeVisible();
  await openOffice(page, `/office/applications?lng=${lang}`);
  let card = applicantCard(page, email);
  // Older applicants of other runs come first: page on until this one shows.
  while ((await card.count()) === 0) {
    await page
      .getByRole("navigation", { name: o.applications.pages })
      .getByRole("link", { name: o.applications.next })
      .click();
    card = applicantCard(page, email);
  }
  // The application's fields in the office's language, worded as the application form words them.
  const form = { a: resources[lang].account.apply, e: resources[lang].enquiry.contact };
  await expect(card.getByRole("definition").filter({ hasText: email })).toBeVisible();
  await expect(card.getByRole("term").filter({ hasText: form.a.applyingAs })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: form.a.as.dealer })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: form.e.who.garage })).toBeVisible();
  await card.getByRole("button", { name: named(o.applications.approve, { name: company }) }).click();
  await expect(page.getByText(named(o.applications.approved, { name: company, email }))).toBeVisible();
  await expect(applicantCard(page, email)).toHaveCount(0);

  // The welcome mail with the link to set a password, in the applicant's language.
  const welcome = (await outbox(email)).find((m) => m.kind === "account-welcome");
  expect(welcome?.subject).toBe(
    lang === "de" ? "Ihr Händlerkonto ist bereit: Passwort festlegen" : "Twoje konto handlowe jest gotowe: ustaw hasło",
  );
  expect(welcome?.body).toMatch(/https?:\/\/[^/\s]+\/login\/password\/[\w-]{43}/);

  // The customer list, searched by the e-mail address.
  await nav.getByRole("link", { name: o.shell.sections.customers }).click();
  await expect(page.getByRole("heading", { level: 1, name: o.customers.title })).toBeVisible();
  await page.getByLabel(o.customers.search).fill(email);
  await page.getByRole("button", { name: o.customers.filter }).click();
  await expect(page.getByText(named(o.customers.found_one, { count: "1" }))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByTestId("customer-status")).toHaveText(o.customers.statuses.active);
  await expectAccessible(page);

  // Terms and credit limit: a bad amount first, then invoice in 30 days with a limit.
  const limit = field(page, named(o.customer.limitIn, { currency }));
  await field(page, o.customers.terms).selectOption("invoice");
  await field(page, o.customer.dueDays).fill("30");
  await limit.fill("viel");
  await page.getByRole("button", { name: o.customer.saveTerms }).click();
  await expect(page.getByText(o.errors.amount)).toBeVisible();
  await expect(limit).toHaveAttribute("aria-invalid", "true");
  await limit.fill("2500,50");
  await page.getByRole("button", { name: o.customer.saveTerms }).click();
  await expect(page.getByTestId("customer-terms")).toHaveText(
    named((o.customers as unknown as Record<string, string>)[`invoiceDays_${new Intl.PluralRules(lang).select(30)}`]!, {
      count: "30",
    }),
  );
  await expect(page.getByTestId("customer-limit")).toContainText(/2[.\s\u00a0]?500,50/);

  // On hold asks first; "no" keeps the customer active, "yes" puts them on hold.
  await page.getByRole("button", { name: o.customer.hold }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: named(o.customer.ask.on_hold, { name: company }) }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(o.customer.reason).fill("Test");
  await page.getByRole("button", { name: o.customer.ask.yes.on_hold }).click();
  await expect(page.getByTestId("customer-status")).toHaveText(o.customers.statuses.on_hold);
  await page.getByRole("button", { name: o.customer.activate }).click();
  await expect(page.getByTestId("customer-status")).toHaveText(o.customers.statuses.active);
  await expectAccessible(page);
});
