/**
 * Warranty claims in the office (issue 38 item 3), JavaScript on (German) and off (Polish): a claim
 * made in the shop's form is found by the sales desk in the office's list, opened with its pictures
 * (served only in a staff session), refused a decision without one or without a message, then
 * decided; the outbox holds the mail in the claimant's language, and its link opens the claim's
 * page with the status and the message (never cached, never indexed); a wrong token is a 404.
 * axe checks every page.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { field } from "./account-helpers.ts";
import { claimLinkIn, decisionMails, fillClaim } from "./claim-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { expectPrivate, officeLang, officeTexts, openOffice, signInWithSecret } from "./office-helpers.ts";

const FIXTURES = "tests/fixtures/warranty";

test("a claim made in the shop is decided in the office and reaches the claimant's page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const shop = resources[lang];
  const email = `claimant-${lang}-${Date.now()}@shopper.example`;

  // The claimant makes a claim in the shop, in their language.
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await page.goto("/warranty/dba");
  await fillClaim(page, lang, email);
  await field(page, shop.enquiry.warranty.fields.pictures).setInputFiles([
    `${FIXTURES}/worn-disc.jpg`,
    `${FIXTURES}/cracked-pad.png`,
  ]);
  await page.getByRole("button", { name: shop.enquiry.warranty.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: shop.enquiry.warranty.thanks.title })).toBeVisible();
  const number = ((await page.locator(".claim-number").textContent()) ?? "").trim();
  expect(number).toMatch(/^WC-\d{4}-\d{6}$/);

  // The sales desk finds it in the list of received claims.
  const sales = demoStaffWith("sales");
  await signInWithSecret(page, lang, { email: sales.email, password: DEMO_STAFF_PASSWORD, secret: sales.totpSecret });
  await page
    .getByRole("navigation", { name: o.shell.nav })
    .getByRole("link", { name: o.shell.sections.claims })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: o.claims.title })).toBeVisible();
  await page.getByLabel(o.claims.status).selectOption("received");
  await page.getByRole("button", { name: o.claims.filter }).click();
  await expect(page).toHaveURL(/status=received/);
  await expectAccessible(page);
  await page.getByRole("link", { name: number }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: o.claim.heading.replace("{{number}}", number) }),
  ).toBeVisible();
  await openOffice(page, `/office/claims/${number}`);

  // The pictures: from the office's route, for a staff session only.
  const picture = page.getByRole("img", { name: new RegExp(o.claim.picture.split(" ")[0]!) }).first();
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute("src")) ?? "";
  expect(src).toBe(`/office/claims/${number}/pictures/1`);
  const bytes = await page.request.get(src);
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()["content-type"]).toBe("image/jpeg");
  expect(bytes.headers()["cache-control"]).toBe("private, no-store");
  expect(bytes.headers()["x-content-type-options"]).toBe("nosniff");
  const outsider = await request.get(src, { maxRedirects: 0 });
  expect(outsider.status()).toBe(303);
  expect(outsider.headers().location).toMatch(/^\/office\/sign-in/);

  // No decision, no message: translated field errors, nothing mailed.
  const decide = page.getByRole("region", { name: o.claim.decideTitle });
  await decide.getByRole("button", { name: o.claim.send }).click({ force: true });
  await expect(decide.getByText(o.errors.decision)).toBeVisible();
  await expect(decide.getByText(shop.common.errors.required)).toBeVisible();
  await expectAccessible(page);
  expect(await decisionMails(number)).toEqual([]);

  // The decision with its message.
  const message = lang === "de" ? "Bitte schicken Sie uns ein Foto der Rechnung." : "Prosimy o zdjęcie faktury.";
  await decide.getByLabel(o.claim.decisions.more_info, { exact: true }).check();
  await decide.getByLabel(o.claim.message).fill(message);
  await decide.getByRole("button", { name: o.claim.send }).click();
  const history = page.getByRole("region", { name: o.claim.history });
  await expect(history.getByText(message)).toBeVisible();
  await expect(history.getByText(o.claims.statuses.more_info)).toBeVisible();
  await expectAccessible(page);

  // The mail in the claimant's language, and its link to the claim's page.
  const [mail] = await decisionMails(number);
  expect(mail?.recipient).toBe(email);
  expect(mail?.subject).toBe(
    lang === "de"
      ? `Ihr Garantieanspruch ${number}: unsere Entscheidung`
      : `Twoja reklamacja gwarancyjna ${number}: nasza decyzja`,
  );
  expect(mail?.body).toContain(message);
  const link = claimLinkIn(mail!.body);
  expect(link).toContain(`lng=${lang}`);

  const claimant = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  });
  try {
    const own = await claimant.newPage();
    const answer = await own.goto(link);
    expectPrivate(answer);
    await expect(own.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(
      own.getByRole("heading", { level: 1, name: shop.enquiry.claimPage.heading.replace("{{number}}", number) }),
    ).toBeVisible();
    await expect(own.getByText(shop.enquiry.claimPage.statuses.more_info).first()).toBeVisible();
    await expect(own.getByText(message)).toBeVisible();
    await expect(own.getByText("The front discs cracked")).toHaveCount(0);
    await expectAccessible(own);

    const wrong = link.replace(/token=([\w-])/, (_, c: string) => `token=${c === "A" ? "B" : "A"}`);
    expect((await own.goto(wrong))?.status()).toBe(404);
    expect((await own.goto(`/claim/${number}`))?.status()).toBe(404);
  } finally {
    await claimant.close();
  }
});
