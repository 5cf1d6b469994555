/**
 * Quotes in the office (issue 41 item 4), JavaScript on (German) and off (Polish): a viewer of a
 * trade company (a copy of the demo company's, own-data.ts) asks for a quote of two parts through
 * the ERP's calls (the basket's form is walked in company-walk.spec.ts); the sales desk finds it in the office's list, is
 * refused a price it cannot read (a translated error at that line, nothing written), answers it
 * with prices, the last day and a message (mailed to the viewer), and writes to the viewer. axe
 * checks every page.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { erpClient, guestContext } from "../../app/.server/erp.ts";
import { connect } from "../../erp/db/client.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { createErp } from "../../erp/server.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { stocked } from "./checkout-helpers.ts";
import { expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret, type Lang } from "./office-helpers.ts";
import { ownCustomer } from "./own-data.ts";
import { shopDatabaseUrl, withShopDatabase } from "./shop-under-test.ts";

const viewerOf = (company: Awaited<ReturnType<typeof ownCustomer>>) =>
  company.people!.find((p) => p.role === "viewer")!;

/** The viewer of a company of its own asks for a quote of two parts (2 and 3 units) in `lang`; answers its number. */
async function requestQuote(lang: Lang): Promise<string> {
  const company = await ownCustomer(DEMO_CUSTOMERS.find((c) => c.people?.some((p) => p.role === "viewer"))!);
  const viewer = viewerOf(company);
  const parts = lang === "de" ? [stocked[60]!, stocked[61]!] : [stocked[62]!, stocked[63]!];
  const ids = await withShopDatabase(async (client) =>
    Promise.all(
      parts.map(
        async (p) =>
          (await client.query<{ id: number }>("SELECT id FROM items WHERE urlcomponent = $1", [p.urlcomponent]))
            .rows[0]!.id,
      ),
    ),
  );
  process.env.SHOP_URL ??= test.info().project.use.baseURL;
  const { db, pool } = connect(shopDatabaseUrl());
  try {
    const transport = inProcessTransport(createErp({ db, vies: null, log: () => {} }));
    const guest = erpClient(guestContext({ lang, currency: "EUR", country: "DE" }), transport);
    const { token } = await guest.signIn(viewer.email, viewer.password, "127.0.0.1");
    const erp = erpClient(guestContext({ lang, currency: "EUR", country: "DE", customerToken: token }), transport);
    const { cart_id } = await erp.addToCart({ record: ids[0]!, quantity: 2 });
    await erp.addToCart({ cart_id, record: ids[1]!, quantity: 3 });
    const { number } = await erp.call("requestQuote", { cart_id, message: "Zwölf Transporter / dwanaście aut" });
    return number;
  } finally {
    await pool.end();
  }
}

const statusOf = (number: string) =>
  withShopDatabase(
    async (client) =>
      (await client.query<{ status: string }>("SELECT status FROM quotes WHERE number = $1", [number])).rows[0]!.status,
  );
const answeredMails = (number: string) =>
  withShopDatabase(
    async (client) =>
      (
        await client.query<{ recipient: string; body: string }>(
          "SELECT recipient, body FROM mail_outbox WHERE kind = 'quote-answered' AND payload ->> 'quote' = $1",
          [number],
        )
      ).rows,
  );

test("a quote asked for by a company is answered and written about in the office", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const number = await requestQuote(lang);

  // The sales desk finds it among the requested quotes.
  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });
  await page
    .getByRole("navigation", { name: o.shell.nav })
    .getByRole("link", { name: o.shell.sections.quotes })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: o.quotes.title })).toBeVisible();
  await page.getByLabel(o.quotes.status).selectOption("requested");
  await page.getByRole("button", { name: o.quotes.filter }).click();
  await expect(page).toHaveURL(/status=requested/);
  await expectAccessible(page);
  await page.getByRole("link", { name: number }).click();
  const heading = o.quote.heading.replace("{{number}}", number);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await openOffice(page, `/office/quotes/${number}`);
  await expect(page.getByText(o.quotes.statuses.requested).first()).toBeVisible();

  // A price that cannot be read: the error at that line, nothing written.
  const answer = page.getByRole("region", { name: o.quote.answerTitle });
  const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await answer.locator("#answer-quote-price-0").fill("12,345");
  await answer.locator("#answer-quote-price-1").fill("40");
  await answer.getByLabel(o.quote.validUntilField).fill(lastDay);
  await answer.getByRole("button", { name: o.quote.answer, exact: true }).click();
  await expect(answer.getByText(o.errors.amount)).toBeVisible();
  await expect(answer.locator("#answer-quote-price-0")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect(await statusOf(number)).toBe("requested");

  // The answer: prices, the last day, a message.
  const message = lang === "de" ? "Lieferung in zwei Wochen." : "Dostawa w ciągu dwóch tygodni.";
  await answer.locator("#answer-quote-price-0").fill(lang === "de" ? "85,50" : "85.50");
  await answer.locator("#answer-quote-price-1").fill("40");
  await answer.getByLabel(o.quote.validUntilField).fill(lastDay);
  await answer.getByLabel(o.quote.answerMessage).fill(message);
  await answer.getByRole("button", { name: o.quote.answer, exact: true }).click();
  await expect(page.getByText(o.quote.answered.replace("{{number}}", number))).toBeVisible();
  await expect(page.getByText(o.quotes.statuses.answered).first()).toBeVisible();
  const messages = page.getByRole("region", { name: o.quote.messages });
  await expect(messages.getByText(message)).toBeVisible();
  await expectAccessible(page);
  expect(await statusOf(number)).toBe("answered");
  const [mail] = await answeredMails(number);
  expect(mail?.body).toContain(message);

  // A message to the viewer.
  const note = lang === "de" ? "Brauchen Sie auch Bremsbeläge?" : "Czy potrzebują Państwo także klocków?";
  const write = page.getByRole("region", { name: o.quote.messageTitle });
  await write.getByRole("button", { name: o.quote.send }).click();
  await expect(write.getByText(resources[lang].common.errors.required)).toBeVisible();
  await write.getByLabel(o.quote.message, { exact: true }).fill(note);
  await write.getByRole("button", { name: o.quote.send }).click();
  await expect(page.getByText(o.quote.messageSent.replace("{{number}}", number))).toBeVisible();
  await expect(messages.getByText(note)).toBeVisible();
  await expectAccessible(page);
});
