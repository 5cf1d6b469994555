/**
 * Issue 41's whole walk ("done when"), JavaScript on (German) and off (Polish), axe on the way:
 * an admin invites a buyer and gives them a limit of 50 per order; the buyer sets a password from
 * the mailed link, orders a dear part over the limit with a PO number; the order waits; the admin
 * approves it; the PO number is on the order page and in the PDF. A viewer asks for a quote from
 * the basket (an empty message refused at the field); the sales desk answers it in the office; the buyer accepts it
 * and orders at the quoted price; the quote says it is ordered. A quantity outside the demo's box
 * of 12 oil filters is refused with the rule named.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { quantityRuleMessage } from "../../app/lib/quantity-rule.ts";
import { fixedT } from "../../app/lib/translate.ts";
import { formatPrice } from "../../contract/money.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { pdfText } from "../integration/fixtures/orders.ts";
import { choosePassword, langOf, mailedLink, signIn, type Lang } from "./account-helpers.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer, ownPart } from "./own-data.ts";
import { officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";

const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;
/** The demo's oil filters sold in boxes of 12 (erp/seed: DemoItem.quantityRule). */
const boxed = buildDemoCatalogue().items.find((i) => i.quantityRule?.increment === 12)!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const shown = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

async function signInAs(page: Page, lang: Lang, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, email, password);
  await expect(page.getByText(resources[lang].account.login.signedIn)).toBeVisible();
}

async function placeOnAccount(page: Page, lang: Lang, po?: string) {
  const k = resources[lang].checkout;
  await page.goto(`/basket?lng=${lang}`);
  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, lang === "de" ? /Kauf auf Rechnung/ : /Na fakturę/);
  if (po)
    await page
      .getByRole("group", { name: k.additional.title })
      .getByLabel(k.additional.poNumber, { exact: true })
      .fill(po);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
  return orderNumber(page);
}

