/** The product page's secondary calls: catalogue script, related items, axle info, ACL bearing data, kit components. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErpCallError, erpPicture } from "../../app/.server/erp.ts";
import { buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const demo = buildDemoCatalogue().items;

describe.each(["in-process", "http"] as const)("item calls over the %s transport", (transport) => {
  it("the catalogue script names the related items of a part number however it is typed", async () => {
    const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
    const expected = demo
      .find((i) => i.urlcomponent === DEMO_FIXTURES.inStock)!
      .related.map((key) => demo.find((i) => i.key === key)!.urlcomponent);
    const messy = item.name.toLowerCase().replace(/^(\w{3})/, "$1-");
    const { list } = await client(transport).getCatalogueScript(messy, "dba");
    const { items } = await client(transport).getRelatedItems(
      item.id,
      list.map((r) => r.ns_id),
    );
    expect(items.map((i) => i.urlcomponent)).toEqual(expected);
    expect((await client(transport).getCatalogueScript(item.name, "Hawk")).list).toEqual([]);
  });

  it("related items never include the item itself, duplicates or a zero base price", async () => {
    const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
    const [zero] = (await state.db.db.execute(sql`SELECT item_id FROM prices WHERE baseprice = 0 LIMIT 1`)).rows as {
      item_id: number;
    }[];
    expect(zero).toBeDefined();
    const { list } = await client(transport).getCatalogueScript(item.name, item.manufacturer);
    const ids = list.map((r) => r.ns_id);
    const { items } = await client(transport).getRelatedItems(item.id, [item.id, ...ids, ids[0]!, zero!.item_id]);
    expect(items.map((i) => i.id)).toEqual(ids);
  });

  it("axle info of a front brake disc, a rear pad and a combo kit; none for a non-brake part", async () => {
    const front = demo.find((i) => i.brand === "dba" && i.category === "disc" && i.axle === "front")!;
    const rear = demo.find((i) => i.brand === "hawk" && i.axle === "rear")!;
    const c = client(transport);
    const id = async (urlcomponent: string) => (await c.getItem(urlcomponent)).item.id;
    expect(await c.getAxleInfo(await id(front.urlcomponent))).toEqual({
      axle: "front",
      front: "/media/axle/v2/front.svg",
      rear: null,
    });
    expect(await c.getAxleInfo(await id(rear.urlcomponent))).toEqual({
      axle: "rear",
      front: null,
      rear: "/media/axle/v2/rear.svg",
    });
    const kit = await c.getAxleInfo(await id(DEMO_FIXTURES.comboKit));
    expect(kit.axle).not.toBeNull();
    expect(await c.getAxleInfo(await id(DEMO_FIXTURES.outOfStock))).toEqual({ axle: null, front: null, rear: null });
  });

  it("the axle pictures are served as SVG", async () => {
    const svg = await erpPicture(state.transports[transport], "/media/axle/v2/rear.svg");
    expect(svg).toContain("<svg");
    // No words in the picture: the page names the axle in its own language (decision 0031).
    expect(svg).not.toMatch(/<text|AXLE/i);
    expect(await erpPicture(state.transports[transport], "/media/axle/v2/side.svg")).toBeNull();
    expect(await erpPicture(state.transports[transport], "/media/axle/rear.svg")).toBeNull();
  });

  it("ACL bearing data by item name, as the bearing company's data.data", async () => {
    const bearing = demo.find((i) => i.brand === "acl" && i.acl)!;
    const { data } = await client(transport).getBearingData(bearing.name.toLowerCase());
    expect(data.data).toEqual(
      expect.arrayContaining([
        { name: "Material", value: bearing.acl!.material },
        { name: "Size", value: bearing.acl!.size },
      ]),
    );
    const missing = await client(transport)
      .getBearingData("NO-SUCH-BEARING")
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ErpCallError);
    expect((missing as ErpCallError).status).toBe(404);
  });

  it("per-component data of a kit in kit order, in the caller's language", async () => {
    const kit = demo.find((i) => i.urlcomponent === DEMO_FIXTURES.comboKit)!;
    const c = client(transport, { lang: "de" });
    const { item } = await c.getItem(kit.urlcomponent);
    const { components } = await c.getKitComponents(item.id);
    expect(components.map((x) => [x.name, x.quantity])).toEqual(
      kit.components.map((k) => [demo.find((i) => i.key === k.key)!.name, k.quantity]),
    );
    const first = demo.find((i) => i.key === kit.components[0]!.key)!;
    expect(components[0]!.description).toBe(first.texts.de.description);
    expect(components[0]!.technicaldetails.length).toBeGreaterThan(0);
    expect(components[0]!.photos.length).toBeGreaterThan(0);
    expect(components[0]!.weight).toBeGreaterThan(0);
    expect((await c.getKitComponents((await c.getItem(DEMO_FIXTURES.inStock)).item.id)).components).toEqual([]);
  });

  it("an item names the languages it has texts in, and has no page in the others", async () => {
    const { item } = await client(transport).getItem(DEMO_FIXTURES.inStock);
    expect(item.languages).toEqual(["en", "pl", "de"]);
    const clone = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, {});
    await state.db.db.execute(sql`DELETE FROM item_texts WHERE item_id = ${clone.id} AND lang = 'pl'`);
    expect((await client(transport, { lang: "de" }).getItem(clone.urlcomponent)).item.languages).toEqual(["en", "de"]);
    await expect(client(transport, { lang: "pl" }).getItem(clone.urlcomponent)).rejects.toMatchObject({ status: 404 });
  });

  it("bad input is a 400, never a 500", async () => {
    const bad = await client(transport)
      .call("getBearingData", { name: "" })
      .catch((e: unknown) => e);
    expect((bad as ErpCallError).status).toBe(400);
  });
});
