/** Shared steps of the account specs: the office's CLI, the mailed password link, signing in. */
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { officeCommand, shopDatabaseUrl } from "./shop-under-test.ts";

export type Lang = "de" | "pl";

/** Every page of a signed-in customer's account, for the checks that visit them all. */
export const ACCOUNT_PAGES = [
  "/account",
  "/account/addresses",
  "/account/addresses/new",
  "/account/settings",
  "/account/orders",
  "/account/status",
  "/account/transactions",
  "/account/price-list",
  "/account/claims",
  "/account/people",
  "/account/approvals",
  "/account/quotes",
  "/quick-order",
] as const;
export const langOf = (): Lang => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");

/** `npm run customers -- ...` against the shop under test's database, as the office runs it. */
export const office = (...args: string[]) => officeCommand("customers", ...args);

/** The path of the last password link mailed to `email` (from the outbox). */
export async function mailedLink(email: string, kind: "welcome" | "reset" | "invite"): Promise<string> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE recipient = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1",
      [email, `account-${kind}`],
    );
    const match = /https?:\/\/[^/\s]+(\/login\/password\/[\w-]{43})/.exec(rows[0]?.body ?? "");
    expect(match, `a ${kind} link for ${email}`).not.toBeNull();
    return match![1]!;
  } finally {
    await client.end();
  }
}

export async function choosePassword(page: Page, lang: Lang, path: string, password: string) {
  const a = resources[lang].account;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: a.password.title })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(a.password.password, { exact: true }).fill(password);
  await page.getByLabel(a.password.repeat).fill(password);
  await page.getByRole("button", { name: a.password.submit }).click();
  await expect(page.getByText(a.password.done)).toBeVisible();
}

export async function signIn(page: Page, lang: Lang, email: string, password: string) {
  const a = resources[lang].account;
  await expect(page.getByRole("heading", { level: 1, name: a.login.title })).toBeVisible();
  await page.getByLabel(a.login.email).fill(email);
  await page.getByLabel(a.login.password).fill(password);
  await page.getByRole("button", { name: a.login.submit }).click();
}

/** A new active customer (created and approved by the office's CLI) with `password`; answers their e-mail. */
export async function newCustomer(
  page: Page,
  lang: Lang,
  password: string,
  extra: string[] = ["--country", "DE"],
): Promise<string> {
  const email = `${test.info().title.replace(/\W+/g, "-").slice(0, 24)}-${lang}-${Date.now()}@trade.example`;
  await office(
    "create",
    "--email",
    email,
    "--company",
    "Allrad Test GmbH",
    "--contact",
    "Eva Roth",
    ...extra,
    "--lang",
    lang,
  );
  await office("approve", email);
  // The cookie banner's answer keeps the language of the link for the pages that follow.
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await choosePassword(page, lang, await mailedLink(email, "welcome"), password);
  return email;
}

/** A form control by its label, exactly, with or without the required mark after it. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

export async function fillApplication(page: Page, lang: Lang, email: string) {
  const a = resources[lang].account.apply;
  const e = resources[lang].enquiry.contact;
  await field(page, a.applyingAs).selectOption({ label: a.as.dealer });
  await field(page, e.dealer.company).fill(lang === "de" ? "Allrad Test GmbH" : "Serwis Terenowy Test");
  await field(page, e.dealer.vat).fill(lang === "de" ? "DE811569869" : "PL5260250274");
  await field(page, e.dealer.first_name).fill("Eva");
  await field(page, e.dealer.last_name).fill("Roth");
  await field(page, e.dealer.email).fill(email);
  await field(page, e.dealer.phone).fill("+49 30 1234567");
  await field(page, e.dealer.city).fill(lang === "de" ? "Berlin" : "Toruń");
  await field(page, e.dealer.who).selectOption({ label: e.who.garage });
  await field(page, e.dealer.text).fill("Wir bauen Fahrwerke für Expeditionsfahrzeuge.");
}