test("invite, order over the limit with a PO, approve; quote asked, answered, accepted, ordered", async ({ page }) => {
  test.setTimeout(240_000);
  const lang = langOf();
  const a = resources[lang].account;
  const k = resources[lang].checkout;
  const c = resources[lang].common;
  const q = a.quotes;
  const company = await ownCustomer(werkstatt);
  const viewer = company.people!.find((person) => person.role === "viewer")!;
  const buyerEmail = `walk-buyer-${lang}-${Date.now()}@trade.example`;
  const buyerPassword = "torque wrench and thread lock";
  const po = `WALK-${lang}/${Date.now() % 100000}`;

  // The admin invites a buyer, gives them 50 per order, and lets buyers see the company's quotes and orders.
  await signInAs(page, lang, company.email, company.password!);
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.people }).click();
  const invite = page.getByRole("region", { name: a.people.inviteTitle });
  await invite.getByLabel(a.people.name).fill("Mara Walk");
  await invite.getByLabel(a.people.email).fill(buyerEmail);
  await invite.getByLabel(a.people.role).selectOption({ label: a.people.roles.buyer });
  await invite.getByRole("button", { name: a.people.invite }).click();
  await expect(page.getByText(a.people.invited.replace("{{email}}", buyerEmail))).toBeVisible();
  const card = page.getByRole("article", { name: "Mara Walk" });
  await card.getByLabel(a.people.orderLimit.replace("{{currency}}", "EUR")).fill("50");
  await card.getByRole("button", { name: a.people.saveLimits }).click();
  await expect(page.getByText(a.people.limitsSaved.replace("{{name}}", "Mara Walk"))).toBeVisible();
  const rules = page.getByRole("region", { name: a.people.settingsTitle });
  await rules.getByLabel(a.people.seeAll).check();
  await rules.getByRole("button", { name: a.people.saveSettings }).click();
  await expect(page.getByText(a.people.settingsSaved)).toBeVisible();

  // The buyer sets a password from the mail and orders a dear part, with a PO number: it waits.
  await page.context().clearCookies();
  await page.goto(`/?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await choosePassword(page, lang, await mailedLink(buyerEmail, "invite"), buyerPassword);
  await signInAs(page, lang, buyerEmail, buyerPassword);
  await addToBasket(page, lang, ownPart("dear").urlcomponent);
  const first = await placeOnAccount(page, lang, po);
  await expect(page.getByText(new RegExp(escape(c.approval.reasons["order-limit"])))).toBeVisible();

  // The admin approves it.
  await signInAs(page, lang, company.email, company.password!);
  await page.goto(`/account/approvals?lng=${lang}`);
  await page
    .getByRole("article", { name: first })
    .getByRole("button", { name: new RegExp(`^${escape(a.approvals.approve)}`) })
    .click();
  await expect(page.getByText(a.approvals.approved.replace("{{number}}", first))).toBeVisible();

  // The buyer's order goes on; its PO number is on its page and in its PDF.
  await signInAs(page, lang, buyerEmail, buyerPassword);
  await page.goto(`/account/orders/${encodeURIComponent(first)}?lng=${lang}`);
  await expect(page.getByRole("definition").filter({ hasText: a.orders.statuses.pendingFulfillment })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: po })).toHaveText(po);
  const pdf = await page.request.get(`/account/orders/${encodeURIComponent(first)}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await pdf.body())).toContain(po);

  // The viewer asks for a quote from the basket: a message is needed.
  await signInAs(page, lang, viewer.email, viewer.password);
  await addToBasket(page, lang, ownPart("quote").urlcomponent);
  await page.goto(`/basket?lng=${lang}`);
  const ask = page.getByRole("form", { name: k.quote.ask });
  if (!(await ask.isVisible())) await page.getByText(k.quote.ask).click();
  await expectAccessible(page);
  await ask.getByRole("button", { name: k.quote.submit }).click();
  const message = page.getByRole("form", { name: k.quote.ask }).getByLabel(k.quote.message);
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAccessibleDescription(new RegExp(escape(q.messageRequired)));
  await message.fill("We need 1 for a fleet project: what is your best price?");
  await page.getByRole("form", { name: k.quote.ask }).getByRole("button", { name: k.quote.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Q-\d{4}-\d{6}/ })).toBeVisible();
  const number = /Q-\d{4}-\d{6}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  await expect(page.getByText(shown(q.requested, { number }))).toBeVisible();
  await expect(page.getByText(q.statuses.requested, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: q.accept })).toHaveCount(0);
  await expectAccessible(page);

  // The office's sales desk answers in the office: 10.00 net for the line, for 14 days, with a message.
  await page.context().clearCookies();
  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });
  const o = officeTexts(lang);
  await openOffice(page, `/office/quotes/${number}`);
  const answer = page.getByRole("region", { name: o.quote.answerTitle });
  await answer.locator("#answer-quote-price-0").fill(lang === "de" ? "10,00" : "10.00");
  await answer
    .getByLabel(o.quote.validUntilField)
    .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await answer.getByLabel(o.quote.answerMessage).fill("For the fleet project: 10.00 net.");
  await answer.getByRole("button", { name: o.quote.answer, exact: true }).click();
  await expect(page.getByText(o.quote.answered.replace("{{number}}", number))).toBeVisible();
  await expectAccessible(page);

  // The buyer finds it answered, accepts it and orders it at the quoted price.
  await signInAs(page, lang, buyerEmail, buyerPassword);
  await page.goto(`/account?lng=${lang}`);
  await page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.quotes }).click();
  await expect(page.getByRole("heading", { level: 1, name: q.title })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText(q.statuses.answered);
  await expectAccessible(page);
  await row.getByRole("link", { name: number }).click();
  const quoted = formatPrice(10, "EUR", lang);
  await expect(page.getByRole("cell", { name: quoted }).first()).toBeVisible();
  await expect(page.getByText("For the fleet project: 10.00 net.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: q.accept }).click();
  await expect(page).toHaveURL(/\/basket/);
  await expect(page.getByText(shown(q.accepted, { number }))).toBeVisible();
  await expect(page.getByText(shown(k.quote.basket, { number }))).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: c.basket.quoted })).toContainText(quoted);
  await expectAccessible(page);
  const second = await placeOnAccount(page, lang);
  // On account: the order page asks for the transfer by the due day, and ships without waiting for it.
  const [beforeDate, afterDate] = k.order.bank.dueHint.split("{{date}}") as [string, string];
  await expect(page.getByText(new RegExp(`^${escape(beforeDate)}.+${escape(afterDate)}$`))).toBeVisible();
  await expect(page.getByText(k.order.bank.hint)).toHaveCount(0);
  await page.goto(`/account/quotes/${number}?lng=${lang}`);
  await expect(page.getByText(q.statuses.ordered, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: second })).toBeVisible();

  // A quantity outside the box of 12 is refused with the rule named.
  await page.goto(`/${boxed.urlcomponent}?lng=${lang}`);
  const quantity = page.getByRole("spinbutton", { name: c.product.quantity });
  await quantity.fill("5");
  await page.getByRole("button", { name: c.product.addToCart }).click();
  const t = fixedT({ bundle: (l, ns) => resources[l as Lang]?.[ns as "common"] }, lang, "common");
  await expect(page.getByRole("alert")).toHaveText(quantityRuleMessage(t, boxed.quantityRule!, 5)!);
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
});
