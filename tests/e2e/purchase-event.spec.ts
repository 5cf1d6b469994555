/**
 * The purchase event (issue 22 item 6): reported once, the first time the buyer sees the order just
 * placed, and only with analytics consent. The order page loads no third-party script: the shop's
 * server sends the event to the GA4 collector (a local double speaking the Measurement Protocol).
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, orderNumber, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { collectedEvents } from "./outside.ts";

const purchasesOf = async (number: string) =>
  (await collectedEvents()).filter((e) => e.name === "purchase" && e.params.transaction_id === number);

test("with analytics consent the order page reports the purchase once, and loads no tracker", async ({ page }) => {
  const trackers: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) trackers.push(r.url());
  });
  await page.goto("/?lng=en");
  await acceptCookies(page);
  await addToBasket(page, "en", stocked[13]!.urlcomponent);
  await page.goto("/basket?lng=en");
  trackers.length = 0;
  await placeGuestOrder(page, "en");
  const number = await orderNumber(page);
  await expect.poll(async () => (await purchasesOf(number)).length).toBe(1);
  const [purchase] = await purchasesOf(number);
  expect(purchase!.params).toMatchObject({ currency: "EUR", items: [{ item_id: stocked[13]!.name, quantity: 1 }] });
  expect(trackers).toEqual([]);
  await expectAccessible(page);
  // Shown again (a reload, the link in the e-mail): not reported again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await purchasesOf(number)).toHaveLength(1);
});

test("without analytics consent no purchase is reported", async ({ page }) => {
  await page.goto("/?lng=en");
  await cookieBanner(page).getByRole("button", { name: resources.en.home.consent.reject }).click();
  await addToBasket(page, "en", stocked[14]!.urlcomponent);
  await page.goto("/basket?lng=en");
  await placeGuestOrder(page, "en");
  const number = await orderNumber(page);
  await page.waitForTimeout(1_000);
  expect(await purchasesOf(number)).toHaveLength(0);
});
