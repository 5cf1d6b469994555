/**
 * Quantity rules and volume prices (issue 41 item 5) in the browser, JavaScript on (German) and
 * off (Polish): a part sold in packs of 4, from 4, at most 40 per order. A shopper's quantity
 * outside the pack size is refused with the rule named on the product page and in the basket, and
 * nothing changes; a good one goes in. A trade buyer's quick order names the rule of a line that
 * breaks it, and the demo workshop's volume tier prices the line once it reaches 10 units. The
 * test owns its part (tests/e2e/own-data.ts) and gives it the rule directly in the database, taken
 * away again afterwards. axe checks the pages on the way.
 */
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { fixedT } from "../../app/lib/translate.ts";
import { quantityRuleMessage, ruleText } from "../../app/lib/quantity-rule.ts";
import type { QuantityRule } from "../../contract/quantity.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { langOf, signIn, type Lang } from "./account-helpers.ts";
import { chooseMethods, fillGuest } from "./checkout-helpers.ts";
import { acceptCookies, cookieBanner, expectAccessible } from "./fixtures.ts";
import { ownCustomer, ownPart } from "./own-data.ts";
import { withShopDatabase } from "./shop-under-test.ts";

const RULE: QuantityRule = { min: 4, max: 40, increment: 4 };
/** The demo workshop: level "Werkstatt" 12 %, 15 % from 10 units, 18 % from 50. */
const werkstatt = DEMO_CUSTOMERS.find((c) => c.email.startsWith("werkstatt@"))!;

/** The shop's own translator over the texts the page uses, for the sentences it builds. */
const translatorOf = (lang: Lang) =>
  fixedT({ bundle: (l, ns) => resources[l as Lang]?.[ns as "common"] }, lang, "common");
const fill = (text: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

async function setRule(urlcomponent: string, rule: QuantityRule | null) {
  await withShopDatabase((db) =>
    db.query("UPDATE items SET order_minimum = $2, order_increment = $3, order_maximum = $4 WHERE urlcomponent = $1", [
      urlcomponent,
      rule?.min ?? 1,
      rule?.increment ?? 1,
      rule?.max ?? null,
    ]),
  );
}

test.beforeEach(async () => {
  await setRule(ownPart("rule").urlcomponent, RULE);
});
test.afterEach(async () => {
  await setRule(ownPart("rule").urlcomponent, null);
});

const basketLink = (page: Page, lang: Lang) =>
  page.getByRole("link", { name: new RegExp(`^${resources[lang].common.basketLink.label}:`) });

test("a quantity outside the pack size is refused with the rule named, on the product page and in the basket", async ({
  page,
}) => {
  const lang = langOf();
  const c = resources[lang].common;
  const t = translatorOf(lang);
  const part = ownPart("rule");
  await page.goto(`/${part.urlcomponent}?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);

  // The rule is said at the field, and the stepper starts at the minimum, in steps of the pack.
  const quantity = page.getByRole("spinbutton", { name: c.product.quantity });
  await expect(page.getByText(ruleText(t, RULE)!)).toBeVisible();
  await expect(quantity).toHaveValue("4");
  await expect(quantity).toHaveAttribute("min", "4");
  await expect(quantity).toHaveAttribute("step", "4");
  await expect(quantity).toHaveAccessibleDescription(new RegExp(escape(ruleText(t, RULE)!)));
  await expect(page.getByRole("button", { name: c.product.decrease })).toBeDisabled();
  await expectAccessible(page);

  // 10 is not a multiple of 4: refused at the field, naming the rule and the quantities that keep it.
  await quantity.fill("10");
  await page.getByRole("button", { name: c.product.addToCart }).click();
  const refusal = quantityRuleMessage(t, RULE, 10)!;
  await expect(page.getByRole("alert")).toHaveText(refusal);
  await expect(quantity).toHaveValue("10");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(basketLink(page, lang)).not.toContainText(/[1-9]/);
  await expectAccessible(page);

  // 8 keeps it: added.
  await page.getByRole("spinbutton", { name: c.product.quantity }).fill("8");
  await page.getByRole("button", { name: c.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(c.product.added);

  // In the basket: the rule at the line; 6 is refused, naming the rule, and the line keeps its 8.
  await page.goto(`/basket?lng=${lang}`);
  const line = page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) });
  await expect(line).toHaveValue("8");
  await expect(line).toHaveAttribute("step", "4");
  await expect(page.getByRole("listitem").filter({ has: line })).toContainText(ruleText(t, RULE)!);
  await line.fill("6");
  await page.getByRole("button", { name: fill(c.basket.updateLine, { name: part.name }) }).click();
  await expect(page.getByRole("alert")).toHaveText(quantityRuleMessage(t, RULE, 6)!);
  await expect(
    page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) }),
  ).toHaveAttribute("aria-invalid", "true");
  await page.goto(`/basket?lng=${lang}`);
  await expect(page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) })).toHaveValue(
    "8",
  );
  await expectAccessible(page);
});

test("a trade buyer's quick order names the rule, and the volume tier prices a line from 10 units", async ({
  page,
}) => {
  const lang = langOf();
  const c = resources[lang].common;
  const q = resources[lang].account.quickOrder;
  const t = translatorOf(lang);
  const part = ownPart("rule");
  const company = await ownCustomer(werkstatt);
  await page.goto(`/login?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await signIn(page, lang, company.email, company.password!);
  await expect(page).toHaveURL(/\/account$/);

  // Quick order: 5 is not a multiple of 4, the line says so and nothing can be added.
  await page.goto("/quick-order");
  await page.getByLabel(q.lines).fill(`${part.name};5`);
  await page.getByRole("button", { name: q.check }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: part.name, exact: true }) });
  await expect(row).toContainText(fill(q.status.quantityRule, { rule: quantityRuleMessage(t, RULE, 5)! }));
  await expect(page.getByText(q.nothingToAdd)).toBeVisible();
  await expectAccessible(page);

  // 8 keeps it; but the pack size changes to 3 before the lines go in: none is added, the rule named.
  await page.getByLabel(q.lines).fill(`${part.name};8`);
  await page.getByRole("button", { name: q.check }).click();
  await expect(row).toContainText(q.status.ok);
  const later: QuantityRule = { min: 3, max: 39, increment: 3 };
  await setRule(part.urlcomponent, later);
  await page.getByRole("button", { name: q.add }).click();
  const reason = fill(resources[lang].account.reorder.reason.quantityRule, {
    name: part.name,
    rule: quantityRuleMessage(t, later, 8)!,
  });
  await expect(page.getByRole("status")).toContainText(fill(q.addedNone, { refused: reason }));
  await setRule(part.urlcomponent, RULE);

  // The product page lists the volume prices, net; at 12 units the tier from 10 is the price now.
  await page.goto(`/${part.urlcomponent}?lng=${lang}&quantity=12`);
  const tiers = page.getByRole("region", { name: c.quantityRule.tiers });
  await expect(tiers.getByRole("listitem")).toHaveCount(2);
  const applied = tiers.getByRole("listitem").filter({ hasText: c.quantityRule.applied });
  await expect(applied).toHaveCount(1);
  const tierText = (await applied.innerText()).trim();
  const tierPrice = /: (.+?) (netto|net)/.exec(tierText)?.[1];
  expect(tierPrice, tierText).toBeTruthy();
  expect(tierText).toContain(t("quantityRule.tierNet", { count: 10, price: tierPrice! }));
  await expectAccessible(page);

  // Added with 12: the basket prices the line at the tier, and marks it.
  await page.getByRole("button", { name: c.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(c.product.added);
  await page.goto(`/basket?lng=${lang}`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: part.name, exact: true }) });
  await expect(item).toContainText(`${c.basket.price}: ${tierPrice}`);
  await expect(item.getByRole("list", { name: c.quantityRule.tiers })).toContainText(c.quantityRule.applied);
  // Below the tier again (8): the level's own price, no tier marked.
  const line = page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) });
  await line.fill("8");
  await page.getByRole("button", { name: fill(c.basket.updateLine, { name: part.name }) }).click();
  await expect(page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) })).toHaveValue(
    "8",
  );
  await expect(item).not.toContainText(`${c.basket.price}: ${tierPrice}`);
  await expect(item.getByRole("list", { name: c.quantityRule.tiers })).not.toContainText(c.quantityRule.applied);
  await expectAccessible(page);
});

