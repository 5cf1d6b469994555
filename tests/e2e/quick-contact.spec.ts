/**
 * The product page's quick contact and product enquiry dialogs, JavaScript on and off: required
 * fields, the e-mail format, success; the message lands in the ERP's mail outbox (read straight
 * from the e2e shop's database) and the outbox sender writes it as an .eml file.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { expectAccessible } from "./fixtures.ts";
import { shopDatabaseUrl, shopMailDirs } from "./shop-under-test.ts";

const t = resources.en.enquiry;
const common = resources.en.common;

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  reply_to: string;
  recipient: string;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
}

async function outbox(replyTo: string): Promise<OutboxRow[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxRow>(
      "SELECT id, kind, status, reply_to, recipient, subject, body, payload FROM mail_outbox WHERE reply_to = $1",
      [replyTo],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const uniqueEmail = (what: string) => `${what}-${test.info().project.name}-${Date.now()}@example.com`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function openQuickContact(page: Page, urlcomponent: string) {
  await page.goto(`/${urlcomponent}?lng=en`);
  await page.getByRole("link", { name: common.product.quickContact, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${urlcomponent}/quick-contact$`));
  const dialog = page.getByRole("dialog", { name: t.quickContact.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("quick contact: required fields, e-mail format, sent; the office gets the message", async ({ page }) => {
  const item = demoItem("inStock");
  const email = uniqueEmail("quick");
  const dialog = await openQuickContact(page, item.urlcomponent);
  await expectAccessible(page);
  const submit = dialog.getByRole("button", { name: t.quickContact.submit });

  // Empty: every field is required (e-mail, make, model, year, engine, driving style).
  await submit.click();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(6);
  await expect(dialog.getByRole("textbox", { name: t.quickContact.make })).toHaveAttribute("aria-invalid", "true");
  if (jsOn()) await expect(submit).toBeDisabled();
  await expectAccessible(page);

  // A bad e-mail, everything else right.
  await dialog.getByRole("textbox", { name: t.quickContact.email }).fill("driver.example.com");
  await dialog.getByRole("textbox", { name: t.quickContact.make }).fill("Toyota");
  await dialog.getByRole("textbox", { name: t.quickContact.model }).fill("Hilux");
  await dialog.getByRole("spinbutton", { name: t.quickContact.year }).fill("2018");
  await dialog.getByRole("textbox", { name: t.quickContact.engine }).fill("2.8 D-4D");
  await dialog
    .getByRole("combobox", { name: t.quickContact.drivingStyle })
    .selectOption({ label: t.drivingStyles.track });
  await dialog.getByRole("textbox", { name: t.quickContact.competitionType }).fill("Hillclimb");
  if (jsOn()) {
    await expect(submit).toBeDisabled(); // still invalid: the e-mail
  } else {
    await submit.click();
  }
  await expect(dialog.getByText(t.errors.invalid)).toBeVisible();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(0);
  // The values survive a refused post.
  await expect(dialog.getByRole("textbox", { name: t.quickContact.make })).toHaveValue("Toyota");
  await expect(dialog.getByRole("combobox", { name: t.quickContact.drivingStyle })).toHaveValue("track");

  await dialog.getByRole("textbox", { name: t.quickContact.email }).fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  const success = page.getByRole("dialog", { name: t.quickContact.successTitle });
  await expect(success).toBeVisible();
  await expect(success.getByText(t.quickContact.success)).toBeVisible();
  await expectAccessible(page);

  // The ERP stored one message for the office, in English, replying to the shopper.
  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [row] = await outbox(email);
  expect(row).toMatchObject({ kind: "quick-contact-form", reply_to: email, recipient: "office@parts-shop.example" });
  expect(row!.subject).toBe(`Quick contact: ${item.name} (DBA) for Toyota Hilux 2018`);
  expect(row!.body).toContain("Driving style: Track use only");
  expect(row!.body).toContain("Competition type: Hillclimb");
  expect(row!.payload).toMatchObject({
    part: item.name,
    make: "Toyota",
    year: 2018,
    drivingStyle: "track",
    typeOfCompetition: "Hillclimb",
  });
  // Without SMTP_URL a sender delivers it as an .eml file under its DATA_DIR/mail (scaled out: any instance's).
  await expect.poll(async () => (await outbox(email))[0]!.status, { timeout: 20_000 }).toBe("sent");
  const eml = shopMailDirs()
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f)))
    .find((f) => f.includes(row!.id));
  expect(eml).toBeDefined();
  expect(fs.readFileSync(eml!, "utf8")).toContain(`Reply-To: ${email}`);

  await success.getByRole("link", { name: t.dialog.ok }).click();
  await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("quick contact: the competition type is asked only for track use", async ({ page }) => {
  const dialog = await openQuickContact(page, demoItem("inStock").urlcomponent);
  const competition = dialog.getByRole("textbox", { name: t.quickContact.competitionType });
  const style = dialog.getByRole("combobox", { name: t.quickContact.drivingStyle });
  if (jsOn()) {
    await expect(competition).toHaveCount(0);
    await style.selectOption({ label: t.drivingStyles.track });
    await expect(competition).toBeVisible();
    await style.selectOption({ label: t.drivingStyles["daily-track"] });
    await expect(competition).toHaveCount(0);
  } else {
    // Without JavaScript the field cannot hide itself: it is there, with a hint, and required only for track use.
    await expect(competition).toBeVisible();
    await expect(dialog.getByText(t.quickContact.competitionHint)).toBeVisible();
    await style.selectOption({ label: t.drivingStyles.track });
    await dialog.getByRole("button", { name: t.quickContact.submit }).click();
    await expect(competition).toHaveAttribute("aria-invalid", "true");
  }
});

/** A description that contains the text (a control's hint may come before its error). */
const describes = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

