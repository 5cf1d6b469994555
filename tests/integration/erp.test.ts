import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { availabilityFor } from "../../contract/availability.ts";
import { OFFICE_PATH } from "../../contract/staff.ts";
import { OPENAPI_COPY, OPENAPI_PATH } from "../../erp/openapi.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { ERP_TEST_SECRET, serverUrl, useErp, expectError } from "./harness.ts";

const { state, client } = useErp();
const today = () => new Date(inject("today"));

async function countRows(table: "carts" | "cart_lines") {
  const result = await state.db.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result.rows[0] as { n: number }).n;
}

describe.each(["in-process", "http"] as const)("ERP over the %s transport", (transport) => {
  describe("items", () => {
    it("getItem returns every Item field, texts in the requested language", async () => {
      const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
      expect(item.urlcomponent).toBe(DEMO_FIXTURES.inStock);
      expect(item.name).toMatch(/DBA|DB/);
      expect(item.manufacturergroup).toBe("DBA");
      expect(item.photos.length).toBeGreaterThan(0);
      expect(item.technicaldetails.length).toBeGreaterThan(0);
      expect(item.price.currency).toBe("EUR");
      expect(item.price.grossprice).toBeCloseTo(Math.round(item.price.baseprice * 123) / 100, 2);
      const pl = (await client(transport, { lang: "pl", currency: "PLN" }).getItem(DEMO_FIXTURES.inStock)).item;
      expect(pl.description).not.toBe(item.description);
      expect(pl.price.currency).toBe("PLN");
      expect(pl.price.baseprice).toBeGreaterThan(item.price.baseprice * 3);
    });

    it("getItem of an unknown id is a 404 with the spec's error fields", async () => {
      const error = await expectError(client(transport).getItem("no-such-part-123"), 404, "NOT_FOUND");
      expect(error.message).toContain("not found");
    });

    it("getPrice prices the requested quantity", async () => {
      const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
      const { price } = await client(transport).getPrice(item.id, 3);
      expect(price.quantity).toBe(3);
      expect(price.amount).toBeCloseTo((price.promotion?.grossprice ?? price.grossprice) * 3, 2);
    });

    it("a promotion carries the lowest price of the 30 days before the reduction", async () => {
      const { item } = await client(transport).getItem(DEMO_FIXTURES.promotion);
      expect(item.price.promotion).not.toBeNull();
      const promo = item.price.promotion!;
      expect(promo.grossprice).toBeLessThan(item.price.grossprice);
      expect(promo.lowestprice30).toBeGreaterThan(0);
      expect(promo.lowestprice30).toBeLessThanOrEqual(item.price.grossprice);
    });

    it("related items never include the item itself; applications come with the manufacturer group", async () => {
      const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
      const related = await client(transport).getRelatedItems(item.id);
      expect(related.items.map((r) => r.id)).not.toContain(item.id);
      const apps = await client(transport).getApplications(item.id);
      expect(apps.manufacturergroup).toBe("DBA");
      expect(apps.applications.length).toBeGreaterThan(0);
      expect(apps.applications[0]).toHaveProperty("make");
    });

    it("the demo stock hits each of the seven availability cases", async () => {
      const expected = {
        inStock: "inStock",
        dropship: "dropship",
        alternative: "alternative",
        inTransit: "inTransit",
        airfreight: "airfreight",
        inTransitLate: "inTransitLate",
        outOfStock: "outOfStock",
      } as const;
      for (const [fixture, availabilityCase] of Object.entries(expected)) {
        const { item } = await client(transport).getItem(DEMO_FIXTURES[fixture as keyof typeof expected]);
        expect(availabilityFor(item.stock, 1, today()).case, fixture).toBe(availabilityCase);
      }
    });
  });

  describe("search", () => {
    it("finds DBA parts", async () => {
      const result = await client(transport).search("DBA");
      expect(result.total).toBeGreaterThan(10);
      expect(result.items.every((i) => /dba/i.test(`${i.name} ${i.manufacturer} ${i.description}`))).toBe(true);
    });

    it("matches a part number however it is typed, exact match first", async () => {
      const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
      const typed = item.name.toLowerCase().replace(/(\d+)/, "-$1-");
      const result = await client(transport).search(typed);
      expect(result.items[0]?.id).toBe(item.id);
    });

    it("refuses keywords under 2 characters", async () => {
      await expectError(client(transport).search(" a "), 400, "BAD_REQUEST");
    });
  });

  describe("cart", () => {
    it("adds, changes the quantity and removes a line, with right totals", async () => {
      const erp = client(transport);
      const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
      const unit = item.price.promotion?.grossprice ?? item.price.grossprice;
      const added = await erp.addToCart({ record: item.id, quantity: 2 });
      expect(added).toMatchObject({ quantity: 2, capped: false });
      let carts = await erp.getCarts(added.cart_id);
      let cart = carts.shoppingcarts[0]!.shoppingcart;
      expect(carts.summary.quantity).toBe(2);
      expect(cart.grossamount).toBeCloseTo(unit * 2, 2);
      expect(cart.itemsamount + cart.taxamount).toBeCloseTo(cart.grossamount, 2);
      const line = cart.transactionlines[0]!;
      const updated = await erp.updateQuantity(added.cart_id, line._id, 3);
      expect(updated.summary.quantity).toBe(3);
      await erp.deleteLine(added.cart_id, line._id);
      carts = await erp.getCarts(added.cart_id);
      cart = carts.shoppingcarts[0]!.shoppingcart;
      expect(cart.transactionlines).toHaveLength(0);
      expect(carts.summary.quantity).toBe(0);
    });

    it("reduces a quantity above the available maximum to the maximum", async () => {
      const erp = client(transport);
      const { item } = await erp.getItem(DEMO_FIXTURES.lowStock);
      expect(item.stock.maxquantity).toBe(3);
      const added = await erp.addToCart({ record: item.id, quantity: 50 });
      expect(added).toMatchObject({ quantity: 3, capped: true });
      const again = await erp.addToCart({ cart_id: added.cart_id, record: item.id, quantity: 1 });
      expect(again).toMatchObject({ quantity: 0, capped: true });
      const cart = (await erp.getCarts(added.cart_id)).shoppingcarts[0]!.shoppingcart;
      expect(cart.transactionlines).toHaveLength(1);
      expect(cart.transactionlines[0]!.quantity).toBe(3);
      const updated = await erp.updateQuantity(added.cart_id, cart.transactionlines[0]!._id, 9999);
      expect(updated.capped).toBe(true);
      expect(updated.summary.quantity).toBe(3);
    });

    it("a kit brings its components as lines that follow its quantity", async () => {
      const erp = client(transport);
      const { item } = await erp.getItem(DEMO_FIXTURES.comboKit);
      expect(item.components.length).toBeGreaterThan(0);
      const added = await erp.addToCart({ record: item.id, quantity: 1 });
      const cart = (await erp.getCarts(added.cart_id)).shoppingcarts[0]!.shoppingcart;
      const kitLine = cart.transactionlines.find((l) => !l.kitcomponent)!;
      const components = cart.transactionlines.filter((l) => l.init === kitLine._id);
      expect(components).toHaveLength(item.components.length);
      expect(components.every((c) => c.kitcomponent && c.amount === 0)).toBe(true);
      const updated = await erp.updateQuantity(added.cart_id, kitLine._id, 2);
      const after = updated.shoppingcarts[0]!.shoppingcart.transactionlines.filter((l) => l.init === kitLine._id);
      expect(after.map((c) => c.quantity)).toEqual(item.components.map((c) => c.quantity * 2));
      expect(updated.summary.quantity).toBe(2);
    });

    it("refuses bad input and writes nothing", async () => {
      const erp = client(transport);
      const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
      const before = [await countRows("carts"), await countRows("cart_lines")];
      const bad: unknown[] = [
        { quantity: 1 },
        { record: item.id, quantity: 0 },
        { record: item.id, quantity: -5 },
        { record: item.id, quantity: 1e12 },
        { record: item.id, quantity: 1.5 },
        { record: item.id, quantity: "two" },
        { record: "abc", quantity: 1 },
        { record: item.id, quantity: 1, cart_id: "not-a-uuid" },
      ];
      for (const payload of bad) {
        await expectError(erp.call("addToCart", payload as never), 400, "BAD_REQUEST");
      }
      await expectError(erp.addToCart({ record: 2_000_000_000, quantity: 1 }), 404, "NOT_FOUND");
      await expectError(
        erp.addToCart({ record: (await erp.getItem(DEMO_FIXTURES.outOfStock)).item.id, quantity: 1 }),
        409,
        "OUT_OF_STOCK",
      );
      await expectError(erp.getCarts("00000000-0000-4000-8000-000000000000"), 404, "CART_NOT_FOUND");
      await expectError(
        erp.updateQuantity("00000000-0000-4000-8000-000000000000", "00000000-0000-4000-8000-000000000001", 1),
        404,
      );
      expect([await countRows("carts"), await countRows("cart_lines")]).toEqual(before);
    });

    it("concurrent adds to one basket lose nothing and never duplicate the line", async () => {
      const erp = client(transport);
      const { item } = await erp.getItem(DEMO_FIXTURES.inStock);
      const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
      await Promise.all(Array.from({ length: 8 }, () => erp.addToCart({ cart_id, record: item.id, quantity: 1 })));
      const cart = (await erp.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart;
      expect(cart.transactionlines).toHaveLength(1);
      expect(cart.transactionlines[0]!.quantity).toBe(Math.min(9, item.stock.maxquantity));
    });
  });

  it("GET /source/{source} gives the region", async () => {
    expect(await client(transport, { country: "NL" }).region()).toMatchObject({ location: { name: "NL" } });
    expect(await client(transport, { source: "uk", country: "GB" }).region()).toMatchObject({
      location: { name: "UK" },
    });
    expect(await client(transport, { country: "DE" }).region()).toMatchObject({ location: { name: "EU" } });
  });
});

describe("the ERP's OpenAPI document over HTTP", () => {
  const get = (secret?: string) => {
    return fetch(`${serverUrl(state.server)}${OPENAPI_PATH}`, {
      headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    });
  };

  it("is served with the ERP's credential only, and is the committed document", async () => {
    expect((await get()).status).toBe(401);
    expect((await get("not-the-secret-at-all")).status).toBe(401);
    const response = await get(ERP_TEST_SECRET);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(OPENAPI_COPY, "utf8")));
  });
});

