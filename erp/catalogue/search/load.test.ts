/** Unit tests of the index's reads from the database, against the fake search database. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FakeSearchDatabase } from "../../../tests/fakes/search-database.ts";
import { inBatches, loadBase, loadChanged, loadDescriptions, loadTextIndex } from "./load.ts";

/** Five items whose name order (by part number) differs from their id order. */
function catalogue() {
  const fake = new FakeSearchDatabase();
  fake.addItem({ id: 1, part: "W1234", brand: "whiteline", text: "whiteline sway bar" });
  fake.addItem({ id: 2, part: "DBA4285", brand: "dba", text: "dba brake disc", deep: "hilux" });
  fake.addItem({ id: 3, part: "HB4285", brand: "hawk", text: "hawk brake pads" });
  fake.addItem({ id: 4, part: "DBA4285S", brand: "dba", text: "dba brake disc slotted" });
  fake.addItem({ id: 5, part: "KDBA4285", brand: "xforce", text: "kit with dba brakes" });
  return fake;
}

/** Where a snapshot of the catalogue would put each item: its rank in name order. */
const positionsOf = (ids: number[]) => ({ positions: new Map(ids.map((id, position) => [id, position])), items: ids });

describe("loadBase", () => {
  it("reads items in name order, the dictionary and the watermark in one read-only repeatable-read transaction", async () => {
    const fake = catalogue();
    const base = await loadBase(fake.db);
    expect(base.items.map((i) => i.id)).toEqual([2, 4, 3, 5, 1]);
    expect(base.words).toContainEqual({ word: "hilux", shallow: false });
    expect(base.words).toContainEqual({ word: "brake", shallow: true });
    expect(base.xmin).toBe(fake.xmin);
    expect(base.applied).toEqual([]);
    expect(fake.transactions).toEqual([{ isolationLevel: "repeatable read", accessMode: "read only" }]);
  });
});

describe("inBatches", () => {
  it("pages by id, `batch` rows a query, until a batch comes back short", async () => {
    const fake = catalogue();
    const seen: number[] = [];
    await inBatches(
      fake.db,
      2,
      (after, limit) =>
        sql`SELECT item_id AS id, description FROM item_texts WHERE lang = ${"en"} AND item_id > ${after} ORDER BY item_id LIMIT ${limit}`,
      (row: { id: number }) => seen.push(row.id),
    );
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(fake.queries.map((q) => q.params)).toEqual([
      ["en", 0, 2],
      ["en", 2, 2],
      ["en", 4, 2],
    ]);
  });
});

describe("loadTextIndex", () => {
  it("indexes the documents of the snapshot's items by position and leaves out items it does not hold", async () => {
    const fake = catalogue();
    // Item 5 came after the snapshot (it is in the overlay).
    const snapshot = positionsOf([2, 4, 3, 1]);
    const { index, count } = await loadTextIndex(fake.db, 3, "en", "document", snapshot);
    expect(count).toBe(4);
    expect([...index.exact("brake")!]).toEqual([0, 1, 2]);
    expect(index.exact("kit")).toBeUndefined();
    expect(index.exact("hilux")).toBeUndefined();
    const deep = await loadTextIndex(fake.db, 3, "en", "deep", snapshot);
    expect([...deep.index.exact("hilux")!]).toEqual([0]);
  });
});

describe("loadDescriptions", () => {
  it("lists the descriptions by position, none where the language has no text", async () => {
    const fake = catalogue();
    const snapshot = positionsOf([2, 4, 3, 1]);
    expect(await loadDescriptions(fake.db, 2, "en", snapshot)).toEqual([
      "dba brake disc",
      "dba brake disc slotted",
      "hawk brake pads",
      "whiteline sway bar",
    ]);
    expect(await loadDescriptions(fake.db, 2, "de", snapshot)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe("loadChanged", () => {
  it("reads changed items' current data in the order asked, null for an item gone", async () => {
    const fake = catalogue();
    fake.items = fake.items.filter((i) => i.id !== 3);
    fake.documents.push({ id: 2, lang: "xx", document: "unknown", deep: "unknown" });
    const { changed, documents } = await loadChanged(fake.db, [4, 3, 2]);
    expect([...changed.keys()]).toEqual([4, 3, 2]);
    expect(changed.get(3)).toBeNull();
    const disc = changed.get(2)!;
    expect(disc.item).toMatchObject({ id: 2, part: "DBA4285", brand: "dba" });
    expect([...disc.documents.keys()]).toEqual(["en"]);
    expect(disc.documents.get("en")).toEqual({
      document: new Set(["dba", "brake", "disc"]),
      deep: new Set(["dba", "brake", "disc", "hilux"]),
    });
    expect(disc.descriptions).toEqual(new Map([["en", "dba brake disc"]]));
    // Every document read in a known language, also the gone item's (its words may still be new).
    expect(documents).toHaveLength(3);
  });
});
