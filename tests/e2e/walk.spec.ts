/**
 * The shopper's walk of the foundation issue: open the shop, search "DBA", open a product, add two
 * to the basket, change the quantity, remove it; in English and Polish, run with JavaScript on and
 * off (the two Playwright projects). Every page visited is checked with axe.
 */
import { expect, test } from "@playwright/test";
import { formatPrice } from "../../contract/money.ts";
import { QUANTITY_DEBOUNCE_MS } from "../../app/lib/product.ts";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, expectAccessible, parseShownPrice } from "./fixtures.ts";

for (const lang of ["en", "pl"] as const) {
  const t = resources[lang].common;
  const currency = lang === "pl" ? "PLN" : "EUR";

  test(`search, product, basket add / change / remove (${lang})`, async ({ page }) => {
    const item = demoItem("inStock");
    await page.goto(`/?lng=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await acceptCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
    await expectAccessible(page);

    const badge = page.getByRole("link", { name: new RegExp(`^${t.basketLink.label}:`) });
    await expect(badge).toContainText("0");

    await page.getByRole("searchbox", { name: t.search.label }).fill("DBA");
    await page.getByRole("searchbox", { name: t.search.label }).press("Enter");
    await expect(page).toHaveURL(/\/search\/DBA$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.search.title.replace("{{phrase}}", "DBA"));
    await expectAccessible(page);
    await page.getByRole("link", { name: item.name, exact: true }).first().click();

    await expect(page.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
    await expectAccessible(page);
    const unitText = await page.locator(".buy-box .price-now").first().innerText();
    const unit = parseShownPrice(unitText, lang);
    expect(unit).toBeGreaterThan(0);
    expect(unitText).toBe(formatPrice(unit, currency, lang));

    await page.getByRole("button", { name: t.product.increase }).click();
    await expect(page.getByRole("spinbutton", { name: t.product.quantity })).toHaveValue("2");
    await page.getByRole("button", { name: t.product.addToCart }).click();
    await expect(page.getByRole("status")).toContainText(t.product.added);
    await expect(badge).toContainText("2");
    await expectAccessible(page);

    await badge.click();
    await expect(page.getByRole("heading", { level: 1, name: t.basket.title })).toBeVisible();
    await expect(page.getByRole("link", { name: item.name })).toBeVisible();
    await expect(page.getByTestId("basket-total")).toHaveText(formatPrice(unit * 2, currency, lang));
    await expectAccessible(page);

    const quantity = page.getByRole("spinbutton", { name: t.basket.lineQuantity.replace("{{name}}", item.name) });
    await quantity.fill("3");
    await page.getByRole("button", { name: t.basket.updateLine.replace("{{name}}", item.name) }).click();
    await expect(page.getByRole("status")).toContainText(t.basket.updated);
    await expect(page.getByTestId("basket-total")).toHaveText(formatPrice(unit * 3, currency, lang));
    await expect(badge).toContainText("3");

    await page.getByRole("button", { name: t.basket.removeLine.replace("{{name}}", item.name) }).click();
    await expect(page.getByText(t.basket.empty)).toBeVisible();
    await expect(badge).toContainText("0");
    await expectAccessible(page);
  });
}

test("a quantity above the stock is reduced to the maximum", async ({ page }) => {
  const item = demoItem("lowStock");
  const t = resources.en.common;
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await acceptCookies(page);
  await page.getByRole("spinbutton", { name: t.product.quantity }).fill("40");
  await page.getByRole("button", { name: t.product.addToCart }).click();
  const capped = t.product.addedCapped.replaceAll("{{count}}", "3");
  await expect(page.getByRole("status")).toContainText(capped);
  // With JavaScript a typed quantity is sent after a pause; pressing Add within it must cancel
  // that, or its late navigation reloads the page and the notice is gone.
  await page.waitForTimeout(2 * QUANTITY_DEBOUNCE_MS);
  await expect(page.getByRole("status")).toContainText(capped);
  await page.goto("/basket");
  await expect(
    page.getByRole("spinbutton", { name: t.basket.lineQuantity.replace("{{name}}", item.name) }),
  ).toHaveValue("3");
});

test("bad input gets a translated field error and nothing is added", async ({ page }) => {
  const item = demoItem("inStock");
  const t = resources.de.common;
  await page.goto(`/${item.urlcomponent}?lng=de`);
  await acceptCookies(page);
  const quantity = page.getByRole("spinbutton", { name: t.product.quantity });
  await quantity.fill("0");
  await page.getByRole("button", { name: t.product.addToCart }).click();
  await expect(page.getByText(t.errors.quantity)).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${t.basketLink.label}:`) })).toContainText("0");
});

test("a search under 2 characters says so instead of searching", async ({ page }) => {
  const t = resources.en.common;
  await page.goto("/search?q=%20a%20&lng=en");
  await expect(page.getByText(t.search.tooShort)).toBeVisible();
  await expectAccessible(page);
});

test("unknown pages and parts get a real 404 in the shop's design", async ({ page }) => {
  const t = resources.en.common;
  const response = await page.goto("/no/such/page?lng=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.errors.notFoundTitle);
  const item = await page.goto("/no-such-part-xyz");
  expect(item?.status()).toBe(404);
  await expectAccessible(page);
});

test("HTML carries an enforced CSP with a fresh nonce and the other security headers", async ({ request, page }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBeTruthy();
  const switched = await request.post("/language", { form: { to: "de", redirectTo: "/" }, maxRedirects: 0 });
  const cookie = switched.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  const html = await first.text();
  for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
  await page.goto("/");
});

test("a cross-site form post is refused", async ({ request }) => {
  const item = demoItem("inStock");
  const response = await request.post(`/${item.urlcomponent}`, {
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=add&record=1&quantity=1",
  });
  expect(response.status()).toBe(403);
});
