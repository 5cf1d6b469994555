/**
 * The office's content (issue 38 item 3) in the browser, JavaScript on in German and off in Polish:
 * the content member writes a news post in two languages with a picture (a file that is no picture
 * refused by its bytes, with a translated field error), previews it as the shop will show it,
 * publishes it, finds it in the shop, and deletes it; the slides' and the marquee's pages with their
 * previews; axe on every page. And a post saved in the office is on the home page of a second shop
 * instance (its own process and port, the same database) within 5 seconds, without a restart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { resources } from "../../app/locales.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { E2E_PORT } from "./e2e-data.ts";
import { expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret, type Lang } from "./office-helpers.ts";
import { shopDatabaseUrl, withShopDatabase } from "./shop-under-test.ts";

const picture = () =>
  sharp({ create: { width: 1200, height: 680, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

async function signInAsContent(page: Page, lang: Lang) {
  const member = demoStaffWith("content");
  await signInWithSecret(page, lang, { email: member.email, password: DEMO_STAFF_PASSWORD, secret: member.totpSecret });
}

/** Fills the new post's form: English, and the page's language. */
async function fillPost(page: Page, lang: Lang, post: { slug: string; en: string; own: string }) {
  const o = officeTexts(lang);
  await page.getByLabel(o.news.slug).fill(post.slug);
  const english = page.getByRole("group", { name: o.content.languages.en });
  await english.getByLabel(o.news.postTitle).fill(post.en);
  await english.getByLabel(o.news.excerpt).fill(`<p>${post.en}: the excerpt.</p>`);
  await english.getByLabel(o.news.content).fill(`<p>${post.en}: the post.</p><script>alert(1)</script>`);
  const own = page.getByRole("group", { name: o.content.languages[lang] });
  await own.getByLabel(o.news.postTitle).fill(post.own);
  await own.getByLabel(o.news.excerpt).fill(`<p>${post.own}.</p>`);
  await own.getByLabel(o.news.content).fill(`<p>${post.own}: <strong>treść</strong>.</p>`);
}

const removePost = (slug: string) =>
  withShopDatabase((client) => client.query("DELETE FROM news_posts WHERE slug = $1", [slug]));

