/**
 * One language per page (issue 23 item 3, decision 0031), JavaScript on and off: a Polish or German
 * product page shows no English word of the glossary's list on any tab (the ERP's applications,
 * weights, badge, axle pictures included), prices by Intl; the menus and footers of the three
 * languages list the same entries in the same order, but for the Polish /panel link.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import type { Language } from "../../contract/languages.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import glossary from "../../locales/glossary.json" with { type: "json" };
import { cookieBanner, expectAccessible } from "./fixtures.ts";
import { whenHydrated } from "./catalogue-helpers.ts";

/** A DBA disc with the ECE R90 badge, an axle, a weight and applications with notes and uses. */
const disc = buildDemoCatalogue().items.find(
  (i) =>
    i.brand === "dba" &&
    i.recordtype === "inventoryitem" &&
    i.certificate &&
    i.axle &&
    i.weight &&
    i.applications.some((a) => a.note && a.description === "Track"),
)!;

/** What the page says: its text (also text only screen readers get) and its pictures' alternatives. */
async function shownText(page: Page): Promise<string> {
  const text = await page.locator("body").innerText();
  const attributes = await page
    .locator("main [alt], main [aria-label], main [title]")
    .evaluateAll((list) =>
      list.map((e) => [e.getAttribute("alt"), e.getAttribute("aria-label"), e.getAttribute("title")].join(" ")),
    );
  return [text, ...attributes].join("\n");
}

const englishIn = (text: string) =>
  glossary.englishWords.filter((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, "iu").test(text));

for (const lang of ["pl", "de"] as const) {
  test(`a ${lang} product page speaks ${lang} on every tab`, async ({ page }) => {
    const t = resources[lang];
    for (const tab of ["overview", "techDetails", "applications"]) {
      await page.goto(`/${disc.urlcomponent}?tab=${tab}&lng=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 2, name: t.item.tabs[tab as "overview"] })).toBeVisible();
      expect(englishIn(await shownText(page)), `${lang} ${tab}`).toEqual([]);
    }
    // Applications: the ERP's words in the page's language.
    const table = page.getByRole("table", { name: t.item.applications.caption });
    await expect(table).toContainText(lang === "de" ? "Bremsscheibe" : "Tarcza hamulcowa");
    await expect(table).toContainText(lang === "de" ? "Rennstrecke" : "Jazda torowa");
    await expectAccessible(page);

    await page.goto(`/${disc.urlcomponent}?tab=techDetails&lng=${lang}`);
    // The weight by Intl: a decimal comma and "kg".
    await expect(page.locator(".details")).toContainText(/\d+(,\d+)?\s?kg/);
    // The axle named beside its picture, which holds no words.
    const axle = page.getByRole("img", { name: t.item.tech.axlePicture.front });
    await expect(axle).toBeVisible();
    await expect(axle).toHaveAttribute("src", /\/media\/axle\/v2\/front\.svg$/);
    const svg = await (await page.request.get("/media/axle/v2/front.svg")).text();
    expect(svg).not.toMatch(/<text/);
    await expect(page.locator(".badge-cert")).toHaveText(t.common.product.certificate);
    await expectAccessible(page);
  });
}

test("a German product page shows its price with the euro sign after the amount", async ({ page }) => {
  await page.goto(`/${disc.urlcomponent}?lng=de`);
  await expect(page.locator(".buy-box .price-now").first()).toContainText(/^\s*[\d.]+,\d\d\s€/);
});

/** The header menu's and the footer's link targets, in order. */
async function menus(page: Page, lang: Language) {
  await page.goto(`/about?lng=${lang}`);
  const nav = page.getByRole("navigation", { name: resources[lang].common.nav.label });
  const hrefs = (links: import("@playwright/test").Locator) =>
    links.evaluateAll((list) => list.map((a) => (a.getAttribute("href") ?? "").split("?")[0]));
  return {
    nav: await hrefs(nav.getByRole("link")),
    footer: await hrefs(page.getByRole("contentinfo").getByRole("link")),
  };
}

test("the three languages' menus and footers list the same entries in the same order", async ({ page }) => {
  const en = await menus(page, "en");
  const pl = await menus(page, "pl");
  const de = await menus(page, "de");
  expect(en.nav).toEqual(["/about", "/catalogue", "/brands", "/news", "/contact", "/faq"]);
  expect(pl.nav).toEqual(en.nav);
  expect(de.nav).toEqual(en.nav);
  expect(de.footer).toEqual(en.footer);
  // The one exception of the specification: the Polish footer's customer panel.
  expect(pl.footer.filter((href) => href !== "/panel")).toEqual(en.footer);
  expect(pl.footer).toContain("/panel");
});

for (const lang of ["pl", "de"] as const) {
  test(`a ${lang} catalogue names its group and category choices in ${lang}`, async ({ page }) => {
    const c = resources[lang].catalogue;
    await page.goto(`/catalogue/dba?lng=${lang}`);
    // Answering the banner stores the link's language for the pages the filter form leads to.
    await cookieBanner(page).getByRole("button", { name: resources[lang].home.consent.reject }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    const category = page.getByLabel(c.fields.category, { exact: true });
    const disc = lang === "de" ? "Bremsscheibe" : "Tarcza hamulcowa";
    await expect(category.getByRole("option", { name: disc, exact: true })).toHaveCount(1);
    await expect(category.getByRole("option", { name: "Brake disc", exact: true })).toHaveCount(0);
    expect(englishIn(await page.locator(".filter-form").innerText())).toEqual([]);
    // The choice filters on the stored word, and is named in the page's language.
    await whenHydrated(page.locator(".filter-form"));
    await category.selectOption({ label: disc });
    if (test.info().project.use.javaScriptEnabled === false) await page.getByRole("button", { name: c.show }).click();
    await expect(page).toHaveURL(/category=Brake(\+|%20)disc/);
    const chip = c.remove.replace("{{field}}", c.fields.category).replace("{{value}}", disc);
    await expect(page.getByRole("link", { name: chip })).toBeVisible();
    await expectAccessible(page);
  });
}
