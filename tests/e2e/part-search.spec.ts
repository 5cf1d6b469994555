/**
 * The technical part searches as a mechanic uses them (issue 22 items 2 and 3): a brake disc by
 * the measurements taken with a calliper, within a tolerance; a clutch by its disc; bad input
 * answered with a translated error; the catalogue's drill-down narrowed by engine capacity.
 * JavaScript on and off, with an accessibility check of every page.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { expectAccessible } from "./fixtures.ts";
import { chooseFilter } from "./catalogue-helpers.ts";

const c = resources.en.catalogue;
const p = c.partSearch;
const items = buildDemoCatalogue().items;
const discs = items.filter((i) => i.rotor);

const cardNames = (page: Page) => page.getByRole("heading", { level: 2 }).getByRole("link");
const measure = (field: keyof typeof p.fields, unit: string) =>
  p.withUnit.replace("{{field}}", p.fields[field]).replace("{{unit}}", unit);
/**
 * The page says it found `count` parts. Waited for: with JavaScript the address changes before the
 * new list is shown, and the count of the list before may still be there for a moment.
 */
async function expectFound(page: Page, count: number) {
  await expect(page.getByRole("status").filter({ hasText: /\d+ parts?/ })).toHaveText(
    new RegExp(`(^|\\D)${count} parts?\\b`),
  );
}

test("a brake disc by its measurements: the right DBA discs within the tolerance, not the others", async ({ page }) => {
  await page.goto("/catalogue?lng=en");
  await page.getByRole("navigation", { name: p.searches }).getByRole("link", { name: p.kinds.rotor }).click();
  await expect(page).toHaveURL(/\/catalogue\/search\/rotor$/);
  await expect(page.getByRole("heading", { level: 1, name: p.titles.rotor })).toBeVisible();
  await expectAccessible(page);

  // A disc measured at 332.4 mm, vented, on a 6-stud hub of 139.7 mm: within ±1 mm (the default).
  await page.getByLabel(measure("diameter", "mm"), { exact: true }).fill("332.4");
  await page.getByLabel(p.fields.vent, { exact: true }).selectOption(p.choices.vent.vented);
  await page.getByLabel(p.fields.boltHoles, { exact: true }).fill("6");
  await page.getByLabel(measure("pcd", "mm"), { exact: true }).fill("139.7");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/\/catalogue\/search\/rotor\?diameter=332\.4&boltHoles=6&vent=vented&pcd=139\.7$/);

  const fits = (d: (typeof discs)[number], diameter: number, tolerance: number) =>
    Math.abs(Number(d.rotor!.diameterMm) - diameter) <= tolerance &&
    d.rotor!.vented &&
    d.rotor!.boltHoles === 6 &&
    d.rotor!.pcdMm === "139.7";
  const right = discs.filter((d) => fits(d, 332.4, 1));
  const wrong = discs.filter((d) => !fits(d, 332.4, 1) && Number(d.rotor!.diameterMm) === 332);
  expect(right.length).toBeGreaterThan(1);
  expect(wrong.length).toBeGreaterThan(0);
  await expectFound(page, right.length);
  const shown = await cardNames(page).allInnerTexts();
  expect(shown.sort()).toEqual(right.map((d) => d.name).sort());
  // A solid disc of the same diameter is not a vented one.
  for (const d of wrong) expect(shown).not.toContain(d.name);
  await expectAccessible(page);

  // Diameter and thickness exactly: fewer discs are left, each of exactly that size.
  await page.getByLabel(measure("diameter", "mm"), { exact: true }).fill("332");
  await page.getByLabel(measure("thickness", "mm"), { exact: true }).fill("32");
  await page.getByLabel(p.tolerance).selectOption({ label: p.exact });
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/diameter=332&thickness=32&.*tolerance=0/);
  const thick = discs.filter((d) => fits(d, 332, 0) && d.rotor!.thicknessMm === "32.0");
  expect(thick.length).toBeGreaterThan(0);
  expect(thick.length).toBeLessThan(right.length);
  await expectFound(page, thick.length);
  expect((await cardNames(page).allInnerTexts()).sort()).toEqual(thick.map((d) => d.name).sort());

  // The URL holds the search: opening it afresh shows the same results.
  await page.goto("/catalogue/search/rotor?diameter=332&vent=vented&boltHoles=6&pcd=139.7&lng=en");
  await expectFound(page, discs.filter((d) => fits(d, 332, 1)).length);
  await expect(page.getByLabel(measure("diameter", "mm"), { exact: true })).toHaveValue("332");
});

