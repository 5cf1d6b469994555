/**
 * A price level's volume tiers on the office's customer page (issue 41 item 5), JavaScript on
 * (German) and off (Polish): the sales desk sets a level with tiers on a customer of the test's
 * own (a copy of the demo workshop, whose level has tiers, shown); a tier not above the level's discount and a quantity given twice get translated field
 * errors and write nothing; the saved level shows its tiers; saving it again with every row empty
 * removes them. axe checks the page with the errors and after saving.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { field } from "./account-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";
import { ownCustomer } from "./own-data.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

const named = (text: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((t, [k, v]) => t.replaceAll(`{{${k}}}`, String(v)), text);

/** The customer's number and the tiers of their levels as the ERP stored them. */
async function stored(email: string) {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string; tiers: string | null }>(
      `SELECT c.number, (SELECT string_agg(t.from_quantity || ':' || t.discount_bp, ',' ORDER BY t.from_quantity)
         FROM customer_price_levels l JOIN customer_price_level_tiers t ON t.level_id = l.id
         WHERE l.customer_id = c.id) AS tiers
       FROM customers c JOIN customer_people p ON p.customer_id = c.id WHERE lower(p.email) = lower($1)`,
      [email],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

test("a price level with volume tiers: field errors first, then saved and shown", async ({ page }) => {
  const lang = officeLang();
  const o = officeTexts(lang);
  const customer = await ownCustomer(DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!);
  const { number } = await stored(customer.email);

  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });
  await openOffice(page, `/office/customers/${number}?lng=${lang}`);

  // The demo workshop's level for every part has tiers (10: 15 %, 50: 18 %): shown with it.
  const levels = page.locator(".office-levels");
  await expect(levels).toContainText(named(o.customer.tierShown, { from: 10, discount: 15 }));
  await expect(levels).toContainText(named(o.customer.tierShown, { from: 50, discount: 18 }));
  const before = (await stored(customer.email)).tiers;
  expect(before).toBe("10:1500,50:1800");

  const levelForm = page.locator("#level-form");
  const from = (n: number) => field(page, named(o.customer.tierFrom, { n }));
  const discount = (n: number) => field(page, named(o.customer.tierDiscount, { n }));
  await levelForm.getByLabel(o.customer.levelName).fill("Staffel");
  await levelForm.getByLabel(o.customer.discount, { exact: true }).fill("10");
  // A tier at the level's discount, and a quantity given twice: an error on each field, nothing saved.
  await from(1).fill("10");
  await discount(1).fill("10");
  await from(2).fill("10");
  await discount(2).fill("15");
  await page.getByRole("button", { name: o.customer.saveLevel }).click();
  await expect(levelForm.getByText(o.errors.tierDiscount)).toBeVisible();
  await expect(discount(1)).toHaveAttribute("aria-invalid", "true");
  await expect(discount(1)).toHaveAttribute("aria-describedby", /tier1discount-error/);
  await expect(levelForm.getByText(o.errors.tierRepeated)).toBeVisible();
  await expect(from(2)).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect((await stored(customer.email)).tiers).toBe(before);

  // A quantity below 2 and a discount with three decimals.
  await discount(1).fill("12,125");
  await from(2).fill("1");
  await page.getByRole("button", { name: o.customer.saveLevel }).click();
  await expect(levelForm.getByText(o.errors.discount)).toBeVisible();
  await expect(levelForm.getByText(o.errors.tierFrom)).toBeVisible();
  expect((await stored(customer.email)).tiers).toBe(before);

  // Corrected (the second row empty, the third filled): saved by rising quantity, and shown.
  await discount(1).fill("12,5");
  await from(2).fill("");
  await discount(2).fill("");
  await from(3).fill("50");
  await discount(3).fill("15");
  await page.getByRole("button", { name: o.customer.saveLevel }).click();
  await expect(page.getByText(named(o.customer.levelSaved, { number }))).toBeVisible();
  await expect(levels).toContainText(named(o.customer.tierShown, { from: 10, discount: 12.5 }));
  await expect(levels).toContainText(named(o.customer.tierShown, { from: 50, discount: 15 }));
  expect((await stored(customer.email)).tiers).toBe("10:1250,50:1500");
  await expectAccessible(page);

  // The level again with every row empty: no tiers any more.
  await levelForm.getByLabel(o.customer.levelName).fill("Staffel");
  await levelForm.getByLabel(o.customer.discount, { exact: true }).fill("10");
  for (const n of [1, 2, 3]) {
    await from(n).fill("");
    await discount(n).fill("");
  }
  await page.getByRole("button", { name: o.customer.saveLevel }).click();
  await expect(page.getByText(named(o.customer.levelSaved, { number }))).toBeVisible();
  await expect(levels).not.toContainText(named(o.customer.tierShown, { from: 10, discount: 12.5 }));
  expect((await stored(customer.email)).tiers).toBeNull();
});
