/** Unit tests of the index in memory: the search over a small catalogue, its overlay, card facts and lazy loads. */
import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages.ts";
import { indexedItem } from "../../../tests/fakes/search-database.ts";
import { Dictionary } from "./dictionary.ts";
import { Snapshot, type IndexedItem, type IndexQuery } from "./snapshot.ts";
import { TextIndex } from "./text-index.ts";

/** An item of the small catalogue below, with card facts made up from its part number. */
const item = (
  id: number,
  part: string,
  brand: string,
  en: string,
  deep?: string,
): IndexedItem & { en: string; deep?: string } => ({
  ...indexedItem(id, part, brand),
  en,
  ...(deep ? { deep } : {}),
});

/** A small catalogue: name order is the array order (as the database's ORDER BY name gives it). */
const ITEMS = [
  item(11, "DBA4285", "dba", "dba brake disc front"),
  item(12, "DBA4285S", "dba", "dba brake disc slotted"),
  item(13, "DBA4285XS", "dba", "dba brake disc slotted xs", "hilux 1kd"),
  item(14, "HB4285", "hawk", "hawk brake pads", "hilux"),
  item(15, "KDBA4285", "xforce", "kit with dba brakes"),
  item(16, "W1234", "whiteline", "whiteline sway bar"),
  item(17, "W1235", "whiteline", "whiteline sway bar link brake"),
];

function snapshot(items = ITEMS) {
  const words = items
    .flatMap((i) => `${i.en} ${i.deep ?? ""}`.split(" ").filter(Boolean))
    .filter((w) => /^\p{L}{3,}$/u.test(w));
  const shallow = new Set(items.flatMap((i) => i.en.split(" ")));
  return new Snapshot(
    items,
    { all: new Dictionary(words), shallow: new Dictionary(words.filter((w) => shallow.has(w))) },
    (lang, column, s) =>
      Promise.resolve(
        TextIndex.build(
          items.map((item) => ({
            position: s.positions.get(item.id)!,
            lexemes: [
              ...new Set((column === "deep" ? `${item.en} ${item.deep ?? ""}` : item.en).split(" ").filter(Boolean)),
            ],
          })),
        ),
      ),
    (lang) => Promise.resolve(lang === "en" ? items.map((i) => i.en) : []),
  );
}

const query = (over: Partial<IndexQuery>): IndexQuery => ({
  partNumber: "",
  words: [],
  lang: "en" as Language,
  deep: false,
  hiddenBrands: new Set(),
  offset: 0,
  limit: 24,
  ...over,
});
const words = (...list: string[]) => list.map((word) => ({ word, corrections: [] }));

