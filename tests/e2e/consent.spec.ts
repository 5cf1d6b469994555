/**
 * Consent that lets people say no (decision 0030), JavaScript on and off: the banner's first level
 * offers "Accept all", "Reject all" and "Settings" alike; a shopper who rejects buys a part as a
 * guest and no analytics or advertising script is asked for on the way; one who accepts gets the
 * tag manager. The browser suite's shop has a tag manager and a session recording configured
 * (scripts/e2e-server.ts); the browser resolves no tracker host (playwright.config.ts), so the
 * requests are only counted here, never sent.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, jsOff, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { cookieBanner, expectAccessible } from "./fixtures.ts";
import { TRACKER_HOSTS } from "./trackers.ts";

/** Every request the page makes to a tracker's host, answered with an empty script and counted. */
async function watchTrackers(page: Page) {
  const asked: string[] = [];
  await page.route(
    (url) => TRACKER_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)),
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    },
  );
  return asked;
}

const consentCookie = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === "consent");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as unknown) : undefined;
};

for (const lang of ["en", "de"] as const) {
  test(`a shopper who rejects cookies buys a part as a guest, with no tracker loaded (${lang})`, async ({ page }) => {
    const h = resources[lang].home.consent;
    const asked = await watchTrackers(page);
    const part = stocked[12 + (lang === "en" ? 0 : 1)]!;
    await page.goto(`/${part.urlcomponent}?lng=${lang}`);

    const banner = cookieBanner(page);
    const accept = banner.getByRole("button", { name: h.accept, exact: true });
    const reject = banner.getByRole("button", { name: h.reject, exact: true });
    const settings = banner.getByRole("link", { name: h.manage, exact: true });
    for (const choice of [accept, reject, settings]) await expect(choice).toBeVisible();
    // Equally prominent: the three answers look alike (the same style, the same height).
    const looks = await Promise.all(
      [accept, reject, settings].map((choice) =>
        choice.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.backgroundColor, style.color, style.fontSize, Math.round(el.getBoundingClientRect().height)];
        }),
      ),
    );
    expect(looks[1]).toEqual(looks[0]);
    expect(looks[2]).toEqual(looks[0]);
    await expectAccessible(page);

    await reject.click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => consentCookie(page)).toEqual({ accepted: true, types: ["mandatory"] });

    await addToBasket(page, lang, part.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await expect(cookieBanner(page)).toHaveCount(0);
    await placeGuestOrder(page, lang);

    // Back on a public page after the order: still nothing optional.
    await page.goto(`/?lng=${lang}`);
    await expect(page.locator("script[data-tracker]")).toHaveCount(0);
    expect(asked).toEqual([]);
  });
}

test("a shopper who accepts all gets the tag manager, told that analytics is granted", async ({ page }) => {
  const h = resources.en.home.consent;
  const asked = await watchTrackers(page);
  await page.goto("/?lng=en");
  // Before an answer: only the Consent Mode default (everything denied), no tracker.
  expect(await page.content()).not.toContain("'consent','update'");
  await cookieBanner(page).getByRole("button", { name: h.accept, exact: true }).click();
  await expect(cookieBanner(page)).toHaveCount(0);
  await expect
    .poll(() => consentCookie(page))
    .toEqual({ accepted: true, types: ["mandatory", "functional", "analytics", "advertisement"] });
  // The server now renders the stored choice into the Consent Mode script...
  const html = await (await page.request.get("/?lng=en")).text();
  expect(html).toContain(`"analytics_storage":"granted"`);
  // ...and with JavaScript the tag manager and the session recording are fetched.
  if (!jsOff()) {
    await expect.poll(() => asked.some((url) => url.startsWith("https://www.googletagmanager.com/gtm.js"))).toBe(true);
    await expect.poll(() => asked.some((url) => url.startsWith("https://www.clarity.ms/tag/"))).toBe(true);
  }
});
