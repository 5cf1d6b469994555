/**
 * Applying for a trade account in the browser (issue 20 item 6), JavaScript on (German) and off
 * (Polish): from the sign-in page to the application form, a missing field refused with its
 * error, the application sent and the thank-you page; the office lists the applicant with the CLI
 * and approves it; the welcome mail's link sets the password; the new customer signs in. The
 * acknowledgement waits in the outbox in the applicant's language. axe checks every page.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { field, fillApplication } from "./account-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { officeCommand, shopDatabaseUrl } from "./shop-under-test.ts";

type Lang = "de" | "pl";
const langOf = (): Lang => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");

const office = (...args: string[]) => officeCommand("customers", ...args);

async function outbox(email: string) {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; subject: string; body: string }>(
      "SELECT kind, subject, body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY created_at",
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test("apply, approve by CLI, set the password from the welcome mail, sign in", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const e = resources[lang].enquiry;
  const email = `applicant-${lang}-${Date.now()}@trade.example`;
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);

  await page.goto("/login");
  await page.getByRole("link", { name: a.apply.loginLink }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.apply.title })).toBeVisible();
  await expectAccessible(page);
  // The language and currency of the account start as the shop's.
  await expect(field(page, a.apply.language)).toHaveValue(lang);

  await fillApplication(page, lang, email);
  await page.getByLabel(e.contact.privacy).check();
  await field(page, e.contact.dealer.phone).fill("");
  await page.getByRole("button", { name: a.apply.submit }).click({ force: true });
  // The action checks the form (decision 0046) and answers the same error with JavaScript on and
  // off; with it, the first field with an error takes the focus.
  await expect(page.getByText(e.errors.required).first()).toBeVisible();
  await expect(field(page, e.contact.dealer.phone)).toHaveAttribute("aria-invalid", "true");
  if (test.info().project.use.javaScriptEnabled) await expect(field(page, e.contact.dealer.phone)).toBeFocused();
  expect(await office("list", "--status", "applicant")).not.toContain(email);

  await field(page, e.contact.dealer.phone).fill("+49 30 1234567");
  if ((await page.getByLabel(e.contact.privacy).isChecked()) === false)
    await page.getByLabel(e.contact.privacy).check();
  await page.getByRole("button", { name: a.apply.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.apply.thanks.title })).toBeVisible();
  await expect(page.getByText(a.apply.thanks.password)).toBeVisible();
  await expectAccessible(page);

  const ack = (await outbox(email)).find((m) => m.kind === "account-application-received");
  expect(ack?.subject).toBe(
    lang === "de"
      ? "Wir haben Ihren Antrag auf ein Händlerkonto erhalten"
      : "Otrzymaliśmy Twój wniosek o konto handlowe",
  );

  const listed = await office("list", "--status", "applicant");
  expect(listed).toMatch(
    new RegExp(`${email.replace(/[.]/g, "\\.")}.*\\n\\s+applying as dealer; phone \\+49 30 1234567`),
  );
  expect(await office("approve", email)).toContain("link to set a password");
  const welcome = (await outbox(email)).find((m) => m.kind === "account-welcome");
  const link = /https?:\/\/[^/\s]+(\/login\/password\/[\w-]{43})/.exec(welcome?.body ?? "")?.[1];
  expect(link, "the welcome mail's link").toBeDefined();

  await page.goto(link!);
  await field(page, a.password.password).fill("long dusty tracks ahead");
  await page.getByLabel(a.password.repeat).fill("long dusty tracks ahead");
  await page.getByRole("button", { name: a.password.submit }).click();
  await expect(page.getByText(a.password.done)).toBeVisible();
  await page.getByLabel(a.login.password).fill("long dusty tracks ahead");
  await page.getByRole("button", { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});

test("an address that already has an account gets the same thank-you page and no second account", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const e = resources[lang].enquiry;
  await page.goto(`/apply?lng=${lang}`);
  await acceptCookies(page);
  await fillApplication(page, lang, "werkstatt@demo-customer.example");
  await page.getByLabel(e.contact.privacy).check();
  await page.getByRole("button", { name: a.apply.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.apply.thanks.title })).toBeVisible();
  const listed = (await office("list")).split("\n").filter((l) => l.includes("werkstatt@demo-customer.example"));
  expect(listed).toHaveLength(1);
});
