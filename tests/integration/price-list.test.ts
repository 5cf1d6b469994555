/**
 * The price-list export (issue 20 item 4) through the contract, in-process and over HTTP: the
 * file's prices are the item call's for the same customer (list price, the customer's net price,
 * the discount), another customer's file has their own level, a guest is refused with AUTH001,
 * bad input is refused before a byte, and the XLSX holds the same row as the CSV. Each row has the
 * part's quantity rule and the customer's volume prices at their tiers' quantities (issue 41).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "../../contract/money.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { expectError, serverUrl, useErp } from "./harness.ts";

const { state, client } = useErp();
const [werkstatt, serwis] = DEMO_CUSTOMERS as [(typeof DEMO_CUSTOMERS)[0], (typeof DEMO_CUSTOMERS)[0]];

async function tokenOf(customer: (typeof DEMO_CUSTOMERS)[0]): Promise<string> {
  return (await client("in-process").signIn(customer.email, customer.password!, "203.0.113.7")).token;
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** RFC 4180 records (quoted fields with doubled quotes, CRLF ends). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  return records;
}

describe.each(["in-process", "http"] as const)("the price-list export over %s", (transport) => {
  it("the CSV's prices are the item call's for the same customer; another customer's are their own", async () => {
    const context = { currency: "EUR" as const, country: "DE", lang: "de" as const };
    const signedIn = client(transport, { ...context, customerToken: await tokenOf(werkstatt) });
    const item = (await signedIn.getItem(DEMO_FIXTURES.inStock)).item;
    expect(item.price.level).not.toBeNull();

    const file = await signedIn.exportPriceList("dba", "csv");
    expect(file.contenttype).toBe("text/csv; charset=utf-8");
    expect(file.filename).toMatch(/^preisliste-C-\d{6}-dba-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(file.stream);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(bytes.toString("utf8").slice(1));
    expect(header).toEqual([
      "Teilenummer",
      "Marke",
      "Beschreibung",
      "Listenpreis",
      "Ihr Preis",
      "Rabatt %",
      "Währung",
      "Preise",
      "Verfügbarkeit",
      "Auf Lager",
      "Mindestbestellmenge",
      "Bestellbar in Schritten von",
      "Höchstbestellmenge",
      "Preis ab 10 Stück",
      "Preis ab 50 Stück",
    ]);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(["DBA"]));
    const row = rows.find((r) => r[0] === item.name);
    expect(row, `${item.name} in the file`).toBeDefined();
    expect(row![2]).toBe(item.description);
    expect(toCents(row![3]!)).toBe(toCents(item.price.baseprice));
    expect(toCents(row![4]!)).toBe(toCents(item.price.level!.baseprice));
    expect(Number(row![5])).toBe(item.price.level!.discountpct);
    expect(row!.slice(6, 9)).toEqual(["EUR", "netto, zzgl. MwSt.", "Auf Lager"]);

    // Every row's price equals getPrice's for a sample of the file (the same pricing functions).
    let compared = 0;
    for (const r of rows.slice(0, 5)) {
      const sample = (await signedIn.search(r[0]!, { limit: 5 })).items.find((i) => i.name === r[0]);
      if (!sample) continue;
      compared++;
      const { price } = await signedIn.getPrice(sample.id, 1);
      expect(toCents(r[4]!), r[0]).toBe(
        toCents(price.level?.baseprice ?? price.promotion?.baseprice ?? price.baseprice),
      );
    }
    expect(compared).toBeGreaterThan(0);

    const theirs = client(transport, { ...context, customerToken: await tokenOf(serwis) });
    const theirRows = parseCsv((await bytesOf((await theirs.exportPriceList("dba", "csv")).stream)).toString("utf8"));
    const theirRow = theirRows.find((r) => r[0] === item.name)!;
    const theirItem = (await theirs.getItem(DEMO_FIXTURES.inStock)).item;
    expect(toCents(theirRow[4]!)).toBe(toCents(theirItem.price.level!.baseprice));
    expect(theirRow[4]).not.toBe(row![4]);
  });

  it("has each part's quantity rule and the customer's volume prices at their tiers' quantities", async () => {
    // A Hawk part sold per axle set (2 to 20 in pairs); the workshop's level for every part has
    // tiers from 10 and 50 units, its DBA level none.
    const { rows: parts } = await state.db.db.execute<{ url: string }>(sql`UPDATE items SET order_minimum = 2,
        order_increment = 2, order_maximum = 20
      WHERE id = (SELECT i.id FROM items i JOIN prices p ON p.item_id = i.id AND p.price_list_id = 'EU'
        AND p.currency = 'EUR' AND p.baseprice > 0 WHERE i.brand_id = 'hawk' AND i.discontinued_at IS NULL
        AND i.recordtype <> 'service' ORDER BY i.name LIMIT 1)
      RETURNING urlcomponent AS url`);
    const context = { currency: "EUR" as const, country: "DE", lang: "en" as const };
    const signedIn = client(transport, { ...context, customerToken: await tokenOf(werkstatt) });
    const hawk = (await signedIn.getItem(parts[0]!.url)).item;
    expect(hawk.quantityrule).toEqual({ min: 2, max: 20, increment: 2 });
    const tiers = hawk.price.level!.tiers;
    expect(tiers.map((t) => t.from)).toEqual([10, 50]);

    const csv = async (brand: "hawk" | "dba") =>
      parseCsv((await bytesOf((await signedIn.exportPriceList(brand, "csv")).stream)).toString("utf8").slice(1));
    const [header, ...rows] = await csv("hawk");
    expect(header!.slice(9)).toEqual([
      "In stock",
      "Minimum order",
      "Order increment",
      "Maximum order",
      "Price from 10 units",
      "Price from 50 units",
    ]);
    const row = rows.find((r) => r[0] === hawk.name)!;
    expect(row.slice(10, 13)).toEqual(["2", "2", "20"]);
    expect(toCents(row[13]!)).toBe(toCents(tiers[0]!.baseprice));
    expect(toCents(row[14]!)).toBe(toCents(tiers[1]!.baseprice));
    expect(toCents(row[14]!)).toBeLessThan(toCents(row[13]!));
    expect(toCents(row[13]!)).toBeLessThan(toCents(row[4]!));
    // The price at a tier's quantity is getPrice's for a line of that many.
    for (const [i, quantity] of [10, 50].entries()) {
      const { price } = await signedIn.getPrice(hawk.id, quantity);
      expect(toCents(row[13 + i]!)).toBe(toCents(price.level!.baseprice));
    }
    // A part without a rule: 1, 1, no maximum; the DBA level has no tiers: its price at every quantity.
    const [, ...dba] = await csv("dba");
    for (const r of dba.slice(0, 3)) {
      expect(r.slice(10, 13)).toEqual(["1", "1", ""]);
      expect(r.slice(13)).toEqual([r[4], r[4]]);
    }
  });

  it("the XLSX holds the same prices in numeric cells", async () => {
    const signedIn = client(transport, { currency: "EUR", country: "DE", customerToken: await tokenOf(werkstatt) });
    const item = (await signedIn.getItem(DEMO_FIXTURES.inStock)).item;
    const file = await signedIn.exportPriceList("dba", "xlsx");
    expect(file.contenttype).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.filename).toMatch(/^price-list-C-\d{6}-dba-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "price-list-")), file.filename);
    fs.writeFileSync(where, await bytesOf(file.stream));
    expect(execFileSync("unzip", ["-tq", where]).toString()).toMatch(/No errors/);
    const sheet = execFileSync("unzip", ["-p", where, "xl/worksheets/sheet1.xml"]).toString();
    const row = new RegExp(`<row r="\\d+"><c r="A\\d+" t="inlineStr"><is><t>${item.name}</t></is></c>.*?</row>`).exec(
      sheet,
    )?.[0];
    expect(row, `${item.name} in the sheet`).toBeDefined();
    const numbers = [...row!.matchAll(/<v>([\d.]+)<\/v>/g)].map((m) => Number(m[1]));
    expect(toCents(numbers[0]!)).toBe(toCents(item.price.baseprice));
    expect(toCents(numbers[1]!)).toBe(toCents(item.price.level!.baseprice));
  });

  it("a guest is refused with AUTH001, bad input with BAD_REQUEST, before any file", async () => {
    await expectError(client(transport).exportPriceList(null, "csv"), 401, "AUTH001");
    await expectError(
      client(transport, { customerToken: "not-a-session-token-0000000000000000" }).exportPriceList(null, "csv"),
      401,
      "AUTH001",
    );
    const token = await tokenOf(werkstatt);
    await expectError(
      client(transport, { customerToken: token }).exportPriceList("nobrand" as "dba", "csv"),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      client(transport, { customerToken: token }).exportPriceList(null, "pdf" as "csv"),
      400,
      "BAD_REQUEST",
    );
  });
});

describe("the export's HTTP surface", () => {
  it("needs the ERP secret like every call, and keeps the token out of the URL", async () => {
    const refused = await fetch(`${serverUrl(state.server)}/price-list`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "exportPriceList", customer: await tokenOf(werkstatt), format: "csv" }),
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe("ERP_CREDENTIAL");
  });
});
