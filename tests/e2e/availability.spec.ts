/**
 * The airfreight wordings of the caption vocabulary as a buyer meets them (issue 22 item 6,
 * decision 0044), JavaScript on and off, in en, pl and de: a part that only the manufacturer has
 * says "Available from the manufacturer" and its brand's lead time on the product page, and the
 * basket's airfreight service line repeats that lead time.
 */
import { expect, test } from "@playwright/test";
import { translator } from "../../app/.server/i18n.ts";
import { resources } from "../../app/locales.ts";
import { airfreightText } from "../../contract/availability.ts";
import { AIRFREIGHT_TERMS, buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { addToBasket, type Lang } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { oneModeFor } from "./modes.ts";

const part = buildDemoCatalogue().items.find((i) => i.urlcomponent === DEMO_FIXTURES.airfreight)!;
const terms = AIRFREIGHT_TERMS[part.brand] ?? null;

for (const lang of ["en", "pl", "de"] as const satisfies readonly Lang[]) {
  test(
    `a part from the manufacturer says its brand's airfreight lead time, page and basket (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      const t = await translator(lang);
      const text = airfreightText(terms);
      const wording = t(text.key, text.params);
      // The demo's airfreight part is of a brand with a lead time of its own, not the default wording.
      expect(terms, part.brand).not.toBeNull();
      expect(wording).not.toBe(t("delivery.airfreight"));

      await page.goto(`/${part.urlcomponent}?lng=${lang}`);
      await expect(page.getByText(resources[lang].common.availability.manufacturer, { exact: true })).toBeVisible();
      await expect(page.getByText(wording, { exact: true })).toBeVisible();
      await expectAccessible(page);

      await addToBasket(page, lang, part.urlcomponent);
      await page.goto(`/basket?lng=${lang}`);
      const service = page.locator(".service-line");
      await expect(service).toContainText(wording);
      await expect(service).toContainText(t("basket.airfreightLine", { count: 1 }));
    },
  );
}
