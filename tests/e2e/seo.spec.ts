/**
 * Files and tags for search engines and sharing (issue 22 item 7, issue 25 item 5; decision
 * 0033): robots.txt, the sitemap index and its parts validated with xmllint against the
 * sitemaps.org schemas, every product in three languages with its hreflang alternates; canonical,
 * hreflang, description and Open Graph on every kind of page, JavaScript on and off (with
 * JavaScript a client-side navigation must move them too); noindex on private pages;
 * schema.org Organization on the home page; news links that say where they lead.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { resources } from "../../app/locales.ts";
import { DEFAULT_CONTENT_DIR, readContentFiles } from "../../erp/seed/content.ts";
import { buildDemoCatalogue } from "../../erp/seed/catalogue.ts";
import { INDEX_SCHEMA, URLSET_SCHEMA, validateXml } from "../fixtures/sitemap/xmllint.ts";
import { CONTENT_PAGES, demoItem } from "./demo.ts";
import { expectAccessible } from "./fixtures.ts";
import { SERVED_HTML } from "./html-checker.ts";

const jsOff = () => test.info().project.use.javaScriptEnabled === false;
const posts = readContentFiles(DEFAULT_CONTENT_DIR)
  .news.filter((p) => p.show)
  .sort((a, b) => b.acf.date.localeCompare(a.acf.date) || b.ID - a.ID);
const LANGS = ["en", "pl", "de"] as const;

async function fetchText(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return { text: await answer.text(), type: answer.headers()["content-type"] };
}

test.describe("robots.txt and the sitemap", { tag: SERVED_HTML }, () => {
  // Files the server sends, read without a browser: the same whatever the browser does with scripts,
  // so only the js-off project reads them (a few hundred parts).

  test("robots.txt keeps crawlers out of private pages and names the sitemap", async ({ request, baseURL }) => {
    const { text, type } = await fetchText(request, "/robots.txt");
    expect(type).toContain("text/plain");
    for (const path of ["/basket", "/order/", "/account", "/login", "/quick-order", "/apply"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the sitemap index and every part validate and list every product in three languages", async ({
    request,
    baseURL,
  }) => {
    const index = await fetchText(request, "/sitemap.xml");
    expect(index.type).toContain("application/xml");
    const indexCheck = validateXml(index.text, INDEX_SCHEMA);
    expect(indexCheck.ok, indexCheck.output).toBe(true);
    const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(parts).toContain(`${baseURL}/sitemaps/pages.xml`);
    expect(parts).toContain(`${baseURL}/sitemaps/products-after-0.xml`);
    expect(parts).toContain(`${baseURL}/sitemaps/news-after-0.xml`);

    /** Every <url> of every part: its address and its hreflang set. */
    const urls = new Map<string, Record<string, string>>();
    for (const part of parts) {
      const { text } = await fetchText(request, new URL(part).pathname);
      const checked = validateXml(text, URLSET_SCHEMA);
      expect(checked.ok, `${part}: ${checked.output}`).toBe(true);
      for (const [, loc, rest] of text.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)) {
        const set: Record<string, string> = {};
        for (const [, lang, href] of rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) set[lang!] = href!;
        urls.set(loc!.replace(/&amp;/g, "&"), set);
      }
    }
    // Every product of the demo catalogue (no service lines) in its three languages, each naming all three.
    const products = buildDemoCatalogue().items;
    expect(products.length).toBeGreaterThan(300);
    for (const item of products)
      for (const lang of LANGS) {
        const set = urls.get(`${baseURL}/${item.urlcomponent}?lng=${lang}`);
        expect(set, `${item.urlcomponent} in ${lang}`).toEqual({
          en: `${baseURL}/${item.urlcomponent}?lng=en`,
          pl: `${baseURL}/${item.urlcomponent}?lng=pl`,
          de: `${baseURL}/${item.urlcomponent}?lng=de`,
          "x-default": `${baseURL}/${item.urlcomponent}?lng=en`,
        });
      }
    for (const post of posts) expect(urls.has(`${baseURL}/news/${post.slug}?lng=pl`), post.slug).toBe(true);
    for (const path of ["/", "/catalogue/dba", "/brands/dba", "/faq", "/news", "/imprint"])
      expect(urls.has(`${baseURL}${path}?lng=de`), path).toBe(true);
    expect([...urls.keys()].filter((u) => /\/(basket|order|account|login|quick-order|apply)\b/.test(u))).toEqual([]);
  });

  test("a part that does not exist is a 404", async ({ request }) => {
    expect((await request.get("/sitemaps/products-after-2147483647.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/products-1.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/other.xml")).status()).toBe(404);
  });
});

