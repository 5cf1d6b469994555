/**
 * Warranty claims per brand (issue 22 item 4), JavaScript on and off, in English, Polish and German:
 * from the FAQ (and the brand page) to the brand's form, every field required, a claim with two real
 * pictures sent, its number shown, the office's mail and the shopper's acknowledgement in the outbox.
 * Bad input (a script named .jpg, a 50 MB picture) gets a translated error and nothing is stored.
 * axe checks every new page.
 */
import { writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { resources } from "../../app/locales.ts";
import { field } from "./account-helpers.ts";
import { addToBasket, placeGuestOrder, stocked } from "./checkout-helpers.ts";
import { acceptCookies, expectAccessible } from "./fixtures.ts";
import { shopDatabaseUrl } from "./shop-under-test.ts";
import { oneModeFor } from "./modes.ts";

const LANGS = ["en", "pl", "de"] as const;
type Lang = (typeof LANGS)[number];
/** The FAQ's link to the claim forms (app/content/pages/faq.ts). */
const FAQ_LINK: Record<Lang, string> = {
  en: "Warranty claim forms",
  pl: "Formularze reklamacji gwarancyjnych",
  de: "Garantieformulare",
};
const FIXTURES = "tests/fixtures/warranty";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const uniqueEmail = (what: string) => `${what}-${test.info().project.name}-${Date.now()}@shopper.example`;

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: shopDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
const claimsOf = (email: string) =>
  query<{ number: string; status: string; pictures: number }>(
    `SELECT c.number, c.status, (SELECT count(*)::int FROM warranty_claim_pictures p WHERE p.claim_id = c.id) AS pictures
      FROM warranty_claims c WHERE c.email = $1`,
    [email],
  );
const mailsAbout = (email: string) =>
  query<{ kind: string; recipient: string; subject: string; body: string }>(
    "SELECT kind, recipient, subject, body FROM mail_outbox WHERE reply_to = $1 OR recipient = $1 ORDER BY created_at",
    [email],
  );

async function fillClaim(page: Page, lang: Lang, email: string) {
  const f = resources[lang].enquiry.warranty.fields;
  await field(page, f.name).fill("Jan Kowalski");
  await field(page, f.email).fill(email);
  await field(page, f.phone).fill("+48 600 100 200");
  await field(page, f.part_number).fill("DBA4285XS");
  await field(page, f.invoice).fill("FV/2026/0412");
  await field(page, f.purchase_date).fill("2026-03-14");
  await field(page, f.make).fill("Toyota");
  await field(page, f.model).fill("Hilux");
  await field(page, f.vehicle_year).fill("2019");
  await field(page, f.mileage).fill("18500");
  await field(page, f.fault).fill("The front discs cracked after 18,000 km of road use.");
  await field(page, resources[lang].enquiry.warranty.privacy).check();
}

async function openForm(page: Page, lang: Lang) {
  await page.goto(`/?lng=${lang}`);
  await acceptCookies(page);
  await page.goto("/warranty/dba");
  await expect(
    page.getByRole("heading", { level: 1, name: resources[lang].enquiry.warranty.title.replace("{{brand}}", "DBA") }),
  ).toBeVisible();
}

for (const lang of LANGS) {
  test(
    `${lang}: from the FAQ to the DBA form, every field required, a claim with two pictures gets its number`,
    oneModeFor(lang),
    async ({ page }) => {
      const w = resources[lang].enquiry.warranty;
      const e = resources[lang].enquiry;
      const email = uniqueEmail(`claim-${lang}`);
      await page.goto(`/?lng=${lang}`);
      await acceptCookies(page);

      await page.goto("/faq");
      await page.getByRole("link", { name: FAQ_LINK[lang] }).click();
      await expect(page).toHaveURL(/\/warranty$/);
      await expect(page.getByRole("heading", { level: 1, name: w.indexTitle })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: w.claimFor.replace("{{brand}}", "DBA") }).click();
      await expect(page).toHaveURL(/\/warranty\/dba$/);
      await expect(page.getByRole("heading", { level: 1, name: w.title.replace("{{brand}}", "DBA") })).toBeVisible();
      await expectAccessible(page);

      // Nothing filled in: every field says it is required, the pictures too.
      await page.getByRole("button", { name: w.submit }).click({ force: true });
      await expect(page.getByText(w.errors.pictures)).toBeVisible();
      await expect(page.getByText(e.errors.required).first()).toBeVisible();
      await expect(field(page, w.fields.invoice)).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      expect(await claimsOf(email)).toHaveLength(0);

      await fillClaim(page, lang, email);
      await field(page, w.fields.pictures).setInputFiles([`${FIXTURES}/worn-disc.jpg`, `${FIXTURES}/cracked-pad.png`]);
      await page.getByRole("button", { name: w.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.thanks.title })).toBeVisible();
      const shown = (await page.locator(".claim-number").textContent()) ?? "";
      expect(shown).toMatch(/^WC-\d{4}-\d{6}$/);
      await expect(page.getByText(w.thanks.mailed)).toBeVisible();
      await expectAccessible(page);

      const claims = await claimsOf(email);
      expect(claims).toEqual([{ number: shown, status: "received", pictures: 2 }]);
      const mails = await mailsAbout(email);
      const office = mails.find((m) => m.kind === "warranty-claim");
      expect(office?.subject).toBe(`Warranty claim ${shown}: DBA DBA4285XS (Jan Kowalski)`);
      expect(office?.body).toContain(`npm run claims -- pictures ${shown}`);
      const ack = mails.find((m) => m.kind === "warranty-claim-received");
      expect(ack?.recipient).toBe(email);
      expect(ack?.body).toContain(shown);
      expect(ack?.subject).toBe(
        {
          en: `Your warranty claim ${shown}`,
          pl: `Twoja reklamacja gwarancyjna ${shown}`,
          de: `Ihr Garantieanspruch ${shown}`,
        }[lang],
      );
    },
  );
}

