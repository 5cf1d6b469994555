/**
 * The office's orders (issue 38, "Done when"), JavaScript on (German) and off (Polish): a guest
 * orders by bank transfer; `npm run staff -- add` gives a link; the new member sets a password,
 * enrols TOTP and signs in with a code; finds the order by its number; books the payment (first a
 * bad amount: a field error, nothing booked); ships it with DPD and a tracking number; the guest's
 * order page links the parcel at DPD and the outbox holds the shipping mail in the guest's
 * language. Also: the filters and the CSV export, the roles (warehouse books no payment).
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { currencyFor } from "../../contract/money.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { addToBasket, orderNumber, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import {
  enrol,
  enrolPath,
  officeLang,
  officeTexts,
  openOffice,
  signInWithSecret,
  signOutOfOffice,
  staffCli,
} from "./office-helpers.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

const PASSWORD = "an order desk password 38";

async function shippingMails(number: string) {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ recipient: string; subject: string; body: string }>(
      "SELECT recipient, subject, body FROM mail_outbox WHERE kind = 'order-shipped' AND subject LIKE $1",
      [`%${number}%`],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test("a guest's bank-transfer order is found, paid and shipped in the office; the guest can track it", async ({
  page,
  browser,
}) => {
  // An order, an enrolment and two sign-ins, each needing a fresh TOTP step (up to 30 s each).
  test.setTimeout(180_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const part = stocked[3]!;

  // The guest orders by bank transfer, in the walk's language.
  await addToBasket(page, lang, part.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await placeGuestOrder(page, lang);
  const number = await orderNumber(page);
  const guestPage = page.url();

  // A new member of the desk, from the command line's link, on their own computer.
  const desk = await (await browser.newContext()).newPage();
  const email = `orders-${lang}-${Date.now()}@example.com`;
  const path = enrolPath(await staffCli("add", email, "--role", "sales,warehouse"));
  const secret = await enrol(desk, lang, path, PASSWORD);
  await desk.goto("/office");
  await signOutOfOffice(desk, lang);
  await signInWithSecret(desk, lang, { email, password: PASSWORD, secret });

  // The order list, searched by the order's number.
  await desk
    .getByRole("navigation", { name: o.shell.nav })
    .getByRole("link", { name: o.shell.sections.orders })
    .click();
  await expect(desk.getByRole("heading", { level: 1, name: o.orders.title })).toBeVisible();
  await openOffice(desk, "/office/orders");
  await desk.getByLabel(o.orders.q).fill(number);
  await desk.getByRole("button", { name: o.orders.filter }).click();
  const table = desk.getByRole("table", { name: o.orders.caption });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(o.orders.statuses.pendingPayment);
  await table.getByRole("link", { name: number }).click();
  await expect(
    desk.getByRole("heading", { level: 1, name: o.order.heading.replace("{{number}}", number) }),
  ).toBeVisible();
  await openOffice(desk, `/office/orders/${number}`);
  await expect(desk.getByText(part.name).first()).toBeVisible();

  // Booking the payment: a bad amount is a field error and books nothing; the full amount pays it.
  const paid = desk.getByRole("region", { name: o.order.markPaid, exact: true });
  const amount = paid.getByLabel(o.order.amountIn.replace("{{currency}}", currencyFor(lang, "main")));
  const outstanding = await amount.inputValue();
  await amount.fill("12,345");
  await paid.getByLabel(o.order.bankReference).fill(`BANK ${number}`);
  await paid.getByRole("button", { name: o.order.markPaidButton }).click();
  await expect(desk.getByText(o.errors.amount)).toBeVisible();
  await expect(
    desk.getByRole("region", { name: o.order.payments, exact: true }).getByText(o.order.noPayments),
  ).toBeVisible();
  await expectAccessible(desk);
  await amount.fill(outstanding);
  await paid.getByRole("button", { name: o.order.markPaidButton }).click();
  await expect(desk.getByText(o.order.paidDone.replace("{{number}}", number))).toBeVisible();
  await expect(desk.getByRole("region", { name: o.order.payments, exact: true })).toContainText(`BANK ${number}`);

  // Shipping without a carrier is refused; with DPD and the label's number it is recorded.
  const ship = desk.getByRole("region", { name: o.order.ship, exact: true });
  const tracking = `09981${Date.now()}`.slice(0, 14);
  await ship.getByLabel(o.order.trackingNumber).fill(tracking);
  await ship.getByRole("button", { name: o.order.shipButton }).click();
  await expect(desk.getByText(o.errors.carrier)).toBeVisible();
  await ship.getByLabel(o.order.carrier).selectOption("dpd");
  await ship.getByLabel(o.order.trackingNumber).fill(tracking);
  await ship.getByRole("button", { name: o.order.shipButton }).click();
  await expect(desk.getByText(o.order.shipDone.replace("{{number}}", number))).toBeVisible();
  await expect(desk.getByRole("region", { name: o.order.shipments, exact: true })).toContainText(`DPD ${tracking}`);
  await expect(desk.getByRole("region", { name: o.order.ship, exact: true })).toHaveCount(0);
  await expectAccessible(desk);

  // The guest's order page links the parcel at DPD; the outbox holds the mail in the guest's language.
  await page.goto(guestPage);
  const track = page.getByRole("link", {
    name: resources[lang].checkout.order.trackParcel.replace("{{number}}", tracking),
  });
  await expect(track).toHaveAttribute("href", `https://tracking.dpd.de/status/en_US/parcel/${tracking}`);
  const mails = await shippingMails(number);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe(
    lang === "de" ? `Ihre Bestellung ${number} wurde versandt` : `Zamówienie ${number} zostało wysłane`,
  );
  expect(mails[0]!.body).toContain(tracking);
  await desk.context().close();
});

test("the list's filters, its CSV file, and a warehouse member who books no payment", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  await addToBasket(page, lang, stocked[4]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await placeGuestOrder(page, lang);
  const number = await orderNumber(page);
  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });

  // A filter the form cannot produce: a translated field error, no list.
  const bad = await page.goto(`/office/orders?lng=${lang}&from=2026-02-30`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByText(o.errors.date)).toBeVisible();
  await expect(page.getByText(o.orders.fix)).toBeVisible();

  // Unpaid orders of the guest's e-mail, 25 to a page: every row says unpaid, the new order is
  // among them, and the CSV file has the same filter.
  await openOffice(page, "/office/orders");
  await page.getByLabel(o.orders.q).fill("anna.nowak@example");
  await page.getByLabel(o.orders.paymentstatus, { exact: true }).selectOption("unpaid");
  await page.getByLabel(o.orders.pagesize).selectOption("25");
  await page.getByRole("button", { name: o.orders.filter }).click();
  await expect(page).toHaveURL(/paymentstatus=unpaid/);
  const rows = page.getByRole("table", { name: o.orders.caption }).getByRole("row");
  await expect(rows.filter({ hasText: number })).toHaveCount(1);
  // The rows read at once (with JavaScript the list is replaced as a whole when the filter's answer comes).
  await expect(async () => {
    const texts = (await rows.allInnerTexts()).slice(1);
    expect(texts.length).toBeLessThanOrEqual(25);
    for (const text of texts) expect(text).toContain(o.orders.paymentStatuses.unpaid);
  }).toPass({ timeout: 10_000 });
  const csv = await page.getByRole("link", { name: o.orders.csv }).getAttribute("href");
  expect(csv).toContain("paymentstatus=unpaid");
  const file = await page.request.get(csv!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect(await file.text()).toContain(number);

  // The warehouse reaches the list and the order, but books no payment and downloads no file.
  await signOutOfOffice(page, lang);
  const warehouse = demoStaffWith("warehouse");
  await signInWithSecret(page, lang, {
    email: warehouse.email,
    password: DEMO_STAFF_PASSWORD,
    secret: warehouse.totpSecret,
  });
  await openOffice(page, `/office/orders/${number}`);
  await expect(
    page.getByRole("heading", { level: 1, name: o.order.heading.replace("{{number}}", number) }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: o.order.markPaid, exact: true })).toHaveCount(0);
  await page.goto("/office/orders");
  await expect(page.getByRole("link", { name: o.orders.csv })).toHaveCount(0);
  const refused = await page.request.get("/office/orders.csv");
  expect(refused.status()).toBe(403);
});