test("a clutch by the disc's spline count and diameter", async ({ page }) => {
  await page.goto("/catalogue/search/clutch?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: p.titles.clutch })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(p.fields.splines, { exact: true }).fill("24");
  await page.getByLabel(measure("discDiameter", "mm"), { exact: true }).fill("250");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/\/catalogue\/search\/clutch\?splines=24&discDiameter=250$/);
  const right = items.filter((i) => i.clutch?.splines === 24 && i.clutch.discDiameterMm === "250.0");
  expect(right.length).toBeGreaterThan(1);
  await expectFound(page, right.length);
  const shown = await cardNames(page).allInnerTexts();
  expect(shown.sort()).toEqual(right.map((i) => i.name).sort());
  const other = items.find((i) => i.clutch && i.clutch.splines !== 24)!;
  expect(shown).not.toContain(other.name);
  await expectAccessible(page);
});

test("a negative diameter gets a clear error in the shopper's language, and no results", async ({ page }) => {
  await page.goto("/catalogue/search/rotor?lng=en");
  const diameter = page.getByLabel(measure("diameter", "mm"), { exact: true });
  await diameter.fill("-296");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/diameter=-296/);
  await expect(page.getByText(p.errors.positive)).toBeVisible();
  await expect(diameter).toHaveAttribute("aria-invalid", "true");
  await expect(diameter).toHaveValue("-296");
  await expect(page.getByRole("status").filter({ hasText: /\d+ parts?/ })).toHaveCount(0);
  await expectAccessible(page);

  const response = await page.goto("/catalogue/search/rotor?diameter=-296&thickness=abc&lng=pl");
  expect(response?.status()).toBe(400);
  const pl = resources.pl.catalogue.partSearch;
  await expect(page.getByText(pl.errors.positive)).toBeVisible();
  await expect(page.getByText(pl.errors.number)).toBeVisible();
  await page.goto("/catalogue/search/clutch?splines=2x&lng=de");
  await expect(page.getByText(resources.de.catalogue.partSearch.errors.number)).toBeVisible();
});

test("motorsport and universal searches list their parts", async ({ page }) => {
  await page.goto("/catalogue/search/motorsport?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: p.titles.motorsport })).toBeVisible();
  await page.getByLabel(measure("capacity", "cm³"), { exact: true }).fill("2755");
  await page.getByLabel(p.fields.cylinders, { exact: true }).fill("4");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/capacity=2755&cylinders=4/);
  const acl = items.filter(
    (i) =>
      i.motorsport &&
      i.applications.some((a) => a.capacity !== null && Math.abs(a.capacity - 2755) <= 55 && a.cylinders === 4),
  );
  expect(acl.length).toBeGreaterThan(0);
  await expectFound(page, acl.length);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: p.searches }).getByRole("link", { name: p.kinds.universal }).click();
  await expect(page).toHaveURL(/\/catalogue\/search\/universal$/);
  await page.getByLabel(p.fields.brand, { exact: true }).selectOption("Saber");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/brand=saber/);
  const saber = items.filter((i) => i.brand === "saber" && i.applications.every((a) => !a.make));
  await expectFound(page, saber.length);
  await expectAccessible(page);
});

test("the drill-down narrows by engine capacity", async ({ page }) => {
  await page.goto("/catalogue?lng=en");
  await chooseFilter(page, "make", "Toyota");
  const capacity = page.getByLabel(c.fields.capacity, { exact: true });
  // Only the capacities of Toyota's engines are offered.
  await expect(capacity.getByRole("option", { name: "2755 cm³" })).toHaveCount(1);
  await expect(capacity.getByRole("option", { name: "2298 cm³" })).toHaveCount(0);
  await chooseFilter(page, "capacity", "2755");
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&capacity=2755$/);
  const fit = items.filter((i) => i.applications.some((a) => a.make === "Toyota" && a.capacity === 2755));
  await expectFound(page, fit.length);
  await expect(page.getByLabel(c.fields.cylinders, { exact: true }).getByRole("option")).toHaveText([c.any, "4"]);
  await expectAccessible(page);

  // The capacity filter is removed on its own.
  await page
    .getByRole("list", { name: c.active })
    .getByRole("link", { name: c.remove.replace("{{field}}", c.fields.capacity).replace("{{value}}", "2755 cm³") })
    .click();
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota$/);
});