test("quick contact: checked as it is filled in with JavaScript (nothing sent), by the action without", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const dialog = await openQuickContact(page, demoItem("inStock").urlcomponent);
  const submit = dialog.getByRole("button", { name: t.quickContact.submit });
  const make = dialog.getByRole("textbox", { name: t.quickContact.make });
  const model = dialog.getByRole("textbox", { name: t.quickContact.model });
  const year = dialog.getByRole("spinbutton", { name: t.quickContact.year });
  const email = dialog.getByRole("textbox", { name: t.quickContact.email });

  if (!jsOn()) {
    // The same rules and messages are the action's: one send answers them all, and what was typed stays.
    await make.fill("   ");
    await model.fill("Hilux");
    await year.fill("1850");
    await email.fill("driver.example.com");
    await submit.click();
    await expect(make).toHaveAccessibleDescription(describes(t.errors.required));
    await expect(year).toHaveAccessibleDescription(describes(t.errors.year));
    await expect(email).toHaveAccessibleDescription(describes(t.errors.invalid));
    await expect(model).not.toHaveAttribute("aria-invalid");
    await expect(model).toHaveValue("Hilux");
    await expectAccessible(page);
    // The loose e-mail rule: a name with an umlaut is fine.
    await make.fill("Toyota");
    await year.fill("2018");
    await email.fill("müller@example.de");
    await submit.click();
    await expect(dialog.getByText(t.errors.required)).toHaveCount(2); // engine, driving style
    for (const field of [make, year, email]) await expect(field).not.toHaveAttribute("aria-invalid");
    expect(posts).toHaveLength(2);
    return;
  }

  // Nothing shows before the visitor leaves a field; leaving it empty says it is required.
  await expect(submit).toBeEnabled();
  await make.focus();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(0);
  await model.focus();
  await expect(make).toHaveAttribute("aria-invalid", "true");
  await expect(make).toHaveAccessibleDescription(t.errors.required);
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
  // After that it is checked as the visitor types: only spaces is no value (the schema trims).
  await make.fill("   ");
  await expect(make).toHaveAccessibleDescription(t.errors.required);
  await make.fill("Toyota");
  await expect(make).not.toHaveAttribute("aria-invalid");
  // The model was left empty meanwhile.
  await expect(model).toHaveAccessibleDescription(t.errors.required);
  await model.fill("Hilux");
  await expect(dialog.getByText(t.errors.required)).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // The schema's own messages: a year out of range, the loose e-mail rule (a name with an umlaut is fine).
  await year.fill("1850");
  await year.blur();
  await expect(year).toHaveAccessibleDescription(t.errors.year);
  await year.fill("2018");
  await expect(year).not.toHaveAttribute("aria-invalid");
  await email.fill("driver.example.com");
  await email.blur();
  await expect(email).toHaveAccessibleDescription(t.errors.invalid);
  await email.fill("müller@example.de");
  await expect(email).not.toHaveAttribute("aria-invalid");

  // Sending with fields missing sends nothing: every field says what is missing, the first takes the focus.
  await submit.click();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(2); // engine, driving style
  await expect(dialog.getByRole("textbox", { name: t.quickContact.engine })).toBeFocused();
  await expect(submit).toBeDisabled();
  // The competition type appears for track use, and is then required.
  await dialog.getByRole("combobox", { name: t.quickContact.drivingStyle }).selectOption("track");
  const competition = dialog.getByRole("textbox", { name: t.quickContact.competitionType });
  await expect(competition).toHaveAttribute("required", "");
  await expect(competition).toHaveAccessibleDescription(t.errors.required);
  await expectAccessible(page);
  expect(posts).toEqual([]);
});

