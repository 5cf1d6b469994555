/**
 * Phone pages that lead to the result (issue 43 item 6), on a 390 x 844 phone, JavaScript on and
 * off: the first part of the catalogue, of a vehicle's drill-down and of each technical part search
 * stands within the first two screens, with the count above it; the filters and a done search's
 * form are one tap away; the cookie banner takes at most a quarter of the screen with its three
 * answers side by side; the header stays under 120 px and keeps search, basket, catalogue and the
 * menu, whose list holds the account's entries and sign-out (storefront.md, header). Also the
 * fitment table's box with its fixed first column, the contact column's unbroken phone number and
 * e-mail, and, with a mouse on a wide screen, the header's search box opening on hover.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { signIn } from "./account-helpers.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer } from "./own-data.ts";
import { oneModeFor } from "./modes.ts";

const PHONE = { width: 390, height: 844 } as const;
const LANGS = ["en", "pl", "de"] as const;
type Lang = (typeof LANGS)[number];
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/** The top of an element on the page (not the viewport), in CSS pixels. */
const pageTop = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** The pages whose results must come first: the catalogue, a drill-down and each part search with an answer. */
const RESULT_PAGES = [
  "/catalogue/dba",
  "/catalogue/dba?make=Toyota&model=Hilux&year=2018",
  "/catalogue/search/rotor?diameter=332&boltHoles=6&vent=vented&pcd=139.7",
  "/catalogue/search/clutch?splines=24&discDiameter=250",
  "/catalogue/search/motorsport?capacity=2755&cylinders=4",
  "/catalogue/search/universal?brand=saber",
];

/** The count the results announce ("33 parts", "33 części", "33 Teile"). */
const countStatus = (page: Page, lang: Lang) => {
  const c = resources[lang].catalogue as Record<string, unknown>;
  const words = Object.entries(c)
    .filter(([key]) => key.startsWith("found_"))
    .map(([, text]) => String(text).replace("{{count}}", "").trim());
  return page.getByRole("status").filter({ hasText: new RegExp(`^\\d+ (${words.join("|")})$`) });
};

test.use({ viewport: PHONE });

for (const lang of LANGS) {
  test(
    `the first result stands within two screens, the count above it (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      test.setTimeout(90_000);
      const late: string[] = [];
      for (const path of RESULT_PAGES) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lang}`);
        const first = page.getByRole("main").getByRole("article").first();
        await expect(first, path).toBeAttached();
        const top = await pageTop(first);
        if (top >= 2 * PHONE.height) late.push(`${path}: first result at ${Math.round(top)} px`);
        // A phone's card is a row, not a full-width picture: the catalogue shows several parts, not one.
        if (path === "/catalogue/dba") {
          const fourth = await pageTop(page.getByRole("main").getByRole("article").nth(3));
          if (fourth >= 2 * PHONE.height) late.push(`${path}: fourth result at ${Math.round(fourth)} px`);
        }
        const count = countStatus(page, lang);
        await expect(count, path).toBeVisible();
        expect(await pageTop(count), `${path}: the count above the first result`).toBeLessThan(top);
        expect(await pageTop(count), `${path}: the count on the first screen`).toBeLessThan(PHONE.height);
      }
      expect(late).toEqual([]);
    },
  );
}

test("the catalogue's filters and a done search's form are one tap away", async ({ page }) => {
  const c = resources.pl.catalogue;
  await page.goto("/catalogue/dba?make=Toyota&lng=pl");
  const make = page.getByLabel(c.fields.make, { exact: true });
  await expect(make).toBeHidden();
  await page.getByText(c.filters_other.replace("{{count}}", "2"), { exact: true }).click();
  await expect(make).toBeVisible();
  await expect(make).toHaveValue("Toyota");
  await expectAccessible(page);

  // Before a search the form is open; after one that found parts it folds, and opens again with one tap.
  const p = resources.de.catalogue.partSearch;
  const splines = () => page.getByLabel(p.fields.splines, { exact: true });
  await page.goto("/catalogue/search/clutch?lng=de");
  // The banner's answer keeps the language of the link for the search that follows.
  await acceptCookies(page);
  await splines().fill("24");
  await page.getByRole("button", { name: p.search }).click();
  await expect(page).toHaveURL(/splines=24/);
  await expect(countStatus(page, "de")).toBeVisible();
  await expect(splines()).toBeHidden();
  await page.getByText(p.change, { exact: true }).click();
  await expect(splines()).toBeVisible();
  await expect(splines()).toHaveValue("24");
  await expectAccessible(page);

  // A search with a mistake keeps its form open at the field to fix.
  await page.goto("/catalogue/search/clutch?splines=2x&lng=de");
  await expect(splines()).toBeVisible();
});

