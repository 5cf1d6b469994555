/**
 * The office's catalogue import (issue 39) in the browser, JavaScript on in German and off in
 * Polish: the demo owner finds the page in the office's menu, checks a stock file with three bad
 * lines (each named in the page's language, nothing written), checks and imports a good one (its
 * counts shown, its audit entry written), and is told why a file that is no workbook and a file over
 * 8 MB are not read; a sales member has no such page. An XLSX workbook is checked and imported; the
 * owner's check of an items file with "discontinue the items this file does not name" counts them, a
 * content member's import with it is refused with the reason. Past 1,000 problems the page says how
 * many more there are. Axe on every state of the page.
 */
import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { problemText } from "../../contract/import.ts";
import { IMPORT_FILE_MAX_BYTES, IMPORT_PROBLEMS_LISTED } from "../../contract/office-import-constants.ts";
import { DEMO_STAFF_PASSWORD, demoStaffWith } from "../../erp/seed/demo-staff.ts";
import { expectAccessible } from "./fixtures.ts";
import { officeLang, officeTexts, openOffice, signInWithSecret, type Lang } from "./office-helpers.ts";
import { withShopDatabase } from "./shop-under-test.ts";

const PART = "DBA4285XS";

async function signInAs(page: Page, lang: Lang, role: "owner" | "sales" | "content") {
  const member = demoStaffWith(role);
  await signInWithSecret(page, lang, { email: member.email, password: DEMO_STAFF_PASSWORD, secret: member.totpSecret });
}

/** The part's stock at its locations now: a file of these lines changes nothing another test relies on. */
const stockLines = () =>
  withShopDatabase(async (client) => {
    const { rows } = await client.query<{ location: string; quantity: number }>(
      `SELECT s.location_id AS location, s.quantityavailable AS quantity FROM stock s JOIN items i ON i.id = s.item_id
       WHERE i.name = $1 AND s.location_id IN ('TORUN', 'BIRMINGHAM') ORDER BY s.location_id`,
      [PART],
    );
    return rows.map((r) => `${PART};${r.location};${r.quantity}`);
  });

const importAudits = (file: string) =>
  withShopDatabase(async (client) => {
    const { rows } = await client.query<{ actor: string; after: { lines: number } }>(
      `SELECT actor, after FROM audit_log WHERE entity = 'import' AND entity_id = $1`,
      [file],
    );
    return rows;
  });

const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\n")}\n`),
});

test("the owner checks a file with bad lines, then checks and imports a good one", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const stamp = `${lang}-${Date.now()}`;
  await signInAs(page, lang, "owner");
  await page
    .getByRole("navigation", { name: o.shell.nav })
    .getByRole("link", { name: o.shell.sections.import })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: o.import.title })).toBeVisible();
  await openOffice(page, "/office/import");
  const file = page.getByLabel(o.import.file);
  const check = page.getByRole("button", { name: o.import.check });

  // Three bad lines among good ones: each named, nothing written.
  const bad = `bad-${stamp}.csv`;
  const fine = await stockLines();
  await file.setInputFiles(
    csv(bad, [
      "part_number;location;quantity",
      ...fine,
      "NO-SUCH-PART-9;TORUN;1",
      `${PART};WARSAW;1`,
      `${PART};MANUFACTURER;-4`,
    ]),
  );
  await check.click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.refusedTitle })).toBeVisible();
  const problems = page.getByRole("table", { name: o.import.problemsCaption });
  const rows = problems.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(problemText(lang, "unknownPart"));
  await expect(rows.nth(1)).toContainText("NO-SUCH-PART-9");
  await expect(rows.nth(2)).toContainText(problemText(lang, "unknownLocation"));
  await expect(rows.nth(3)).toContainText(problemText(lang, "negative"));
  // The header is line 1, the good lines follow it.
  const first = fine.length + 2;
  await expect(problems.getByRole("rowheader")).toHaveText(
    [first, first + 1, first + 2].map((n) => new RegExp(`\\b${n}$`)),
  );
  await expect(page.getByRole("alert").filter({ hasText: bad })).toBeVisible();
  await expectAccessible(page);

  // A good file: checked (nothing written), then imported (its counts and its audit entry).
  const good = `stock-${stamp}.csv`;
  const lines = await stockLines();
  expect(lines.length).toBeGreaterThan(0);
  await file.setInputFiles(csv(good, ["part_number;location;quantity", ...lines]));
  await check.click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.checkedTitle })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: good })).toBeVisible();
  const facts = page.locator(".office-import-outcome dl");
  await expect(facts).toContainText(o.import.kinds.stock);
  await expect(facts.locator("div").filter({ hasText: o.import.counts.lines }).locator("dd")).toHaveText(
    String(lines.length),
  );
  expect(await importAudits(good)).toEqual([]);
  await expectAccessible(page);

  // Without JavaScript the page came back without the file: it is chosen again.
  await file.setInputFiles(csv(good, ["part_number;location;quantity", ...lines]));
  await page.getByRole("button", { name: o.import.apply }).click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.appliedTitle })).toBeVisible();
  await expect(facts.locator("div").filter({ hasText: o.import.counts.lines }).locator("dd")).toHaveText(
    String(lines.length),
  );
  await expectAccessible(page);
  await expect
    .poll(() => importAudits(good))
    .toEqual([{ actor: demoStaffWith("owner").email, after: expect.objectContaining({ lines: lines.length }) }]);
});

