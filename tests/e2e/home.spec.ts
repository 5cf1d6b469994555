/**
 * Home, news, cookie consent and the language switch's currency question, with JavaScript on and
 * off (the two Playwright projects). Content is the demo catalogue's (erp/seed/content/).
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { readContentFiles, DEFAULT_CONTENT_DIR } from "../../erp/seed/content.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";

const en = resources.en;
const content = readContentFiles(DEFAULT_CONTENT_DIR);
const posts = content.news.filter((p) => p.show).sort((a, b) => b.acf.date.localeCompare(a.acf.date) || b.ID - a.ID);
const mainSlides = content.slides.filter((s) => s.sources.includes("main"));
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/** The marquee's text with the ERP's delivery facts for the visitor's country (PL) filled in (decision 0032). */
function filled(text: string, words: Record<string, string>) {
  const shown = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => words[name] ?? `{{${name}}}`);
  expect(shown).not.toContain("{{");
  return shown;
}

test("home shows the slides, the marquee, the brands grid and the latest 3 news in English", async ({ page }) => {
  await page.goto("/?lng=en");
  const slider = page.getByRole("region", { name: en.home.slider.label });
  for (const slide of mainSlides) await expect(slider.getByRole("img", { name: slide.alt_en })).toBeAttached();
  await expect(slider.getByRole("link", { name: en.home.slider.goTo.replace("{{n}}", "2") })).toHaveAttribute(
    "href",
    "#slide-2",
  );
  if (jsOff()) await expect(slider.getByRole("button")).toHaveCount(0);
  else await expect(slider.getByRole("button", { name: en.home.slider.pause })).toBeVisible();
  await expect(page.getByRole("region", { name: en.home.marquee.label })).toHaveText(
    filled(content.marquee.main!.text_en, {
      cutoff: "1:00 pm",
      country: "Poland",
      carrier: "DPD",
      days: "1 working day",
    }),
  );

  const brands = page.locator("#brands");
  await expect(brands.getByRole("heading", { name: en.common.home.brands })).toBeVisible();
  await expect(brands.getByRole("list")).toHaveCount(3);
  for (const name of ["DBA", "Pedders", "SuperPro", "Saber"])
    await expect(brands.getByRole("link", { name, exact: true })).toBeVisible();

  const news = page.getByRole("region", { name: en.home.news.latest });
  await expect(news.getByRole("article")).toHaveCount(3);
  for (const post of posts.slice(0, 3))
    await expect(news.getByRole("link", { name: post.title.rendered, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("the slider: with JavaScript the pause control stops the autoplay; without it the slides are links", async ({
  page,
}) => {
  await page.goto("/?lng=en");
  const slider = page.getByRole("region", { name: en.home.slider.label });
  if (jsOff()) {
    // No autoplay and no pause control to offer; each slide is reached by its own link.
    await expect(slider.getByRole("button", { name: en.home.slider.pause })).toHaveCount(0);
    await slider.getByRole("link", { name: en.home.slider.goTo.replace("{{n}}", "2") }).click();
    await expect(page).toHaveURL(/#slide-2$/);
    await expect(slider.getByRole("group", { name: /2/ })).toBeInViewport();
    return;
  }
  await slider.getByRole("button", { name: en.home.slider.next }).click();
  await expect(slider.getByRole("link", { name: en.home.slider.goTo.replace("{{n}}", "2") })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await slider.getByRole("button", { name: en.home.slider.pause }).click();
  await expect(slider.getByRole("button", { name: en.home.slider.play })).toHaveAttribute("aria-pressed", "true");
});

test("the Polish home has no news block and the Polish marquee", async ({ page }) => {
  await page.goto("/?lng=pl");
  await expect(page.getByRole("region", { name: resources.pl.home.marquee.label })).toHaveText(
    filled(content.marquee.main!.text_pl, {
      cutoff: "13:00",
      country: "Polska",
      carrier: "DPD",
      days: "1 dzień roboczy",
    }),
  );
  await expect(page.locator("#brands").getByRole("link")).toHaveCount(13);
  await expect(page.getByRole("region", { name: resources.pl.home.news.latest })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectAccessible(page);
});

test("news pages 4 posts at a time, opens a post, and answers 404 for an unknown slug", async ({ page }) => {
  await page.goto("/news?lng=en");
  const main = page.locator(".news-main");
  await expect(page.getByRole("heading", { level: 1, name: en.home.news.title })).toBeVisible();
  await expect(main.getByRole("article")).toHaveCount(4);
  for (const post of posts.slice(0, 4))
    await expect(main.getByRole("link", { name: post.title.rendered, exact: true })).toBeVisible();
  await expectAccessible(page);

  const pager = page.getByRole("navigation", { name: en.home.news.pages });
  await pager.getByRole("link", { name: en.home.news.older }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(main.getByRole("article")).toHaveCount(4);
  await expect(main.getByRole("link", { name: posts[4]!.title.rendered, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: posts[0]!.title.rendered, exact: true })).toHaveCount(0);

  // The side column: latest news, and the product sheets with a 'See more' expander (<details>).
  const aside = page.getByRole("complementary");
  await expect(aside.getByRole("heading", { name: en.home.sheets.title })).toBeVisible();
  const more = aside.getByText(en.home.sheets.seeMore);
  const hidden = aside.locator("details ul li").first();
  await expect(hidden).toBeHidden();
  await more.click();
  await expect(hidden).toBeVisible();

  const post = posts[5]!;
  await main.getByRole("link", { name: post.title.rendered, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${post.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title.rendered })).toBeVisible();
  await expectAccessible(page);

  const missing = await page.goto("/news/no-such-post");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.common.errors.notFoundTitle);
});

test("cookie settings saved with the plain form hide the banner and survive a reload", async ({ page, context }) => {
  await page.goto("/?lng=en");
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: en.home.consent.manage }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.home.consent.settingsTitle })).toBeVisible();
  const mandatory = page.getByRole("checkbox", { name: new RegExp(`^${en.home.consent.types.mandatory}`) });
  await expect(mandatory).toBeChecked();
  await expect(mandatory).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: en.home.consent.types.analytics }).check();
  await page.getByRole("button", { name: en.home.consent.save }).click();

  await expect(page).toHaveURL(/\/\?lng=en$/);
  await expect(page.getByRole("status")).toContainText(en.home.consent.saved);
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "consent");
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ accepted: true, types: ["mandatory", "analytics"] });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(banner).toHaveCount(0);

  await page.getByRole("link", { name: en.common.footer.cookieSettings }).click();
  await expect(page.getByRole("checkbox", { name: en.home.consent.types.analytics })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: en.home.consent.types.functional })).not.toBeChecked();
  await page.getByRole("button", { name: en.home.consent.acceptAll }).click();
  const all = (await context.cookies()).find((c) => c.name === "consent");
  await expect
    .poll(
      async () =>
        JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === "consent")!.value)).types,
    )
    .toEqual(["mandatory", "functional", "analytics", "advertisement"]);
  expect(all).toBeTruthy();
});

