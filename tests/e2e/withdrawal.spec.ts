/**
 * The withdrawal function of the order page (Article 11a of Directive 2011/83/EU, decision 0021),
 * JavaScript on and off: order, "Withdraw from contract here", the confirmation step (a missing
 * choice of items is refused with nothing written), confirm, the order page's acknowledgement with
 * the date and time, and the acknowledgement e-mail and the office's notice in the ERP's outbox
 * (read straight from the e2e shop's database). A Polish order shows the Polish labels; an order
 * whose period has ended says why the function is not offered.
 */
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { addToBasket, placeGuestOrder, stocked, type Lang } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { htmlErrors, savedPages, SERVED_HTML } from "./html-checker.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const outbox = (orderId: string) =>
  query<{ kind: string; recipient: string; subject: string; body: string }>(
    "SELECT kind, recipient, subject, body FROM mail_outbox WHERE kind LIKE 'withdrawal-%' AND payload ->> 'order_id' = $1 ORDER BY kind",
    [orderId],
  );

/** Places a bank-transfer order of one unit of each part; answers the order's token. */
async function order(page: Page, lang: Lang, ...parts: number[]): Promise<string> {
  for (const part of parts) await addToBasket(page, lang, stocked[part]!.urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  await placeGuestOrder(page, lang);
  return new URL(page.url()).pathname.split("/")[2]!;
}

test("withdraw from an order: confirm, see the date and time of receipt, mails queued", async ({ page }) => {
  const w = resources.en.checkout.order.withdrawal;
  const token = await order(page, "en", 20);
  const transfer = page.getByRole("region", { name: resources.en.checkout.order.bank.title });
  await expect(transfer).toBeVisible();
  const section = page.getByRole("region", { name: w.title });
  await expect(section).toContainText(w.intro.split("{{date}}")[0]!);
  await section.getByRole("link", { name: w.open }).click();

  // The confirmation step.
  await expect(page).toHaveURL(new RegExp(`/order/${token}\\?withdraw=1$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(w.confirmTitle.split(" {{name}}")[0]!);
  await expectAccessible(page);

  // "Only the items I choose" with none chosen: refused, nothing written.
  await page.getByRole("radio", { name: w.some }).check();
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page.getByRole("alert")).toContainText(w.errors.items);
  expect(await outbox(token)).toHaveLength(0);
  await expectAccessible(page);

  // The whole order, with a reason.
  await page.getByRole("radio", { name: w.all }).check();
  await page.getByLabel(w.reason).fill("Ordered for the wrong model");
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${token}$`));
  const received = page.getByTestId("withdrawal-received");
  await expect(received).toContainText(/We received your withdrawal on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} CES?T\./);
  await expect(received).toContainText(w.receivedAll);
  await expect(page.getByRole("link", { name: w.open })).toHaveCount(0);
  // Nothing is left to pay for an order withdrawn from as a whole: no payment section.
  await expect(transfer).toHaveCount(0);
  await expectAccessible(page);

  const mails = await outbox(token);
  expect(mails.map((m) => m.kind)).toEqual(["withdrawal-acknowledgement", "withdrawal-office"]);
  expect(mails[0]).toMatchObject({ recipient: "anna.nowak@example.com" });
  expect(mails[0]!.body).toMatch(/we received your withdrawal from the contract of order WEB-\S+ on \d{1,2} \w+ \d{4}/);
  expect(mails[1]!.body).toContain("Reason:\n> Ordered for the wrong model");

  // The confirmation step again (a bookmark, the back button) shows the recorded withdrawal; no second one.
  await page.goto(`/order/${token}?withdraw=1`);
  await expect(page.getByTestId("withdrawal-received")).toBeVisible();
  expect(await outbox(token)).toHaveLength(2);
});

test("a Polish order of two parts: 'Odstąp od umowy tutaj', 'Potwierdź odstąpienie', one part", async ({ page }) => {
  const w = resources.pl.checkout.order.withdrawal;
  expect(w.open).toBe("Odstąp od umowy tutaj");
  const token = await order(page, "pl", 21, 23);
  await page.getByRole("link", { name: w.open }).click();
  await page.getByRole("radio", { name: w.some }).check();
  await page.getByRole("group", { name: w.items }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${token}$`));
  await expect(page.getByTestId("withdrawal-received")).toContainText(
    /Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy w dniu \d{1,2} \S+ \d{4}/,
  );
  await expect(page.getByTestId("withdrawal-received")).toContainText(w.receivedItems);
  await expect(page.getByTestId("withdrawal-received").getByRole("listitem")).toHaveCount(1);
  const mails = await outbox(token);
  expect(mails[0]!.subject).toMatch(/^Potwierdzenie odstąpienia od umowy/);
});

test("after the period the order page says why the withdrawal function is not offered", async ({ page }) => {
  const w = resources.en.checkout.order.withdrawal;
  const token = await order(page, "en", 22);
  await query("UPDATE orders SET created_at = created_at - interval '40 days' WHERE id = $1", [token]);
  await page.goto(`/order/${token}?withdraw=1`);
  await expect(page.getByRole("link", { name: w.open })).toHaveCount(0);
  await expect(page.getByTestId("withdrawal-not-offered")).toContainText(w.notOffered["period-ended"].split(" {{")[0]!);
  await expectAccessible(page);
});

test("the withdrawal function's pages are valid HTML (W3C Nu checker)", { tag: SERVED_HTML }, async ({ page }) => {
  const w = resources.de.checkout.order.withdrawal;
  const { dir, files, save } = savedPages("withdrawal-html-");
  const token = await order(page, "de", 24);
  save("offered", await page.content());
  await page.getByRole("link", { name: w.open }).click();
  save("confirm", await page.content());
  await page.getByRole("radio", { name: w.some }).check();
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page.getByRole("alert")).toContainText(w.errors.items);
  save("refused", await page.content());
  await page.getByRole("radio", { name: w.all }).check();
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${token}$`));
  await expect(page.getByTestId("withdrawal-received")).toContainText(/Wir haben Ihren Widerruf am \d/);
  save("received", await page.content());
  expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
