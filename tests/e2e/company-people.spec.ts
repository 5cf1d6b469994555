/**
 * A trade company's people (issue 41 item 1), JavaScript on (German) and off (Polish): the admin
 * invites a buyer, a bad invitation is refused with the field named; the buyer sets a password from
 * the mailed link and signs in with their own address, without the admin's pages; a viewer builds a
 * basket but is told they cannot order it; the admin removes the buyer, whose next page signs them
 * out. axe on every page.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { choosePassword, langOf, mailedLink, signIn, type Lang } from "./account-helpers.ts";
import { addToBasket, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";

const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;

async function signInAs(page: Page, lang: Lang, email: string, password: string) {
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, email, password);
  await expect(page.getByText(resources[lang].account.login.signedIn)).toBeVisible();
}

async function signOut(page: Page, lang: Lang) {
  await page.context().clearCookies();
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
}

test("an admin invites a buyer, who signs in with their own address; the admin removes them", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const p = a.people;
  const company = await ownCustomer(werkstatt);
  await signInAs(page, lang, company.email, company.password!);

  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.people }).click();
  await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expectAccessible(page);

  // A bad invitation names the field; nothing is sent.
  const invite = page.getByRole("region", { name: p.inviteTitle });
  await invite.getByLabel(p.name).fill("Lena Test");
  await invite.getByLabel(p.email).fill("not an address");
  await invite.getByRole("button", { name: p.invite }).click();
  await expect(invite.getByLabel(p.email)).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  const buyer = `buyer-${lang}-${Date.now()}@trade.example`;
  await invite.getByLabel(p.email).fill(buyer);
  await invite.getByLabel(p.role).selectOption({ label: p.roles.buyer });
  await invite.getByRole("button", { name: p.invite }).click();
  await expect(page.getByText(p.invited.replace("{{email}}", buyer))).toBeVisible();
  const card = page.getByRole("article", { name: "Lena Test" });
  await expect(card).toContainText(p.invitedStatus);

  // The buyer sets a password from the mailed link and signs in: no people or transactions pages.
  await signOut(page, lang);
  await choosePassword(page, lang, await mailedLink(buyer, "invite"), "gearbox oil and brake dust");
  await signInAs(page, lang, buyer, "gearbox oil and brake dust");
  await page.goto(`/account?lng=${lang}`);
  const nav = page.getByRole("navigation", { name: a.nav.label });
  await expect(nav.getByRole("link", { name: a.nav.orders })).toBeVisible();
  await expect(nav.getByRole("link", { name: a.nav.people })).toHaveCount(0);
  await page.goto(`/account/people?lng=${lang}`);
  await expect(page.getByText(p.adminsOnly)).toBeVisible();
  await expectAccessible(page);
  const buyerCookies = await page.context().cookies();

  // The admin removes the buyer, after the question.
  await signOut(page, lang);
  await signInAs(page, lang, company.email, company.password!);
  await page.goto(`/account/people?lng=${lang}`);
  await page.getByRole("article", { name: "Lena Test" }).getByRole("button", { name: p.remove }).click();
  await expect(page.getByRole("heading", { name: p.removeQuestion.replace("{{name}}", "Lena Test") })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: p.removeYes }).click();
  await expect(page.getByText(p.removed)).toBeVisible();
  await expect(page.getByRole("article", { name: "Lena Test" })).toHaveCount(0);

  // The buyer's session is dead at once: their next page asks them to sign in.
  await page.context().clearCookies();
  await page.context().addCookies(buyerCookies);
  await page.goto(`/account?lng=${lang}`);
  await expect(page.getByRole("heading", { level: 1, name: a.login.title })).toBeVisible();
});

test("a viewer builds a basket but is told that someone else must order it", async ({ page }) => {
  const lang = langOf();
  const k = resources[lang].checkout;
  const company = await ownCustomer(werkstatt);
  const viewer = company.people!.find((person) => person.role === "viewer")!;
  await signInAs(page, lang, viewer.email, viewer.password);
  await addToBasket(page, lang, stocked[3]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await expect(page.getByText(k.errors.viewerCannotOrder)).toBeVisible();
  await expect(page.getByRole("button", { name: k.placeOrder })).toHaveCount(0);
  await expectAccessible(page);
});
