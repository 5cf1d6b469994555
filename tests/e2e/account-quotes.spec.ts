/**
 * A company's quotes in the account (issue 41 item 4), JavaScript on (German) and off (Polish): a
 * viewer asks for a quote from the basket, finds it in the account's list, cannot accept or
 * decline it, and writes to the office (an empty message refused at the field, nothing written);
 * the admin declines it with a reason, after which it takes no more messages
 * and its history stays readable. A guest's basket offers no quote. axe on the way.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { langOf, signIn, type Lang } from "./account-helpers.ts";
import { addToBasket, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";
import { withShopDatabase } from "./shop-under-test.ts";

const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signInAs(page: Page, lang: Lang, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, email, password);
  await expect(page.getByText(resources[lang].account.login.signedIn)).toBeVisible();
}

const messagesOf = (number: string) =>
  withShopDatabase(
    async (client) =>
      (
        await client.query<{ side: string; body: string }>(
          `SELECT m.side, m.body FROM quote_messages m JOIN quotes q ON q.id = m.quote_id
           WHERE q.number = $1 ORDER BY m.id`,
          [number],
        )
      ).rows,
  );

test("a viewer asks and writes; the admin declines; a closed quote stays readable", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const q = a.quotes;
  const company = await ownCustomer(werkstatt);
  const viewer = company.people!.find((person) => person.role === "viewer")!;

  // A guest's basket has no quote form.
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await addToBasket(page, lang, stocked[lang === "de" ? 64 : 65]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await expect(page.getByText(k.quote.ask)).toHaveCount(0);

  // The viewer asks for a quote of two units.
  await signInAs(page, lang, viewer.email, viewer.password);
  await addToBasket(page, lang, stocked[lang === "de" ? 66 : 67]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  if (!(await page.getByRole("form", { name: k.quote.ask }).isVisible())) await page.getByText(k.quote.ask).click();
  const ask = page.getByRole("form", { name: k.quote.ask });
  await ask.getByLabel(k.quote.message).fill("Zwei Stück für einen Kunden / dwie sztuki");
  await ask.getByRole("button", { name: k.quote.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Q-\d{4}-\d{6}/ })).toBeVisible();
  const number = /Q-\d{4}-\d{6}/.exec(page.url())![0];

  // It is in the list; the viewer may not decide on it, but may write.
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.quotes }).click();
  await expect(page.getByRole("heading", { level: 1, name: q.title })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText(q.statuses.requested);
  await expect(row).toContainText(viewer.name);
  await row.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: q.decide })).toHaveCount(0);
  await expect(page.getByRole("button", { name: q.decline })).toHaveCount(0);
  await expect(page.getByText(q.explain.requested)).toBeVisible();
  const messages = page.getByRole("region", { name: q.messages });
  const field = messages.getByLabel(q.newMessage);
  await messages.getByRole("button", { name: q.send }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(q.messageRequired)));
  expect(await messagesOf(number)).toHaveLength(1);
  await expectAccessible(page);
  await field.fill("Bis Freitag, bitte / do piątku");
  await messages.getByRole("button", { name: q.send }).click();
  await expect(page.getByText(q.messageSent.replace("{{number}}", number))).toBeVisible();
  await expect(messages.getByRole("listitem")).toHaveCount(2);
  await expect(messages.getByRole("listitem").last()).toContainText("Bis Freitag, bitte / do piątku");

  // The admin declines it with a reason: closed, no more messages, its history still there.
  await signInAs(page, lang, company.email, company.password!);
  await page.goto(`/account/quotes/${number}?lng=${lang}`);
  await expect(page.getByRole("heading", { name: q.decide })).toBeVisible();
  await expect(page.getByRole("button", { name: q.accept })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel(q.declineMessage).fill("Projekt verschoben / projekt przesunięty");
  await page.getByRole("button", { name: q.decline }).click();
  await expect(page.getByText(q.declined.replace("{{number}}", number))).toBeVisible();
  await expect(page.getByText(q.statuses.declined, { exact: true })).toBeVisible();
  await expect(page.getByText(q.closedNote)).toBeVisible();
  await expect(page.getByRole("button", { name: q.send })).toHaveCount(0);
  await expect(page.getByRole("region", { name: q.messages }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);
  expect((await messagesOf(number)).map((m) => m.side)).toEqual(["customer", "customer", "customer"]);
});
