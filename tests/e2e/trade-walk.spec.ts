/**
 * The trade customer's whole way (issue 20, "done when"), JavaScript on (German) and off (Polish):
 * apply -> the office approves with the CLI and agrees a level and invoice terms -> the password
 * from the welcome mail -> sign in -> the own price on a product page -> a default address -> quick
 * order by CSV -> checkout with the default address, on account -> the order in the history and in
 * the order status report -> the price list exported, its price the product page's -> sign out.
 * axe checks the pages on the way.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { field, fillApplication, langOf, mailedLink, office, signIn } from "./account-helpers.ts";
import { chooseMethods, stocked } from "./checkout-helpers.ts";
import { acceptCookies, expectAccessible, parseShownPrice } from "./fixtures.ts";

test("apply, approve, sign in, quick order by CSV, order on account, history, status, price list", async ({ page }) => {
  test.setTimeout(180_000);
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const c = resources[lang].common;
  const e = resources[lang].enquiry;
  const email = `walk-${lang}-${Date.now()}@trade.example`;
  const password = "corrugations all the way";
  // A DBA part no other spec buys, so its stock and price are as seeded.
  const part = stocked.filter((i) => i.brand === "dba")[lang === "de" ? 3 : 4]!;

  // Apply from the sign-in page.
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await page.goto("/login");
  await page.getByRole("link", { name: a.apply.loginLink }).click();
  await fillApplication(page, lang, email);
  await page.getByLabel(e.contact.privacy).check();
  await page.getByRole("button", { name: a.apply.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: a.apply.thanks.title })).toBeVisible();

  // The office approves, agrees 10 % and 30 days' credit.
  expect(await office("list", "--status", "applicant")).toContain(email);
  await office("approve", email);
  await office("level", email, "--name", "Walk partner", "--discount", "10");
  await office("terms", email, "invoice", "--days", "30");

  // The password from the welcome mail; sign in.
  await page.goto(await mailedLink(email, "welcome"));
  await field(page, a.password.password).fill(password);
  await page.getByLabel(a.password.repeat).fill(password);
  await page.getByRole("button", { name: a.password.submit }).click();
  await expect(page.getByText(a.password.done)).toBeVisible();
  await signIn(page, lang, email, password);
  await expect(page).toHaveURL(/\/account$/);

  // The own price on the product page: the level named, the list price beside it.
  await page.goto(`/${part.urlcomponent}`);
  const buyBox = page.locator(".buy-box");
  await expect(buyBox.getByText(c.product.yourPrice)).toBeVisible();
  await expect(buyBox).toContainText(c.product.level.replace("{{discount}}", "10"));
  // Net first, said to be net, the VAT added at the end (issue 43).
  await expect(buyBox).toContainText(c.product.tradeNet.split("{{rate}}")[0]!);
  const net = await buyBox.locator(".price-now").first().textContent();
  const shownNet = Math.round(parseShownPrice(net!, lang) * 100);

  // A default address for the checkout.
  await page.goto("/account/addresses/new");
  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Eva");
  await page.getByLabel(k.contact.lastName, { exact: true }).fill("Roth");
  await page.getByLabel(k.shipping.street, { exact: true }).fill(lang === "de" ? "Industriestraße" : "Szeroka");
  await page.getByLabel(k.shipping.houseNumber, { exact: true }).fill("7");
  await page.getByLabel(k.shipping.zip, { exact: true }).fill(lang === "de" ? "70173" : "87-100");
  await page.getByLabel(k.shipping.city, { exact: true }).fill(lang === "de" ? "Stuttgart" : "Toruń");
  await page.getByLabel(k.shipping.country, { exact: true }).selectOption(lang === "de" ? "DE" : "PL");
  await page.getByRole("button", { name: a.addresses.save }).click();
  await expect(page.getByText(a.addresses.saved)).toBeVisible();

  // Quick order from a CSV file: checked line by line, then into the basket.
  const q = a.quickOrder;
  await page.goto("/quick-order");
  await page.getByLabel(q.file).setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`part;qty\r\n${part.name.toLowerCase()};2\r\n`),
  });
  await page.getByRole("button", { name: q.check }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: part.name, exact: true }) });
  await expect(row).toContainText(q.status.ok);
  await expectAccessible(page);
  await page.getByRole("button", { name: q.add }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByLabel(c.basket.lineQuantity.replace("{{name}}", part.name)).first()).toHaveValue("2");

  // Checkout: the default address is there; on account; the order page names the due date.
  await expect(page.getByLabel(k.contact.firstName, { exact: true })).toHaveValue("Eva");
  await expect(page.getByLabel(k.contact.email, { exact: true })).toHaveValue(email);
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Na fakturę/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/WEB-\d{4}-\d{6}/);
  const number = /WEB-\d{4}-\d{6}/.exec(await page.getByRole("heading", { level: 1 }).innerText())![0];
  await expect(page.getByTestId("payment-due")).toBeVisible();

  // The order in the history and, with its lines to ship, in the order status report.
  await page.goto("/account/orders");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.goto("/account/status");
  await expect(page.getByRole("main")).toContainText(number);
  await expect(page.getByRole("main")).toContainText(part.name);
  await expectAccessible(page);

  // The price list: the part's price in the file is the product page's.
  const p = a.priceList;
  await page.goto("/account/price-list");
  await page.getByLabel(p.brand).selectOption({ label: "DBA" });
  await page.getByLabel(p.formats.csv).check();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: p.download }).click(),
  ]);
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "walk-")), file.suggestedFilename());
  await file.saveAs(where);
  const line = fs
    .readFileSync(where, "utf8")
    .split("\r\n")
    .find((l) => l.startsWith(`${part.name},`));
  const yours = /^[^,]+,DBA,(?:"(?:[^"]|"")*"|[^,]*),([\d.]+),([\d.]+),/.exec(line ?? "");
  expect(yours, `${part.name} in the price list`).not.toBeNull();
  expect(Math.round(Number(yours![2]) * 100)).toBe(shownNet);

  // Sign out: the account is behind the sign-in again.
  await page.getByRole("banner").getByRole("button", { name: a.header.signOut }).click();
  await expect(page.getByText(a.login.signedOut)).toBeVisible();
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});
