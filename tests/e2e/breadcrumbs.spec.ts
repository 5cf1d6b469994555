/**
 * Breadcrumbs (issue 23 item 6), JavaScript on and off: the product page says where the part sits
 * (Home › Catalogue › brand › part), each step is a link back, and search engines get the same
 * trail as schema.org BreadcrumbList with absolute URLs. The page also links returns.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { cookieBanner, expectAccessible } from "./fixtures.ts";

for (const lang of ["de", "pl"] as const) {
  test(`a product page's breadcrumbs lead back to its brand and the catalogue (${lang})`, async ({ page }) => {
    const c = resources[lang];
    const item = demoItem("inStock");
    await page.goto(`/${item.urlcomponent}?lng=${lang}`);
    // Answering the banner stores the link's language, so the pages the trail leads to keep it.
    await cookieBanner(page).getByRole("button", { name: c.home.consent.reject }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    const trail = page.getByRole("navigation", { name: c.common.breadcrumbs.label });
    await expect(trail.getByRole("listitem")).toHaveText([
      c.common.breadcrumbs.home,
      c.catalogue.title,
      "DBA",
      item.name,
    ]);
    await expect(trail.getByText(item.name)).toHaveAttribute("aria-current", "page");
    // Returns are linked beside the add-to-basket button.
    const returns = c.common.product.returnsLink.replace("{{days}}", "14");
    await expect(page.getByRole("link", { name: returns })).toHaveAttribute("href", "/returns");
    await expectAccessible(page);

    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = data.map((d) => JSON.parse(d) as { "@type": string }).find((d) => d["@type"] === "BreadcrumbList") as
      { itemListElement: { position: number; name: string; item?: string }[] } | undefined;
    expect(list?.itemListElement.map((e) => [e.position, e.name])).toEqual([
      [1, c.common.breadcrumbs.home],
      [2, c.catalogue.title],
      [3, "DBA"],
      [4, item.name],
    ]);
    expect(list?.itemListElement[2]!.item).toMatch(/^https?:\/\/[^/]+\/catalogue\/dba/);

    await trail.getByRole("link", { name: "DBA", exact: true }).click();
    await expect(page).toHaveURL(/\/catalogue\/dba/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("DBA");
    const back = page.getByRole("navigation", { name: c.common.breadcrumbs.label });
    await back.getByRole("link", { name: c.catalogue.title }).click();
    await expect(page).toHaveURL(/\/catalogue(\?|$)/);
  });
}
