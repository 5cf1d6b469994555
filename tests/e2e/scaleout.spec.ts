/**
 * Only in the scaled-out projects (playwright.scaleout.config.ts): one shopper's pages and form
 * posts land on both storefront instances (round robin, no sticky sessions; nginx names the
 * instance in X-Upstream), and a basket change posted to one instance is what the other shows
 * next, JavaScript on and off.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies } from "./fixtures.ts";

const t = resources.en.common;

/** The instance behind each page, data request and form post of this page (not files). */
function instancesOf(page: Page) {
  const seen: { method: string; path: string; upstream: string }[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const upstream = response.headers()["x-upstream"];
    const url = new URL(response.url());
    if (!upstream || /\.(js|css|svg|png|jpg|ico|woff2?)$/.test(url.pathname)) return;
    seen.push({ method: request.method(), path: url.pathname + url.search, upstream });
  });
  return seen;
}

test("one shopper's requests land on both instances; each shows the basket the other changed", async ({ page }) => {
  const seen = instancesOf(page);
  const item = demoItem("inStock");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await acceptCookies(page);
  await page.getByRole("button", { name: t.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(t.product.added);

  const badge = page.getByRole("link", { name: new RegExp(`^${t.basketLink.label}:`) });
  const quantity = page.getByRole("spinbutton", { name: t.basket.lineQuantity.replace("{{name}}", item.name) });
  const update = page.getByRole("button", { name: t.basket.updateLine.replace("{{name}}", item.name) });
  await page.goto("/basket");
  // Three page requests a round (the post, the page it redirects to, the next visit): with round
  // robin the posts take turns between the instances.
  for (const wanted of [3, 5, 2, 4, 6, 1]) {
    await quantity.fill(String(wanted));
    await update.click();
    await expect(page.getByRole("status")).toContainText(t.basket.updated);
    await expect(quantity).toHaveValue(String(wanted));
    await expect(badge).toContainText(String(wanted));
    // The next visit, on whichever instance, shows it too; no cache may keep the basket page.
    const visit = await page.goto("/basket");
    expect(visit?.headers()["cache-control"]).toBe("private, no-store");
    await expect(quantity).toHaveValue(String(wanted));
    await expect(badge).toContainText(String(wanted));
  }

  const upstreams = new Set(seen.map((s) => s.upstream));
  expect([...upstreams], JSON.stringify(seen, null, 1)).toHaveLength(2);
  // Round robin with no sticky sessions: basket posts were answered by both instances, too.
  const posts = new Set(
    seen.filter((s) => s.method === "POST" && /^\/basket(\.data)?(\?|$)/.test(s.path)).map((s) => s.upstream),
  );
  expect([...posts], JSON.stringify(seen, null, 1)).toHaveLength(2);
});
