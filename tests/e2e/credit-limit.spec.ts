/**
 * The credit limit at the checkout (issue 38 item 3), JavaScript on (German) and off (Polish): a
 * workshop on invoice terms whose open balance may not exceed a small limit chooses "on account";
 * the order is refused with a translated message beside the payment methods, nothing is ordered,
 * and the same basket is then ordered paying in advance by bank transfer. axe checks the refusal.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { langOf, signIn } from "./account-helpers.ts";
import { addToBasket, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

/** The demo workshop on invoice terms. */
const onInvoice = DEMO_CUSTOMERS.find((c) => c.dueDays !== null)!;

/** Sets a customer's credit limit, in cents, as the office's customer page does. */
async function setCreditLimit(email: string, cents: number) {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE customers SET credit_limit_cents = $1 WHERE email = $2", [cents, email]);
  } finally {
    await client.end();
  }
}

/** How many orders the customer with this e-mail has placed. */
async function ordersOf(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM orders WHERE customer IN
        (SELECT id::text FROM customers WHERE email = $1 UNION SELECT number FROM customers WHERE email = $1)`,
      [email],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

test("an order on account over the credit limit is refused; paid in advance it is placed", async ({ page }) => {
  const lang = langOf();
  const k = resources[lang].checkout;
  const customer = await ownCustomer(onInvoice);
  await setCreditLimit(customer.email, 100);

  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, customer.email, customer.password!);
  await expect(page).toHaveURL(/\/account$/);

  await addToBasket(page, lang, stocked[lang === "de" ? 16 : 17]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Na fakturę/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();

  // Refused: the message says why and what to do; the basket is still here, nothing was ordered.
  await expect(page.getByText(k.errors.creditLimit).first()).toBeVisible();
  await expect(page.getByText(k.errors.creditLimitMethod).first()).toBeVisible();
  await expect(page).toHaveURL(/\/basket/);
  await expectAccessible(page);
  expect(await ordersOf(customer.email)).toBe(0);

  // Paying in advance, the same basket is ordered.
  await chooseMethods(page, lang, /Standard/, /^(Banküberweisung|Przelew bankowy)/);
  const terms = page.getByLabel(k.terms.accept);
  if (!(await terms.isChecked())) await terms.check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/WEB-\d{4}-\d{6}/);
  expect(await ordersOf(customer.email)).toBe(1);
});
