/**
 * Issue 37 item 6, JavaScript on and off: a form sent sooner than the minimum fill time is told to
 * wait only when it is complete. An empty or half-filled checkout gets 'Please check all fields'
 * and its field errors however fast it is sent, and so does the contact page's enquiry form. The
 * suite's shop has no minimum fill time (scripts/e2e-server.ts), so each post here carries a
 * valid-from stamp ten minutes in the future, made with the shop's honeypot secret: the post the
 * shop sees is one sent at once. A complete form sent so is told to wait, which shows the stamp
 * reached the shop.
 */
import { expect, test, type Page } from "@playwright/test";
import { Honeypot } from "remix-utils/honeypot/server";
import { resources } from "../../app/locales.ts";
import { HONEYPOT_FIELD, VALID_FROM_FIELD } from "../../app/.server/enquiry-guard.ts";
import { addToBasket, chooseMethods, fillGuest, jsOff, stocked } from "./checkout-helpers.ts";
import { E2E_HONEYPOT_SECRET } from "./e2e-data.ts";
import { expectAccessible } from "./fixtures.ts";

/** Every urlencoded POST of the page carries a valid-from stamp ten minutes in the future. */
async function sendAtOnce(page: Page) {
  const honeypot = new Honeypot({
    nameFieldName: HONEYPOT_FIELD,
    validFromFieldName: VALID_FROM_FIELD,
    encryptionSeed: E2E_HONEYPOT_SECRET,
  });
  await page.route(
    () => true,
    async (route) => {
      const request = route.request();
      const type = request.headers()["content-type"] ?? "";
      if (request.method() !== "POST" || !type.startsWith("application/x-www-form-urlencoded")) {
        return route.fallback();
      }
      const body = new URLSearchParams(request.postData() ?? "");
      if (!body.has(VALID_FROM_FIELD)) return route.fallback();
      const stamp = honeypot.getInputProps({ validFromTimestamp: Date.now() + 600_000 });
      body.set(VALID_FROM_FIELD, stamp.encryptedValidFrom!);
      return route.fallback({ postData: body.toString() });
    },
  );
}

test("an empty or half-filled checkout sent at once gets the field errors and 'check all fields'", async ({ page }) => {
  const k = resources.en.checkout;
  const common = resources.en.common;
  await addToBasket(page, "en", stocked[3]!.urlcomponent);
  await sendAtOnce(page);
  await page.goto("/basket?lng=en");
  const placeOrder = page.getByRole("button", { name: k.placeOrder });

  await placeOrder.click();
  await expect(page.getByText(k.errors.checkAll).first()).toBeVisible();
  await expect(page.getByText(common.errors.required).first()).toBeVisible();
  await expect(page.getByLabel(k.contact.lastName, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(k.abuse.tooFast)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel(k.contact.firstName, { exact: true }).fill("Anna");
  await page.getByLabel(k.contact.email, { exact: true }).fill("anna.nowak@example.com");
  await placeOrder.click();
  await expect(page.getByText(k.errors.checkAll).first()).toBeVisible();
  await expect(page.getByLabel(k.contact.lastName, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(k.contact.firstName, { exact: true })).toHaveValue("Anna");
  await expect(page.getByText(k.abuse.tooFast)).toHaveCount(0);

  // Complete, and still sent at once: now, and only now, the shopper is told to wait; no order.
  await fillGuest(page, "en");
  await chooseMethods(page, "en", /Standard/, /Bank/);
  await page.getByLabel(k.terms.accept).check();
  await placeOrder.click();
  await expect(page.getByText(k.abuse.tooFast).first()).toBeVisible();
  await expect(page.getByText(k.errors.checkAll)).toHaveCount(0);
  await expect(page).toHaveURL(/\/basket/);
  await expectAccessible(page);
});

test("an empty or half-filled enquiry sent at once gets its field errors, not 'too fast'", async ({ page }) => {
  const t = resources.en.enquiry;
  const g = t.contact.general;
  await sendAtOnce(page);
  await page.goto("/contact?lng=en");
  const form = page.getByRole("region", { name: resources.en.pages.contact.general, exact: true });
  const send = form.getByRole("button", { name: t.contact.submit });

  await send.click();
  await expect(form.getByText(t.errors.required)).toHaveCount(8);
  await expect(form.getByText(t.abuse.tooFast)).toHaveCount(0);
  await expectAccessible(page);

  await form.getByRole("textbox", { name: g.firstname }).fill("Anna");
  await form.getByRole("textbox", { name: g.email }).fill("anna.nowak@example.com");
  // With JavaScript the button stays disabled while the form is invalid (transactions.md section 5):
  // nothing is sent; without it the action answers.
  if (jsOff()) await send.click();
  else await expect(send).toBeDisabled();
  await expect(form.getByText(t.errors.required)).toHaveCount(6);
  await expect(form.getByRole("textbox", { name: g.lastname })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: g.firstname })).toHaveValue("Anna");
  await expect(form.getByText(t.abuse.tooFast)).toHaveCount(0);

  // Complete, and still sent at once: told to wait, what was typed kept.
  await form.getByRole("textbox", { name: g.lastname }).fill("Nowak");
  await form.getByRole("combobox", { name: g.country }).selectOption({ label: "Poland" });
  await form.getByRole("combobox", { name: g.type }).selectOption({ label: t.contact.types.other });
  await form.getByRole("combobox", { name: g.brand }).selectOption({ label: "DBA" });
  await form.getByRole("textbox", { name: g.text }).fill("Do you ship to Lithuania?");
  await form.getByRole("checkbox", { name: t.contact.privacy }).check();
  await send.click();
  await expect(form.getByText(t.abuse.tooFast)).toBeVisible();
  await expect(form.getByText(t.errors.required)).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: g.lastname })).toHaveValue("Nowak");
  await expectAccessible(page);
});
