/**
 * The product page as a shopper reads it, JavaScript on and off: gallery, tabs reachable by URL,
 * a kit and its components, technical details with the axle, applications headers per language,
 * related items only when there are some, the promotion price, the page's search-engine data and
 * the product safety information.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { countryName } from "../../contract/countries.ts";
import { POLISH_COMPANY } from "../../erp/seed/demo-seller.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { BRAND_SAFETY } from "../../erp/seed/safety.ts";
import { demoItem } from "./demo.ts";
import { expectAccessible } from "./fixtures.ts";
import { oneModeFor } from "./modes.ts";

const en = resources.en;
const tabs = (page: import("@playwright/test").Page, lang: keyof typeof resources = "en") =>
  page.getByRole("navigation", { name: resources[lang].item.tabs.label });
const demo = buildDemoCatalogue().items;
/** The page's schema.org Product data (the breadcrumbs' navigation carries a BreadcrumbList of its own). */
const productData = (page: Page) => page.locator('article.product > script[type="application/ld+json"]');

test("a kit shows its components in the overview and one table per component in the technical details", async ({
  page,
}) => {
  const kit = demoItem("comboKit");
  const components = demo
    .find((i) => i.urlcomponent === kit.urlcomponent)!
    .components.map((c) => demo.find((i) => i.key === c.key)!);
  await page.goto(`/${kit.urlcomponent}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: kit.name })).toBeVisible();
  const list = page.getByRole("region", { name: en.item.overview.kitComponents });
  await expect(list.getByRole("link", { name: `2 × ${components[0]!.name}` })).toBeVisible();
  await expect(list.getByRole("link", { name: `1 × ${components[1]!.name}` })).toBeVisible();
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: en.item.tabs.techDetails }).click();
  await expect(page).toHaveURL(/[?&]tab=techDetails/);
  for (const component of components) {
    await expect(page.getByRole("table", { name: new RegExp(`^${component.name} — \\d pcs`) })).toBeVisible();
  }
  // A combo kit of brake parts names its axle and shows the axle picture.
  await expect(page.getByRole("heading", { level: 3, name: en.item.tech.axle })).toBeVisible();
  await expect(page.getByRole("img", { name: en.item.tech.axlePicture.front })).toBeVisible();
  await expectAccessible(page);

  // A component links to its own page.
  await page.getByRole("link", { name: new RegExp(`^${components[1]!.name} — 1 pcs`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: components[1]!.name })).toBeVisible();
});

test("tabs are reachable by URL; the related tab exists only with related items", async ({ page }) => {
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?tab=related&lng=en`);
  await expect(tabs(page).getByRole("link", { name: en.item.tabs.related })).toHaveAttribute("aria-current", "page");
  const cards = page.getByRole("heading", { level: 2 }).getByRole("link");
  await expect(cards.first()).toBeVisible();
  // Never the item itself among its related items.
  await expect(page.getByRole("heading", { level: 2 }).getByRole("link", { name: item.name, exact: true })).toHaveCount(
    0,
  );
  await expectAccessible(page);

  const lonely = demo.find(
    (i) => i.related.length === 0 && i.recordtype === "inventoryitem" && Number(i.prices[0]!.baseprice) > 0,
  )!;
  await page.goto(`/${lonely.urlcomponent}?tab=related&lng=en`);
  await expect(tabs(page).getByRole("link", { name: en.item.tabs.overview })).toHaveAttribute("aria-current", "page");
  await expect(tabs(page).getByRole("link", { name: en.item.tabs.related })).toHaveCount(0);
});

test("the applications table has the manufacturer's columns, headed in the shopper's language", async ({ page }) => {
  const item = demoItem("inStock"); // a DBA disc: make, model, year, variant, category, note, description
  await page.goto(`/${item.urlcomponent}?tab=applications&lng=de`);
  const de = resources.de.item.applications;
  const table = page.getByRole("table", { name: de.caption });
  const headers = await table.getByRole("columnheader").allInnerTexts();
  expect(headers).toEqual([
    de.make,
    de.model,
    de.year,
    de.variant,
    de.category,
    de.note,
    de.description,
    de.findColumn,
  ]);
  await expectAccessible(page);

  const noRows = demoItem("noApplications");
  await page.goto(`/${noRows.urlcomponent}?tab=applications&lng=en`);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText(/fits most vehicles|Universal/i).first()).toBeVisible();
});

// The placeholder of a part without photos: app/routes/$id/gallery.test.tsx (every demo part has one).
test("gallery: thumbnails are links, certificate badge, never the placeholder", async ({ page }) => {
  const item = demoItem("certified");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await expect(page.getByText(en.common.product.certificate, { exact: true })).toBeVisible();
  const thumbs = page.getByRole("list", { name: en.item.gallery.thumbnails });
  await thumbs.getByRole("link", { name: en.item.gallery.showPhoto.replace("{{n}}", "2") }).click();
  await expect(page).toHaveURL(/[?&]photo=2/);
  await expect(thumbs.getByRole("link", { name: en.item.gallery.showPhoto.replace("{{n}}", "2") })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("img", { name: en.common.product.noPhoto })).toHaveCount(0);
});

test("gallery arrows appear only when the photos exceed the visible thumbnails", async ({ page }) => {
  const item = demo.find((i) => i.photos.length === 3)!;
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await expect(page.getByRole("link", { name: en.item.gallery.next })).toBeHidden();
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto(`/${item.urlcomponent}?lng=en`);
  const next = page.getByRole("link", { name: en.item.gallery.next });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/[?&]photo=2/);
  await next.click();
  await expect(page).toHaveURL(/[?&]photo=3/);
  // The third of three photos is in the two-wide window; there is no next photo any more.
  await expect(page.getByRole("link", { name: en.item.gallery.showPhoto.replace("{{n}}", "3") })).toBeVisible();
  await expect(page.getByRole("link", { name: en.item.gallery.next })).toHaveCount(0);
});

