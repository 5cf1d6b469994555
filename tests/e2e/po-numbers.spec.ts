/**
 * Purchase-order numbers (issue 41 item 3), JavaScript on (German) and off (Polish): a trade
 * company's admin requires a PO number on every order; placing an order without one is refused at
 * the field and orders nothing; with one (a slash in it) the order is placed, and its number is on
 * the order page, in the order history (a column, and found by a part of it in lower case), on the
 * account's order page and in the ledger. axe checks the refusal and the history.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { langOf, signIn } from "./account-helpers.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";

/** The demo workshop: a company with people, on invoice terms. */
const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;

test("a company requiring PO numbers: refused without one, then found by it everywhere", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const company = await ownCustomer(werkstatt);
  const po = `BE-4711/${Date.now() % 100000}`;

  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, company.email, company.password!);
  await expect(page).toHaveURL(/\/account$/);

  // The admin ticks the company's rule and saves it.
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.people }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.people.title })).toBeVisible();
  const rules = page.getByRole("region", { name: a.people.settingsTitle });
  await rules.getByLabel(a.people.poRequired).check();
  await rules.getByRole("button", { name: a.people.saveSettings }).click();
  await expect(page.getByText(a.people.settingsSaved)).toBeVisible();
  await expect(rules.getByLabel(a.people.poRequired)).toBeChecked();

  // The checkout asks for the PO number; placing the order without one is refused at the field.
  await addToBasket(page, lang, stocked[lang === "de" ? 42 : 43]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  const additional = page.getByRole("group", { name: k.additional.title });
  const poField = additional.getByLabel(k.additional.poNumber, { exact: true });
  await expect(poField).toBeVisible();
  await expect(additional.getByText(k.additional.poNumberRequiredHint)).toBeVisible();
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Na fakturę/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(additional.getByText(k.errors.poNumberRequired)).toBeVisible();
  await expect(poField).toHaveAttribute("aria-invalid", "true");
  await expect(poField).toHaveAccessibleDescription(new RegExp(escape(k.errors.poNumberRequired)));
  await expect(page).toHaveURL(/\/basket/);
  await expectAccessible(page);

  // With the PO number, the order is placed; its page shows the number.
  await poField.fill(po);
  const terms = page.getByLabel(k.terms.accept);
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  const number = await orderNumber(page);
  await expect(page.getByRole("term").filter({ hasText: k.order.poNumber })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: po })).toHaveText(po);

  // The history has a PO number column; only this one order was placed (the refusal ordered nothing).
  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: a.orders.title })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: a.orders.ponumber })).toBeVisible();
  await expect(page.getByRole("row", { name: /WEB-/ })).toHaveCount(1);
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText(po);

  // Searching a part of it, in lower case, finds exactly that order; another text finds none.
  const search = page.getByRole("searchbox", { name: a.orders.ponumber });
  const part = po.slice(1, 9).toLowerCase();
  await search.fill(part);
  await page.getByRole("button", { name: a.orders.show }).click();
  await expect(page).toHaveURL(/[?&]ponumber=e-4711%2F/i);
  await expect(search).toHaveValue(part);
  const found = page.getByRole("row", { name: /WEB-/ });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(number);
  await expect(found).toContainText(po);
  await expectAccessible(page);
  await search.fill("no-such-po");
  await page.getByRole("button", { name: a.orders.show }).click();
  await expect(page).toHaveURL(/[?&]ponumber=no-such-po/);
  await expect(page.getByRole("row", { name: /WEB-/ })).toHaveCount(0);

  // The account's page of the order, and the ledger's invoice, show it too.
  await page.goto(`/account/orders/${encodeURIComponent(number)}`);
  await expect(
    page.getByRole("heading", { level: 1, name: a.order.heading.replace("{{number}}", number) }),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: a.order.poNumber })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: po })).toHaveText(po);
  await page.goto("/account/transactions");
  await expect(page.getByRole("columnheader", { name: a.transactions.ponumber })).toBeVisible();
  const invoice = page.getByRole("row", { name: new RegExp(number) }).filter({ hasText: a.transactions.kinds.invoice });
  await expect(invoice).toContainText(po);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