describe("Snapshot.find", () => {
  it("ranks the exact part number, then prefixes, then substrings, then text, each by name", async () => {
    const s = snapshot();
    const found = await s.find(query({ partNumber: "DBA4285", words: words("dba4285") }));
    expect(found.ids).toEqual([11, 12, 13, 15]);
    expect(found.total).toBe(4);
    const text = await s.find(query({ partNumber: "BRAKE", words: words("brake") }));
    // Exact word before a longer word it starts ("brakes"), then by name.
    expect(text.ids).toEqual([11, 12, 13, 14, 17, 15]);
  });

  it("needs every word, and scores a whole word above a prefix", async () => {
    const s = snapshot();
    expect((await s.find(query({ words: words("sway", "bar") }))).ids).toEqual([16, 17]);
    expect((await s.find(query({ words: words("sway", "disc") }))).total).toBe(0);
    expect((await s.find(query({ words: words("slot") }))).ids).toEqual([12, 13]);
  });

  it("searches applications only when deep, ranking the item's own texts first", async () => {
    const s = snapshot();
    expect((await s.find(query({ words: words("hilux") }))).total).toBe(0);
    expect((await s.find(query({ words: words("hilux"), deep: true }))).ids).toEqual([13, 14]);
    // "hawk" is in 14's own text; "brake" in both: 14's score is higher although 13 comes first by name.
    expect((await s.find(query({ words: words("hilux", "hawk"), deep: true }))).ids).toEqual([14]);
    expect((await s.find(query({ words: words("dba", "hilux"), deep: true }))).ids).toEqual([13]);
  });

  it("searches corrections as whole words", async () => {
    const s = snapshot();
    const found = await s.find(query({ words: [{ word: "whitline", corrections: ["whiteline"] }] }));
    expect(found.ids).toEqual([16, 17]);
  });

  it("leaves out hidden brands before counting", async () => {
    const s = snapshot();
    const found = await s.find(query({ words: words("brake"), hiddenBrands: new Set(["whiteline", "xforce"]) }));
    expect(found.ids).toEqual([11, 12, 13, 14]);
    expect(found.total).toBe(4);
  });

  it("pages without repeating or losing an item, also past the end", async () => {
    const s = snapshot();
    const all = await s.find(query({ words: words("brake") }));
    const pages = [];
    for (let offset = 0; offset < all.total; offset += 2)
      pages.push(...(await s.find(query({ words: words("brake"), offset, limit: 2 }))).ids);
    expect(pages).toEqual(all.ids);
    expect(await s.find(query({ words: words("brake"), offset: 50 }))).toEqual({
      ids: [],
      total: all.total,
      replaces: new Map(),
    });
  });

  it("leaves nothing behind for the next search (scratch arrays are cleared)", async () => {
    const s = snapshot();
    const first = await s.find(query({ partNumber: "W123", words: words("w123") }));
    await s.find(query({ words: words("brake", "disc") }));
    await s.find(query({ words: words("sway", "nothing") }));
    expect(await s.find(query({ partNumber: "W123", words: words("w123") }))).toEqual(first);
    expect((await s.find(query({ words: words("disc") }))).ids).toEqual([11, 12, 13]);
  });

  it("answers changed, new and deleted items from the overlay", async () => {
    const s = snapshot();
    const changed = (i: ReturnType<typeof item>) => ({
      item: i,
      documents: new Map([["en" as Language, { document: new Set(i.en.split(" ")), deep: new Set(i.en.split(" ")) }]]),
      descriptions: new Map([["en" as Language, i.en]]),
    });
    // Renamed: found by its new part number only; new: found, in name order; deleted: gone.
    s.put(12, changed(item(12, "DBA9999", "dba", "dba brake disc slotted")));
    s.put(99, changed(item(99, "DBA4285Z", "dba", "dba brake disc zinc")));
    s.put(11, null);
    expect((await s.find(query({ partNumber: "DBA4285" }))).ids).toEqual([13, 99, 15]);
    expect((await s.find(query({ partNumber: "DBA9999" }))).ids).toEqual([12]);
    const discs = await s.find(query({ words: words("disc") }));
    expect(discs.ids).toEqual([13, 99, 12]);
    expect(discs.total).toBe(3);
    expect((await s.find(query({ words: words("disc"), offset: 1, limit: 1 }))).ids).toEqual([99]);
    expect(s.overlayFull(2)).toBe(true);
    expect(s.overlayFull()).toBe(false);
    // The cards' facts follow the overlay too.
    const facts = await s.cardFacts([11, 12, 13, 99], "en");
    expect([...facts.keys()]).toEqual([12, 13, 99]);
    expect(facts.get(12)).toMatchObject({ name: "DBA9999", description: "dba brake disc slotted", brand_id: "dba" });
    expect(facts.get(13)).toMatchObject({
      name: "DBA4285XS",
      description: "dba brake disc slotted xs",
      photos: [{ url: "/media/DBA4285XS.svg", name: "DBA4285XS" }],
    });
    expect((await s.cardFacts([13], "de")).size).toBe(0);
  });
});

