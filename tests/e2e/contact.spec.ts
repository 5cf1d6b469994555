/**
 * The contact page's general and dealer enquiry forms, JavaScript on and off: required fields, the
 * e-mail format, the type-dependent product fields, values kept after a refusal, success (the
 * 'Contact Form Submitted' dialog) with the message in the ERP's outbox (read straight from the e2e
 * shop's database), and a filled honeypot refused with nothing stored.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { expectAccessible } from "./fixtures.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

const t = resources.en.enquiry;
const pages = resources.en.pages.contact;

async function outbox(replyTo: string): Promise<{ kind: string; payload: Record<string, unknown> }[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query("SELECT kind, payload FROM mail_outbox WHERE reply_to = $1", [replyTo])).rows;
  } finally {
    await client.end();
  }
}

const uniqueEmail = (what: string) => `${what}-${test.info().project.name}-${Date.now()}@example.com`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const general = (page: Page) => page.getByRole("region", { name: pages.general, exact: true });
const dealer = (page: Page) => page.getByRole("region", { name: pages.dealer, exact: true });
const submit = (form: Locator) => form.getByRole("button", { name: t.contact.submit });

async function fillGeneral(form: Locator, email: string) {
  const g = t.contact.general;
  await form.getByRole("textbox", { name: g.firstname }).fill("Anna");
  await form.getByRole("textbox", { name: g.lastname }).fill("Nowak");
  await form.getByRole("textbox", { name: g.email }).fill(email);
  await form.getByRole("combobox", { name: g.country }).selectOption({ label: "Poland" });
  await form.getByRole("combobox", { name: g.type }).selectOption({ label: t.contact.types["product-unknown-part"] });
  await form.getByRole("combobox", { name: g.brand }).selectOption({ label: "DBA" });
  await form.getByRole("textbox", { name: g.make }).fill("Toyota");
  await form.getByRole("textbox", { name: g.model }).fill("Hilux");
  await form.getByRole("spinbutton", { name: g.year }).fill("2018");
  await form.getByRole("textbox", { name: g.engine }).fill("2.8 D-4D");
  await form.getByRole("textbox", { name: g.text }).fill("Which discs fit my Hilux?");
  await form.getByRole("checkbox", { name: t.contact.privacy }).check();
}

test("general enquiry: required fields, e-mail format, values kept, then sent; the office gets the message", async ({
  page,
}) => {
  const email = uniqueEmail("general");
  await page.goto("/contact?lng=en");
  const form = general(page);
  await submit(form).click();
  // first name, last name, e-mail, country, type, brand, comment, privacy
  await expect(form.getByText(t.errors.required)).toHaveCount(8);
  await expect(form.getByRole("textbox", { name: t.contact.general.firstname })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  if (jsOn()) await expect(submit(form)).toBeDisabled();
  await expectAccessible(page);

  await fillGeneral(form, "anna.example.com");
  if (jsOn()) await expect(submit(form)).toBeDisabled();
  else await submit(general(page)).click();
  await expect(general(page).getByText(t.errors.invalid)).toBeVisible();
  await expect(general(page).getByText(t.errors.required)).toHaveCount(0);
  await expect(general(page).getByRole("textbox", { name: t.contact.general.make })).toHaveValue("Toyota");
  await expect(general(page).getByRole("combobox", { name: t.contact.general.type })).toHaveValue(
    "product-unknown-part",
  );
  await expect(general(page).getByRole("checkbox", { name: t.contact.privacy })).toBeChecked();
  await expectAccessible(page);

  await general(page).getByRole("textbox", { name: t.contact.general.email }).fill(email);
  await expect(submit(general(page))).toBeEnabled();
  await submit(general(page)).click();
  const success = page.getByRole("dialog", { name: t.contact.successTitle });
  await expect(success).toBeVisible();
  await expect(success.getByText(t.contact.success)).toBeVisible();
  await expectAccessible(page);
  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [row] = await outbox(email);
  expect(row!.kind).toBe("contact-general");
  expect(row!.payload).toMatchObject({
    firstname: "Anna",
    country: "PL",
    type: "product-unknown-part",
    make: "Toyota",
    year: "2018",
    privacy: true,
  });

  await success.getByRole("link", { name: t.dialog.ok }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The form starts empty again.
  await expect(general(page).getByRole("textbox", { name: t.contact.general.firstname })).toHaveValue("");
});

test("general enquiry: the product fields belong to their enquiry type", async ({ page }) => {
  await page.goto("/contact?lng=en");
  const form = general(page);
  const part = form.getByRole("textbox", { name: t.contact.general.part });
  const make = form.getByRole("textbox", { name: t.contact.general.make });
  const type = form.getByRole("combobox", { name: t.contact.general.type });
  if (jsOn()) {
    await expect(part).toHaveCount(0);
    await expect(make).toHaveCount(0);
    await type.selectOption({ label: t.contact.types["product-known-part"] });
    await expect(part).toBeVisible();
    await expect(make).toHaveCount(0);
    await type.selectOption({ label: t.contact.types["product-unknown-part"] });
    await expect(make).toBeVisible();
    await expect(part).toHaveCount(0);
  } else {
    // Without JavaScript they are always there, with a hint saying when they are needed.
    await expect(part).toBeVisible();
    await expect(form.getByText(t.contact.general.partHint)).toBeVisible();
    await expect(form.getByText(t.contact.general.vehicleHint)).toHaveCount(4);
    await type.selectOption({ label: t.contact.types["product-known-part"] });
    await submit(form).click();
    await expect(general(page).getByRole("textbox", { name: t.contact.general.part })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(general(page).getByRole("textbox", { name: t.contact.general.make })).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
  }
});

test("general enquiry: a type's fields are required for that type, checked before sending with JavaScript", async ({
  page,
}) => {
  await page.goto("/contact?lng=en");
  const form = general(page);
  const g = t.contact.general;
  if (!jsOn()) {
    // The fields always show; the action requires the vehicle only for an unknown part number.
    await fillGeneral(form, uniqueEmail("vehicle-rule"));
    await form.getByRole("textbox", { name: g.make }).fill("");
    await submit(form).click();
    const make = general(page).getByRole("textbox", { name: g.make });
    await expect(make).toHaveAttribute("aria-invalid", "true");
    await expect(make).toHaveAccessibleDescription(new RegExp(t.errors.required));
    await expect(general(page).getByRole("textbox", { name: g.part })).not.toHaveAttribute("aria-invalid", "true");
    await expect(general(page).getByRole("textbox", { name: g.model })).toHaveValue("Hilux");
    await expectAccessible(page);
    // Another type needs no vehicle: the same form without a make is sent.
    await general(page).getByRole("combobox", { name: g.type }).selectOption({ label: t.contact.types.other });
    await submit(general(page)).click();
    await expect(page.getByRole("dialog", { name: t.contact.successTitle })).toBeVisible();
    return;
  }
  await fillGeneral(form, "anna@example.com");
  const type = form.getByRole("combobox", { name: g.type });
  await type.selectOption({ label: t.contact.types["product-known-part"] });
  const part = form.getByRole("textbox", { name: g.part });
  await expect(part).toHaveAttribute("required", "");
  await part.focus();
  await part.blur();
  await expect(part).toHaveAccessibleDescription(new RegExp(t.errors.required));
  await expect(submit(form)).toBeDisabled();
  // Another type: the part number goes, and with it its error; the form can be sent again.
  await type.selectOption({ label: t.contact.types.other });
  await expect(part).toHaveCount(0);
  await expect(submit(form)).toBeEnabled();
  // Back to an unknown part number: its vehicle fields show again, empty, and were checked before.
  await type.selectOption({ label: t.contact.types["product-unknown-part"] });
  const make = form.getByRole("textbox", { name: g.make });
  await expect(make).toHaveAttribute("required", "");
  await expect(make).toHaveAccessibleDescription(new RegExp(t.errors.required));
  await expect(submit(form)).toBeDisabled();
  await expectAccessible(page);
  await make.fill("Toyota");
  await form.getByRole("textbox", { name: g.model }).fill("Hilux");
  await form.getByRole("spinbutton", { name: g.year }).fill("2018");
  await form.getByRole("textbox", { name: g.engine }).fill("2.8 D-4D");
  await expect(form.getByText(t.errors.required)).toHaveCount(0);
  await expect(submit(form)).toBeEnabled();
});

test("dealer enquiry: its tab, required fields, then sent; the office gets the message", async ({ page }) => {
  const email = uniqueEmail("dealer");
  await page.goto("/contact?lng=en");
  await page.getByRole("link", { name: pages.dealer, exact: true }).click();
  await expect(page).toHaveURL(/#dealer$/);
  if (jsOn()) await expect(general(page)).toBeHidden();
  const form = dealer(page);
  await submit(form).click();
  // first name, last name, company, e-mail, country, VAT number, privacy
  await expect(dealer(page).getByText(t.errors.required)).toHaveCount(7);
  // Still the dealer tab after the refusal (without JavaScript the dealer form comes first).
  await expect(dealer(page)).toBeVisible();
  await expectAccessible(page);

  const d = t.contact.dealer;
  const f = dealer(page);
  await f.getByRole("textbox", { name: d.first_name }).fill("Jan");
  await f.getByRole("textbox", { name: d.last_name }).fill("Kowalski");
  await f.getByRole("textbox", { name: d.company }).fill("4x4 Serwis");
  await f.getByRole("textbox", { name: d.email }).fill(email);
  await f.getByRole("combobox", { name: d.country }).selectOption({ label: "Germany" });
  await f.getByRole("textbox", { name: d.vat }).fill("DE123456789");
  await f.getByRole("combobox", { name: d.who }).selectOption({ label: t.contact.who.garage });
  await f.getByRole("combobox", { name: d.stock }).selectOption({ label: t.contact.stock.yes });
  await f.getByRole("checkbox", { name: t.contact.privacy }).check();
  await submit(f).click();
  const success = page.getByRole("dialog", { name: t.contact.successTitle });
  await expect(success).toBeVisible();
  await expect(success.getByText(t.contact.success)).toBeVisible();
  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [row] = await outbox(email);
  expect(row!.kind).toBe("contact-dealer");
  expect(row!.payload).toMatchObject({
    company: "4x4 Serwis",
    billing_address_country: "DE",
    who: "garage",
    stock: "yes",
    vat_number: "DE123456789",
  });
});

test("a filled honeypot is refused with an error and nothing is stored", async ({ page }) => {
  const email = uniqueEmail("honeypot");
  await page.goto("/contact?lng=en");
  const form = general(page);
  await fillGeneral(form, email);
  // The decoy is hidden from people (display: none, so Playwright cannot type into it); a bot fills it by its name.
  const decoy = form.locator('input[name="name__confirm"]');
  await expect(decoy).toBeHidden();
  await decoy.evaluate((input: HTMLInputElement) => {
    input.value = "Anna Bot";
  });
  await expect(decoy).toHaveValue("Anna Bot");
  await submit(form).click();
  await expect(general(page).getByText(t.abuse.honeypot)).toBeVisible();
  await expect(general(page).getByRole("textbox", { name: t.contact.general.firstname })).toHaveValue("Anna");
  await expect(page.getByRole("dialog", { name: t.contact.successTitle })).toHaveCount(0);
  expect(await outbox(email)).toHaveLength(0);
});
