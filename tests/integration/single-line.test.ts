/**
 * Fields that become lines of the order e-mail, the PDF or a header are one line in the ERP's
 * contract too (issue 24 item 9): a caller that skips the storefront's form cannot put a line of
 * its own ("Your order page: https://evil.example") into the shop's mail. Nothing is written.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
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
