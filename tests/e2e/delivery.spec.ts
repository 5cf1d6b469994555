/**
 * Delivery and payment facts from one place (issue 23 item 4, decision 0032): the product page,
 * the home banner, the FAQ, the shipping page and the checkout state the same cut-off, carrier and
 * delivery time, all the ERP's; the shipping page lists the costs per country and method; every
 * price carries the "plus shipping" note with its link. JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, stocked, type Lang } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { oneModeFor } from "./modes.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The delivery sentence's template as a pattern: its country, carrier and days captured. */
function standardPattern(lang: Lang) {
  const template = escape(resources[lang].checkout.deliveryFacts.standard);
  return new RegExp(
    template
      .replace("\\{\\{country\\}\\}", "(?<country>[^:()]+)")
      .replace("\\{\\{carrier\\}\\}", "(?<carrier>[^,]+)")
      .replace("\\{\\{days\\}\\}", "(?<days>[^.]+)"),
  );
}

/** The cut-off and delivery sentences the product page of an in-stock part states. */
async function productFacts(page: Page, lang: Lang) {
  await page.goto(`/${stocked[0]!.urlcomponent}?lng=${lang}`);
  const facts = page.getByTestId("delivery-facts");
  await expect(facts).toBeVisible();
  const [cutoff, standard] = await facts.locator("span").allInnerTexts();
  const match = standardPattern(lang).exec(standard ?? "");
  expect(match, standard).not.toBeNull();
  return { cutoff: cutoff!, standard: standard!, carrier: match!.groups!.carrier!, days: match!.groups!.days! };
}

const EXPECTED = {
  en: { time: "1:00 pm", carrier: "DPD", days: "1 working day" },
  de: { time: "13:00 Uhr", carrier: "DPD", days: "2 Werktage" },
  pl: { time: "13:00", carrier: "DPD", days: "1 dzień roboczy" },
} as const;

for (const lang of ["en", "de", "pl"] as const) {
  test(
    `product page, banner, FAQ, shipping page and checkout agree on cut-off, carrier and days (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      const k = resources[lang].checkout;
      const facts = await productFacts(page, lang);
      // The ERP's data: a 13:00 cut-off and DPD as the standard carrier (migration 0024).
      expect(facts.cutoff).toBe(k.deliveryFacts.cutoff.replace("{{time}}", EXPECTED[lang].time));
      expect(facts.carrier).toBe(EXPECTED[lang].carrier);
      expect(facts.days).toBe(EXPECTED[lang].days);

      await page.goto(`/?lng=${lang}`);
      const banner = page.getByRole("region", { name: resources[lang].home.marquee.label });
      await expect(banner).toContainText(facts.cutoff);
      await expect(banner).toContainText(facts.standard);

      for (const path of ["/faq", "/shipping"]) {
        await page.goto(`${path}?lng=${lang}`);
        const main = page.getByRole("main");
        await expect(main).toContainText(facts.cutoff);
        await expect(main).toContainText(facts.standard);
      }

      await addToBasket(page, lang, stocked[0]!.urlcomponent);
      await page.goto(`/basket?lng=${lang}`);
      await expect(page.getByTestId("dispatch-cutoff")).toHaveText(facts.cutoff);
      const methods = page.getByRole("group", { name: k.shipping.method });
      await expect(methods.getByRole("radio").first()).toHaveAccessibleName(
        new RegExp(escape(`(${facts.carrier}, ${facts.days})`)),
      );
    },
  );
}

test("the shipping page lists costs per country and method, carriers, cut-off and payment methods", async ({
  page,
}) => {
  for (const lang of ["en", "pl", "de"] as const) {
    const k = resources[lang].checkout.deliveryFacts;
    await page.goto(`/shipping?lng=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources[lang].pages.shipping.title);
    for (const heading of [k.dispatchHeading, k.costsHeading, k.carriersHeading, k.paymentHeading])
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader", { name: k.country })).toBeVisible();
    for (const carrier of ["DPD", "DHL Express", "GLS", "Poczta Polska"])
      await expect(table.getByRole("columnheader", { name: new RegExp(`\\(${carrier}\\)`) })).toBeVisible();
    await expectAccessible(page);
  }
  // English in euros: Germany €14.28 incl. 19% VAT by DPD in 2 working days; Norway has no GLS or post.
  await page.goto("/shipping?lng=en");
  await expect(page.getByRole("row", { name: /^Germany €14\.28 · 2 working days/ })).toBeVisible();
  await expect(
    page.getByRole("row", { name: /^Norway €29\.00 · 5 working days €55\.00 · 2–3 working days – –$/ }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Bank transfer");
  // The footer's "Shipping" and the FAQ link here.
  await page.goto("/?lng=en");
  await page.getByRole("contentinfo").getByRole("link", { name: resources.en.common.footer.shipping }).click();
  await expect(page).toHaveURL(/\/shipping/);
});

