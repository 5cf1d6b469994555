/**
 * Two trade customers signed in side by side, in two browsers (issue 20: no page shows one
 * customer's data to another). Each gets an address and an order of their own; then every page of
 * the other's account area is read for anything of theirs (company, e-mail, customer number, address,
 * order number), and the other's order page and PDF are asked for directly: not found.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { ACCOUNT_PAGES } from "../../app/components/account-nav.tsx";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../erp/seed/demo-customers.ts";
import { langOf } from "./account-helpers.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

const [demoWerkstatt, demoSerwis] = DEMO_CUSTOMERS.filter((c) => c.password) as [DemoCustomer, DemoCustomer];

async function signedIn(browser: Browser, customer: DemoCustomer, lang: "de" | "pl"): Promise<Page> {
  const page = await (
    await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled })
  ).newPage();
  const a = resources[lang].account;
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await page.getByLabel(a.login.email).fill(customer.email);
  await page.getByLabel(a.login.password).fill(customer.password!);
  await page.getByRole("button", { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

/** What identifies a customer on a page: their company, e-mail, number, address label and order numbers. */
async function marksOf(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string; company: string }>(
      "SELECT number, company FROM customers WHERE lower(email) = lower($1)",
      [email],
    );
    const customer = rows[0]!;
    const orders = await client.query<{ number: string }>(
      "SELECT number FROM orders WHERE customer = $1 ORDER BY created_at DESC LIMIT 20",
      [customer.number],
    );
    return [customer.company, email, customer.number, ...orders.rows.map((o) => o.number)];
  } finally {
    await client.end();
  }
}

/** Saves an address labelled `label` in the signed-in customer's address book. */
async function addAddress(page: Page, lang: "de" | "pl", label: string) {
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  await page.goto("/account/addresses/new");
  await page.getByLabel(a.addresses.label).fill(label);
  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Side");
  await page.getByLabel(k.contact.lastName, { exact: true }).fill("By Side");
  await page.getByLabel(k.shipping.street, { exact: true }).fill(`${label} Street`);
  await page.getByLabel(k.shipping.houseNumber, { exact: true }).fill("1");
  await page.getByLabel(k.shipping.zip, { exact: true }).fill("00-001");
  await page.getByLabel(k.shipping.city, { exact: true }).fill("Testowo");
  await page.getByLabel(k.shipping.country, { exact: true }).selectOption("PL");
  await page.getByRole("button", { name: a.addresses.save }).click();
  await expect(page.getByText(a.addresses.saved)).toBeVisible();
}

/** Orders a part as the signed-in customer (bank transfer) and waits for the order's page. */
async function placeOrder(page: Page, lang: "de" | "pl") {
  const k = resources[lang].checkout;
  await addToBasket(page, lang, stocked[41]!.urlcomponent);
  await page.goto("/basket");
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, /^(Banküberweisung|Przelew bankowy)/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await orderNumber(page);
}

test("two customers side by side see only their own account", async ({ browser }) => {
  const lang = langOf();
  const stamp = `${lang}${Date.now()}`;
  // Copies of the two demo customers, so that the addresses and the order are theirs alone.
  const werkstatt = await ownCustomer(demoWerkstatt);
  const serwis = await ownCustomer(demoSerwis);
  const mine = await signedIn(browser, werkstatt, lang);
  const theirs = await signedIn(browser, serwis, lang);
  await addAddress(mine, lang, `Mine-${stamp}`);
  await addAddress(theirs, lang, `Theirs-${stamp}`);
  await placeOrder(mine, lang);
  const marks = {
    mine: [...(await marksOf(werkstatt.email)), `Mine-${stamp}`],
    theirs: [...(await marksOf(serwis.email)), `Theirs-${stamp}`],
  };

  for (const [page, others] of [
    [mine, marks.theirs],
    [theirs, marks.mine],
  ] as const) {
    for (const [path] of ACCOUNT_PAGES) {
      for (const url of path === "/account/addresses" ? [path, `${path}/new`] : [path]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const text = await page.locator("main").innerText();
        for (const mark of others) expect(text, `${url} shows ${mark}`).not.toContain(mark);
      }
    }
  }
  // The other's order, asked for by its number: not found, page and PDF alike.
  const order = marks.mine.find((m) => /^WEB-/.test(m));
  if (order) {
    expect((await theirs.goto(`/account/orders/${order}`))?.status()).toBe(404);
    expect((await theirs.request.get(`/account/orders/${order}/pdf`)).status()).toBe(404);
  }
  await mine.context().close();
  await theirs.context().close();
});