test("the brand page links its warranty claim form", async ({ page }) => {
  await page.goto("/?lng=en");
  await acceptCookies(page);
  await page.goto("/brands/hawk");
  await page.getByRole("link", { name: resources.en.pages.brands.warrantyClaim }).click();
  await expect(page).toHaveURL(/\/warranty\/hawk$/);
  await expect(page.getByRole("heading", { level: 1, name: "Warranty claim: Hawk" })).toBeVisible();
  await expectAccessible(page);
  // A person's details: no cache keeps the form or its answer.
  const answer = await page.request.get("/warranty/hawk");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect((await page.request.get("/warranty/bosch")).status()).toBe(404);
});

test("the claim forms are linked from the footer, the contact, returns and order pages (pl)", async ({ page }) => {
  const c = resources.pl.common;
  const title = resources.pl.enquiry.warranty.indexTitle;
  const follow = async (link: ReturnType<Page["getByRole"]>) => {
    await link.click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  };
  await page.goto("/?lng=pl");
  await acceptCookies(page);
  await follow(page.getByRole("contentinfo").getByRole("link", { name: c.footer.warranty, exact: true }));
  await page.goto("/contact");
  await follow(page.getByRole("main").getByRole("link", { name: c.warrantyClaim.link }));
  await page.goto("/returns");
  await follow(page.getByRole("main").getByRole("link", { name: FAQ_LINK.pl }));
  await addToBasket(page, "pl", stocked[40]!.urlcomponent);
  await page.goto("/basket");
  await placeGuestOrder(page, "pl");
  await expect(page.getByRole("main")).toContainText(c.warrantyClaim.orderPrompt);
  await follow(page.getByRole("main").getByRole("link", { name: c.warrantyClaim.link }));
  await expectAccessible(page);
});

test("a script named .jpg is refused as not a picture, in Polish, and nothing is stored", async ({ page }) => {
  const w = resources.pl.enquiry.warranty;
  const email = uniqueEmail("script");
  await openForm(page, "pl");
  await fillClaim(page, "pl", email);
  await field(page, w.fields.pictures).setInputFiles([`${FIXTURES}/worn-disc.jpg`, `${FIXTURES}/script.jpg`]);
  await page.getByRole("button", { name: w.submit }).click();
  await expect(page.getByText(w.errors.notPicture)).toBeVisible();
  await expect(field(page, w.fields.pictures)).toHaveAttribute("aria-invalid", "true");
  // What was typed stays.
  await expect(field(page, w.fields.part_number)).toHaveValue("DBA4285XS");
  await expectAccessible(page);
  expect(await claimsOf(email)).toHaveLength(0);
  expect(await mailsAbout(email)).toHaveLength(0);
});

test("a 50 MB picture is refused with a translated error, in German, and nothing is stored", async ({ page }) => {
  const w = resources.de.enquiry.warranty;
  const email = uniqueEmail("camera");
  // A camera's full-size JPEG: its signature, then 50 MB.
  const big = Buffer.alloc(50 * 1024 * 1024, 0);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const file = test.info().outputPath("camera.jpg");
  await writeFile(file, big);
  await openForm(page, "de");
  await fillClaim(page, "de", email);
  await field(page, w.fields.pictures).setInputFiles([`${FIXTURES}/worn-disc.jpg`, file]);
  await page.getByRole("button", { name: w.submit }).click({ force: true });
  if (jsOn()) {
    // The page checks the sizes before anything is sent.
    await expect(page.getByText(w.errors.tooLarge)).toBeVisible();
  } else {
    // Too large to be read: the server drops it and sends the browser back to the form, which says why.
    await expect(page).toHaveURL(/\/warranty\/dba\?refused=size$/);
    await expect(page.getByText(w.errors.refused)).toBeVisible();
  }
  await expectAccessible(page);
  expect(await claimsOf(email)).toHaveLength(0);
  expect(await mailsAbout(email)).toHaveLength(0);
});