test("a rule set after the line went in: the line says what to change, and the order is refused, not failed", async ({
  page,
}) => {
  const lang = langOf();
  const c = resources[lang].common;
  const k = resources[lang].checkout;
  const t = translatorOf(lang);
  const part = ownPart("rule");
  await page.goto(`/${part.urlcomponent}?lng=${lang}`);
  if (await cookieBanner(page).count()) await acceptCookies(page);
  await page.getByRole("spinbutton", { name: c.product.quantity }).fill("8");
  await page.getByRole("button", { name: c.product.addToCart }).click();
  await expect(page.getByRole("status")).toContainText(c.product.added);

  // The office changes the pack size to 3: the 8 in the basket no longer keep the rule.
  const later: QuantityRule = { min: 3, max: 39, increment: 3 };
  await setRule(part.urlcomponent, later);
  await page.goto(`/basket?lng=${lang}`);
  const broken = fill(c.quantityRule.lineBreaks, { rule: quantityRuleMessage(t, later, 8)! });
  await expect(page.getByText(broken)).toBeVisible();
  const line = page.getByRole("spinbutton", { name: fill(c.basket.lineQuantity, { name: part.name }) });
  await expect(line).toHaveAttribute("aria-invalid", "true");
  await expect(line).toHaveAccessibleDescription(new RegExp(escape(broken)));
  await expectAccessible(page);

  await fillGuest(page, lang);
  await chooseMethods(page, lang, /Standard/, /^(Banküberweisung|Przelew bankowy)/);
  await page.getByLabel(k.terms.accept).check();
  await page.getByRole("button", { name: k.placeOrder }).click();
  await expect(page.getByText(k.errors.quantityRule).first()).toBeVisible();
  await expect(page).toHaveURL(/\/basket/);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