test("a spreadsheet and a file over 8 MB are refused with the reason, and sales has no import", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  await signInAs(page, lang, "owner");
  await openOffice(page, "/office/import");
  const file = page.getByLabel(o.import.file);
  await file.setInputFiles({
    name: "stock.xls",
    mimeType: "application/vnd.ms-excel",
    buffer: Buffer.from("PK\u0003\u0004"),
  });
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByText(o.import.errors.type)).toBeVisible();
  await expectAccessible(page);
  await file.setInputFiles({ name: "stock.xlsx", mimeType: XLSX_TYPE, buffer: Buffer.from("a;b\n") });
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByText(o.import.errors.notWorkbook)).toBeVisible();
  await expectAccessible(page);

  await file.setInputFiles(csv("huge.csv", ["part_number,location,quantity", "x".repeat(IMPORT_FILE_MAX_BYTES)]));
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByText(o.import.errors.tooLarge)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: o.import.title })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, lang, "sales");
  await expect(
    page.getByRole("navigation", { name: o.shell.nav }).getByRole("link", { name: o.shell.sections.import }),
  ).toHaveCount(0);
  const refused = await page.goto("/office/import");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: o.forbidden.title })).toBeVisible();
});

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook of one sheet holding `rows` (the first the header). */
async function xlsx(name: string, rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Stock").addRows(rows);
  return { name, mimeType: XLSX_TYPE, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The items sold now but the part: what a full import of the part alone would discontinue. */
const othersSold = () =>
  withShopDatabase(async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items WHERE discontinued_at IS NULL AND recordtype <> 'service' AND name <> $1`,
      [PART],
    );
    return rows[0]!.n;
  });

/** An items workbook of the part alone, as the demo has it (a check of it changes nothing). */
const partAlone = () =>
  withShopDatabase(async (client) => {
    const { rows } = await client.query<{ brand: string; category: string }>(
      `SELECT brand_id AS brand, category FROM items WHERE name = $1`,
      [PART],
    );
    const { brand, category } = rows[0]!;
    return xlsx("items-full.xlsx", [
      ["part_number", "brand", "category", "name_en"],
      [PART, brand, category, "DBA 4000 XS disc"],
    ]);
  });

test("an XLSX file is checked and imported; full is counted by a check and refused to the content role", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  const number = new Intl.NumberFormat(lang).format;
  await signInAs(page, lang, "owner");
  await openOffice(page, "/office/import");
  const file = page.getByLabel(o.import.file);
  const facts = page.locator(".office-import-outcome dl");
  const fact = (label: string) => facts.locator("div").filter({ hasText: label }).locator("dd");

  // A workbook of the part's stock as it is: checked, then imported (nothing changes, its entry is written).
  const good = `stock-${lang}-${Date.now()}.xlsx`;
  const lines = (await stockLines()).map((line) => line.split(";"));
  const workbook = await xlsx(good, [
    ["part_number", "location", "quantity"],
    ...lines.map(([p, l, q]) => [p!, l!, Number(q)]),
  ]);
  await file.setInputFiles(workbook);
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.checkedTitle })).toBeVisible();
  await expect(facts).toContainText(o.import.kinds.stock);
  await expect(fact(o.import.counts.lines)).toHaveText(String(lines.length));
  await expectAccessible(page);
  await file.setInputFiles(workbook);
  await page.getByRole("button", { name: o.import.apply }).click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.appliedTitle })).toBeVisible();
  await expect
    .poll(() => importAudits(good))
    .toEqual([{ actor: demoStaffWith("owner").email, after: expect.objectContaining({ lines: lines.length }) }]);

  // The owner's check of an items workbook with "full": how many items would be discontinued.
  const items = await partAlone();
  const others = await othersSold();
  expect(others).toBeGreaterThan(0);
  await file.setInputFiles(items);
  await page.getByLabel(o.import.full).check();
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.checkedTitle })).toBeVisible();
  await expect(fact(o.import.counts.kind)).toHaveText(o.import.kinds.items);
  await expect(fact(o.import.counts.discontinued)).toHaveText(number(others));
  await expect(page.getByLabel(o.import.full)).toBeChecked();
  await expectAccessible(page);

  // A content member may check it, but not import it so: the reason beside the box, nothing written.
  await page.context().clearCookies();
  await signInAs(page, lang, "content");
  await openOffice(page, "/office/import");
  await file.setInputFiles(items);
  await page.getByLabel(o.import.full).check();
  await page.getByRole("button", { name: o.import.apply }).click();
  await expect(page.getByText(o.import.errors.fullOwner)).toBeVisible();
  await expect(page.getByLabel(o.import.full)).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect(await othersSold()).toBe(others);
  expect(await importAudits(items.name)).toEqual([]);
});

test("a file with more problems than are listed says how many more there are", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = officeLang();
  const o = officeTexts(lang);
  await signInAs(page, lang, "owner");
  await openOffice(page, "/office/import");
  const bad = Array.from({ length: IMPORT_PROBLEMS_LISTED + 5 }, (_, n) => `${PART};TORUN;x${n}`);
  await page.getByLabel(o.import.file).setInputFiles(csv("many.csv", ["part_number;location;quantity", ...bad]));
  await page.getByRole("button", { name: o.import.check }).click();
  await expect(page.getByRole("heading", { level: 2, name: o.import.refusedTitle })).toBeVisible();
  const number = new Intl.NumberFormat(lang).format;
  const shown = o.import.firstProblems
    .replace("{{shown}}", number(IMPORT_PROBLEMS_LISTED))
    .replace("{{count}}", number(bad.length));
  await expect(page.getByText(shown)).toBeVisible();
  const more = o.import[`moreProblems_${new Intl.PluralRules(lang).select(5)}` as keyof typeof o.import] as string;
  await expect(page.getByText(more.replace("{{more}}", "5"))).toBeVisible();
  await expect(page.getByRole("table", { name: o.import.problemsCaption }).getByRole("row")).toHaveCount(
    IMPORT_PROBLEMS_LISTED + 1,
  );
});
