/**
 * Phone first (issue 23 items 1 and 8): every kind of page of the shop fits a 390 px and a 320 px
 * screen without sideways scrolling, in English, Polish and German, JavaScript on and off: the
 * public pages, the basket with a kit in it, an order page with its bank details, and a signed-in
 * trade customer's account pages. When one is too wide, the message names the elements that stick
 * out, so the fix starts from the failure.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { ACCOUNT_PAGES, signIn } from "./account-helpers.ts";
import { addToBasket, placeGuestOrder, stocked, type Lang } from "./checkout-helpers.ts";
import { CONTENT_PAGES, demoItem } from "./demo.ts";
import { ownCustomer } from "./own-data.ts";
import { resources } from "../../app/locales.ts";
import { oneModeFor } from "./modes.ts";

const WIDTHS = [390, 320] as const;

const PUBLIC_PAGES = [
  "/",
  "/catalogue",
  "/catalogue/dba?make=Toyota",
  "/catalogue/search/rotor?diameter=332&boltHoles=6",
  "/catalogue/search/motorsport?diameter=-1&capacity=-1",
  "/stock-clearance",
  "/search/dba",
  `/${demoItem("comboKit").urlcomponent}`,
  `/${demoItem("certified").urlcomponent}`,
  `/${demoItem("inTransit").urlcomponent}`,
  "/brands",
  "/brands/dba",
  "/news",
  ...CONTENT_PAGES,
  "/login",
  "/login/forgot",
  "/apply",
  "/warranty",
  "/warranty/dba",
  "/cookies/settings",
  "/office/sign-in",
  "/no-such-page",
];

/** Wider than the screen? Then which elements reach past its right edge (the outermost few). */
async function tooWide(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate((w) => {
      if (document.documentElement.scrollWidth <= w) return null;
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const right = el.getBoundingClientRect().right;
        const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
        if (right > w + 0.5 && parent <= w + 0.5) out.push(`${el.tagName.toLowerCase()}.${String(el.className)}`);
      }
      return `${document.documentElement.scrollWidth} px: ${out.slice(0, 4).join(", ")}`;
    }, width);
    if (found) wide.push(`${new URL(page.url()).pathname} at ${width} px is ${found}`);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  return wide;
}

async function survey(page: Page, lang: Lang, paths: readonly string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lang}`);
    wide.push(...(await tooWide(page)));
  }
  return wide;
}

test.use({ viewport: { width: 390, height: 800 } });

for (const lang of ["en", "pl", "de"] as const) {
  test(`public pages, the basket and an order page fit a phone (${lang})`, oneModeFor(lang), async ({ page }) => {
    test.setTimeout(120_000);
    const wide = await survey(page, lang, PUBLIC_PAGES);

    // A kit's long description is the widest basket line; once only, as a kit's stock is its scarcest part's.
    if (lang === "en") await addToBasket(page, lang, demoItem("comboKit").urlcomponent);
    await addToBasket(page, lang, stocked[18 + ["en", "pl", "de"].indexOf(lang)]!.urlcomponent);
    wide.push(...(await survey(page, lang, ["/basket"])));
    await placeGuestOrder(page, lang);
    await expect(page.getByRole("region", { name: resources[lang].checkout.order.bank.title })).toBeVisible();
    wide.push(...(await tooWide(page)));

    expect(wide).toEqual([]);
  });
}

for (const lang of ["pl", "de"] as const) {
  test(`a trade customer's account pages fit a phone (${lang})`, async ({ page }) => {
    // A copy of the demo customer: no other spec signs in as it.
    const customer = await ownCustomer(
      DEMO_CUSTOMERS.find((c) => c.lang === lang && c.status === "active" && c.password)!,
    );
    await page.goto(`/login?lng=${lang}`);
    await signIn(page, lang, customer.email, customer.password!);
    await expect(page.getByRole("heading", { level: 1, name: resources[lang].account.account.title })).toBeVisible();
    expect(await survey(page, lang, ACCOUNT_PAGES)).toEqual([]);
  });
}