describe("Snapshot lookups", () => {
  it("finds part numbers containing the typed one through its rarest trigram, none when a trigram is unknown", async () => {
    const s = snapshot();
    expect((await s.find(query({ partNumber: "4285XS" }))).ids).toEqual([13]);
    expect((await s.find(query({ partNumber: "285" }))).ids).toEqual([11, 12, 13, 14, 15]);
    expect((await s.find(query({ partNumber: "4285Q" }))).total).toBe(0);
    expect((await s.find(query({ partNumber: "12" }))).total).toBe(0);
  });

  it("checks each item of the rarest trigram whole: holding every trigram is not containing the part number", async () => {
    const s = snapshot([item(10, "ABCXBCD", "dba", "odd part"), ...ITEMS]);
    expect((await s.find(query({ partNumber: "ABCD" }))).total).toBe(0);
    expect((await s.find(query({ partNumber: "CXBC" }))).ids).toEqual([10]);
  });

  it("scores a word by its best match in an item, and clears the scores of items a later word drops", async () => {
    const s = snapshot([
      item(21, "A1", "dba", "brake brakes pads"),
      item(22, "B1", "dba", "brake"),
      item(23, "C1", "dba", "brakes pads"),
    ]);
    expect((await s.find(query({ words: words("brake") }))).ids).toEqual([21, 22, 23]);
    expect((await s.find(query({ words: words("brake", "pads") }))).ids).toEqual([21, 23]);
    expect((await s.find(query({ words: words("brake") }))).ids).toEqual([21, 22, 23]);
  });

  it("counts an item once, at its best tier, when its part number and its text both match", async () => {
    const s = snapshot();
    const found = await s.find(query({ partNumber: "DBA4285", words: words("dba") }));
    expect(found).toEqual({ ids: [11, 12, 13, 15], total: 4, replaces: new Map() });
  });

  it("keeps a mask per set of hidden brands", async () => {
    const s = snapshot();
    const disc = (hidden: string[]) => s.find(query({ words: words("brake"), hiddenBrands: new Set(hidden) }));
    expect((await disc(["dba"])).ids).toEqual([14, 17, 15]);
    expect((await disc(["hawk", "whiteline"])).ids).toEqual([11, 12, 13, 15]);
    expect((await disc(["whiteline", "hawk"])).ids).toEqual([11, 12, 13, 15]);
    expect((await disc([])).total).toBe(6);
  });

  it("loads each text index and description list once, and again after a failed load", async () => {
    const loads: string[] = [];
    let failing = true;
    const load = <T>(what: string, value: T) => {
      loads.push(what);
      if (failing) return Promise.reject(new Error("connection lost"));
      return Promise.resolve(value);
    };
    const s = new Snapshot(
      ITEMS,
      { all: new Dictionary([]), shallow: new Dictionary([]) },
      (lang, column) => load(`${lang}:${column}`, TextIndex.build([])),
      (lang) =>
        load(
          `${lang} descriptions`,
          ITEMS.map((i) => i.en),
        ),
    );
    await expect(s.text("en", "document")).rejects.toThrow("connection lost");
    await expect(s.cardFacts([11], "en")).rejects.toThrow("connection lost");
    expect(s.loadedTexts()).toEqual([]);
    failing = false;
    await s.text("en", "document");
    await s.text("en", "document");
    await s.text("en", "deep");
    expect((await s.cardFacts([11], "en")).get(11)?.description).toBe("dba brake disc front");
    await s.cardFacts([12], "en");
    expect(loads).toEqual(["en:document", "en descriptions", "en:document", "en:deep", "en descriptions"]);
    expect(s.loadedTexts()).toEqual([
      ["en", "document"],
      ["en", "deep"],
    ]);
  });
});

describe("Snapshot.find by OE number", () => {
  /** Items replacing OE numbers: [normalised, printed]. */
  const withOe = (i: ReturnType<typeof item>, ...printed: string[]) => ({
    ...i,
    oe: printed.map((p) => [p.toUpperCase().replace(/[\s\-./_]+/g, ""), p] as const),
  });
  const OE_ITEMS = [
    withOe(item(21, "DBA2100", "dba", "dba brake disc"), "43512-0K090"),
    withOe(item(22, "DBA2100S", "dba", "dba brake disc slotted"), "43512-0K090", "MR407120"),
    withOe(item(23, "HB4351", "hawk", "hawk brake pads"), "04465-0K290"),
    withOe(item(24, "K435120", "xforce", "kit with a part number like the oe number")),
  ];

  it("lists the parts replacing the OE number, however typed, after exact part numbers, marked with it", async () => {
    const s = snapshot(OE_ITEMS);
    for (const typed of ["435120K090", "43512 0K090", "43512.0k090"]) {
      const found = await s.find(query({ partNumber: typed.toUpperCase().replace(/[\s\-./_]+/g, "") }));
      expect(found.ids).toEqual([21, 22]);
      expect(found.replaces).toEqual(
        new Map([
          [21, "43512-0K090"],
          [22, "43512-0K090"],
        ]),
      );
    }
    // A prefix of an OE number finds its parts too; they rank before part numbers merely containing it.
    const prefix = await s.find(query({ partNumber: "43512" }));
    expect(prefix.ids).toEqual([21, 22, 24]);
    expect(prefix.replaces.has(24)).toBe(false);
    expect((await s.find(query({ partNumber: "MR407120" }))).replaces).toEqual(new Map([[22, "MR407120"]]));
  });

  it("marks nothing found by its own part number, and follows the overlay", async () => {
    const s = snapshot(OE_ITEMS);
    expect((await s.find(query({ partNumber: "DBA2100" }))).replaces).toEqual(new Map());
    s.put(23, {
      item: withOe(item(23, "HB4351", "hawk", "hawk brake pads"), "04465-0K290", "43512-0K091"),
      documents: new Map(),
      descriptions: new Map(),
    });
    s.put(21, null);
    const found = await s.find(query({ partNumber: "435120K09" }));
    expect(found.ids).toEqual([22, 23]);
    expect(found.replaces.get(23)).toBe("43512-0K091");
  });
});
