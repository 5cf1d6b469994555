/**
 * Fields that become lines of the order e-mail, the PDF or a header are one line in the ERP's
 * contract too (issue 24 item 9): a caller that skips the storefront's form cannot put a line of
 * its own ("Your order page: https://evil.example") into the shop's mail. Nothing is written.
 */
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { runClaimsCommand } from "../../erp/warranty/office.ts";
import { cloneItem, SHIPPING } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client } = useErp();
const INJECTED = "Smith\nYour order page: https://evil.example/pay-now";

const addresses = async () =>
  ((await state.db.db.execute(sql`SELECT count(*)::int AS n FROM cart_addresses`)).rows[0] as { n: number }).n;

describe.each(["in-process", "http"] as const)("single-line fields over %s", (transport) => {
  it("an address with a line break in any field is refused and not saved", async () => {
    const erp = client(transport);
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const before = await addresses();
    for (const field of ["addressee", "address", "address2", "city", "zip", "name", "phone"] as const) {
      for (const brk of ["\n", "\r", "\u2028", "\u0000"]) {
        await expectError(erp.updateAddress(cart_id, { ...SHIPPING, [field]: `Smith${brk}x` }), 400, "BAD_REQUEST");
      }
    }
    expect(await addresses()).toBe(before);
    // The same address on one line is taken.
    await erp.updateAddress(cart_id, SHIPPING);
    expect(await addresses()).toBe(before + 1);
  });

  it("the confirmation address and the other one-line cart fields refuse line breaks", async () => {
    const erp = client(transport);
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    for (const change of [
      { field: "shipemail", value: "victim@example.com\nBcc: many@example.com" },
      { field: "shipzip", value: INJECTED },
      { field: "taxnumber", value: INJECTED },
      { field: "promocode", value: INJECTED },
    ] as const) {
      await expectError(erp.updateCartFields(cart_id, [change]), 400, "BAD_REQUEST");
    }
  });
});

/**
 * Issue 37 item 5: what a form sends keeps no control character in the ERP, whichever transport
 * it came by, so the office's `npm run customers` and `npm run claims` print text, not terminal
 * commands; multi-line fields keep their lines.
 */
describe.each(["in-process", "http"] as const)("control characters over %s", (transport) => {
  const ESC = "\u001b";
  // A title change, a screen clear and a colour, as a name could carry them.
  const HOSTILE = `${ESC}]0;owned\u0007${ESC}[2J${ESC}[31m`;
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;
  const clean = (text: string) => expect(text).not.toMatch(CONTROL);

  it("an account application is stored and shown to the office without them", async () => {
    const email = `ctl-${transport}-${Date.now()}@applicant.example`;
    await client(transport).applyForAccount({
      applying_as: "dealer",
      company: `Offroad${HOSTILE} Serwis`,
      first_name: `Piotr\t${HOSTILE}`,
      last_name: "Kowalski",
      email,
      phone: `+48 600 700 800${ESC}[8m`,
      vat_number: "PL1234567890",
      billing_address_country: "PL",
      delivery_address: `ul. Polna 3\r\n87-100 Toruń${HOSTILE}`,
      account_lang: "pl",
      account_currency: "PLN",
      text: `We fit kits.${HOSTILE}\r\nThanks`,
      privacy: true,
    });
    const { rows } = await state.db.db.execute<{ company: string; details: { delivery_address: string } }>(
      sql`SELECT c.company, a.details FROM customers c JOIN customer_applications a ON a.customer_id = c.id
        WHERE c.email = ${email}`,
    );
    expect(rows[0]!.company).toBe("Offroad]0;owned[2J[31m Serwis");
    expect(rows[0]!.details.delivery_address).toBe("ul. Polna 3\n87-100 Toruń]0;owned[2J[31m");
    const shown = await runCustomersCommand(state.db.db, ["show", email], { now: () => new Date() });
    expect(shown.ok).toBe(true);
    for (const line of shown.message.split("\n")) clean(line);
    expect(shown.message).toContain("Offroad]0;owned[2J[31m Serwis");
  });

  it("a warranty claim is stored and shown to the office without them", async () => {
    const email = `ctl-${transport}-${Date.now()}@claimant.example`;
    const jpeg = await readFile(new URL("../fixtures/warranty/worn-disc.jpg", import.meta.url));
    const { claim } = await client(transport).submitWarrantyClaim(
      {
        brand: "dba",
        name: `Jan${HOSTILE} Kowalski`,
        email,
        phone: "+48 600 100 200",
        invoice: `FV/2026/0412\u009b`,
        purchase_date: "2026-03-14",
        part_number: "DBA4285XS",
        make: "Toyota",
        model: `Hilux${ESC}[A`,
        vehicle_year: 2019,
        mileage: 18500,
        fault: `Cracked after 18,000 km.${HOSTILE}\r\nBoth discs.`,
        privacy: true,
      },
      [{ filename: `disc${ESC}[2J.jpg`, data: jpeg.toString("base64") }],
    );
    const run = (...args: string[]) => runClaimsCommand(state.db.db, args, { now: () => new Date() });
    const shown = await run("show", claim);
    expect(shown.ok).toBe(true);
    for (const line of shown.message.split("\n")) clean(line);
    expect(shown.message).toContain("Jan]0;owned[2J[31m Kowalski");
    expect(shown.message).toContain("Both discs.");
    const listed = await run("list");
    clean(listed.message.split("\n").find((l) => l.startsWith(claim))!);
  });
});