/** The page's language links and Open Graph, as a search engine or a sharing preview reads them. */
async function expectLanguageLinks(page: Page, origin: string, path: string, lang: (typeof LANGS)[number]) {
  const canonical = `${origin}${path}?lng=${lang}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  for (const l of LANGS)
    await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute(
      "href",
      `${origin}${path}?lng=${l}`,
    );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}${path}?lng=en`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S.{9,}/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

test.describe("canonical, hreflang, description and Open Graph", () => {
  const product = demoItem("inStock");
  const post = posts[0]!;
  const kinds = [
    { kind: "home", path: "/" },
    { kind: "catalogue", path: "/catalogue/dba" },
    { kind: "product", path: `/${product.urlcomponent}` },
    { kind: "news post", path: `/news/${post.slug}` },
    { kind: "brand", path: "/brands/dba" },
    { kind: "faq", path: "/faq" },
  ];
  for (const { kind, path } of kinds)
    test(`the ${kind} page names its own language's version as canonical, in every language`, async ({
      page,
      baseURL,
    }) => {
      // The language links end the head, written by the server only: hydration must keep them, and
      // must not fail (React reports a mismatch as an error and renders the page again).
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      for (const lang of LANGS) {
        await page.goto(`${path}?lng=${lang}`);
        if (!jsOff()) await page.waitForFunction(() => "__remixRouter" in window);
        await expectLanguageLinks(page, baseURL!, path, lang);
      }
      expect(errors).toEqual([]);
      // Without ?lng= (the shopper's own language, English here) the canonical is that language's version.
      await page.goto(path);
      await expectLanguageLinks(page, baseURL!, path, "en");
    });

  test("a product and a news post are shared with their own Open Graph type and picture", async ({ page, baseURL }) => {
    await page.goto(`/${product.urlcomponent}?lng=de&tab=applications`);
    await expectLanguageLinks(page, baseURL!, `/${product.urlcomponent}`, "de");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/`));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    await page.goto(`/news/${post.slug}?lng=pl`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", post.title.rendered);
    if (post.photo)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/`));
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", post.acf.date);
  });

  test("the second page of a list keeps its page number in the canonical", async ({ page, baseURL }) => {
    await page.goto("/news?page=2&lng=pl");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/news?page=2&lng=pl`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      "href",
      `${baseURL}/news?page=2&lng=de`,
    );
  });

  test("private pages and unknown pages say noindex and name no canonical", async ({ page }) => {
    for (const path of ["/basket", "/login", "/order/00000000000000000000000000000000", "/no/such/page"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /\S/);
    }
  });

  test("after following a link no page keeps another's canonical", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/?lng=en`);
    // With JavaScript: hydrated (Remix's router is up), and marked: the mark survives only a
    // client-side navigation. Without it the link loads a new document, which must say the same.
    if (!jsOff()) {
      await page.waitForFunction(() => "__remixRouter" in window);
      await page.evaluate(() => Object.assign(window, { seoMark: true }));
    }
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: resources.en.common.footer.faq, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      resources.en.pages.faq.description,
    );
    await expect(page).toHaveTitle(new RegExp(resources.en.pages.faq.title));
    if (jsOff()) {
      // A new document: the FAQ's own language links.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/faq?lng=en`);
      await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
        "href",
        `${baseURL}/faq?lng=pl`,
      );
    } else {
      // The language links are the served document's (decision 0050): after a client-side
      // navigation none is left, rather than the home page's.
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toHaveCount(
        0,
      );
    }
    expect(await page.evaluate(() => "seoMark" in window)).toBe(!jsOff());
  });
});

test("the home page describes the shop as a schema.org Organization", async ({ page, baseURL }) => {
  await page.goto("/?lng=pl");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts.map((s) => JSON.parse(s)).find((d) => d["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: resources.pl.common.shell.shopName,
    url: `${baseURL}/`,
    logo: `${baseURL}/logo.svg`,
    address: { "@type": "PostalAddress", addressCountry: "PL" },
  });
});

