/**
 * Quick order and reorder in the browser (issue 20), JavaScript on (in German, the German demo
 * workshop) and off (in Polish, the Polish demo dealer): a signed-in trade buyer pastes part numbers
 * typed their own way, checks them, sees a result per line (summed, unknown, a wrong quantity),
 * adds the available lines and finds them in the basket at their level price; the same from an
 * uploaded CSV file; an order placed by the test goes back into the basket through
 * /account/reorder, and another customer posting its number is told it is not theirs to find.
 * axe checks every page on the way.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { chooseMethods, fillGuest, orderNumber, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";

type Lang = "de" | "pl";
const langOf = (): Lang => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");
const customerOf = (lang: Lang) => DEMO_CUSTOMERS.find((c) => c.lang === lang && c.password)!;
/** Parts no other spec buys: the checkout specs take the first few of `stocked`. */
const [first, second, third] = [stocked[8]!, stocked[9]!, stocked[10]!];
const fill = (text: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** Signs in as a new copy of the demo customer of `lang`: its basket starts empty and is this test's alone. */
async function signInTo(page: Page, lang: Lang, path: string) {
  const who = await ownCustomer(customerOf(lang));
  const a = resources[lang].account;
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel(a.login.email).fill(who.email);
  await page.getByLabel(a.login.password).fill(who.password!);
  await page.getByRole("button", { name: a.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A part number as a buyer might type it: lower case, a space and a dash inside. */
const typedAs = (name: string) =>
  `${name.slice(0, 3).toLowerCase()} ${name.slice(3, 5)}-${name.slice(5).toLowerCase()}`;

async function expectChecked(page: Page, lang: Lang) {
  const q = resources[lang].account.quickOrder;
  const results = page.getByRole("region", { name: q.results });
  await expect(page.getByRole("heading", { level: 2, name: q.results })).toBeVisible();
  await expect(results).toContainText(q.header);
  await expect(results).toContainText(fill(q.summary, { count: 2, total: 4 }));
  const table = page.getByRole("table");
  const firstRow = table.getByRole("row").filter({ has: page.getByRole("link", { name: first.name, exact: true }) });
  await expect(firstRow).toContainText(q.status.ok);
  await expect(firstRow).toContainText(fill(q.summed, { lines: "2, 5" }));
  // Two lines of the first part, 2 + 1.
  await expect(firstRow.getByRole("cell").nth(1)).toHaveText("3");
  await expect(firstRow).toContainText(fill(q.listPrice, { price: "" }).trim());
  const secondRow = table.getByRole("row").filter({ has: page.getByRole("link", { name: second.name, exact: true }) });
  await expect(secondRow).toContainText(q.status.ok);
  await expect(table.getByRole("row").filter({ hasText: "NOPE-0000" })).toContainText(q.status.unknown);
  await expect(table.getByRole("row").filter({ hasText: third.name })).toContainText(q.problem.decimal);
  // The customer's unit price, as the basket will show it.
  return (await firstRow.getByRole("cell").nth(3).innerText()).split("\n")[0]!.trim();
}

async function addAndFindInBasket(page: Page, lang: Lang, unitPrice: string) {
  const q = resources[lang].account.quickOrder;
  const c = resources[lang].common;
  await page.getByRole("button", { name: q.add }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole("status")).toContainText(fill(q.added, { count: 2 }));
  await expect(page.getByRole("link", { name: first.name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: second.name, exact: true }).first()).toBeVisible();
  await expect(page.getByLabel(fill(c.basket.lineQuantity, { name: first.name })).first()).toHaveValue("3");
  await expect(page.getByText(`${c.basket.price}: ${unitPrice}`).first()).toBeVisible();
}

const lines = (header: string) =>
  [
    header,
    `${typedAs(first.name)};2`,
    `${second.name}\t1`,
    "NOPE-0000,4",
    `${first.name.toLowerCase()}`,
    `${third.name};1,5`,
  ].join("\n");

test("a trade buyer pastes lines, checks them, and adds the available ones at their price", async ({ page }) => {
  const lang = langOf();
  const q = resources[lang].account.quickOrder;
  await signInTo(page, lang, "/quick-order");
  await expect(page.getByRole("heading", { level: 1, name: q.title })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(q.lines).fill(lines("part;qty"));
  await page.getByRole("button", { name: q.check }).click();
  const unitPrice = await expectChecked(page, lang);
  // The results' prices are net, VAT and shipping added, with the link (PAngV §6; issue 43).
  const c = resources[lang].common;
  await expect(page.getByText(`${c.basket.tradePricesNote} ${c.product.shippingLink}`)).toBeVisible();
  await expectAccessible(page);
  await addAndFindInBasket(page, lang, unitPrice);
  await expectAccessible(page);
});

test("the same lines from an uploaded CSV file (BOM, CRLF)", async ({ page }) => {
  const lang = langOf();
  const q = resources[lang].account.quickOrder;
  await signInTo(page, lang, "/quick-order");
  const csv = `\uFEFF${lines("Teilenummer;Menge").replace(/\n/g, "\r\n")}\r\n`;
  await page
    .getByLabel(q.file)
    .setInputFiles({ name: "bestellung.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: q.check }).click();
  const unitPrice = await expectChecked(page, lang);
  await expect(page.getByText(fill(q.fromFile, { name: "bestellung.csv" }))).toBeVisible();
  // The file's lines are in the text box now, to correct and check again.
  await expect(page.getByLabel(q.lines)).toHaveValue(new RegExp(`^Teilenummer;Menge\\n${typedAs(first.name)};2`));
  await addAndFindInBasket(page, lang, unitPrice);
});

test("a file over the size limit is refused with a clear message", async ({ page }) => {
  const lang = langOf();
  const q = resources[lang].account.quickOrder;
  await signInTo(page, lang, "/quick-order");
  const big = Buffer.alloc(700 * 1024, "DBA4433;1\n");
  await page.getByLabel(q.file).setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: big });
  await page.getByRole("button", { name: q.check }).click();
  await expect(page.getByRole("alert")).toContainText(fill(q.errors.fileTooLarge, { size: 256 }));
  await expectAccessible(page);
});

test("an order placed by the customer goes back into the basket; another customer cannot reorder it", async ({
  page,
  browser,
}) => {
  const lang = langOf();
  const k = resources[lang].checkout;
  const r = resources[lang].account.reorder;
  await signInTo(page, lang, "/quick-order");
  await page.getByLabel(resources[lang].account.quickOrder.lines).fill(`${third.name};2`);
  await page.getByRole("button", { name: resources[lang].account.quickOrder.check }).click();
  await page.getByRole("button", { name: resources[lang].account.quickOrder.add }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, /^(Banküberweisung|Przelew bankowy)/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  const number = await orderNumber(page);
  expect(number).toBeTruthy();

  // The history page's form, posted as the browser would (the session cookie goes with it).
  const posted = await page.request.post("/account/reorder", { form: { order: number }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).toBe("/basket");
  await page.goto("/basket");
  await expect(page.getByRole("status")).toContainText(fill(r.added, { order: number }));
  await expect(page.getByRole("link", { name: third.name, exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // The other demo customer posts the same number: not found, as any number that is not theirs.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const theirs = await other.newPage();
    const otherLang: Lang = lang === "de" ? "pl" : "de";
    await signInTo(theirs, otherLang, "/quick-order");
    const refused = await theirs.request.post("/account/reorder", { form: { order: number }, maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe("/account/orders");
    const unknown = await theirs.request.post("/account/reorder", {
      form: { order: "WEB-2000-999999" },
      maxRedirects: 0,
    });
    expect(unknown.headers().location).toBe("/account/orders");
    // What the other customer is told: the same as for any number that is not theirs.
    const o = resources[otherLang].account.reorder;
    await theirs.request.post("/account/reorder", { form: { order: number }, maxRedirects: 0 });
    await theirs.goto("/account");
    await expect(theirs.getByRole("status")).toContainText(o.notFound);
    await theirs.goto("/basket");
    await expect(theirs.getByRole("link", { name: third.name, exact: true })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
