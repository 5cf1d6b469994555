/**
 * Valid HTML: the main pages as the shop serves them (home, catalogue, product, search, basket,
 * contact, FAQ and an order page, in all three languages) checked by the W3C Nu HTML Checker
 * (vnu.jar from the vnu-jar package, run with the machine's Java). Any error fails the test, with
 * the checker's messages. The served HTML is the same with JavaScript on or off, so the check runs
 * once, in the js-off project.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { addToBasket, chooseMethods, fillGuest, stocked } from "./checkout-helpers.ts";
import { demoItem } from "./demo.ts";

const LANGS = ["en", "pl", "de"] as const;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu.jar on the files; answers its error messages (warnings and info are left out). */
function checkHtml(files: string[]): VnuMessage[] {
  const jar = path.join(
    path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
    "build/dist/vnu.jar",
  );
  const java = process.env.JAVA ?? "java";
  const run = spawnSync(java, ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `The W3C HTML checker could not run (${run.error?.message ?? run.stderr}). It needs Java 11 or later: ` +
        "`sudo apt-get install -y default-jre-headless` on Debian/Ubuntu, or point JAVA at a java binary.",
    );
  }
  const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === "error" || m.subType === "fatal");
}

test("the main pages are valid HTML in every language (W3C Nu checker)", async ({ page }) => {
  test.skip(test.info().project.name !== "js-off", "the served HTML is the same with JavaScript on");
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
    await chooseMethods(page, lang, /Standard/, /Bank|Przelew/);
    await page.getByLabel(k.terms.accept).check();
    await page.getByRole("button", { name: k.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{32}$/);
    await save(`order-${lang}`, `${new URL(page.url()).pathname}?lng=${lang}`);
  }

  const errors = checkHtml(files);
  const report = errors.map((e) => `${path.basename(e.url)}:${e.lastLine ?? "?"}: ${e.message} ${e.extract ?? ""}`);
  expect(report, "errors of the W3C Nu HTML Checker").toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