test("every price says 'plus shipping costs' with a link to them, in each language's wording", async ({ page }) => {
  const note = (lang: Lang) => resources[lang].common.product;
  await page.goto(`/${stocked[0]!.urlcomponent}?lng=de`);
  const buyBox = page.locator(".buy-box");
  await expect(buyBox.getByText(`${note("de").shippingBefore} ${note("de").shippingLink}`)).toBeVisible();
  // The page is German by its ?lng= link: its links keep the language (issue 43 item 4).
  await expect(buyBox.getByRole("link", { name: "Versandkosten", exact: true })).toHaveAttribute(
    "href",
    "/shipping?lng=de",
  );
  await expect(buyBox.getByText(/inkl\. 19\s?% MwSt\./)).toBeVisible();

  await page.goto("/catalogue/dba?lng=pl");
  const cards = page.locator(".item-card");
  const priced = cards.filter({ has: page.locator(".price-now") });
  const count = await priced.count();
  expect(count).toBeGreaterThan(0);
  await expect(priced.getByRole("link", { name: note("pl").shippingLink, exact: true })).toHaveCount(count);

  await page.goto("/search/dba?lng=en");
  await expect(
    page.locator(".item-card").first().getByRole("link", { name: "shipping costs", exact: true }),
  ).toHaveAttribute("href", "/shipping");

  await addToBasket(page, "en", stocked[0]!.urlcomponent);
  await page.goto("/basket?lng=en");
  await expect(page.getByText(`${resources.en.common.basket.pricesNote} plus shipping costs`)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "shipping costs", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resources.en.pages.shipping.title);
  await expectAccessible(page);
});

test("the footer shows the currency's payment methods; the checkout those of the buyer's country", async ({ page }) => {
  for (const lang of ["en", "de"] as const) {
    // A new visitor each time: the country is detected once, from the language (en: PL, de: DE).
    await page.context().clearCookies();
    const k = resources[lang].checkout;
    await addToBasket(page, lang, stocked[0]!.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    const offered = await page
      .getByRole("group", { name: k.shipping.payment })
      .locator("label.choice strong")
      .allInnerTexts();
    expect(offered.length).toBeGreaterThan(0);
    const marksIn = (scope: ReturnType<Page["getByRole"]>) =>
      scope.getByRole("list", { name: resources[lang].common.footer.paymentMethods }).getByRole("listitem");
    await expect(marksIn(page.getByRole("complementary"))).toHaveText(offered);
    await page.goto(`/?lng=${lang}`);
    // Before a buyer's country is known the footer shows every method of the currency: the
    // checkout's are among them, in the same order (a method of some markets, such as Przelewy24,
    // only where the buyer's country is one of them).
    const accepted = await marksIn(page.getByRole("contentinfo")).allInnerTexts();
    expect(accepted.filter((name) => offered.includes(name))).toEqual(offered);
    expect(accepted).toContain("Przelewy24");
    if (lang === "de") expect(offered).toEqual(expect.arrayContaining(["Klarna"]));
    if (lang === "de") expect(offered).not.toContain("Przelewy24");
  }
  await expectAccessible(page);
});
