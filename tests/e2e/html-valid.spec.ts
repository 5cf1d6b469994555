/**
 * Valid HTML: the main pages as the shop serves them (home, catalogue, product, search, basket,
 * contact, FAQ and an order page, in all three languages; the office's pages) checked by the W3C Nu HTML Checker
 * (tests/e2e/html-checker.ts). Any error fails the test, with the checker's messages. Tagged
 * SERVED_HTML: it runs in the js-off project only, the served HTML being the same with JavaScript on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, orderNumber, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { ACCOUNT_PAGES } from "./account-helpers.ts";
import { demoItem } from "./demo.ts";
import { htmlErrors, SERVED_HTML } from "./html-checker.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { enrolPath, signInWithSecret, staffCli } from "./office-helpers.ts";
import { claimLinkIn, decisionMails, storedClaim } from "./claim-helpers.ts";

const LANGS = ["en", "pl", "de"] as const;

test("the main pages are valid HTML in every language (W3C Nu checker)", { tag: SERVED_HTML }, async ({ page }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  const files: string[] = [];
  const save = async (name: string, url: string) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, await response.body());
    files.push(file);
  };

  for (const lang of LANGS) {
    await save(`home-${lang}`, `/?lng=${lang}`);
    await save(`catalogue-${lang}`, `/catalogue?lng=${lang}`);
    await save(`part-search-${lang}`, `/catalogue/search/rotor?diameter=332&lng=${lang}`);
    await save(`product-${lang}`, `/${demoItem("inStock").urlcomponent}?lng=${lang}`);
    await save(`search-${lang}`, `/search/dba?lng=${lang}`);
    await save(`contact-${lang}`, `/contact?lng=${lang}`);
    await save(`faq-${lang}`, `/faq?lng=${lang}`);
  }

  // A basket with a part, then its order, in each language (the session's cookies come along).
  for (const [i, lang] of LANGS.entries()) {
    const k = resources[lang].checkout;
    await addToBasket(page, lang, stocked[12 + i]!.urlcomponent);
    await page.goto(`/basket?lng=${lang}`);
    await save(`basket-${lang}`, `/basket?lng=${lang}`);
    await fillGuest(page, lang, "DE");
    await chooseMethods(page, lang, /Standard/, /^(Bank transfer|Przelew bankowy|Banküberweisung)/);
    await page.getByLabel(k.terms.accept).check();
    await page.getByRole("button", { name: k.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
    await save(`order-${lang}`, `${new URL(page.url()).pathname}?lng=${lang}`);
  }

  expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test(
  "the sign-in, application, warranty claim, my vehicle and account pages are valid HTML (W3C Nu checker)",
  { tag: SERVED_HTML },
  async ({ page }) => {
    test.setTimeout(180_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-account-"));
    const files: string[] = [];
    const save = async (name: string, url: string) => {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      const file = path.join(dir, `${name}.html`);
      fs.writeFileSync(file, await response.body());
      files.push(file);
    };
    for (const lang of ["pl", "de"] as const) {
      for (const url of ["/login", "/login/forgot", "/apply", "/warranty", "/warranty/dba", "/my-vehicle"])
        await save(`${url}-${lang}`.replace(/\//g, "_"), `${url}?lng=${lang}`);
    }
    // Signed in as the demo workshop, with an address, a quick order checked and an order of its own.
    const a = resources.de.account;
    await page.goto("/login?lng=de");
    await page.getByLabel(a.login.email).fill("werkstatt@demo-customer.example");
    await page.getByLabel(a.login.password).fill("demo-password-de");
    await page.getByRole("button", { name: a.login.submit }).click();
    await expect(page).toHaveURL(/\/account$/);
    const pages = ACCOUNT_PAGES;
    for (const lang of ["pl", "de"] as const) {
      for (const url of pages) await save(`${url}-${lang}`.replace(/\//g, "_"), `${url}?lng=${lang}`);
    }
    await page.goto("/quick-order?lng=de");
    await page.getByLabel(a.quickOrder.lines).fill(`${stocked[20]!.name};2\nNOPE-0000;1`);
    await page.getByRole("button", { name: a.quickOrder.check }).click();
    await expect(page.getByRole("heading", { level: 2, name: a.quickOrder.results })).toBeVisible();
    const checked = path.join(dir, "quick-order-checked.html");
    fs.writeFileSync(checked, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
    files.push(checked);
    const order = await page.request.get("/account/orders?lng=de");
    const number = /WEB-\d{4}-\d{6}/.exec(await order.text())?.[0];
    if (number) await save("account-order-de", `/account/orders/${number}?lng=de`);
    // The basket with its quote request, and a quote asked from it (issue 41).
    await addToBasket(page, "de", stocked[21]!.urlcomponent);
    await save("basket-signed-in-de", "/basket?lng=de");
    const asked = await page.request.post("/basket?lng=de", {
      form: { intent: "requestQuote", message: "Bitte ein Angebot.\nDanke." },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    const quote = /Q-\d{4}-\d{6}/.exec(asked.headers().location ?? "")?.[0];
    expect(quote, "the quote asked for").toBeDefined();
    await save("account-quote-de", `/account/quotes/${quote}?lng=de`);

    expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

test("the office's pages are valid HTML (W3C Nu checker)", { tag: SERVED_HTML }, async ({ page }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-office-"));
  const files: string[] = [];
  const save = async (name: string, url: string, status = 200) => {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(status);
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, await response.body());
    files.push(file);
  };
  const invite = enrolPath(await staffCli("add", `html-valid-${Date.now()}@example.com`, "--role", "content"));
  for (const lang of ["pl", "de"] as const) {
    await save(`office-sign-in-${lang}`, `/office/sign-in?lng=${lang}`);
    await save(`office-enrol-${lang}`, `${invite}?lng=${lang}`);
    await save(`office-enrol-invalid-${lang}`, `/office/enrol/${"x".repeat(43)}?lng=${lang}`, 404);
  }
  const owner = demoStaffWith("owner");
  await signInWithSecret(page, "de", { email: owner.email, password: DEMO_STAFF_PASSWORD, secret: owner.totpSecret });
  await expect(
    page.getByRole("heading", { level: 1, name: resources.de.office.home.title, exact: true }),
  ).toBeVisible();
  // An order of the test's own, for the order page with every form the owner may use on it.
  await addToBasket(page, "de", stocked[5]!.urlcomponent);
  await page.goto("/basket?lng=de");
  await placeGuestOrder(page, "de");
  const number = await orderNumber(page);
  // A warranty claim, decided (its history, the mail's link to the claimant's page).
  const claim = await storedClaim(`html-valid-${Date.now()}@shopper.example`);
  const decided = await page.request.post(`/office/claims/${claim}`, {
    form: { decision: "more_info", message: "Please send the invoice.\nThank you." },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  const claimPage = claimLinkIn((await decisionMails(claim))[0]!.body).replace(/&lng=\w+$/, "");
  for (const lang of ["pl", "de"] as const) {
    for (const url of [
      "/office",
      "/office/staff",
      "/office/audit",
      "/office/recovery-codes",
      "/office/orders",
      `/office/orders/${number}`,
      "/office/claims",
      `/office/claims/${claim}`,
      "/office/company",
    ])
      await save(`${url}-${lang}`.replace(/\//g, "_"), `${url}?lng=${lang}`);
    await save(`claim-page-${lang}`, `${claimPage}&lng=${lang}`);
    await save(`claim-page-unknown-${lang}`, `/claim/${claim}?token=${"x".repeat(43)}&lng=${lang}`, 404);
    // The content pages (the owner reaches every section): the lists, a post, a new one, the questions, the import.
    for (const url of [
      "/office/content/news",
      "/office/content/news/new",
      "/office/content/news/1",
      "/office/content/news/1?delete=1",
      "/office/content/slides",
      "/office/content/slides?delete=1",
      "/office/content/marquee",
      "/office/import",
      "/office/import?refused=size",
    ])
      await save(`${url}-${lang}`.replace(/[/?=]/g, "_"), `${url}${url.includes("?") ? "&" : "?"}lng=${lang}`);
  }
  // The customers (a demo customer's page, with the hold question), the applications, a bad filter.
  const list = await (await page.request.get("/office/customers?q=demo-customer")).text();
  const customer = /\/office\/customers\/([A-Z0-9-]+)"/.exec(list)?.[1];
  expect(customer, "a demo customer in the office's list").toBeTruthy();
  for (const lang of ["pl", "de"] as const) {
    await save(`office-customers-${lang}`, `/office/customers?q=demo-customer&lng=${lang}`);
    await save(`office-customers-bad-${lang}`, `/office/customers?status=gone&lng=${lang}`, 400);
    await save(`office-customer-${lang}`, `/office/customers/${customer}?lng=${lang}`);
    await save(`office-customer-ask-${lang}`, `/office/customers/${customer}?ask=on_hold&lng=${lang}`);
    await save(`office-applications-${lang}`, `/office/applications?lng=${lang}`);
  }
  await save("office-orders-bad-filter", "/office/orders?from=2026-02-30&status=lost", 400);
  expect(htmlErrors(files), "errors of the W3C Nu HTML Checker").toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
