/**
 * Paying the way each market pays (issue 42, decision 0070), JavaScript on and off, through the
 * Stripe test double (scripts/e2e-server.ts starts it; it speaks Stripe's API and serves a plain
 * hosted page): a Polish buyer pays with BLIK, a German one by card, a cancelled payment is
 * retried and paid, and a method not offered (or unknown) is refused with the page's message.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";

type Lang = "pl" | "de";

/** A guest's order of one part, paid with `method` (its name at checkout); lands on the order page. */
async function order(page: Page, lang: Lang, part: number, method: RegExp) {
  const k = resources[lang].checkout;
  await addToBasket(page, lang, stocked[part]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await fillGuest(page, lang, lang === "pl" ? "PL" : "DE");
  await chooseMethods(page, lang, /Standard/, method);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
}

const payWith = (lang: Lang, name: string) => resources[lang].checkout.order.payWith.replace("{{name}}", name);

async function expectPaid(page: Page, lang: Lang) {
  const k = resources[lang].checkout;
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?status=success$/);
  await expect(page.getByText(k.order.success)).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.paid);
  await expect(page.getByRole("button", { name: payWith(lang, "") })).toHaveCount(0);
}

test("a Polish buyer pays one part with BLIK and lands on a paid order page", async ({ page }) => {
  await order(page, "pl", 70, /^BLIK/);
  const pay = page.getByRole("region", { name: resources.pl.checkout.order.payTitle });
  // BLIK first, as a Polish buyer expects, then Przelewy24 and cards; bank transfer (no button) last.
  await expect(pay.getByRole("button")).toHaveText([
    payWith("pl", "BLIK"),
    payWith("pl", "Przelewy24"),
    payWith("pl", "Karta, Apple Pay lub Google Pay"),
    payWith("pl", "PayPal"),
    payWith("pl", "Klarna"),
    payWith("pl", "Revolut Pay"),
    // The demo catalogue's own page, after the real ones (decision 0071).
    payWith("pl", "Płatność demo (bez prawdziwych pieniędzy)"),
  ]);
  await expectAccessible(page);
  await pay.getByRole("button", { name: payWith("pl", "BLIK") }).click();
  // Stripe's hosted page (the double's plain form): the six digits from the banking app.
  await expect(page.getByRole("heading", { name: "Stripe test payment page (fake)" })).toBeVisible();
  await page.getByLabel("BLIK code").fill("123456");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expectPaid(page, "pl");
  await expectAccessible(page);
});

test("a German buyer pays by card", async ({ page }) => {
  await order(page, "de", 71, /^Karte/);
  const name = "Karte, Apple Pay oder Google Pay";
  await expect(page.getByRole("button", { name: payWith("de", "BLIK") })).toHaveCount(0);
  await page.getByRole("button", { name: payWith("de", name) }).click();
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expectPaid(page, "de");
});

test("a cancelled BLIK payment is offered again, and paid on the second try", async ({ page }) => {
  const k = resources.pl.checkout;
  await order(page, "pl", 72, /^BLIK/);
  await page.getByRole("button", { name: payWith("pl", "BLIK") }).click();
  await page.getByRole("button", { name: "Cancel and return" }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?(status=cancel|payment=CANCELLED)$/);
  await expect(page.getByText(k.order.cancel)).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
  // A declined code keeps the buyer on the provider's page; a good one pays.
  await page.getByRole("button", { name: payWith("pl", "BLIK") }).click();
  await page.getByLabel("BLIK code").fill("000000");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("BLIK code").fill("654321");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expectPaid(page, "pl");
});

test("a euro order refuses BLIK and a method the shop does not know, says so, and stays unpaid", async ({ page }) => {
  const k = resources.de.checkout;
  await order(page, "de", 78, /^Karte/);
  const orderUrl = new URL(page.url());
  // Posted as the order page's form would post them, by a crafted form: BLIK is for złoty only.
  for (const method of ["blik", "bitcoin"]) {
    const answer = await page.request.post(orderUrl.pathname, {
      form: { method },
      headers: { Origin: orderUrl.origin },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    const location = answer.headers()["location"]!;
    expect(location).toBe(`${orderUrl.pathname}?payment=METHOD_UNAVAILABLE`);
    await page.goto(location);
    await expect(page.getByText(k.order.methodUnavailable)).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
  }
  await expect(page.getByRole("button", { name: payWith("de", "BLIK") })).toHaveCount(0);
  await expectAccessible(page);
});