test("quick contact closes with its close button, and with JavaScript with Escape, focus back on the opener", async ({
  page,
}) => {
  const item = demoItem("inStock");
  const dialog = await openQuickContact(page, item.urlcomponent);
  await dialog.getByRole("link", { name: t.dialog.close }).click();
  await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  if (!jsOn()) return;
  const opener = page.getByRole("link", { name: common.product.quickContact, exact: true });
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(page.getByRole("dialog", { name: t.quickContact.title })).toBeVisible();
  // A modal: focus moved into the dialog, and Tab stays inside it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("dialog")?.matches(":modal") ?? false))
    .toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(
    await page.evaluate(
      () => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body,
    ),
  ).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Loaded open at its own URL (or opened by a click before the scripts ran): focus goes to the
  // link that opens it on the page behind.
  await page.goto(`/${item.urlcomponent}/quick-contact?lng=en`);
  await expect.poll(() => page.evaluate(() => document.querySelector("dialog")?.matches(":modal") ?? false)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("product enquiry of an out-of-stock part: required fields, then sent with a notice", async ({ page }) => {
  const item = demoItem("outOfStock");
  const email = uniqueEmail("enquiry");
  await page.goto(`/${item.urlcomponent}?lng=en`);
  await page.getByRole("link", { name: common.product.sendEnquiry }).click();
  await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}/enquiry$`));
  const dialog = page.getByRole("dialog", { name: t.enquiry.title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: t.enquiry.submit }).click();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(2);
  await dialog.getByRole("textbox", { name: t.enquiry.email }).fill(email);
  await dialog.getByRole("textbox", { name: t.enquiry.text }).fill("When can you deliver two of these?");
  await dialog.getByRole("button", { name: t.enquiry.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/${item.urlcomponent}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: t.enquiry.sent })).toBeVisible();
  await expectAccessible(page);
  await expect.poll(async () => (await outbox(email)).length).toBe(1);
  const [row] = await outbox(email);
  expect(row).toMatchObject({ kind: "enquiry-form", reply_to: email });
  expect(row!.payload).toMatchObject({ part: item.name, text: "When can you deliver two of these?" });
});
