/**
 * Screenshots as tests (issue 23 item 8): what a buyer sees first on the home, catalogue, product
 * and basket pages, the checkout's summary above the order button, and the order page's payment
 * details, at 390 and 1366 px in English, Polish and German, compared with the committed baselines
 * in visual.spec.ts-snapshots/. Only the "visual" project runs this file (playwright.config.ts).
 *
 * After a change that is meant to change how pages look, look at the new pictures and update the
 * baselines with `npm run test:visual -- --update-snapshots` (README, "Tests").
 *
 * Kept stable: reduced motion (the slider does not turn), animations stopped, the cookie banner
 * answered, and what changes from run to run (the order's reference) masked.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { chooseMethods, fillGuest, stocked, type Lang } from "./checkout-helpers.ts";
import { demoItem } from "./demo.ts";
import { cookieBanner } from "./fixtures.ts";

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const LANGS: readonly Lang[] = ["en", "pl", "de"];

test.use({ reducedMotion: "reduce" });

/** Pixels may differ by anti-aliasing only: 0.5% of the picture. */
const same = { maxDiffPixelRatio: 0.005, animations: "disabled", caret: "hide" } as const;
/** Stock figures move as the other suites buy (this project runs after them): masked. */
const stock = (page: Page) => [page.locator(".availability, .stock-label")];

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

for (const lang of LANGS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`pages look as they did (${lang}, ${device})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const k = resources[lang].checkout;
      const shot = (name: string) => `${name}-${lang}-${device}.png`;

      await page.goto(`/?lng=${lang}`);
      // Answered once, so the banner is in none of the pictures and the language is kept.
      await cookieBanner(page).getByRole("button", { name: resources[lang].home.consent.reject }).click();
      await expect(cookieBanner(page)).toHaveCount(0);
      await settle(page);
      await expect(page).toHaveScreenshot(shot("home"), { ...same, mask: stock(page) });

      await page.goto("/catalogue/dba");
      await settle(page);
      await expect(page).toHaveScreenshot(shot("catalogue"), { ...same, mask: stock(page) });

      const kit = demoItem("comboKit");
      await page.goto(`/${kit.urlcomponent}`);
      await settle(page);
      await expect(page).toHaveScreenshot(shot("product"), { ...same, mask: stock(page) });

      // Two parts that no other suite buys up (a kit's stock is its scarcest component's).
      for (const part of [stocked[30 + LANGS.indexOf(lang)]!, stocked[33 + LANGS.indexOf(lang)]!]) {
        await page.goto(`/${part.urlcomponent}`);
        await page.getByRole("button", { name: resources[lang].common.product.addToCart }).click();
        await expect(page.getByRole("status")).toContainText(resources[lang].common.product.added);
      }

      await page.goto("/basket");
      await settle(page);
      await expect(page).toHaveScreenshot(shot("basket"), { ...same, mask: stock(page) });

      await fillGuest(page, lang);
      await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
      await page.getByLabel(k.terms.accept).check();
      await settle(page);
      const summary = page.getByRole("complementary", { name: k.summary.title });
      // The summary is sticky and nearly as tall as the desktop window: scrolled to, it moves by a
      // pixel with what is beside it. In a window tall enough to hold it, nothing scrolls.
      await page.setViewportSize({ width: viewport.width, height: 2400 });
      await expect(summary).toHaveScreenshot(shot("checkout"), same);
      await page.setViewportSize(viewport);

      await summary.getByRole("button", { name: k.placeOrder }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
      await settle(page);
      const bank = page.getByRole("region", { name: k.order.bank.title });
      // The transfer reference is the order's number: new every run.
      await expect(bank).toHaveScreenshot(shot("order-payment"), {
        ...same,
        mask: [bank.getByRole("definition").nth(4)],
      });
    });
  }
}
