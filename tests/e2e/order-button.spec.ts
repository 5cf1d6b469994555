/**
 * The order button last (issue 23 item 2, BGB 312j(2)), JavaScript on and off, on a phone and on a
 * desktop: directly above "Order with obligation to pay" the buyer sees the promo code, then the
 * items, the total with VAT and the delivery cost, the delivery method and its time, the payment
 * method, and the terms checkbox with its label beside it. Checked by where they are on the page.
 */
import { expect, test, type Locator } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";

const box = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
};

for (const [lang, width] of [
  ["de", 390],
  ["pl", 1366],
  ["en", 390],
] as const) {
  test(`the summary is directly above the order button at ${width} px (${lang})`, async ({ page }) => {
    const k = resources[lang].checkout;
    await page.setViewportSize({ width, height: 900 });
    const part = stocked[15 + ["en", "pl", "de"].indexOf(lang)]!;
    await addToBasket(page, lang, part.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);

    const summary = page.getByRole("complementary", { name: k.summary.title });
    const order = summary.getByRole("button", { name: k.placeOrder });
    const inOrder = [
      summary.getByLabel(k.promo.label),
      summary.getByRole("list", { name: k.summary.items }).getByText(part.name),
      page.getByTestId("basket-shipping"),
      // A consumer's amounts are gross: the VAT they include follows the total (issue 43).
      page.getByTestId("basket-total"),
      page.getByTestId("basket-tax"),
      page.getByTestId("summary-payment"),
      summary.getByLabel(k.terms.accept),
      order,
    ];
    // The delivery method and its time are named with the delivery cost, one number written once.
    // With JavaScript the choices are sent as they are made and the summary shows them when the
    // answer has come: the positions are measured after that.
    await expect(page.getByTestId("summary-delivery")).toHaveText(/Standard.*, \d/);
    await expect(page.getByTestId("summary-delivery")).not.toHaveText(/(\d+)–\1\b/);
    await expect(page.getByTestId("summary-payment")).toHaveText(/Bank|Przelew/);
    // Each item below the one before; measured again until the page settles (a re-render still
    // under way moves the rows below it), and the first out of order named.
    await expect
      .poll(async () => {
        const boxes: { y: number }[] = [];
        for (const locator of inOrder) boxes.push(await box(locator));
        const wrong = boxes.findIndex((b, i) => i > 0 && b.y <= boxes[i - 1]!.y);
        return wrong < 0 ? "in order" : `item ${wrong} not below item ${wrong - 1}`;
      })
      .toBe("in order");
    // The terms checkbox has its label beside it, on the same line. Both are measured together, and
    // again until the page settles: with JavaScript the summary may still be re-rendering after the
    // delivery and payment choices (the rows above it grow), which moves both a line down in turn.
    const terms = summary.getByLabel(k.terms.accept);
    const termsLabel = summary.getByText(k.terms.accept, { exact: true });
    await expect(termsLabel).toBeVisible();
    await expect
      .poll(async () => {
        const [checkbox, label] = [(await terms.boundingBox())!, (await termsLabel.boundingBox())!];
        return label.x > checkbox.x + checkbox.width - 1 && Math.abs(label.y - checkbox.y) < 12;
      }, "the terms label beside its checkbox, on the same line")
      .toBe(true);
    // Nothing of the form comes between the summary and the button: on a phone the form ends above
    // the summary, on a desktop the summary is a column of its own beside the form.
    const comment = await box(page.getByLabel(k.additional.comment));
    const promo = await box(inOrder[0]!);
    if (width < 900) expect(comment.y + comment.height).toBeLessThan(promo.y);
    else expect(comment.x + comment.width).toBeLessThan(promo.x);
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
  });
}