test("adding to the basket needs no answer to the cookie banner (strictly necessary)", async ({ page }) => {
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await expect(cookieBanner(page)).toBeVisible();
  await page.getByRole("button", { name: en.common.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(en.common.product.added);
  await expect(page.getByRole("link", { name: new RegExp(`^${en.common.basketLink.label}:`) })).toContainText("1");
  // Not answered: the banner is still there, asking.
  await expect(cookieBanner(page)).toBeVisible();
});

for (const answer of ["yes", "no"] as const) {
  test(`switching to Polish offers PLN (${answer})`, async ({ page, javaScriptEnabled }) => {
    const item = demoItem("inStock");
    await page.goto(`/${item.urlcomponent}?lng=en`);
    await acceptCookies(page);
    await expect(page.locator(".buy-box .price-now").first()).toContainText("€");
    await page.getByRole("button", { name: resources.en.common.language.pl }).click();
    // Asked in the language being chosen (decision 0031): the Polish flag asks in Polish.
    const pl = resources.pl.home.currency;
    const dialog = page.getByRole("dialog", { name: pl.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(pl.question.replace("{{currency}}", "PLN").replace("{{current}}", "EUR"));
    await expect(dialog.locator("[lang=pl]").first()).toBeVisible();
    if (!javaScriptEnabled) {
      // Without JavaScript the question is a page of its own, wholly in Polish: menu and footer too.
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
      await expect(page.getByRole("contentinfo")).toContainText(resources.pl.common.footer.terms);
      await expect(page.getByRole("contentinfo")).not.toContainText(resources.en.common.footer.terms);
    }
    await expectAccessible(page);
    const label = answer === "yes" ? pl.yes.replace("{{currency}}", "PLN") : pl.no.replace("{{current}}", "EUR");
    await dialog.getByRole("button", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.locator(".buy-box .price-now").first()).toContainText(answer === "yes" ? "zł" : "€");
    // Back to English: asked only when the currency is PLN.
    await page.getByRole("button", { name: resources.pl.common.language.en }).click();
    if (answer === "yes") {
      await expect(page.getByRole("dialog", { name: en.home.currency.title })).toBeVisible();
      await expect(
        page.getByRole("button", { name: en.home.currency.yes.replace("{{currency}}", "EUR") }),
      ).toBeVisible();
    } else {
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
}

test("the footer names the main office, in the page's language, and the home page the seller as Organization", async ({
  page,
}) => {
  for (const [lang, country] of [
    ["en", "Poland"],
    ["de", "Polen"],
  ] as const) {
    await page.goto(`/?lng=${lang}`);
    const company = page.getByRole("contentinfo").getByRole("region", { name: resources[lang].common.footer.company });
    await expect(company).toContainText(`ul. Przemysłowa 10, 87-100 Toruń, ${country}`);
    await expect(company.getByRole("link", { name: "office@parts-shop.example" })).toHaveAttribute(
      "href",
      "mailto:office@parts-shop.example",
    );
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "null",
    ) as { "@type": string; name: string; url: string };
    expect(organization["@type"]).toBe("Organization");
    expect(organization.name).toBe(resources[lang].common.shell.shopName);
  }
});
