/**
 * The demo payment page (issue 42 part 3, decision 0071), JavaScript on and off: the demo catalogue
 * the browser suite runs on offers it beside bank transfer; a guest declines once, pays again and
 * approves, and lands on a paid order page. Every screen of it says that no money moves.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { htmlErrors, savedPages, SERVED_HTML } from "./html-checker.ts";
import { oneModeFor } from "./modes.ts";

type Lang = "en" | "pl" | "de";
const demoName = {
  en: "Demo payment (no real money)",
  pl: "Płatność demo (bez prawdziwych pieniędzy)",
  de: "Demo-Zahlung (kein echtes Geld)",
};
const payWith = (lang: Lang) => resources[lang].checkout.order.payWith.replace("{{name}}", demoName[lang]);

async function orderWithDemo(page: Page, lang: Lang, part: number) {
  const k = resources[lang].checkout;
  await addToBasket(page, lang, stocked[part]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  // Offered beside bank transfer, by its name that says no money moves.
  const methods = page.getByRole("group", { name: k.shipping.payment });
  await expect(methods.getByRole("radio", { name: /^(Bank transfer|Przelew bankowy|Banküberweisung)/ })).toHaveCount(1);
  await expect(methods.getByRole("radio", { name: demoName[lang] })).toHaveCount(1);
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, new RegExp(`^${demoName[lang].replace(/[()]/g, "\\$&")}`));
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
}

async function onDemoPage(page: Page, lang: Lang) {
  const d = resources[lang].checkout.demoPayment;
  await expect(page).toHaveURL(/\/demo-payment\/demo_[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: d.title })).toBeVisible();
  await expect(page.getByText(d.noMoney)).toBeVisible();
}

for (const lang of ["en", "pl", "de"] as const) {
  test(
    `a guest declines the demo payment, pays again and approves it (${lang})`,
    oneModeFor(lang),
    async ({ page }) => {
      const k = resources[lang].checkout;
      const d = k.demoPayment;
      await orderWithDemo(page, lang, { en: 73, pl: 74, de: 75 }[lang]);
      const number = (await page.getByRole("heading", { level: 1 }).innerText()).match(/WEB-[\w-]+/)?.[0] ?? "";
      await page.getByRole("button", { name: payWith(lang) }).click();
      await onDemoPage(page, lang);
      await expect(page.getByRole("definition").filter({ hasText: number })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("button", { name: d.decline }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?payment=FAILED$/);
      await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);

      await page.getByRole("button", { name: payWith(lang) }).click();
      await onDemoPage(page, lang);
      await page.getByRole("button", { name: d.approve }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?status=success$/);
      await expect(page.getByText(k.order.success)).toBeVisible();
      await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.paid);
      await expect(page.getByRole("button", { name: payWith(lang) })).toHaveCount(0);

      // Back on the demo page (the browser's history): it says the payment was approved, nothing more.
      await page.goBack();
      await expect(page.getByRole("status").filter({ hasText: d.approved })).toBeVisible();
      await expect(page.getByRole("button", { name: d.approve })).toHaveCount(0);
    },
  );
}

test("the demo page's cancel link goes back to the unpaid order; an unknown session is not found", async ({ page }) => {
  const k = resources.en.checkout;
  await orderWithDemo(page, "en", 76);
  await page.getByRole("button", { name: payWith("en") }).click();
  await onDemoPage(page, "en");
  await page.getByRole("link", { name: k.demoPayment.cancel }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?(status=cancel|payment=CANCELLED)$/);
  await expect(page.getByText(k.order.cancel)).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
  const missing = await page.goto(`/demo-payment/demo_${"0".repeat(24)}`);
  expect(missing?.status()).toBe(404);
  expect((await page.goto("/demo-payment/not-a-session"))?.status()).toBe(404);
});

test(
  "the demo payment page is valid HTML, open and decided (W3C Nu checker)",
  { tag: SERVED_HTML },
  async ({ page }) => {
    const d = resources.pl.checkout.demoPayment;
    const { files, save } = savedPages("demo-payment-html-");
    await orderWithDemo(page, "pl", 77);
    await page.getByRole("button", { name: payWith("pl") }).click();
    await onDemoPage(page, "pl");
    save("open", await page.content());
    await page.getByRole("button", { name: d.approve }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?status=success$/);
    await page.goBack();
    await expect(page.getByRole("status").filter({ hasText: d.approved })).toBeVisible();
    save("approved", await page.content());
    expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
  },
);
