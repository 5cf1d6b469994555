/**
 * A trade customer's orders in the browser (issue 20), JavaScript on (in German, the workshop on
 * invoice terms, ordering on account) and off (in Polish, the dealer paying in advance): the customer places an order,
 * finds it on the overview and in the history filtered by status, opens it, downloads its PDF
 * (which a guest cannot), sees it in the order status report after the office shipped part of it
 * with the real CLI (with DPD and a tracking number: the order page links the parcel), and sees
 * its ledger entries. axe checks every page on the way.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, jsOff, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { officeCommand } from "./shop-under-test.ts";

/** An office command (`npm run orders -- ...`, `npm run order:paid -- ...`) against the shop under test's database. */
const office = officeCommand;

const CUSTOMERS = {
  de: { email: "werkstatt@demo-customer.example", password: "demo-password-de", status: "pendingFulfillment" },
  pl: { email: "serwis@demo-customer.example", password: "demo-password-pl", status: "pendingPayment" },
} as const;

async function signIn(page: Page, lang: "de" | "pl") {
  const a = resources[lang].account;
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await page.getByLabel(a.login.email).fill(CUSTOMERS[lang].email);
  await page.getByLabel(a.login.password).fill(CUSTOMERS[lang].password);
  await page.getByRole("button", { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test("order, history by status, order page and PDF, status report after a partial shipment, ledger", async ({
  page,
  browser,
}) => {
  // A long walk (an order, two office commands, four pages, a PDF and a ledger): 52 s with JavaScript
  // in a CI run on a loaded machine, and over the 60 s default without it.
  test.setTimeout(120_000);
  const lang = jsOff() ? "pl" : "de";
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  await signIn(page, lang);

  // Two parts, so that shipping one leaves the other outstanding.
  const [first, second] = lang === "de" ? [stocked[12]!, stocked[13]!] : [stocked[14]!, stocked[15]!];
  await addToBasket(page, lang, first.urlcomponent);
  await addToBasket(page, lang, second.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await fillGuest(page, lang);
  // The workshop on invoice terms orders on account; the dealer pays in advance by bank transfer.
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Przelew bankowy/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/WEB-\d{4}-\d{6}/);
  const number = /WEB-\d{4}-\d{6}/.exec(await page.getByRole("heading", { level: 1 }).innerText())![0];
  if (lang === "de") await expect(page.getByTestId("payment-due")).toBeVisible();

  // The overview's recent orders.
  await page.goto("/account");
  const recent = page.getByRole("region", { name: a.recent.title });
  await expect(recent.getByRole("link", { name: number })).toBeVisible();
  await expectAccessible(page);

  // The history, filtered by the order's status with the GET form.
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.orders }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.orders.title })).toBeVisible();
  const status = CUSTOMERS[lang].status;
  await page.getByLabel(a.orders.status).selectOption({ label: a.orders.statuses[status] });
  await page.getByRole("button", { name: a.orders.show }).click();
  await expect(page).toHaveURL(new RegExp(`status=${status}`));
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText(a.orders.statuses[status]);
  await expectAccessible(page);
  // Another status does not list it; a bad filter names the field.
  await page.goto("/account/orders?status=cancelled");
  await expect(page.getByRole("link", { name: number })).toHaveCount(0);
  await page.goto("/account/orders?from=2026-13-01");
  await expect(page.getByText(a.orders.errors.date)).toBeVisible();
  await expectAccessible(page);

  // The order's page, its PDF (a guest gets none), the reorder form.
  await page.goto(`/account/orders?status=${status}`);
  await page.getByRole("link", { name: number }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: a.order.heading.replace("{{number}}", number) }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(first.name) })).toBeVisible();
  await expectAccessible(page);
  const href = await page.getByRole("link", { name: a.order.pdf }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");
  const guest = await browser.newContext();
  const refused = await guest.request.get(new URL(href!, page.url()).toString(), { maxRedirects: 0 });
  expect(refused.status()).toBe(303);
  expect(refused.headers()["location"]).toMatch(/^\/login\?/);
  await guest.close();
  const reorder = page.getByRole("button", { name: a.order.reorder });
  await expect(reorder).toBeVisible();
  expect(await reorder.evaluate((b) => (b as HTMLButtonElement).form?.getAttribute("action"))).toBe("/account/reorder");

  // The office: the prepaid order is paid first, then one of the two parts ships.
  if (lang === "pl") expect(await office("order:paid", number)).toContain("marked paid");
  const tracking = `E2E${Date.now()}`;
  expect(
    await office("orders", "ship", number, "--item", first.name, "--carrier", "dpd", "--tracking", tracking),
  ).toContain("partly shipped");

  // The account's order page links the parcel at the carrier (issue 38).
  await page.goto(`/account/orders/${encodeURIComponent(number)}`);
  const track = page.getByRole("link", { name: a.order.trackParcel.replace("{{number}}", tracking) });
  await expect(track).toHaveAttribute("href", `https://tracking.dpd.de/status/en_US/parcel/${tracking}`);

  await page.goto("/account/status");
  await expect(page.getByRole("heading", { level: 1, name: a.status.title })).toBeVisible();
  const open = page.getByRole("region", { name: new RegExp(number) });
  await expect(open).toContainText(a.orders.statuses.partiallyFulfilled);
  const outstanding = open.getByRole("row", { name: new RegExp(second.name) });
  await expect(outstanding).toContainText(a.status.bases.stock);
  await expect(open.getByRole("row", { name: new RegExp(first.name) })).toHaveCount(0);
  await expectAccessible(page);

  // The ledger: invoiced when placed on invoice terms; invoiced and paid for the prepaid order.
  await page.goto("/account/transactions");
  const entries = page.getByRole("row", { name: new RegExp(number) });
  await expect(entries.filter({ hasText: a.transactions.kinds.invoice })).toHaveCount(1);
  await expect(entries.filter({ hasText: a.transactions.kinds.payment })).toHaveCount(lang === "pl" ? 1 : 0);
  if (lang === "de") await expect(entries.first()).toContainText(a.transactions.openBadge);
  await expectAccessible(page);
});