test("a promotion shows the new price, the old one and the lowest price of 30 days", async ({ page }) => {
  const item = demoItem("promotion");
  await page.goto(`/${item.urlcomponent}?lng=pl`);
  const box = page.getByRole("region", { name: item.name });
  await expect(box.getByText(resources.pl.common.product.priceInfo, { exact: true })).toBeVisible();
  await expect(box.getByText(/Najniższa cena z 30 dni przed obniżką: [\d\s]+,\d\d\u00a0zł/)).toBeVisible();
  await expect(box.getByRole("deletion")).toContainText("zł");
});

test("every product page has a title, description, canonical URL, hreflang and Product data", async ({ page }) => {
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?lng=pl`);
  await expect(page).toHaveTitle(new RegExp(item.name));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(item.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/${item.urlcomponent}\\?lng=pl$`),
  );
  for (const lang of ["en", "pl", "de", "x-default"]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  }
  const data = JSON.parse((await productData(page).textContent()) ?? "{}");
  expect(data["@type"]).toBe("Product");
  expect(data.mpn).toBe(item.name);
  expect(data.offers.priceCurrency).toBe("PLN");
  expect(data.offers.availability).toBe("https://schema.org/InStock");
  expect(Number(data.offers.price)).toBeGreaterThan(0);
});

test("a part without a price cannot be bought: price on request and an enquiry instead", async ({ page }) => {
  const item = demoItem("noPrice");
  for (const lang of ["en", "pl", "de"] as const) {
    await page.goto(`/${item.urlcomponent}?lng=${lang}`);
    const box = page.getByRole("region", { name: item.name });
    const texts = resources[lang].common.product;
    await expect(box.getByText(texts.onRequest, { exact: true })).toBeVisible();
    await expect(box.getByText(texts.notPricedHint)).toBeVisible();
    await expect(box.getByRole("link", { name: texts.sendEnquiry })).toBeVisible();
    // No quantity and no add button: the add form is not there.
    await expect(box.getByRole("spinbutton", { name: texts.quantity })).toHaveCount(0);
    await expect(box.getByRole("button", { name: texts.addToCart })).toHaveCount(0);
    await expect(box.getByText(/0[,.]00/)).toHaveCount(0);
    const data = JSON.parse((await productData(page).textContent()) ?? "{}");
    expect(data.offers).toBeUndefined();
  }
  await expectAccessible(page);
});

for (const lang of ["en", "pl", "de"] as const) {
  test(
    `every product page shows its product safety information (GPSR) in ${lang}`,
    oneModeFor(lang),
    async ({ page }) => {
      const item = demoItem("inStock"); // a DBA disc: the manufacturer is in Australia, outside the EU
      const texts = resources[lang].item.safety;
      const { manufacturer, warnings } = BRAND_SAFETY.dba;
      await page.goto(`/${item.urlcomponent}?lng=${lang}`);
      const block = page.getByRole("region", { name: texts.title });
      const definition = (term: string) =>
        block.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");

      const maker = definition(texts.manufacturer);
      await expect(maker).toContainText(manufacturer.name);
      await expect(maker).toContainText(`${manufacturer.postcode} ${manufacturer.city}`);
      await expect(maker).toContainText(countryName(manufacturer.country, lang));
      await expect(maker.getByRole("link", { name: manufacturer.email })).toHaveAttribute(
        "href",
        `mailto:${manufacturer.email}`,
      );

      const responsible = definition(texts.responsible);
      await expect(responsible).toContainText(POLISH_COMPANY.name);
      await expect(responsible).toContainText(POLISH_COMPANY.registeredOffice.country[lang]);
      await expect(responsible.getByRole("link", { name: POLISH_COMPANY.email })).toHaveAttribute(
        "href",
        `mailto:${POLISH_COMPANY.email}`,
      );

      await expect(definition(texts.identifier)).toHaveText(item.name);
      await expect(definition(texts.warnings).getByRole("listitem")).toHaveText(warnings[lang]);
      await expectAccessible(page);
    },
  );
}

test("adding to the basket confirms for two seconds over the page, then the confirmation goes", async ({ page }) => {
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  await page.getByRole("button", { name: en.common.product.addToCart }).click();
  const confirmation = page.getByRole("status").getByText(en.common.product.added);
  await expect(confirmation).toBeVisible();
  // Over the page: the heading has not moved to make room for it.
  expect((await heading.boundingBox())?.y).toBe(before?.y);
  await expect(confirmation).toBeHidden({ timeout: 4_000 });
  // A second add shows it again.
  await page.getByRole("button", { name: en.common.product.addToCart }).click();
  await expect(page.getByRole("link", { name: new RegExp(`^${en.common.basketLink.label}:`) })).toContainText("2");
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 4_000 });
});

test("a quantity the shop refuses gets its field error from the server, and the basket stays empty", async ({
  page,
}) => {
  // The add-to-basket form has no validation in the browser (issue 25, decision 0040): the action
  // answers the field error, shown under the quantity with JavaScript on and off alike.
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  const quantity = page.getByRole("spinbutton", { name: en.common.product.quantity });
  await quantity.fill("1.5");
  await page.getByRole("button", { name: en.common.product.addToCart }).click();
  await expect(page.getByRole("alert")).toHaveText(en.common.errors.quantity);
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("link", { name: new RegExp(`^${en.common.basketLink.label}:`) })).not.toContainText("1");
  await expectAccessible(page);
});