for (const lang of LANGS) {
  test(
    `the cookie banner takes at most a quarter of the screen, its answers side by side (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      const h = resources[lang].home.consent;
      await page.goto(`/catalogue?lng=${lang}`);
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(PHONE.height / 4);
      await expect(banner.getByText(h.bannerShort)).toBeVisible();
      await expect(banner.getByText(h.bannerText)).toBeHidden();
      await expect(banner.getByRole("link", { name: h.details })).toHaveAttribute("href", /\/cookies-policy/);
      // Rejecting is as easy as accepting: the three answers in one row, alike.
      const answers = [
        banner.getByRole("button", { name: h.accept, exact: true }),
        banner.getByRole("button", { name: h.reject, exact: true }),
        banner.getByRole("link", { name: h.manage, exact: true }),
      ];
      const boxes = await Promise.all(answers.map(async (a) => (await a.boundingBox())!));
      for (const b of boxes) {
        expect(Math.round(b.y)).toBe(Math.round(boxes[0]!.y));
        expect(Math.round(b.height)).toBe(Math.round(boxes[0]!.height));
        expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
      }
      await expectAccessible(page);
    },
  );
}

test("the phone's header is under 120 px with search, catalogue, basket and the menu", async ({ page }) => {
  for (const lang of LANGS) {
    const t = resources[lang].common;
    await page.goto(`/?lng=${lang}`);
    const header = page.getByRole("banner");
    expect((await header.boundingBox())!.height, lang).toBeLessThan(120);
    await expect(header.getByRole("searchbox", { name: t.search.label })).toBeVisible();
    await expect(header.getByRole("link", { name: new RegExp(`^${t.basketLink.label}`) })).toBeVisible();
    await expect(header.getByRole("link", { name: t.nav.catalogue, exact: true })).toBeVisible();
    await expect(header.getByText(t.nav.menu, { exact: true })).toBeVisible();
  }
});

test("the phone's menu holds the catalogue, the account and sign-out", async ({ page }) => {
  const lang = jsOff() ? "pl" : "de";
  const t = resources[lang].common;
  const a = resources[lang].account;
  await page.goto(`/?lng=${lang}`);
  // The banner's answer keeps the language of the link for the pages that follow.
  await acceptCookies(page);
  const header = page.getByRole("banner");
  // The catalogue icon leads to the catalogue.
  await header.getByRole("link", { name: t.nav.catalogue, exact: true }).click();
  await expect(page).toHaveURL(/\/catalogue$/);

  const menu = header.getByText(t.nav.menu, { exact: true });
  await menu.click();
  await expect(header.getByRole("link", { name: t.nav.catalogue, exact: true })).toHaveCount(2);
  await header.getByRole("link", { name: a.header.signIn }).click();
  // A copy of the demo customer: no other spec signs in as it.
  const customer = await ownCustomer(
    DEMO_CUSTOMERS.find((c) => c.lang === lang && c.status === "active" && c.password)!,
  );
  await signIn(page, lang, customer.email, customer.password!);
  await expect(page.getByRole("heading", { level: 1, name: a.account.title })).toBeVisible();

  // Signed in: the header's own sign-out is hidden on a phone; the menu has it.
  const signOut = header.getByRole("button", { name: a.header.signOut });
  await expect(signOut).toBeHidden();
  await menu.click();
  await expect(header.getByRole("link", { name: a.header.account })).toBeVisible();
  await expect(signOut).toBeVisible();
  await expectAccessible(page);
  await signOut.click();
  await expect(page).toHaveURL(/\/$/);
  await menu.click();
  await expect(header.getByRole("link", { name: a.header.signIn })).toBeVisible();
});

test("the fitment table scrolls in its own box, its intro whole and its first column fixed", async ({ page }) => {
  const i = resources.de.item;
  await page.goto(`/${demoItem("comboKit").urlcomponent}?tab=applications&lng=de`);
  const intro = page.getByText(i.applications.caption, { exact: true });
  await expect(intro).toBeVisible();
  expect((await intro.boundingBox())!.x + (await intro.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  const table = page.getByRole("table", { name: i.applications.caption });
  const box = page.getByRole("region", { name: i.applications.caption });
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const make = table.getByRole("cell", { name: "Toyota" }).first();
  const before = (await make.boundingBox())!.x;
  await box.evaluate((el) => el.scrollBy(300, 0));
  await expect.poll(async () => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(Math.round((await make.boundingBox())!.x)).toBe(Math.round(before));
  await expectAccessible(page);
});

test("the contact page keeps the phone number and e-mail on one line each", async ({ page }) => {
  for (const width of [PHONE.width, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact?lng=de");
    for (const link of [page.locator('main a[href^="tel:"]'), page.locator('main a[href^="mailto:"]')]) {
      await expect(link.first()).toBeVisible();
      const lines = await link.first().evaluate((el) => el.getClientRects().length);
      expect(lines, `${await link.first().innerText()} at ${width} px`).toBe(1);
    }
  }
});

test.describe("with a mouse on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the header's search box opens on hover and on focus, and nothing else moves", async ({ page }) => {
    const t = resources.en.common;
    await page.goto("/?lng=en");
    const header = page.getByRole("banner");
    const box = header.getByRole("search");
    const basket = header.getByRole("link", { name: new RegExp(`^${t.basketLink.label}`) });
    const shut = (await box.boundingBox())!.width;
    const basketAt = (await basket.boundingBox())!.x;
    await box.hover();
    await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(shut * 2);
    expect((await basket.boundingBox())!.x).toBe(basketAt);
    await page.mouse.move(600, 600);
    await expect.poll(async () => (await box.boundingBox())!.width).toBe(shut);
    // The keyboard opens it too, and it searches on Enter.
    await header.getByRole("searchbox", { name: t.search.label }).focus();
    await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(shut * 2);
    await header.getByRole("searchbox", { name: t.search.label }).fill("DBA");
    await header.getByRole("searchbox", { name: t.search.label }).press("Enter");
    await expect(page).toHaveURL(/\/search/);
  });
});
