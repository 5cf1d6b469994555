/** Unit tests of keeping the index current from the change log, against the fake search database. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeSearchDatabase } from "../../../tests/fakes/search-database.ts";
import type { CommercialRow } from "../summaries.ts";
import { SearchIndex, type LookRow, type ReadToken } from "./refresh.ts";
import type { Snapshot } from "./snapshot.ts";

function catalogue() {
  const fake = new FakeSearchDatabase();
  fake.addItem({ id: 1, part: "DBA4285", brand: "dba", text: "dba brake disc" });
  fake.addItem({ id: 2, part: "HB4285", brand: "hawk", text: "hawk brake pads", deep: "hilux" });
  fake.addItem({ id: 3, part: "W1234", brand: "whiteline", text: "whiteline sway bar" });
  return fake;
}

const LOOK = /FROM search_changes c/;
const BUILD = /ORDER BY i\.name, i\.id/;

/** Ids of the items whose part number starts with (or whose English text holds) the keyword. */
async function find(snapshot: Snapshot, keyword: { part?: string; word?: string }) {
  const found = await snapshot.find({
    partNumber: keyword.part ?? "",
    words: keyword.word ? [{ word: keyword.word, corrections: [] }] : [],
    lang: "en",
    deep: false,
    hiddenBrands: new Set(),
    offset: 0,
    limit: 24,
  });
  return found.ids;
}

/** What a search's own statement would read with the token: the look at the change log. */
async function lookFor(fake: FakeSearchDatabase, index: SearchIndex, token: ReadToken): Promise<LookRow> {
  const { rows } = await fake.db.execute(index.lookSql(token));
  return rows[0] as unknown as LookRow;
}

const card = (id: number) => ({ id }) as CommercialRow;

afterEach(() => {
  vi.useRealTimers();
});

describe("SearchIndex.current", () => {
  it("builds on first use and answers from what it built", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    expect(await index.begin()).toBeNull();
    const snapshot = await index.current();
    expect(snapshot.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(await find(snapshot, { word: "brake" })).toEqual([1, 2]);
    expect(snapshot.dictionary.all.has("hilux")).toBe(true);
    expect(snapshot.dictionary.shallow.has("hilux")).toBe(false);
    expect(await index.begin()).toMatchObject({ snapshot, xmin: fake.xmin });
  });

  it("puts catalogue changes committed since the last look in the overlay, with their new words", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    fake.items.find((i) => i.id === 3)!.part = "ZQ771";
    Object.assign(
      fake.documents.find((d) => d.id === 3)!,
      {
        document: "whiteline sway bar zastava",
        deep: "whiteline sway bar zastava",
      },
    );
    fake.items = fake.items.filter((i) => i.id !== 1);
    fake.change([3, 1]);
    const snapshot = await index.current();
    expect(snapshot.overlay.get(1)).toBeNull();
    expect(snapshot.overlay.get(3)?.item.part).toBe("ZQ771");
    expect(await find(snapshot, { part: "ZQ771" })).toEqual([3]);
    expect(await find(snapshot, { part: "W1234" })).toEqual([]);
    expect(await find(snapshot, { word: "brake" })).toEqual([2]);
    // The new word is in the dictionary, as a word of a normal document.
    expect(snapshot.dictionary.shallow.has("zastava")).toBe(true);
    // Rows already applied are not applied again.
    const version = (await index.begin())!.version;
    await index.current();
    expect((await index.begin())!.version).toBe(version);
  });

  it("reads a change committed late by a transaction that was in progress at the last look", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    const slow = fake.begin();
    fake.items.find((i) => i.id === 2)!.part = "HB9999";
    fake.change([3]);
    expect((await index.current()).overlay.has(3)).toBe(true);
    slow.commit([2]);
    const snapshot = await index.current();
    expect(await find(snapshot, { part: "HB9999" })).toEqual([2]);
  });

  it("does not apply again the changes its base saw, when a transaction in progress holds the xmin back", async () => {
    const fake = catalogue();
    const slow = fake.begin();
    fake.items.find((i) => i.id === 3)!.part = "W9999";
    fake.change([3]);
    const index = new SearchIndex(fake.db);
    const snapshot = await index.current();
    expect(await find(snapshot, { part: "W9999" })).toEqual([3]);
    expect(snapshot.overlay.size).toBe(0);
    expect(fake.count(/WHERE i\.id = ANY/)).toBe(0);
    // The transaction that held the xmin commits later: its change is read, and only it.
    fake.items.find((i) => i.id === 2)!.part = "HB9999";
    slow.commit([2]);
    const next = await index.current();
    expect([...next.overlay.keys()]).toEqual([2]);
  });

  it("drops the trade facts of a trade change without reading the item again", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    index.trade.put("EU:EUR", [card(1), card(2)], index.trade.mark());
    fake.change([2], true);
    const snapshot = await index.current();
    expect(snapshot.overlay.size).toBe(0);
    expect(index.trade.get("EU:EUR", [1, 2]).missing).toEqual([2]);
    expect(fake.count(/WHERE i\.id = ANY/)).toBe(0);
  });

  it("shares looks: callers that come while one runs all wait for the one after it", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    const looks = fake.count(LOOK);
    const release = fake.hold(LOOK);
    const first = index.current();
    const later = [index.current(), index.current(), index.current()];
    await vi.waitFor(() => expect(fake.count(LOOK)).toBe(looks + 1));
    release();
    await Promise.all([first, ...later]);
    expect(fake.count(LOOK)).toBe(looks + 2);
  });

  it("builds again after a failed build, and rebuilds when not looked at for 12 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    fake.failNext(BUILD);
    await expect(index.current()).rejects.toThrow("connection lost");
    await index.current();
    expect(fake.count(BUILD)).toBe(2);
    vi.setSystemTime(Date.now() + 12 * 3_600_000 + 1);
    expect(await index.begin()).toBeNull();
    await index.current();
    expect(fake.count(BUILD)).toBe(3);
  });

  it("prunes the change log at most once an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    await index.current();
    expect(fake.count(/^DELETE FROM search_changes/)).toBe(1);
    vi.setSystemTime(Date.now() + 3_600_001);
    await index.current();
    expect(fake.count(/^DELETE FROM search_changes/)).toBe(2);
  });
});

