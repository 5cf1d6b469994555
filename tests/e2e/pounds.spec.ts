/**
 * Pounds for the United Kingdom (issue 42 part 2, decision 0069), JavaScript on and off, on the UK
 * site (localhost: scripts/e2e-server.ts maps it to the UK source). A UK buyer sees pounds from the
 * home page through the product page, the basket and checkout to the order page and its PDF (with
 * the seller's GBP account, the demo's, for a transfer), and pays by card in pounds through the
 * Stripe double. A Polish speaker there is asked
 * in złoty, is offered pounds when the parcel goes to Great Britain, and back in English the pounds
 * stay: the language's currency on the UK source is GBP.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { UK_HIDDEN_BRANDS } from "../../contract/catalogue.ts";
import { formatPrice, fromCents, toCents } from "../../contract/money.ts";
import { formatIban } from "../../contract/seller.ts";
import { demoBankAccount } from "../../erp/seed/demo-accounts.ts";
import { pdfText } from "../integration/fixtures/orders.ts";
import { addToBasket, chooseCountry, chooseMethods, fillGuest, stocked, type Lang } from "./checkout-helpers.ts";
import { E2E_PORT } from "./e2e-data.ts";
import { expectAccessible } from "./fixtures.ts";

test.use({ baseURL: `http://localhost:${E2E_PORT}` });

/** Parts the UK site sells, from the end of the list the other buying specs take theirs from the start of. */
const sold = stocked
  .filter((i) => !(UK_HIDDEN_BRANDS as readonly string[]).includes(i.brand) && !i.prices[0]!.promotion)
  .reverse();
/** The part's net price on the UK list in pounds (the demo's, erp/seed/catalogue.ts). */
const gbpOf = (part: (typeof sold)[number]) =>
  Number(part.prices.find((p) => p.list === "UK" && p.currency === "GBP")!.baseprice);
/** A net price's gross at the UK's 20%, each line rounded half up in cents as the basket does. */
const at20 = (net: number) => fromCents(toCents(net) + Math.floor((toCents(net) * 2000 + 5000) / 10000));
/** "£1,234.50" as a UK buyer reads it: the sign before, a comma every three digits, two decimals. */
const POUNDS_EN = /^£\d{1,3}(,\d{3})*\.\d{2}$/;
const POUNDS_PRICE = /£\d{1,3}(,\d{3})*\.\d{2}/;

async function londonAddress(page: Page, lang: Lang) {
  const k = resources[lang].checkout;
  await page.getByLabel(k.shipping.city, { exact: true }).first().fill("London");
  await page.getByLabel(k.shipping.zip, { exact: true }).first().fill("SW1A 2AA");
}

test("a UK buyer sees pounds from the home page to the order's PDF and pays by card in pounds", async ({ page }) => {
  const c = resources.en.common;
  const k = resources.en.checkout;
  const part = sold[0]!;
  await page.goto("/?lng=en");
  await expectAccessible(page);
  // From the home page's search box to the results, each priced in pounds, to the part's page.
  const box = page.getByRole("searchbox", { name: c.search.label });
  await box.fill(part.name);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.search.title.replace("{{phrase}}", part.name));
  await expect(page.getByRole("main").getByText(POUNDS_PRICE).first()).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("€");
  await page.getByRole("link", { name: part.name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: part.name })).toBeVisible();
  const price = page.locator(".buy-box .price-now").first();
  await expect(price).toHaveText(POUNDS_EN);
  await expectAccessible(page);
  await addToBasket(page, "en", part.urlcomponent);

  await page.goto("/basket?lng=en");
  await fillGuest(page, "en");
  await londonAddress(page, "en");
  await chooseCountry(page, "en", "GB");
  // Already paying in pounds: no currency is offered for Great Britain.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await chooseMethods(page, "en", /Standard/, /Bank/);
  // The line is the UK list's pound price with UK VAT, never a converted euro price.
  const lineGross = formatPrice(at20(gbpOf(part)), "GBP", "en");
  await expect(page.getByRole("main").getByText(lineGross).first()).toBeVisible();
  await expect(page.getByTestId("basket-shipping")).toHaveText(formatPrice(at20(7.8), "GBP", "en"));
  const total = page.getByTestId("basket-total");
  await expect(total).toHaveText(POUNDS_EN);
  await expect(total).toHaveText(formatPrice(at20(gbpOf(part)) + at20(7.8), "GBP", "en"));
  const shown = await total.innerText();
  await expectAccessible(page);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(shown);
  await expect(page.getByTestId("order-tax")).toHaveText(POUNDS_EN);
  const account = demoBankAccount("pl", "GBP");
  const pay = page.getByRole("region", { name: k.order.bank.title });
  await expect(pay).toContainText(formatIban(account.iban));
  await expect(pay).toContainText(account.bic);
  await expect(pay).toContainText(shown);
  await expect(page.getByRole("main")).not.toContainText("€");
  await expectAccessible(page);

  const href = await page.getByRole("link", { name: k.order.pdf }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await pdf.body()).replace(/\s+/g, " ");
  expect(text).toContain(shown);
  expect(text).toContain(formatIban(account.iban));
  expect(text).not.toMatch(/€|zł/);

  // Paid by card on Stripe's page (the double), in pounds: the amount the page asks is the order's.
  await page.getByRole("button", { name: k.order.payWith.replace("{{name}}", "Card") }).click();
  await expect(page.getByRole("main")).toContainText(shown);
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?status=success$/);
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.paid);
  await expect(page.getByTestId("order-total")).toHaveText(shown);
});

test("a Polish speaker on the UK site is asked in złoty, offered pounds for Great Britain, and keeps them in English", async ({
  page,
}) => {
  const pl = resources.pl;
  const en = resources.en;
  const part = sold[1]!;
  await page.goto(`/${part.urlcomponent}?lng=en`);
  await expect(page.locator(".buy-box .price-now").first()).toHaveText(POUNDS_EN);
  // To Polish: złoty offered instead of pounds, asked in Polish.
  await page.getByRole("button", { name: en.common.language.pl }).click();
  const question = page.getByRole("dialog", { name: pl.home.currency.title });
  await expect(question).toContainText(
    pl.home.currency.question.replace("{{currency}}", "PLN").replace("{{current}}", "GBP"),
  );
  await question.getByRole("button", { name: pl.home.currency.yes.replace("{{currency}}", "PLN") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.locator(".buy-box .price-now").first()).toContainText("zł");

  await addToBasket(page, "pl", part.urlcomponent);
  await page.goto("/basket?lng=pl");
  await fillGuest(page, "pl");
  await londonAddress(page, "pl");
  await chooseCountry(page, "pl", "GB");
  // Step 5 of the country change on the UK site: pounds for Great Britain.
  const offer = page.getByRole("dialog", { name: pl.checkout.currencyDialog.title });
  await expect(offer).toContainText(pl.checkout.currencyDialog.GBP);
  await expectAccessible(page);
  await offer.getByRole("button", { name: pl.checkout.currencyDialog.yes.replace("{{currency}}", "GBP") }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Intl's Polish rule: the sign after the amount, a decimal comma.
  await expect(page.getByTestId("basket-total")).toHaveText(/^\d[\d\s\u00a0]*,\d{2}\s£$/);

  // Back to English: pounds are the English currency of the UK site, so nothing is asked.
  await page.getByRole("button", { name: pl.common.language.en }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("basket-total")).toHaveText(POUNDS_EN);
  await expectAccessible(page);
});
