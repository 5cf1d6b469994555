/** Shared steps of the office's specs: the staff CLI, TOTP codes from a page's secret, signing in. */
import { expect, test, type Page, type Response } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { resources } from "../../app/locales.ts";
import { expectAccessible } from "./fixtures.ts";
import { officeCommand } from "./shop-under-test.ts";

export type Lang = "de" | "pl";
/** JavaScript on walks the office in German, off in Polish: two languages, both ways. */
export const officeLang = (): Lang => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");
export const officeTexts = (lang: Lang) => resources[lang].office;

/** `npm run staff -- ...` against the shop under test's database, as a person runs it. */
export const staffCli = (...args: string[]): Promise<string> => officeCommand("staff", ...args);

/** The path of the one-time enrolment link in a text (the CLI's output, the staff page). */
export function enrolPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/office\/enrol\/[\w-]+)/.exec(text);
  expect(match, `an enrolment link in: ${text}`).not.toBeNull();
  return match![1]!;
}

const STEP = 30;
/** The last time step a code was made for, per secret: the ERP takes each step's code once. */
const usedSteps = new Map<string, number>();

/**
 * A code the ERP has not seen for this secret: the current step's, or the next one's (one step of
 * drift is accepted) when this one's was used; when both were, it waits for the next step.
 */
export async function freshCode(secret: string): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: STEP });
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP);
    const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return totp.generate({ timestamp: step * STEP * 1000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP * 1000 - Date.now() + 200));
  }
}

/** A six-digit code that no step near now has for this secret. */
export function wrongCode(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: STEP });
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (totp.validate({ token: code, window: 2 }) === null) return code;
  }
}

/** Marks a step's code as used (enrolment takes the current one). */
export function codeUsed(secret: string, code: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: STEP });
  const delta = totp.validate({ token: code, window: 1 });
  if (delta !== null) usedSteps.set(secret, Math.floor(Date.now() / 1000 / STEP) + delta);
}

/** Checks an office answer's headers: kept by no cache, indexed by no search engine. */
export function expectPrivate(answer: Response | null) {
  expect(answer, "a document answer").not.toBeNull();
  const headers = answer!.headers();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["x-robots-tag"]).toMatch(/noindex/);
}

/** Opens an office page, checks its headers, its robots meta and axe; answers the response. */
export async function openOffice(page: Page, path: string) {
  const answer = await page.goto(path);
  expectPrivate(answer);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  return answer;
}

/** Signs in at the office's sign-in page with e-mail, password and a code; lands on the office. */
export async function signInToOffice(page: Page, lang: Lang, who: { email: string; password: string; code: string }) {
  const o = officeTexts(lang);
  await openOffice(page, `/office/sign-in?lng=${lang}`);
  await page.getByLabel(o.signIn.email).fill(who.email);
  await page.getByLabel(o.signIn.password, { exact: true }).fill(who.password);
  await page.getByLabel(o.signIn.code).fill(who.code);
  await page.getByRole("button", { name: o.signIn.submit }).click();
}

/** Signs out with the header's form; lands on the sign-in page. */
export async function signOutOfOffice(page: Page, lang: Lang) {
  const o = officeTexts(lang);
  await page.getByRole("button", { name: o.shell.signOut }).click();
  await expect(page.getByRole("heading", { level: 1, name: o.signIn.title })).toBeVisible();
  await expect(page.getByText(o.signOut.done)).toBeVisible();
}

/**
 * Signs in with a TOTP secret's fresh code. Should another process have taken that step's code
 * (the ERP takes each step once per member), the next step's code is tried once.
 */
export async function signInWithSecret(
  page: Page,
  lang: Lang,
  who: { email: string; password: string; secret: string },
) {
  const o = officeTexts(lang);
  const home = page.getByRole("heading", { level: 1, name: o.home.title, exact: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    await signInToOffice(page, lang, { email: who.email, password: who.password, code: await freshCode(who.secret) });
    const refused = page.getByText(o.signIn.failed);
    await expect(home.or(refused)).toBeVisible();
    if (await home.isVisible()) return;
    const now = Math.floor(Date.now() / 1000 / STEP);
    usedSteps.set(who.secret, Math.max(usedSteps.get(who.secret) ?? -1, now + 1));
  }
  await expect(home).toBeVisible();
}

/**
 * Enrols at an invitation's page: a password, the first code of the secret the page shows; lands
 * on the recovery codes. Answers the secret, for the sign-ins that follow.
 */
export async function enrol(page: Page, lang: Lang, path: string, password: string): Promise<string> {
  const o = officeTexts(lang);
  const a = resources[lang].account;
  await openOffice(page, `${path}?lng=${lang}`);
  const secret = (await page.getByTestId("totp-secret").textContent())?.replace(/\s+/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await page.getByLabel(a.password.password, { exact: true }).fill(password);
  await page.getByLabel(a.password.repeat).fill(password);
  const first = await freshCode(secret);
  await page.getByLabel(o.enrol.code).fill(first);
  await page.getByRole("button", { name: o.enrol.submit }).click();
  codeUsed(secret, first);
  await expect(page.getByRole("heading", { level: 1, name: o.recoveryCodes.newTitle })).toBeVisible();
  return secret;
}
