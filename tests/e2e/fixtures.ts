import fs from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";

/**
 * axe's minified build, which the page parses in half the time of the full one that
 * `@axe-core/playwright` injects by default (0.2 s of every check, on each new document).
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(
  createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * For the JavaScript-off project: one page per browser (so per test worker) that runs axe but loads
 * no script of the shop, kept from check to check. A new context for every check cost a renderer
 * process of its own, a third of the check's time on the 2-core machine.
 */
const twins = new WeakMap<Browser, Promise<{ context: BrowserContext; page: Page }>>();

async function twinOf(browser: Browser) {
  let twin = twins.get(browser);
  if (!twin) {
    twin = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      // The shop's scripts blocked by the browser itself: a Playwright route would pass every
      // request of the page through the test process.
      const devtools = await context.newCDPSession(page);
      await devtools.send("Network.enable");
      await devtools.send("Network.setBlockedURLs", { urls: ["*.js", "*.js?*"] });
      return { context, page };
    })();
    twins.set(browser, twin);
  }
  return twin;
}

/**
 * Fails on any WCAG 2.1 A/AA violation of the page as it is now. Axe runs inside the page, and a
 * page without JavaScript runs no script, not even axe's: for the JavaScript-off project the same
 * URL is opened, with the same cookies and window size, in a page that runs axe but loads no script
 * of the shop, so the page axe sees is the one a shopper without JavaScript sees.
 */
export async function expectAccessible(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) {
    const twin = await twinOf(page.context().browser()!);
    await twin.context.clearCookies();
    await twin.context.addCookies(await page.context().cookies());
    const size = page.viewportSize();
    if (size) await twin.page.setViewportSize(size);
    await twin.page.goto(page.url());
    await analyze(twin.page, page.url());
    return;
  }
  await analyze(page, page.url());
}

async function analyze(page: Page, url: string) {
  // WCAG 2.5.3 (label in name) is an axe rule still marked experimental, so off unless named. Only
  // violations are read: axe then sends no list of every passing node back (it took a quarter of its time).
  // Legacy mode runs axe.run in the page itself: the default runs each frame's part and then opens a
  // new blank page to finish, 1.1 to 1.4 s of every check on this machine (1.8 s against 3.2 s on the
  // catalogue). It leaves out a cross-origin frame's own content: the shop has one, a brand page's
  // video, which is the video host's page, not the shop's.
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `accessibility violations on ${url}`).toEqual([]);
}

/** Reads a price as shown ("€1,234.50", "1 234,50 zł") back into a number. */
export function parseShownPrice(text: string, lang: "en" | "pl" | "de"): number {
  const digits = text.replace(/[^\d.,]/g, "");
  const normalized = lang === "en" ? digits.replace(/,/g, "") : digits.replace(/\./g, "").replace(",", ".");
  return Number(normalized);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (texts: string[]) => new RegExp(`^(${texts.map(escape).join("|")})$`);
const LANGS = ["en", "pl", "de"] as const;

/** The cookie banner in whatever language the page is in. */
export const cookieBanner = (page: Page) =>
  page.getByRole("region", { name: anyOf(LANGS.map((l) => resources[l].home.consent.bannerLabel)) });

/** Accepts cookies in the banner (a plain form: works with JavaScript on and off) and waits for it to go. */
export async function acceptCookies(page: Page) {
  const banner = cookieBanner(page);
  await banner.getByRole("button", { name: anyOf(LANGS.map((l) => resources[l].home.consent.accept)) }).click();
  await expect(banner).toHaveCount(0);
}
