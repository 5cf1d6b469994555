import { describe, expect, it } from "vitest";
import type { Language } from "../db/schema.ts";
import { correctWords, Dictionary, smallest, Snapshot, TextIndex, type IndexedItem, type IndexQuery } from "./search-index.ts";

/** A small catalogue: name order is the array order (as the database's ORDER BY name gives it). */
const ITEMS: (IndexedItem & { en: string; deep?: string })[] = [
  { id: 11, part: "DBA4285", name: "DBA4285", brand: "dba", en: "dba brake disc front" },
  { id: 12, part: "DBA4285S", name: "DBA4285S", brand: "dba", en: "dba brake disc slotted" },
  { id: 13, part: "DBA4285XS", name: "DBA4285XS", brand: "dba", en: "dba brake disc slotted xs", deep: "hilux 1kd" },
  { id: 14, part: "HB4285", name: "HB4285", brand: "hawk", en: "hawk brake pads", deep: "hilux" },
  { id: 15, part: "KDBA4285", name: "KDBA4285", brand: "xforce", en: "kit with dba brakes" },
  { id: 16, part: "W1234", name: "W1234", brand: "whiteline", en: "whiteline sway bar" },
  { id: 17, part: "W1235", name: "W1235", brand: "whiteline", en: "whiteline sway bar link brake" },
];

function snapshot(items = ITEMS) {
  const words = items.flatMap((i) => `${i.en} ${i.deep ?? ""}`.split(" ").filter(Boolean)).filter((w) => /^\p{L}{3,}$/u.test(w));
  const shallow = new Set(items.flatMap((i) => i.en.split(" ")));
  return new Snapshot(items, { all: new Dictionary(words), shallow: new Dictionary(words.filter((w) => shallow.has(w))) }, (lang, column, s) =>
    Promise.resolve(
      TextIndex.build(
        items.map((item) => ({
          position: s.positions.get(item.id)!,
          lexemes: [...new Set((column === "deep" ? `${item.en} ${item.deep ?? ""}` : item.en).split(" ").filter(Boolean))],
        })),
      ),
    ),
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
    for (let offset = 0; offset < all.total; offset += 2) pages.push(...(await s.find(query({ words: words("brake"), offset, limit: 2 }))).ids);
    expect(pages).toEqual(all.ids);
    expect(await s.find(query({ words: words("brake"), offset: 50 }))).toEqual({ ids: [], total: all.total });
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
    const documents = (en: string) => new Map([["en" as Language, { document: new Set(en.split(" ")), deep: new Set(en.split(" ")) }]]);
    // Renamed: found by its new part number only; new: found, in name order; deleted: gone.
    s.put(12, { item: { id: 12, part: "DBA9999", name: "DBA9999", brand: "dba" }, documents: documents("dba brake disc slotted") });
    s.put(99, { item: { id: 99, part: "DBA4285Z", name: "DBA4285Z", brand: "dba" }, documents: documents("dba brake disc zinc") });
    s.put(11, null);
    expect((await s.find(query({ partNumber: "DBA4285" }))).ids).toEqual([13, 99, 15]);
    expect((await s.find(query({ partNumber: "DBA9999" }))).ids).toEqual([12]);
    const discs = await s.find(query({ words: words("disc") }));
    expect(discs.ids).toEqual([13, 99, 12]);
    expect(discs.total).toBe(3);
    expect((await s.find(query({ words: words("disc"), offset: 1, limit: 1 }))).ids).toEqual([99]);
    expect(s.overlayFull(2)).toBe(true);
    expect(s.overlayFull()).toBe(false);
  });
});

describe("Dictionary", () => {
  const dictionary = new Dictionary(["brake", "disc", "clutch", "shackle", "whiteline", "dics"]);

  it("finds the words one typed character away: wrong, missing, extra or swapped", () => {
    expect(dictionary.near("clutsh")).toEqual(["clutch"]);
    expect(dictionary.near("whitline")).toEqual(["whiteline"]);
    expect(dictionary.near("whiteliine")).toEqual(["whiteline"]);
    expect(dictionary.near("brkae")).toEqual(["brake"]);
    expect(dictionary.near("disk")).toEqual(["disc"]);
    expect(dictionary.near("whtlinee")).toEqual([]);
  });

  it("knows words being typed (prefixes)", () => {
    expect(dictionary.hasPrefix("brak")).toBe(true);
    expect(dictionary.hasPrefix("brk")).toBe(false);
    expect(dictionary.has("brak")).toBe(false);
  });

  it("corrects only unknown words, against shallow words unless deep", () => {
    const pair = { all: new Dictionary(["hilux", "brake"]), shallow: new Dictionary(["brake"]) };
    expect(correctWords(pair, ["hilox", "brkae", "brak", "xs"], false)).toEqual(new Map([["brkae", ["brake"]]]));
    expect(correctWords(pair, ["hilox"], true)).toEqual(new Map([["hilox", ["hilux"]]]));
  });
});

describe("TextIndex", () => {
  it("keeps lexemes sorted with ascending positions, and finds longer words by prefix", () => {
    const index = TextIndex.build([
      { position: 2, lexemes: ["brake", "disc"] },
      { position: 0, lexemes: ["brakes", "disc"] },
      { position: 1, lexemes: ["brake"] },
    ]);
    expect(index.lexemes).toEqual(["brake", "brakes", "disc"]);
    expect([...index.exact("brake")!]).toEqual([1, 2]);
    expect(index.longer("brake").map((list) => [...list])).toEqual([[0]]);
    expect(index.longer("bra").map((list) => [...list])).toEqual([[1, 2], [0]]);
    expect(index.exact("bra")).toBeUndefined();
  });
});

describe("smallest", () => {
  it("gives the smallest numbers in order, by heap or by sort", () => {
    const values = Float64Array.from({ length: 500 }, (_, i) => (i * 7919) % 1009);
    const sorted = [...values].sort((a, b) => a - b);
    for (const count of [0, 1, 5, 24, 100, 499, 500]) expect([...smallest(values, count)]).toEqual(sorted.slice(0, count));
  });
});
