/**
 * Paying on the order page, JavaScript on and off, against local fakes of PayPal and Revolut that
 * speak their HTTP (scripts/e2e-server.ts starts them): bank transfer instructions for a bank
 * order; PayPal approval and capture mark the order paid; a Revolut cancel says so and leaves it unpaid.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { setPayPalDown } from "./outside.ts";

const k = resources.en.checkout;

async function order(page: Page, part: number, payment: RegExp) {
  await addToBasket(page, "en", stocked[part]!.urlcomponent);
  await page.goto("/basket?lng=en");
  await fillGuest(page, "en");
  await chooseMethods(page, "en", /Standard/, payment);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
}

test("a bank transfer order shows the transfer details with the order number", async ({ page }) => {
  await order(page, 10, /Bank/);
  const number = await orderNumber(page);
  const bank = page.getByRole("region", { name: k.order.bank.title });
  await expect(bank).toContainText(/IBAN/);
  await expect(bank).toContainText(number);
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
  await expectAccessible(page);
});

test("PayPal: approve at the provider, come back, and the order is paid once", async ({ page }) => {
  await order(page, 11, /PayPal/);
  const orderUrl = page.url();
  await page.getByRole("button", { name: k.order.payWith.replace("{{name}}", "PayPal") }).click();
  // The provider's approval page (the fake's plain form).
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?status=success$/);
  await expect(page.getByText(k.order.success)).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.paid);
  await expect(page.getByRole("button", { name: /Pay with/ })).toHaveCount(0);
  await expectAccessible(page);
  // Coming back again (a reload of the return URL) changes nothing.
  await page.goto(orderUrl);
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.paid);
});

test("Revolut: cancelling at the provider says 'Payment cancelled' and the order stays unpaid", async ({ page }) => {
  await order(page, 12, /Revolut/);
  await page.getByRole("button", { name: k.order.payWith.replace("{{name}}", "Revolut") }).click();
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}\?(status=cancel|payment=CANCELLED)$/);
  await expect(page.getByText(k.order.cancel)).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
  await expect(page.getByRole("button", { name: k.order.payWith.replace("{{name}}", "Revolut") })).toBeVisible();
});

test("PayPal down: the order page says so in a 'Server error' dialog with the code, and the order stays unpaid", async ({
  page,
}) => {
  await order(page, 12, /PayPal/);
  await expect(page.getByRole("heading", { level: 1, name: /WEB-/ })).toBeVisible();
  await setPayPalDown(true);
  try {
    await page.getByRole("button", { name: k.order.payWith.replace("{{name}}", "PayPal") }).click();
    const dialog = page.getByRole("alertdialog", { name: resources.en.enquiry.errors.server });
    await expect(dialog).toContainText(resources.en.common.erpErrors.PAYMENT_PROVIDER);
    await expect(dialog).toContainText("Error code: PAYMENT_PROVIDER");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: resources.en.enquiry.dialog.ok }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await setPayPalDown(false);
  }
  await expect(page.getByTestId("payment-status")).toHaveText(k.order.status.unpaid);
});
