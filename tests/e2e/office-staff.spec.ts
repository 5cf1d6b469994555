/**
 * The office's staff and sign-in (issue 38), JavaScript on (German) and off (Polish): an invitation
 * by `npm run staff -- add`, the enrolment page with its QR code and secret, the recovery codes
 * shown once, sign-out and sign-in with a fresh code, a wrong code, a recovery code that works
 * once, a role that does not reach the owner's pages; and the owner's staff and audit pages.
 */
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { expectAccessible } from "./fixtures.ts";
import {
  codeUsed,
  enrolPath,
  freshCode,
  wrongCode,
  officeLang,
  officeTexts,
  openOffice,
  signInToOffice,
  signInWithSecret,
  signOutOfOffice,
  staffCli,
} from "./office-helpers.ts";

const PASSWORD = "a parts desk password 38";

test("an invited member enrols, sees the recovery codes once, signs out and in with a code", async ({ page }) => {
  // An enrolment and three sign-ins with codes, each waiting for a fresh TOTP step (up to 30 s).
  test.setTimeout(180_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const email = `desk-${lang}-${Date.now()}@example.com`;
  const path = enrolPath(await staffCli("add", email, "--role", "sales"));

  // The enrolment page: whom it is for, the roles, the QR code and the secret in text.
  await openOffice(page, `${path}?lng=${lang}`);
  await expect(page.getByRole("heading", { level: 1, name: o.enrol.title })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(o.roles.sales, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: o.enrol.qrLabel })).toBeVisible();
  const uri = (await page.getByTestId("totp-uri").textContent()) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const secret = (await page.getByTestId("totp-secret").textContent())?.replace(/\s+/g, "") ?? "";
  expect(new URL(uri).searchParams.get("secret")).toBe(secret);

  // A weak password and a wrong code: translated field errors, nothing enrolled.
  await page.getByLabel(resources[lang].account.password.password, { exact: true }).fill("short");
  await page.getByLabel(resources[lang].account.password.repeat).fill("short");
  await page.getByLabel(o.enrol.code).fill("12");
  await page.getByRole("button", { name: o.enrol.submit }).click();
  await expect(page.getByText(resources[lang].account.errors.passwordTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(o.errors.totpFormat)).toBeVisible();

  await page.getByLabel(resources[lang].account.password.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(resources[lang].account.password.repeat).fill(PASSWORD);
  const first = await freshCode(secret);
  await page.getByLabel(o.enrol.code).fill(first);
  await page.getByRole("button", { name: o.enrol.submit }).click();
  codeUsed(secret, first);

  // The ten recovery codes, once.
  await expect(page.getByRole("heading", { level: 1, name: o.recoveryCodes.newTitle })).toBeVisible();
  const codes = await page
    .getByRole("list", { name: o.recoveryCodes.listLabel })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  expect(page.url()).not.toContain(codes[0]!);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: o.recoveryCodes.title })).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // The home: who is signed in, the roles; a sales member sees neither staff nor audit log.
  await page.goto("/office");
  await expect(page.getByRole("heading", { level: 1, name: o.home.title, exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: o.shell.nav });
  await expect(nav.getByRole("link", { name: o.shell.sections.recoveryCodes })).toBeVisible();
  await expect(nav.getByRole("link", { name: o.shell.sections.staff })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: o.shell.sections.audit })).toHaveCount(0);
  await openOffice(page, "/office");
  const refused = await page.goto("/office/staff");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: o.forbidden.title })).toBeVisible();
  await expectAccessible(page);

  await signOutOfOffice(page, lang);
  // Signed out, the office sends to the sign-in page and back.
  await page.goto("/office/audit");
  await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Foffice%2Faudit/);

  // A wrong code: the same translated refusal as a wrong password.
  await signInToOffice(page, lang, { email, password: PASSWORD, code: wrongCode(secret) });
  await expect(page.getByText(o.signIn.failed)).toBeVisible();
  // A fresh code signs in.
  await signInToOffice(page, lang, { email, password: PASSWORD, code: await freshCode(secret) });
  await expect(page.getByRole("heading", { level: 1, name: o.home.title, exact: true })).toBeVisible();
  await expect(page.getByText(o.signIn.signedIn)).toBeVisible();
  await signOutOfOffice(page, lang);

  // A recovery code signs in once.
  await signInToOffice(page, lang, { email, password: PASSWORD, code: codes[1]! });
  await expect(page.getByRole("heading", { level: 1, name: o.home.title, exact: true })).toBeVisible();
  await signOutOfOffice(page, lang);
  await signInToOffice(page, lang, { email, password: PASSWORD, code: codes[1]! });
  await expect(page.getByText(o.signIn.failed)).toBeVisible();
});