test("news links say which post they open, not 'Read more'", async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(`/news?lng=${lang}`);
    const link = page.getByRole("link", {
      name: resources[lang].home.news.readPost.replace("{{title}}", posts[0]!.title.rendered),
      exact: true,
    });
    // A page in a language by its ?lng= link keeps it in its links (issue 43 item 4).
    await expect(link).toHaveAttribute("href", new RegExp(`^/news/${posts[0]!.slug}(\\?lng=${lang})?$`));
    for (const vague of ["Read more", "Czytaj dalej", "Weiterlesen"])
      await expect(page.getByRole("link", { name: vague, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
});

/**
 * Link texts that say nothing out of context (Lighthouse's SEO audit "Links do not have
 * descriptive text", in the shop's three languages): a link must say where it leads.
 */
const GENERIC_LINK_NAME =
  /^\s*(read more|more|see more|learn more|more info|click here|here|więcej|czytaj więcej|czytaj dalej|zobacz więcej|dowiedz się więcej|tutaj|kliknij tutaj|mehr|weiterlesen|mehr anzeigen|mehr erfahren|hier|hier klicken)\s*[.…:›»→]*\s*$/i;

/**
 * Every page's own checks: described, in the language asked for, its canonical the hreflang entry
 * of that language (an indexable page) or noindex without a canonical (a private or error page),
 * and no link named "Read more" or the like.
 */
async function expectPageSeo(page: Page, where: string, lang: (typeof LANGS)[number]) {
  await expect(page.locator("html"), where).toHaveAttribute("lang", lang);
  const description = page.locator('meta[name="description"]');
  await expect(description, where).toHaveCount(1);
  await expect(description, where).toHaveAttribute("content", /\S.{9,}/);
  const canonical = page.locator('link[rel="canonical"]');
  if ((await page.locator('meta[name="robots"]').count()) > 0) {
    await expect(page.locator('meta[name="robots"]'), where).toHaveAttribute("content", /noindex/);
    await expect(canonical, where).toHaveCount(0);
  } else {
    await expect(canonical, where).toHaveCount(1);
    const own = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
    expect(own, `${where}: the hreflang entry of ${lang}`).toMatch(/^https?:\/\//);
    await expect(canonical, where).toHaveAttribute("href", own!);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]'), where).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: GENERIC_LINK_NAME }), where).toHaveCount(0);
}

test("the link check finds a link named 'Read more', 'Więcej' or 'Mehr', not one that says where it leads", async ({
  page,
}) => {
  await page.setContent(
    '<a href="/a">Read more</a> <a href="/b"> Więcej … </a> <a href="/c">Mehr</a> <a href="/d">More DBA discs</a>' +
      '<a href="/e" aria-label="Read more">DBA T3 discs</a>',
  );
  await expect(page.getByRole("link", { name: GENERIC_LINK_NAME })).toHaveCount(4);
});

test.describe(
  "every page: a description, canonical = its language's hreflang entry, descriptive links",
  {
    tag: SERVED_HTML,
  },
  () => {
    // Each in the language its ?lng= names, also where it redirects (/brands, /catalogue/search); /quick-order
    // sends a visitor to /login. What the server sent, so the js-off project reads it: that hydration keeps the
    // head and a client-side navigation moves it is the kinds' test above and the link-following test below.
    const pages = [
      "/",
      "/catalogue",
      "/catalogue/dba",
      "/catalogue/dba?make=Toyota&model=Hilux&year=2018",
      "/stock-clearance",
      "/catalogue/search",
      `/${demoItem("comboKit").urlcomponent}`,
      `/${demoItem("inStock").urlcomponent}?tab=applications`,
      "/search",
      "/search/DBA",
      "/brands",
      "/brands/dba",
      "/news",
      `/news/${posts[0]!.slug}`,
      ...CONTENT_PAGES,
      "/warranty",
      "/my-vehicle",
      "/login",
      "/apply",
      "/basket",
      "/no/such/page",
    ];
    for (const path of pages)
      test(`${path} in every language`, async ({ page }) => {
        for (const lang of LANGS) {
          await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lang}`);
          await expectPageSeo(page, `${path} (${lang})`, lang);
        }
      });

    test("a basket with a line in every language", async ({ page }) => {
      const kit = demoItem("comboKit");
      await page.goto(`/${kit.urlcomponent}?lng=en`);
      await page.getByRole("button", { name: resources.en.common.product.addToCart }).click();
      await expect(
        page.getByRole("link", { name: new RegExp(`^${resources.en.common.basketLink.label}:`) }),
      ).toContainText("1");
      for (const lang of LANGS) {
        await page.goto(`/basket?lng=${lang}`);
        await expect(page.getByRole("link", { name: kit.name }).first()).toBeVisible();
        await expectPageSeo(page, `/basket with a line (${lang})`, lang);
      }
      await expectAccessible(page);
    });
  },
);
