/**
 * "My vehicle" as a mechanic uses it (issue 22 item 5, decision 0038): save the vehicle from the
 * catalogue, come back to a catalogue that starts filtered to it, look at every vehicle's parts
 * on purpose, and see on a product page whether a part fits it; keep several on /my-vehicle.
 * JavaScript on and off, in English and German, with an accessibility check of each new page.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { buildDemoCatalogue, type DemoApplication } from "../../erp/seed/catalogue.ts";
import { expectAccessible } from "./fixtures.ts";
import { chooseFilter } from "./catalogue-helpers.ts";

const c = resources.en.catalogue;
const items = buildDemoCatalogue().items;

const forVehicle = (make: string, model: string, year: number) => (a: DemoApplication) =>
  a.make === make &&
  a.model === model &&
  (a.yearFrom === null || (a.yearFrom <= year && (a.yearTo ?? a.yearFrom) >= year));
const hilux2018 = forVehicle("Toyota", "Hilux", 2018);
/** A part listed for a Hilux of 2018, and one listed for other vehicles only. */
const fitting = items.find((i) => i.applications.some(hilux2018))!;
const other = items.find((i) => i.applications.some((a) => a.make) && !i.applications.some(hilux2018))!;
const fillText = (text: string, vehicle: string) => text.replace("{{vehicle}}", vehicle);

test("save a vehicle from the catalogue; the catalogue starts filtered and product pages say whether a part fits", async ({
  page,
}) => {
  const v = resources.en.common.vehicle;
  const name = "Toyota Hilux 2018";
  expect(fitting).toBeDefined();
  expect(other).toBeDefined();

  await page.goto("/catalogue?lng=en");
  await chooseFilter(page, "make", "Toyota");
  await chooseFilter(page, "model", "Hilux");
  await chooseFilter(page, "year", "2018");
  await page.getByRole("button", { name: fillText(v.save, name) }).click();
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&model=Hilux&year=2018$/);
  await expect(page.getByText(fillText(v.showing, name))).toBeVisible();
  await expect(page.getByRole("button", { name: fillText(v.save, name) })).toHaveCount(0);
  // Every part the catalogue lists for the vehicle fits it, and says so.
  const cards = page.locator(".item-card");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.filter({ hasText: fillText(v.fitment.fits, name) })).toHaveCount(await cards.count());
  await expectAccessible(page);

  // Coming back, the catalogue starts with the vehicle's parts.
  await page.goto("/catalogue?lng=en");
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&model=Hilux&year=2018$/);

  // Every vehicle's parts, on purpose: no bounce back, and removing a filter keeps it so.
  await page.getByRole("link", { name: v.showAll }).click();
  await expect(page).toHaveURL(/\/catalogue\?vehicle=any$/);
  await expect(page.getByText(fillText(v.showing, name))).toHaveCount(0);
  await expect(page.getByRole("link", { name: fillText(v.showMine, name) })).toBeVisible();
  await chooseFilter(page, "make", "Ford");
  await page
    .getByRole("list", { name: c.active })
    .getByRole("link", { name: c.remove.replace("{{field}}", c.fields.make).replace("{{value}}", "Ford") })
    .click();
  await expect(page).toHaveURL(/\/catalogue\?vehicle=any$/);
  await page.getByRole("link", { name: fillText(v.showMine, name) }).click();
  await expect(page).toHaveURL(/\/catalogue\?make=Toyota&model=Hilux&year=2018$/);

  // A product page says whether the part fits.
  await page.goto(`/${fitting.urlcomponent}?lng=en`);
  await expect(page.getByText(fillText(v.fitment.fits, name))).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/${other.urlcomponent}?lng=en`);
  await expect(page.getByText(fillText(v.fitment.notFits, name))).toBeVisible();
  await expect(page.getByText(fillText(v.fitment.fits, name))).toHaveCount(0);

  // So do search results, card by card.
  await page.goto(`/search/${encodeURIComponent(fitting.name)}?lng=en`);
  const card = page.locator(".item-card").filter({ has: page.getByRole("link", { name: fitting.name, exact: true }) });
  await expect(card).toContainText(fillText(v.fitment.fits, name));
  await page.goto(`/search/${encodeURIComponent(other.name)}?lng=en`);
  const otherCard = page
    .locator(".item-card")
    .filter({ has: page.getByRole("link", { name: other.name, exact: true }) });
  await expect(otherCard).toContainText(fillText(v.fitment.notFits, name));
});

test("keep several vehicles on My vehicle: bad input refused, use one, remove one (German)", async ({ page }) => {
  const v = resources.de.common.vehicle;
  await page.goto("/my-vehicle?lng=de");
  await expect(page.getByRole("heading", { level: 1, name: v.title })).toBeVisible();
  await expect(page.getByText(v.none)).toBeVisible();
  await expectAccessible(page);

  const add = async (make: string, model: string, year: string, engine = "") => {
    await page.getByLabel(v.fields.make, { exact: true }).fill(make);
    await page.getByLabel(v.fields.model, { exact: true }).fill(model);
    await page.getByLabel(v.fields.year, { exact: true }).fill(year);
    await page.getByLabel(v.fields.engine, { exact: true }).fill(engine);
    await page.getByRole("button", { name: v.addButton }).click();
  };
  // A year that is not one: a translated error at the field, nothing saved.
  await add("Toyota", "Hilux", "1850");
  await expect(page.getByLabel(v.fields.year, { exact: true })).toHaveAccessibleDescription(v.errors.year);
  await expect(page.getByText(v.none)).toBeVisible();

  await add("Toyota", "Hilux", "2018");
  await add("Ford", "Ranger", "2016");
  const list = page.getByRole("list").filter({ hasText: "Ford Ranger 2016" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(`Ford Ranger 2016 (${v.active})`);
  await expectAccessible(page);

  // The Ranger is active: the product page judges the part against it.
  await page.goto(`/${fitting.urlcomponent}?lng=de`);
  const ranger = fitting.applications.some(forVehicle("Ford", "Ranger", 2016)) ? v.fitment.fits : v.fitment.notFits;
  await expect(page.getByText(fillText(ranger, "Ford Ranger 2016"))).toBeVisible();

  await page.goto("/my-vehicle?lng=de");
  await page.getByRole("button", { name: fillText(v.useNamed, "Toyota Hilux 2018") }).click();
  await expect(list.getByRole("listitem").first()).toContainText(`Toyota Hilux 2018 (${v.active})`);
  await page.getByRole("button", { name: v.removeNamed.replace("{{vehicle}}", "Ford Ranger 2016") }).click();
  await expect(page.getByText("Ford Ranger 2016")).toHaveCount(0);

  await page.goto(`/${fitting.urlcomponent}?lng=de`);
  await expect(page.getByText(fillText(v.fitment.fits, "Toyota Hilux 2018"))).toBeVisible();
  await page.goto(`/${other.urlcomponent}?lng=de`);
  await expect(page.getByText(fillText(v.fitment.notFits, "Toyota Hilux 2018"))).toBeVisible();
});