test("the owner invites a member, changes roles, disables them, and reads the audit log", async ({ page }) => {
  const lang = officeLang();
  const o = officeTexts(lang);
  const owner = demoStaffWith("owner");
  await signInWithSecret(page, lang, { email: owner.email, password: DEMO_STAFF_PASSWORD, secret: owner.totpSecret });
  await expect(page.getByRole("heading", { level: 1, name: o.home.title, exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: o.shell.nav });
  await nav.getByRole("link", { name: o.shell.sections.staff }).click();
  await expect(page.getByRole("heading", { level: 1, name: o.staff.title })).toBeVisible();
  await openOffice(page, "/office/staff");

  // An invitation without a role: a translated field error; with one, the one-time link.
  const email = `invited-${lang}-${Date.now()}@example.com`;
  const name = `Nowy Pracownik ${lang}-${Date.now()}`;
  const invite = page.getByRole("region", { name: o.staff.inviteTitle });
  await invite.getByLabel(o.staff.email).fill(email);
  await invite.getByLabel(o.staff.name).fill(name);
  await invite.getByRole("button", { name: o.staff.invite }).click();
  await expect(page.getByText(o.errors.roles)).toBeVisible();
  await invite.getByLabel(o.roles.content).check();
  await invite.getByRole("button", { name: o.staff.invite }).click();
  const link = (await page.getByTestId("invite-link").textContent()) ?? "";
  expect(enrolPath(link)).toMatch(/^\/office\/enrol\//);
  await expectAccessible(page);

  // Its roles changed, then disabled after the question.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: name }) });
  await card.getByRole("group").getByLabel(o.roles.warehouse).check();
  await card.getByRole("button", { name: o.staff.saveRoles }).click();
  await expect(page.getByText(o.staff.rolesSaved.replace("{{email}}", email))).toBeVisible();
  await card.getByRole("button", { name: o.staff.disable.replace("{{name}}", name) }).click();
  await expect(page.getByRole("heading", { name: o.staff.disableQuestion.replace("{{name}}", name) })).toBeVisible();
  await page.getByRole("button", { name: o.staff.disableYes }).click();
  await expect(page.getByText(o.staff.disabledDone.replace("{{email}}", email))).toBeVisible();
  await expect(card.getByText(o.staff.statuses.disabled)).toBeVisible();

  // The audit log, filtered by the new member's e-mail: the invitation, the roles, the disabling.
  await openOffice(page, `/office/audit?entity=staff&actor=${encodeURIComponent(owner.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: o.audit.title })).toBeVisible();
  const table = page.getByRole("table", { name: o.audit.caption });
  await expect(table.getByRole("row").filter({ hasText: email }).first()).toBeVisible();
  // A bad date: a translated field error, no table.
  await page.goto("/office/audit?from=yesterday");
  await expect(page.getByText(o.errors.date)).toBeVisible();

  // The language switch works as in the shop (no currency question in the office).
  const other = lang === "de" ? "pl" : "de";
  await page.goto("/office/staff");
  await page.getByRole("button", { name: resources[lang].common.language[other] }).click();
  await expect(page).toHaveURL(/\/office\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: officeTexts(other).staff.title })).toBeVisible();
});

test("an invitation link that leads nowhere says so", async ({ page }) => {
  const lang = officeLang();
  const o = officeTexts(lang);
  const answer = await page.goto(`/office/enrol/${"x".repeat(43)}?lng=${lang}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(o.enrol.invalid)).toBeVisible();
  await expectAccessible(page);
});
