/**
 * The price-list export in the browser (issue 20 item 4), JavaScript on (German) and off (Polish):
 * a signed-in demo customer exports one brand as CSV and as XLSX from the account area; the files
 * arrive, and the part's price in each equals the net price its product page shows the same
 * customer. A guest asking for the file is sent to sign in. axe checks the page.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { demoItem } from "./demo.ts";
import { acceptCookies, expectAccessible, parseShownPrice } from "./fixtures.ts";

type Lang = "de" | "pl";
const langOf = (): Lang => (test.info().project.use.javaScriptEnabled === false ? "pl" : "de");

async function signIn(page: Page, lang: Lang) {
  const a = resources[lang].account;
  await page.getByLabel(a.login.email).fill("werkstatt@demo-customer.example");
  await page.getByLabel(a.login.password).fill("demo-password-de");
  await page.getByRole("button", { name: a.login.submit }).click();
}

/** The file the export form sends, saved to a temporary folder. */
async function download(page: Page, lang: Lang, brand: string, format: "csv" | "xlsx") {
  const p = resources[lang].account.priceList;
  await page.getByLabel(p.brand).selectOption({ label: brand });
  await page.getByLabel(p.formats[format]).check();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: p.download }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^(preisliste|cennik)-C-\\d{6}-dba-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
  );
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "price-list-e2e-")), file.suggestedFilename());
  await file.saveAs(where);
  return where;
}

test("a customer exports one brand as CSV and XLSX; the prices are the product page's", async ({ page }) => {
  const lang = langOf();
  const a = resources[lang].account;
  const item = demoItem("inStock");
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);

  // A guest asking for the file signs in first and comes back to the export page.
  await page.goto("/account/price-list/download?brand=dba&format=csv");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signIn(page, lang);
  await expect(page).toHaveURL(/\/account\/price-list\?brand=dba&format=csv$/);
  await expect(page.getByRole("heading", { level: 1, name: a.priceList.title })).toBeVisible();
  const common = resources[lang].common;
  await expect(page.getByText(`${common.basket.tradePricesNote} ${common.product.shippingLink}`)).toBeVisible();
  await expectAccessible(page);

  // The net price the product page shows this customer.
  await page.goto(`/${item.urlcomponent}`);
  const c = resources[lang].common.product;
  // A trade customer's price is net, first (issue 43), and said to be net.
  await expect(page.locator(".buy-box")).toContainText(c.tradeNet.split("{{rate}}")[0]!);
  const net = await page.locator(".buy-box .price-now").first().textContent();
  const shown = Math.round(parseShownPrice(net!, lang) * 100);
  expect(shown).toBeGreaterThan(0);

  await page.goto("/account/price-list");
  const csv = fs.readFileSync(await download(page, lang, "DBA", "csv"), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toContain(lang === "de" ? "Ihr Preis" : "Twoja cena");
  const row = lines.find((l) => l.startsWith(`${item.name},`));
  expect(row, `${item.name} in the CSV`).toBeDefined();
  // Part number, brand, "description", list price, your price, ...
  const yours = /^[^,]+,DBA,(?:"(?:[^"]|"")*"|[^,]*),([\d.]+),([\d.]+),/.exec(row!);
  expect(Math.round(Number(yours![2]) * 100)).toBe(shown);

  const xlsx = await download(page, lang, "DBA", "xlsx");
  expect(execFileSync("unzip", ["-tq", xlsx]).toString()).toMatch(/No errors/);
  const sheet = execFileSync("unzip", ["-p", xlsx, "xl/worksheets/sheet1.xml"]).toString();
  const cells = new RegExp(`<t>${item.name}</t></is></c>.*?</row>`).exec(sheet)?.[0];
  expect(cells, `${item.name} in the sheet`).toBeDefined();
  const numbers = [...cells!.matchAll(/<v>([\d.]+)<\/v>/g)].map((m) => Number(m[1]));
  expect(Math.round(numbers[1]! * 100)).toBe(shown);
});

test("a query the form cannot make comes back with its errors", async ({ page }) => {
  const lang = langOf();
  const p = resources[lang].account.priceList;
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await page.goto("/login?redirectTo=/account/price-list");
  await signIn(page, lang);
  // (The sign-in page's own URL ends with the same path, in its redirectTo.)
  await page.waitForURL((url) => url.pathname === "/account/price-list");
  await page.goto("/account/price-list/download?brand=nobrand&format=pdf");
  await expect(page).toHaveURL(/\/account\/price-list\?brand=nobrand&format=pdf$/);
  await expect(page.getByText(p.badBrand)).toBeVisible();
  await expect(page.getByText(p.badFormat)).toBeVisible();
  await expectAccessible(page);
});