describe("the ERP's HTTP surface with garbage", () => {
  const post = (path: string, body: string, type = "application/json") =>
    state.erp.handle(new Request(`http://erp${path}`, { method: "POST", headers: { "Content-Type": type }, body }));

  it("answers 400 with { errmsg, code } and no stack trace", async () => {
    for (const [path, body] of [
      ["/cart", "{not json"],
      ["/cart", JSON.stringify({ action: "explode" })],
      ["/item", JSON.stringify({ action: "getItem" })],
      ["/search", JSON.stringify({ action: "search", keyword: 42 })],
      ["/cart", JSON.stringify([1, 2, 3])],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, body).toBe(400);
      const json = (await response.json()) as { errmsg: string; code: string };
      expect(json.code).toBe("BAD_REQUEST");
      expect(json.errmsg).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("refuses bodies that are not JSON or too large", async () => {
    expect((await post("/cart", "a=1", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post("/cart", JSON.stringify({ pad: "x".repeat(70_000) }))).status).toBe(413);
    // The office's path takes a picture's upload and an import's file up to their own limits, any other office call as small as the rest.
    const office = (action: string) => JSON.stringify({ action, lang: "en", pad: "x".repeat(70_000) });
    expect((await post(OFFICE_PATH, office("listOfficeOrders"))).status).toBe(413);
    expect((await post(OFFICE_PATH, office("uploadContentPicture"))).status).not.toBe(413);
    expect((await post(OFFICE_PATH, office("importCatalogue"))).status).not.toBe(413);
  });

  it("answers unknown calls with 404", async () => {
    expect((await post("/nothing", "{}")).status).toBe(404);
  });
});
