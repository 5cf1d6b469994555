/**
 * The account's hygiene in the browser (issue 37 item 5), JavaScript on (in German) and off (in
 * Polish): a common password refused with its reason; a session that ends after 30 idle minutes
 * unless "keep me signed in" was ticked; "sign out everywhere else"; and a new sign-in address
 * that takes effect only once the link mailed to it is followed. axe checks the pages on the way.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { langOf, newCustomer, type Lang } from "./account-helpers.ts";
import { demoItem } from "./demo.ts";
import { expectAccessible } from "./fixtures.ts";
import { withShopDatabase } from "./shop-under-test.ts";

const PASSWORD = "gravel roads and diff locks";

/** Moves the last call of every session of `email` back by `minutes`, as if the customer left. */
const idle = (email: string, minutes: number) =>
  withShopDatabase((db) =>
    db.query(
      `UPDATE customer_sessions SET last_seen_at = last_seen_at - make_interval(mins => $2)
       WHERE customer_id = (SELECT id FROM customers WHERE email = $1)`,
      [email, minutes],
    ),
  );

async function signedIn(page: Page, lang: Lang, email: string, remember = false) {
  await page.goto(`/login?lng=${lang}`);
  await page.getByLabel(resources[lang].account.login.email).fill(email);
  await page.getByLabel(resources[lang].account.login.password).fill(PASSWORD);
  if (remember) await page.getByLabel(resources[lang].account.login.remember).check();
  await page.getByRole("button", { name: resources[lang].account.login.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: resources[lang].account.account.title })).toBeVisible();
}

test("a common password is refused with its reason; a good one is taken", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = await newCustomer(page, lang, PASSWORD);
  await signedIn(page, lang, email);
  const form = page.getByRole("region", { name: a.account.changePassword });
  await form.getByLabel(a.account.current).fill(PASSWORD);
  await form.getByLabel(a.password.password, { exact: true }).fill("Passwort12345");
  await form.getByLabel(a.password.repeat).fill("Passwort12345");
  await form.getByRole("button", { name: a.account.changePassword }).click();
  await expect(page.getByText(a.errors.passwordCommon)).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel(a.account.current).fill(PASSWORD);
  await form.getByLabel(a.password.password, { exact: true }).fill("tractor gravel lantern");
  await form.getByLabel(a.password.repeat).fill("tractor gravel lantern");
  await form.getByRole("button", { name: a.account.changePassword }).click();
  await expect(page.getByText(a.account.passwordChanged)).toBeVisible();
});

test("a session ends after 30 idle minutes, unless 'keep me signed in' was ticked", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = await newCustomer(page, lang, PASSWORD);
  await signedIn(page, lang, email);
  await expectAccessible(page);
  await idle(email, 31);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await expect(page.getByText(a.login.expired)).toBeVisible();

  await signedIn(page, lang, email, true);
  await idle(email, 24 * 60);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();
});

test("sign out everywhere else ends the other browser's session, not this one", async ({ page, browser }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = await newCustomer(page, lang, PASSWORD);
  const other = await browser.newPage();
  try {
    await signedIn(other, lang, email);
    await signedIn(page, lang, email);
    await page.getByRole("button", { name: a.account.signOutOthers }).click();
    await expect(page.getByText(a.account.signedOutOthers.replace("{{count}}", "1"))).toBeVisible();
    await expectAccessible(page);
    await other.goto("/account");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a new sign-in address takes effect only once the link mailed to it is followed", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = await newCustomer(page, lang, PASSWORD);
  const moved = `moved-${email}`;
  await signedIn(page, lang, email);
  const form = page.getByRole("region", { name: a.account.changeEmail });
  await form.getByLabel(a.account.newEmail).fill(moved);
  await form.getByLabel(a.login.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: a.account.changeEmail }).click();
  await expect(page.getByText(a.account.emailPending.replace("{{email}}", moved))).toBeVisible();
  // Not yet: the account still has its old address.
  await expect(page.getByRole("main")).toContainText(email);

  const link = await withShopDatabase(async (db) => {
    const { rows } = await db.query<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE recipient = $1 AND kind = 'account-email-confirm' ORDER BY created_at DESC LIMIT 1",
      [moved],
    );
    return /https?:\/\/[^/\s]+(\/account\/email\/[\w-]{43})/.exec(rows[0]?.body ?? "")?.[1];
  });
  expect(link, "the confirmation link mailed to the new address").toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: a.emailChange.title })).toBeVisible();
  await expect(page.getByText(a.emailChange.intro.replace("{{email}}", moved))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: a.emailChange.submit }).click();
  await expect(page.getByText(a.account.emailChanged)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(moved);
  // Once only.
  await page.goto(link!);
  await expect(page.getByText(a.emailChange.invalid)).toBeVisible();
});

/** Ends every ERP session of `email`, as when the ERP forgets a session (AUTH001 on the next call). */
const forget = (email: string) =>
  withShopDatabase((db) =>
    db.query("DELETE FROM customer_sessions WHERE customer_id = (SELECT id FROM customers WHERE email = $1)", [email]),
  );

test("an ended session on a product page signs out there: no dialog, no sign-in page", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const email = await newCustomer(page, lang, PASSWORD);
  await signedIn(page, lang, email);
  await forget(email);
  const part = demoItem("inStock");
  await page.goto(`/${part.urlcomponent}`);
  await expect(page).toHaveURL(new RegExp(`/${part.urlcomponent}$`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(part.name) })).toBeVisible();
  await expect(page.getByText(a.login.expired)).toBeVisible();
  await expect(page.getByRole("link", { name: a.header.signIn })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page);
});

test("opening the applications of a part without a price signs the customer out (storefront.md)", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const tabs = resources[lang].item.tabs;
  const email = await newCustomer(page, lang, PASSWORD);
  await signedIn(page, lang, email);
  const part = demoItem("noPrice");
  await page.goto(`/${part.urlcomponent}`);
  await expect(page.getByRole("link", { name: a.header.account })).toBeVisible();
  await page.getByRole("link", { name: tabs.applications }).click();
  await expect(page.getByText(a.login.noPrice)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${part.urlcomponent}\\?tab=applications`));
  await expect(page.getByRole("link", { name: a.header.signIn })).toBeVisible();
  // The ERP's session ended too: the account asks for a sign-in again.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?/);
  // A part with a price keeps the customer signed in on the same tab.
  await signedIn(page, lang, email);
  await page.goto(`/${demoItem("inStock").urlcomponent}?tab=applications`);
  await expect(page.getByRole("link", { name: a.header.account })).toBeVisible();
});
