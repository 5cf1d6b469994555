/**
 * Search as a shopper uses it, with JavaScript on and off: a part number typed the messy way in the
 * header box, the refusal of a 1-character keyword, no results, and the deep search by vehicle.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { expectAccessible } from "./fixtures.ts";

const en = resources.en.common;
const demo = buildDemoCatalogue().items;

test("a part number typed the messy way in the header box finds the part and opens it", async ({ page }) => {
  await page.goto("/?lng=en");
  const box = page.getByRole("searchbox", { name: en.search.label });
  await box.fill("dba-4285-xs");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/dba-4285-xs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    en.search.title.replace("{{phrase}}", "dba-4285-xs"),
  );
  await expect(page.getByText(en.search.found_one.replace("{{count}}", "1"))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "DBA4285XS", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "DBA4285XS" })).toBeVisible();
});

test("a result opens in place with JavaScript (no new document) and as a plain link without; back returns to the results", async ({
  page,
}) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  await page.goto("/search/dba4285?lng=en");
  if (js) {
    // Hydrated: the router is up and the layout's effects (the page-link listener) have run.
    await page.waitForFunction(
      () =>
        (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  }
  const link = page.getByRole("link", { name: "DBA4285XS", exact: true }).first();
  await expect(link).toHaveAttribute("href", "/dba4285xs");
  await link.click();
  await expect(page).toHaveURL(/\/dba4285xs$/);
  await expect(page.getByRole("heading", { level: 1, name: "DBA4285XS" })).toBeVisible();
  if (js) expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/dba4285\?lng=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.search.title.replace("{{phrase}}", "dba4285"));
});

test("a 1-character keyword is refused politely in the shopper's language", async ({ page }) => {
  const pl = resources.pl.common;
  await page.goto("/?lng=pl");
  const box = page.getByRole("searchbox", { name: pl.search.label });
  await box.fill(" a ");
  await box.press("Enter");
  if (test.info().project.use.javaScriptEnabled === false) {
    // Without JavaScript the form is sent; the server answers with the rule, not an error page.
    await expect(page.getByText(pl.search.tooShort)).toBeVisible();
  } else {
    // With JavaScript the box does not submit at all.
    await expect(page).toHaveURL(/\/\?lng=pl$/);
  }
  const response = await page.goto("/search/a?lng=pl");
  expect(response?.status()).toBe(400);
  await expect(page.getByText(pl.search.tooShort)).toBeVisible();
  await expect(page.getByRole("heading", { name: pl.errors.server })).toHaveCount(0);
  await expectAccessible(page);
});

test("no results says 'No items found' with a working link to the main page", async ({ page }) => {
  await page.goto("/search/zzqx%20nothing?lng=en");
  await expect(page.getByText(en.search.noItems)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: en.search.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.title);
});

test("deep search finds parts by the vehicle's engine code", async ({ page }) => {
  const fitting = demo.filter((i) => i.applications.some((a) => a.engine.includes("1VD-FTV"))).map((i) => i.name);
  expect(fitting.length).toBeGreaterThan(0);
  await page.goto("/search/1VD-FTV?lng=en");
  await expect(page.getByText(en.search.noItems)).toBeVisible();
  await page.getByRole("checkbox", { name: en.search.deep }).check();
  await page.getByRole("button", { name: en.search.submit }).last().click();
  await expect(page).toHaveURL(/\/search\/1VD-FTV\?deep=true$/);
  await expect(page.getByRole("checkbox", { name: en.search.deep })).toBeChecked();
  const found = fitting.length === 1 ? en.search.found_one : en.search.found_other;
  await expect(page.getByText(found.replace("{{count}}", String(fitting.length)))).toBeVisible();
  await expect(page.getByRole("link", { name: [...fitting].sort()[0]!, exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test("a one-character typo still finds the part, and the page says what it searched", async ({ page }) => {
  await page.goto("/search/whitline?lng=en");
  await expect(page.getByText(en.search.corrected.replace("{{words}}", "whiteline"))).toBeVisible();
  await expect(page.getByRole("link", { name: /^BSF/ }).first()).toBeVisible();
});
