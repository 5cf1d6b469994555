/**
 * The catalogue drill-down as a shopper with a vehicle uses it: Toyota > Hilux > a year, then a
 * part that fits; filters removed one by one; stock clearance; paging. JavaScript on and off.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { expectAccessible } from "./fixtures.ts";
import { chooseFilter, whenHydrated } from "./catalogue-helpers.ts";

const c = resources.en.catalogue;
const item = resources.en.item;
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

test("drill down Toyota > Hilux > 2018 and land on a part that fits", async ({ page }) => {
  await page.goto("/catalogue?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await expectAccessible(page);
  const model = page.getByLabel(c.fields.model, { exact: true });
  await expect(model.getByRole("option", { name: "Ranger" })).toHaveCount(1);

  await chooseFilter(page, "make", "Toyota");
  // Each choice narrows the next list to what exists.
  await expect(model.getByRole("option", { name: "Ranger" })).toHaveCount(0);
  await expect(model.getByRole("option", { name: "Hilux" })).toHaveCount(1);
  await chooseFilter(page, "model", "Hilux");
  const year = page.getByLabel(c.fields.year, { exact: true });
  await expect(year.getByRole("option", { name: "1999" })).toHaveCount(0);
  await chooseFilter(page, "year", "2018");
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&model=Hilux&year=2018$/);
  await expect(page.getByText(c.filters_other.replace("{{count}}", "3"))).toBeVisible();
  await expectAccessible(page);

  const status = page.getByRole("status").filter({ hasText: /\d+ parts?/ });
  await expect(status).toBeVisible();
  const found = Number((await status.innerText()).match(/\d+/)![0]);
  expect(found).toBeGreaterThan(1);

  // The URL holds the filters: opening it afresh shows the same catalogue.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel(c.fields.model, { exact: true })).toHaveValue("Hilux");

  const first = page.getByRole("heading", { level: 2 }).getByRole("link").first();
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The part's applications tab confirms the fit, and its Hilux row leads back to a catalogue
  // of the part's brand filtered by that row, where the part is listed.
  await page
    .getByRole("navigation", { name: item.tabs.label })
    .getByRole("link", { name: item.tabs.applications })
    .click();
  await expect(page).toHaveURL(/[?&]tab=applications/);
  const table = page.getByRole("table", { name: item.applications.caption });
  const hilux = table.getByRole("row").filter({ hasText: "Hilux" }).first();
  await expect(hilux).toBeVisible();
  await expectAccessible(page);
  await hilux.getByRole("link", { name: new RegExp(`^${item.applications.find} — Toyota Hilux`) }).click();
  await expect(page).toHaveURL(/\/catalogue\/[a-z]+\?(.+&)?make=Toyota&model=Hilux&year=\d{4}-\d{4}/);
  await expect(page.getByLabel(c.fields.model, { exact: true })).toHaveValue("Hilux");
  await expect(page.getByRole("heading", { level: 2 }).getByRole("link", { name, exact: true })).toBeVisible();
});

test("each active filter can be removed on its own, and all at once", async ({ page }) => {
  await page.goto("/catalogue/dba?make=Toyota&model=Hilux&year=2018&lng=en");
  const filters = page.getByRole("list", { name: c.active });
  await filters
    .getByRole("link", { name: c.remove.replace("{{field}}", c.fields.model).replace("{{value}}", "Hilux") })
    .click();
  await expect(page).toHaveURL(/\/catalogue\/dba\?make=Toyota&year=2018$/);
  await expect(page.getByLabel(c.fields.model, { exact: true })).toHaveValue("");
  await filters
    .getByRole("link", { name: c.remove.replace("{{field}}", c.fields.brand).replace("{{value}}", "DBA") })
    .click();
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&year=2018$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
  await filters.getByRole("link", { name: c.clear }).click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByRole("list", { name: c.active })).toHaveCount(0);
});

test("a choice that no longer fits the ones before it is dropped", async ({ page }) => {
  await page.goto("/catalogue?make=Ford&model=Hilux&lng=en");
  await expect(page).toHaveURL(/\/catalogue\?make=Ford$/);
  await expect(page.getByLabel(c.fields.model, { exact: true }).getByRole("option", { name: "Ranger" })).toHaveCount(1);
});

test("sort by part number, paging, and stock clearance (its button says deadstock)", async ({ page }) => {
  await page.goto("/catalogue/dba?lng=en");
  await whenHydrated(page.locator(".filter-form"));
  await page.getByLabel(c.sort).selectOption("number");
  if (jsOff()) await page.getByRole("button", { name: c.show }).click();
  await expect(page).toHaveURL(/\/catalogue\/dba\?sort=number$/);
  const cards = page.getByRole("heading", { level: 2 }).getByRole("link");
  // With JavaScript the list re-renders just after the URL changes: wait for the sorted page.
  await expect
    .poll(async () => {
      const shown = await cards.allInnerTexts();
      return shown.length === 24 && shown.join() === [...shown].sort().join();
    })
    .toBe(true);
  const names = await cards.allInnerTexts();
  // Every part of the demo has a drawing: no card shows the "No photo" placeholder.
  await expect(page.locator('img[src="/placeholder.svg"]')).toHaveCount(0);

  const pager = page.getByRole("navigation", { name: c.pages });
  await pager.getByRole("link", { name: c.next }).click();
  await expect(page).toHaveURL(/\/catalogue\/dba\?sort=number&page=2$/);
  // The second page goes on where the first stopped (polled: with JavaScript the cards follow the URL).
  await expect.poll(async () => (await cards.first().innerText()) >= names.at(-1)!).toBe(true);
  expect(await cards.allInnerTexts()).not.toContain(names[0]!);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: c.screens }).getByRole("link", { name: c.stockClearance }).click();
  await expect(page).toHaveURL(/\/stock-clearance\/dba$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${c.stockClearance}: DBA`);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("the catalogue speaks Polish and German", async ({ page }) => {
  await page.goto("/catalogue?lng=pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.pl.catalogue.title);
  await expect(page.getByLabel(resources.pl.catalogue.fields.make, { exact: true })).toBeVisible();
  await page.goto("/stock-clearance?lng=de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.de.catalogue.stockClearance);
  await expect(page.getByRole("button", { name: resources.de.catalogue.show })).toBeVisible();
});

test("an unknown brand is a 404 page", async ({ page }) => {
  const response = await page.goto("/catalogue/no-such-brand?lng=en");
  expect(response?.status()).toBe(404);
});

test("a page deeper than the list goes shows its last page; unknown values are dropped", async ({ page }) => {
  // The list stops at page 50 (decision 0041): a deeper page is its last one.
  await page.goto("/catalogue/dba?page=1000&lng=en");
  await expect(page).toHaveURL(/\/catalogue\/dba\?page=50$/);
  await expect(page.locator("#results").getByRole("status")).toHaveText(/^\d+ parts$/);
  // An unknown make is dropped, the model that exists is kept, and the list starts again at page 1.
  await page.goto("/catalogue?make=Nomake&model=Hilux&page=1000&lng=en");
  await expect(page).toHaveURL(/\/catalogue\?model=Hilux$/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectAccessible(page);
});