describe("SearchIndex rebuild", () => {
  it("rebuilds in the background past the overlay limit, with the text indexes loaded before, and clears trade facts", async () => {
    const fake = catalogue();
    const index = new SearchIndex(fake.db, () => {}, { overlayLimit: 1 });
    const before = await index.current();
    await find(before, { word: "brake" });
    index.trade.put("EU:EUR", [card(3)], index.trade.mark());
    const token = (await index.begin())!;
    fake.items.find((i) => i.id === 1)!.part = "DBA1111";
    fake.items.find((i) => i.id === 2)!.part = "HB2222";
    fake.change([1, 2]);
    expect(await find(await index.current(), { part: "DBA1111" })).toEqual([1]);
    await index.settled();
    const after = await index.current();
    expect(after).not.toBe(before);
    expect(after.overlay.size).toBe(0);
    expect(after.loadedTexts()).toEqual([["en", "document"]]);
    expect(await find(after, { part: "HB2222" })).toEqual([2]);
    expect(index.trade.size).toBe(0);
    // An answer read before the swap does not stand.
    expect(index.validate(token, await lookFor(fake, index, token))).toBe(false);
  });
});

describe("SearchIndex.validate", () => {
  /** An index looked at once, with the facts of card 1 kept, and a token taken after. */
  async function started() {
    const fake = catalogue();
    const index = new SearchIndex(fake.db);
    await index.current();
    index.trade.put("EU:EUR", [card(1)], index.trade.mark());
    const token = (await index.begin())!;
    return { fake, index, token };
  }

  it("keeps an answer when the log holds nothing new, and moves the watermark on", async () => {
    const { fake, index, token } = await started();
    // A transaction that changed nothing the index holds.
    fake.begin().commit([]);
    const look = await lookFor(fake, index, token);
    expect(look.xmin).not.toBe(token.xmin);
    expect(index.validate(token, look, [card(1)])).toBe(true);
    expect((await index.begin())!.xmin).toBe(look.xmin);
    expect(index.validate(token, undefined)).toBe(false);
  });

  it("does not keep an answer when the log holds a catalogue change not applied yet", async () => {
    const { fake, index, token } = await started();
    fake.change([3]);
    expect(index.validate(token, await lookFor(fake, index, token))).toBe(false);
  });

  it("keeps an answer past trade changes of cards it read from the database, dropping their facts", async () => {
    const { fake, index, token } = await started();
    index.trade.put("EU:EUR", [card(2)], index.trade.mark());
    fake.change([2], true);
    expect(index.validate(token, await lookFor(fake, index, token), [card(1)])).toBe(true);
    expect(index.trade.get("EU:EUR", [1, 2]).missing).toEqual([2]);
  });

  it("does not keep an answer that served a card from memory whose facts changed, or were dropped since", async () => {
    const { fake, index, token } = await started();
    const mark = index.trade.mark();
    fake.change([1], true);
    expect(index.validate(token, await lookFor(fake, index, token), [card(1)], mark)).toBe(false);
    const again = (await index.begin())!;
    // Another look dropped something after this search took its facts.
    expect(index.validate(again, await lookFor(fake, index, again), [card(3)], mark)).toBe(false);
  });

  it("does not keep an answer read before changes were applied", async () => {
    const { fake, index, token } = await started();
    fake.change([3]);
    await index.current();
    expect(index.validate(token, await lookFor(fake, index, token))).toBe(false);
  });
});
