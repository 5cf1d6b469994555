/**
 * OE numbers as a mechanic uses them, with JavaScript on and off: the number printed on the old part,
 * typed into the header box the way it is read, lists the parts that replace it, marked as such;
 * a part's technical details list the OE numbers it replaces. In Polish too.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { demoOeNumbers } from "../../erp/seed/oe-numbers.ts";
import { expectAccessible } from "./fixtures.ts";

const byOe = new Map<string, { name: string; urlcomponent: string }[]>();
for (const item of buildDemoCatalogue().items)
  for (const oe of demoOeNumbers(item)) byOe.set(oe, [...(byOe.get(oe) ?? []), item]);
/** A Toyota disc number that several demo parts replace. */
const [OE, PARTS] = [...byOe].find(([oe, parts]) => oe.startsWith("43512-") && parts.length >= 2)!;

for (const lang of ["en", "pl"] as const) {
  const common = resources[lang].common;
  const item = resources[lang].item;

  test(`an OE number typed as read from the old part lists its replacements, each marked, and a part lists its OE numbers (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/?lng=${lang}`);
    const box = page.getByRole("searchbox", { name: common.search.label });
    // Read off the part with a space for the dash, in lower case.
    const typed = OE.replace("-", " ").toLowerCase();
    await box.fill(typed);
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.search.title.replace("{{phrase}}", typed));
    const marked = common.search.replacesOe.replace("{{number}}", OE);
    for (const part of PARTS) {
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: part.name, exact: true }) });
      await expect(card.getByText(marked, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    await page.getByRole("link", { name: PARTS[0]!.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: PARTS[0]!.name })).toBeVisible();
    await page
      .getByRole("navigation", { name: item.tabs.label })
      .getByRole("link", { name: item.tabs.techDetails })
      .click();
    const row = page.getByRole("term").filter({ hasText: item.tech.oeNumbers });
    await expect(row).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: OE })).toBeVisible();
    await expectAccessible(page);
  });
}
