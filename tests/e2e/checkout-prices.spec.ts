/**
 * The checkout's figures as a buyer reads them (issue 43), JavaScript on and off, in German: a
 * consumer in Germany sees shipping with VAT wherever it appears (the option's label, the summary's
 * row, the same figure as the shipping page's table) and a summary that adds up as it reads:
 * subtotal of the lines, shipping, total, then "inkl. MwSt."; the demo German workshop sees net
 * figures, shipping net too, the VAT added before the total, and its checkout filled from its
 * account with the company required. The chosen options look chosen, not like an error.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { addToBasket, chooseCountry, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { ownCustomer } from "./own-data.ts";
import { acceptCookies, cookieBanner, expectAccessible, parseShownPrice } from "./fixtures.ts";

const lang = "de" as const;
const k = resources[lang].checkout;
const c = resources[lang].common;
/** Parts no other spec buys (the checkout specs take the first few of `stocked`, quick order 8 to 10). */
const [first, second] = [stocked[14]!, stocked[15]!];
const demoWorkshop = DEMO_CUSTOMERS.find((d) => d.lang === "de" && d.password)!;

const cents = (text: string) => Math.round(parseShownPrice(text, lang) * 100);
/** Every price in a text ("2 × … 585,12 €"), in cents. */
const pricesIn = (text: string) => [...text.matchAll(/\d{1,3}(?:\.\d{3})*,\d{2}\s€/g)].map((m) => cents(m[0]));