test("a content member writes, previews, publishes and deletes a news post with a picture", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const common = resources[lang].common;
  const slug = `office-post-${lang}-${Date.now()}`;
  const post = { slug, en: `Office news ${lang} ${Date.now()}`, own: `Wpis biura ${lang} ${Date.now()}` };
  try {
    await signInAsContent(page, lang);
    await page
      .getByRole("navigation", { name: o.shell.nav })
      .getByRole("link", { name: o.shell.sections.news })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: o.news.title })).toBeVisible();
    await openOffice(page, "/office/content/news");
    await page.getByRole("link", { name: o.news.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: o.news.newTitle })).toBeVisible();

    // Nothing filled in: translated field errors, nothing saved.
    await page.getByRole("button", { name: o.news.save }).click();
    await expect(page.getByText(common.errors.required).first()).toBeVisible();
    await expectAccessible(page);

    // A text file named like a photo: refused by its bytes.
    await fillPost(page, lang, post);
    await page.getByLabel(o.news.photo).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not a picture at all"),
    });
    await page.getByRole("button", { name: o.content.showPreview }).click();
    await expect(page.getByText(o.content.errors.pictureType)).toBeVisible();

    // A picture, previewed in the page's language: the shop's teaser and page, the picture shrunk to WebP.
    await page
      .getByLabel(o.news.photo)
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await picture() });
    await page.getByLabel(o.content.previewIn).selectOption(lang);
    await page.getByRole("button", { name: o.content.showPreview }).click();
    const preview = page.getByRole("region", { name: o.content.preview });
    await expect(preview.getByRole("heading", { name: post.own }).first()).toBeVisible();
    await expect(preview.locator("script")).toHaveCount(0);
    const src = await preview.locator("img").first().getAttribute("src");
    expect(src).toMatch(/^\/media\/content\/[0-9a-f]{32}\.webp$/);
    const served = await page.request.get(src!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    await expectAccessible(page);

    await page.getByRole("button", { name: o.news.save }).click();
    await expect(page.getByText(o.news.saved.replace("{{title}}", post.en))).toBeVisible();
    await expect(page).toHaveURL(/\/office\/content\/news\/\d+/);
    await expectAccessible(page);

    // In the shop: the post in the page's language, and in English on the home page.
    await page.goto(`/news/${slug}?lng=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: post.own })).toBeVisible();
    await page.goto("/?lng=en");
    await expect(page.getByRole("heading", { name: post.en })).toBeVisible();

    // Deleted after the question: gone from the shop.
    await page.goto(`/office/content/news?lng=${lang}`);
    await page.getByRole("link", { name: post.en }).click();
    await page.getByRole("link", { name: o.news.delete }).click();
    await expect(
      page.getByRole("heading", { name: o.news.deleteQuestion.replace("{{title}}", post.en) }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: o.news.deleteYes }).click();
    await expect(page.getByText(o.news.deleted)).toBeVisible();
    expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  } finally {
    await removePost(slug);
  }
});

test("the slides' and the marquee's pages preview what the home page will show", async ({ page }) => {
  const lang = officeLang();
  const o = officeTexts(lang);
  await signInAsContent(page, lang);
  await openOffice(page, "/office/content/slides");
  const add = page.getByRole("region", { name: o.slides.newTitle });
  await add.getByLabel(o.slides.alt.replace("{{language}}", o.content.languages.en)).fill("A slide never saved");
  await add.getByRole("button", { name: o.content.showPreview }).click();
  // No picture chosen for a new slide: a field error.
  await expect(page.getByText(o.content.errors.pictureRequired)).toBeVisible();
  const first = page.locator("ol.office-staff-list > li").first();
  await first.getByRole("button", { name: o.content.showPreview }).click();
  await expect(page.getByRole("region", { name: o.content.preview })).toBeVisible();
  await expectAccessible(page);

  await openOffice(page, "/office/content/marquee");
  const main = page.getByRole("region", { name: o.content.sources.main });
  await main.getByLabel(o.content.previewIn).selectOption(lang);
  await main.getByRole("button", { name: o.content.showPreview }).click();
  await expect(page.getByRole("region", { name: resources[lang].home.marquee.label })).toBeVisible();
  // A text too long (past the field's maxlength, as a hand-made request sends it): a translated
  // field error, nothing saved.
  const uk = page.getByRole("region", { name: o.content.sources.uk });
  const text = uk.getByLabel(o.marquee.text.replace("{{language}}", o.content.languages.en));
  await text.evaluate((input) => input.removeAttribute("maxlength"));
  await text.fill("x".repeat(501));
  await uk.getByRole("button", { name: o.marquee.save.replace("{{site}}", o.content.sources.uk) }).click();
  await expect(page.getByText(o.errors.tooLong)).toBeVisible();
  await expectAccessible(page);
});

/** A second shop process on its own port against the same database (its ERP in its own process). */
async function startSecondShop(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = E2E_PORT + 17;
  const dataDir = path.resolve(`.tmp/e2e-second-shop-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    SHOP_URL: url,
    DATABASE_URL: shopDatabaseUrl(),
    DATA_DIR: dataDir,
    SECURE_COOKIES: "false",
    SHOP_WORKERS: "1",
    DEMO_SHOP: "true",
  };
  delete env.ERP_URL;
  const child: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), ["server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((resolve) => {
      child.once("exit", resolve);
      setTimeout(resolve, 10_000);
    });
  };
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`the second shop stopped:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the second shop did not start:\n${output}`);
}

test("a post saved in the office is on a second instance's home page within 5 s @js-only", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const second = await startSecondShop();
  const slug = `second-instance-${Date.now()}`;
  const title = `Seen everywhere ${Date.now()}`;
  const guest = await browser.newPage();
  const home = async () => {
    await guest.goto(`${second.url}/?lng=en`);
    return guest.getByRole("heading", { name: title }).count();
  };
  try {
    // The second instance has the home page's answers in memory.
    for (let i = 0; i < 3; i++) expect(await home()).toBe(0);
    await signInAsContent(page, lang);
    await openOffice(page, "/office/content/news/new");
    await fillPost(page, lang, { slug, en: title, own: `${title} (${lang})` });
    await page.getByRole("button", { name: o.news.save }).click();
    await expect(page.getByText(o.news.saved.replace("{{title}}", title))).toBeVisible();
    const savedAt = Date.now();
    await expect.poll(home, { timeout: 5_000, intervals: [100] }).toBe(1);
    expect(Date.now() - savedAt).toBeLessThan(5_000);
    await expect(guest.getByRole("heading", { name: title })).toBeVisible();

    // Deleted in the office: gone there within 5 s too.
    await page.getByRole("link", { name: o.news.delete }).click();
    await page.getByRole("button", { name: o.news.deleteYes }).click();
    await expect(page.getByText(o.news.deleted)).toBeVisible();
    const deletedAt = Date.now();
    await expect.poll(home, { timeout: 5_000, intervals: [100] }).toBe(0);
    expect(Date.now() - deletedAt).toBeLessThan(5_000);
  } finally {
    await guest.close();
    await removePost(slug);
    await second.stop();
  }
});
