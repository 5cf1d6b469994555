/**
 * Spending limits and approvals (issue 41 item 2), JavaScript on (German) and off (Polish): a trade
 * company's admin sets a buyer's limit per order (a bad amount is refused at the field); the buyer
 * is told in the basket that an order over it needs approval, places it with a PO number on invoice
 * terms, and its page says it waits; the admin finds it on Approvals, cannot reject it without a
 * note, and approves it; the buyer's order then goes on, with its PO number. axe on the basket with
 * the notice and on the approvals page.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { langOf, signIn, type Lang } from "./account-helpers.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";

/** The demo workshop: a company on invoice terms, with a buyer (Lena Wagner) whose password is known. */
const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A translated text with its {{placeholders}} as given, or as anything where not given. */
const shown = (template: string, values: Record<string, string> = {}) =>
  new RegExp(
    escape(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) =>
      name in values ? escape(values[name]!) : ".+",
    ),
  );

/** A button's name: its text, then the visually hidden ": what" (Chromium puts a space before the colon). */
const named = (text: string, what: string) => new RegExp(`^${escape(text)} ?: ${escape(what)}$`);

async function signInAs(page: Page, lang: Lang, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, email, password);
  await expect(page.getByText(resources[lang].account.login.signedIn)).toBeVisible();
}

test("a buyer's order over their limit waits for the admin's approval, then goes on", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const c = resources[lang].common;
  const company = await ownCustomer(werkstatt);
  const buyer = company.people!.find((person) => person.role === "buyer")!;
  const po = `LIM-${lang}/${Date.now() % 100000}`;

  // The admin gives the buyer a limit per order: a bad amount first, refused at the field.
  await signInAs(page, lang, company.email, company.password!);
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.people }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.people.title })).toBeVisible();
  const card = page.getByRole("article", { name: buyer.name });
  const orderLimit = card.getByLabel(a.people.orderLimit.replace("{{currency}}", "EUR"));
  await orderLimit.fill("10,999");
  await card.getByRole("button", { name: a.people.saveLimits }).click();
  await expect(orderLimit).toHaveAttribute("aria-invalid", "true");
  await expect(orderLimit).toHaveAccessibleDescription(new RegExp(escape(a.people.limitInvalid)));
  await orderLimit.fill("10");
  await card.getByRole("button", { name: a.people.saveLimits }).click();
  await expect(page.getByText(a.people.limitsSaved.replace("{{name}}", buyer.name))).toBeVisible();
  await expect(orderLimit).not.toHaveAttribute("aria-invalid", "true");
  // Written the page language's way (German and Polish: a decimal comma), at once and after a reload.
  await expect(orderLimit).toHaveValue("10,00");
  await page.reload();
  await expect(orderLimit).toHaveValue("10,00");

  // The buyer's basket says that the order will need approval, and why.
  await signInAs(page, lang, buyer.email, buyer.password);
  await addToBasket(page, lang, stocked[lang === "de" ? 44 : 45]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  const reason = c.approval.reasons["order-limit"];
  await expect(page.getByText(shown(k.approvalNeeded, { reasons: reason }))).toBeVisible();
  await expectAccessible(page);

  // Placing it works; its page says it waits, with nothing to pay yet.
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Na fakturę/);
  await page
    .getByRole("group", { name: k.additional.title })
    .getByLabel(k.additional.poNumber, { exact: true })
    .fill(po);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  const number = await orderNumber(page);
  const orderPage = new URL(page.url()).pathname;
  const waiting = page.getByText(shown(c.approval.waiting, { reasons: reason }));
  await expect(waiting).toBeVisible();
  await expect(page.getByRole("heading", { name: k.order.payTitle })).toHaveCount(0);
  await page.goto(`/account/orders/${encodeURIComponent(number)}`);
  await expect(page.getByRole("definition").filter({ hasText: a.orders.statuses.pendingApproval })).toBeVisible();

  // The admin finds it on Approvals: rejecting it without a note is refused; approving it works.
  await signInAs(page, lang, company.email, company.password!);
  await page.goto(`/account?lng=${lang}`);
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.approvals }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.approvals.title })).toBeVisible();
  const waits = page.getByRole("article", { name: number });
  await expect(waits.getByRole("heading", { level: 2 }).getByRole("link", { name: number })).toBeVisible();
  await expect(waits).toContainText(buyer.name);
  await expect(waits).toContainText(po);
  await expect(waits).toContainText(reason);
  await expectAccessible(page);
  const note = waits.getByLabel(a.approvals.note.replace("{{number}}", number));
  await waits.getByRole("button", { name: named(a.approvals.reject, number) }).click();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription(new RegExp(escape(a.approvals.noteRequired)));
  await expect(page.getByRole("heading", { level: 1, name: a.approvals.title })).toBeVisible();
  await expectAccessible(page);
  await waits.getByRole("button", { name: named(a.approvals.approve, number) }).click();
  await expect(page.getByText(a.approvals.approved.replace("{{number}}", number))).toBeVisible();
  await expect(page.getByRole("article", { name: number })).toHaveCount(0);
  await expect(page.getByText(a.approvals.none)).toBeVisible();

  // The buyer's order goes on: no waiting notice, its PO number shown, to be shipped.
  await signInAs(page, lang, buyer.email, buyer.password);
  await page.goto(orderPage);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("term").filter({ hasText: k.order.poNumber })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: po })).toHaveText(po);
  await page.goto(`/account/orders/${encodeURIComponent(number)}`);
  await expect(page.getByRole("definition").filter({ hasText: a.orders.statuses.pendingFulfillment })).toBeVisible();
});