/** The summary's rows in the order they read: each term with its amount. */
async function summaryRows(page: Page): Promise<{ term: string; amount: string }[]> {
  const summary = page.getByRole("complementary", { name: k.summary.title });
  return summary.locator("dl").evaluate((dl) => {
    const rows: { term: string; amount: string }[] = [];
    for (const dt of Array.from(dl.querySelectorAll("dt"))) {
      const dd = dt.nextElementSibling;
      // The term without its detail (the shipping method's name and days).
      const term = Array.from(dt.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join("")
        .trim();
      rows.push({ term, amount: dd?.textContent?.trim() ?? "" });
    }
    return rows;
  });
}

/** The lines' amounts in the summary, in cents. */
async function lineAmounts(page: Page): Promise<number[]> {
  const items = page.getByRole("list", { name: k.summary.items }).locator(".summary-amount");
  return (await items.allInnerTexts()).map(cents);
}

/** The gross cost of Standard shipping to Germany on the shipping page (the ERP's delivery facts). */
async function shippingPageGermany(page: Page): Promise<number[]> {
  await page.goto(`/shipping?lng=${lang}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Deutschland", exact: true }) });
  return pricesIn(await row.innerText());
}

/** The chosen option's border and fill are not the red and pink of an error. */
async function expectChosenLooksChosen(page: Page) {
  const chosen = page.getByRole("group", { name: k.shipping.method }).locator("label.choice:has(input:checked)");
  const style = await chosen.evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderTopColor, width: s.borderTopWidth, fill: s.backgroundColor };
  });
  expect(style.border).not.toBe("rgb(196, 38, 30)");
  expect(style.border).not.toBe("rgb(237, 55, 48)");
  expect(style.fill).not.toBe("rgb(253, 240, 239)");
  expect(style.width).toBe("2px");
}

test("a German consumer's checkout shows shipping with VAT everywhere and adds up as it reads", async ({ page }) => {
  const shippingPage = await shippingPageGermany(page);
  await addToBasket(page, lang, first.urlcomponent);
  await addToBasket(page, lang, second.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await fillGuest(page, lang);
  await chooseCountry(page, lang, "DE");
  await chooseMethods(page, lang, /Standard/, /Banküberweisung/);
  await expect(page.getByTestId("basket-shipping")).not.toHaveText(k.summary.shippingLater);

  // The option's label: the gross cost, the shipping page's figure for Germany.
  const option = page.getByRole("group", { name: k.shipping.method }).locator("label.choice:has(input:checked)");
  const [optionCost] = pricesIn(await option.innerText());
  expect(shippingPage).toContain(optionCost);
  await expect(option).not.toContainText("netto");

  // The summary reads: subtotal, shipping, total, then the VAT included in it.
  const rows = await summaryRows(page);
  const terms = rows.map((r) => r.term);
  const at = (term: string) => terms.indexOf(term);
  const tax = rows.find((r) => r.term.startsWith("inkl. MwSt."));
  expect(tax, JSON.stringify(rows)).toBeDefined();
  expect(terms).not.toContain(k.summary.subtotal);
  expect(at(k.summary.subtotalGross)).toBe(0);
  expect(at(k.summary.shipping)).toBeGreaterThan(at(k.summary.subtotalGross));
  expect(at(k.summary.total)).toBeGreaterThan(at(k.summary.shipping));
  expect(terms.indexOf(tax!.term)).toBe(at(k.summary.total) + 1);

  const amount = (term: string) => cents(rows.find((r) => r.term === term)!.amount);
  const shipping = amount(k.summary.shipping);
  expect(shipping).toBe(optionCost);
  const lines = await lineAmounts(page);
  expect(lines.reduce((s, n) => s + n, 0)).toBe(amount(k.summary.subtotalGross));
  expect(amount(k.summary.subtotalGross) + shipping).toBe(amount(k.summary.total));
  expect(cents(tax!.amount)).toBeGreaterThan(0);
  expect(cents(tax!.amount)).toBeLessThan(amount(k.summary.total));
  // Each basket line's amount is the summary's for it: gross as well.
  const basketAmounts = (await page.locator(".basket-line .line-amount").allInnerTexts()).map(cents);
  expect(basketAmounts).toEqual(lines);
  await expect(
    page.getByText(`${c.basket.pricesNote} ${c.product.shippingBefore} ${c.product.shippingLink}`),
  ).toBeVisible();
  await expectChosenLooksChosen(page);
  await expectAccessible(page);

  // The order page reads as the basket did: gross shipping, the total, the VAT included after it.
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByTestId("order-shipping")).toHaveText(rows.find((r) => r.term === k.summary.shipping)!.amount);
  await expect(page.getByTestId("order-subtotal")).toHaveText(
    rows.find((r) => r.term === k.summary.subtotalGross)!.amount,
  );
  await expect(page.getByTestId("order-total")).toHaveText(rows.find((r) => r.term === k.summary.total)!.amount);
  await expect(page.getByTestId("order-tax")).toHaveText(tax!.amount);
  const summary = page.getByRole("complementary", { name: k.order.summary });
  await expect(summary).toContainText(tax!.term);
  await expect(summary).not.toContainText(k.summary.subtotal);
});

test("the German demo workshop's checkout shows net figures, the VAT added before the total", async ({ page }) => {
  // A copy of the demo workshop: its basket is this test's alone.
  const workshop = await ownCustomer(demoWorkshop);
  const shippingPage = await shippingPageGermany(page);
  const a = resources[lang].account;
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel(a.login.email).fill(workshop.email);
  await page.getByLabel(a.login.password).fill(workshop.password!);
  await page.getByRole("button", { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/account$/);
  await addToBasket(page, lang, first.urlcomponent);
  await page.goto("/basket");

  // The checkout starts with the account's company, contact and phone; the company is required.
  const company = page.getByLabel(k.contact.company, { exact: true });
  await expect(company).toHaveValue(workshop.company);
  await expect(company).toHaveAttribute("required", "");
  await expect(page.getByLabel(k.contact.companyName, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(k.contact.firstName, { exact: true })).toHaveValue("Jonas");
  await expect(page.getByLabel(k.contact.lastName, { exact: true })).toHaveValue("Becker");
  await expect(page.getByLabel(k.contact.phone, { exact: true })).toHaveValue(workshop.phone);
  await expect(page.getByLabel(k.contact.email, { exact: true })).toHaveValue(workshop.email);

  await chooseCountry(page, lang, "DE");
  await chooseMethods(page, lang, /Standard/, /Kauf auf Rechnung/);
  await expect(page.getByTestId("basket-shipping")).not.toHaveText(k.summary.shippingLater);

  // The option says its cost is net: not the shipping page's consumer figure.
  const option = page.getByRole("group", { name: k.shipping.method }).locator("label.choice:has(input:checked)");
  await expect(option).toContainText("netto");
  const [optionCost] = pricesIn(await option.innerText());
  expect(shippingPage).not.toContain(optionCost);

  // The summary reads: net subtotal, net shipping, the VAT, the total.
  const rows = await summaryRows(page);
  const terms = rows.map((r) => r.term);
  const at = (term: string) => terms.indexOf(term);
  const tax = rows.find((r) => r.term.startsWith("MwSt."));
  expect(tax, JSON.stringify(rows)).toBeDefined();
  expect(terms.some((t) => t.startsWith("inkl."))).toBe(false);
  expect(at(k.summary.subtotal)).toBe(0);
  expect(at(k.summary.shippingNet)).toBeGreaterThan(at(k.summary.subtotal));
  expect(terms.indexOf(tax!.term)).toBeGreaterThan(at(k.summary.shippingNet));
  expect(at(k.summary.total)).toBe(terms.indexOf(tax!.term) + 1);

  const amount = (term: string) => cents(rows.find((r) => r.term === term)!.amount);
  const shipping = amount(k.summary.shippingNet);
  expect(shipping).toBe(optionCost);
  const lines = await lineAmounts(page);
  expect(lines.reduce((s, n) => s + n, 0)).toBe(amount(k.summary.subtotal));
  expect(amount(k.summary.subtotal) + shipping + cents(tax!.amount)).toBe(amount(k.summary.total));
  expect(cents(tax!.amount)).toBeGreaterThan(0);
  await expect(page.getByText(`${c.basket.tradePricesNote} ${c.product.shippingLink}`)).toBeVisible();
  await expectChosenLooksChosen(page);
  await expectAccessible(page);

  // The line is removed again.
  await page
    .getByRole("button", { name: c.basket.removeLine.replace("{{name}}", first.name) })
    .first()
    .click();
  await expect(page.getByRole("link", { name: first.name, exact: true })).toHaveCount(0);
});
