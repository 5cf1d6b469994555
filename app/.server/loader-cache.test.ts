import { describe, expect, it, vi } from "vitest";
import type { ErpTransport } from "../../contract/transport.ts";
import { erpClient, guestContext } from "./erp.ts";
import { LoaderCache, loaderCacheOf, withLoaderCache } from "./loader-cache.ts";

/** A clock the test moves by hand. */
function clock(start = 0) {
  let t = start;
  return { now: () => t, move: (ms: number) => (t += ms) };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function cacheWith(over: Partial<ConstructorParameters<typeof LoaderCache>[0]> = {}) {
  const time = clock(1_000);
  let version: string | null = "1";
  const versionReads = vi.fn(async () => version);
  const cache = new LoaderCache({ version: versionReads, checkEveryMs: 100, now: time.now, ...over });
  return { cache, time, versionReads, setVersion: (v: string | null) => (version = v) };
}

describe("the loader cache", () => {
  it("answers a key from memory and loads another key", async () => {
    const { cache } = cacheWith();
    const load = vi.fn(async () => ({ name: "DBA 4137S" }));
    expect(await cache.get("a", load)).toEqual({ name: "DBA 4137S" });
    expect(await cache.get("a", load)).toEqual({ name: "DBA 4137S" });
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.statistics()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it("reads the version at most every checkEveryMs, and drops everything when it moved", async () => {
    const { cache, time, versionReads, setVersion } = cacheWith();
    let stock = 5;
    const load = vi.fn(async () => ({ stock }));
    expect(await cache.get("item", load)).toEqual({ stock: 5 });
    stock = 2;
    time.move(100);
    expect(await cache.get("item", load)).toEqual({ stock: 5 }); // same version read, within 100 ms
    expect(versionReads).toHaveBeenCalledTimes(1);
    time.move(1);
    expect(await cache.get("item", load)).toEqual({ stock: 5 }); // read again, nothing changed
    expect(versionReads).toHaveBeenCalledTimes(2);
    setVersion("2");
    time.move(101);
    expect(await cache.get("item", load)).toEqual({ stock: 2 });
    expect(versionReads).toHaveBeenCalledTimes(3);
    expect(cache.statistics().drops).toBe(1);
  });

  it("reads the version once for many concurrent callers, and loads a key once for all of them", async () => {
    const { cache, versionReads } = cacheWith();
    const version = deferred<string>();
    versionReads.mockImplementationOnce(() => version.promise);
    const load = vi.fn(async (key: string) => ({ key }));
    const answers = Array.from({ length: 50 }, (_, i) => cache.get(`k${i % 5}`, () => load(`k${i % 5}`)));
    version.resolve("1");
    const values = await Promise.all(answers);
    expect(versionReads).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(5);
    expect(values[7]).toEqual({ key: "k2" });
  });

  it("keeps at most maxEntries, dropping the least recently used first", async () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    const load = vi.fn(async () => "answer");
    for (const key of ["a", "b", "c"]) await cache.get(key, load);
    await cache.get("a", load); // a is now the most recently used
    await cache.get("d", load); // b goes
    expect(cache.statistics().entries).toBe(3);
    load.mockClear();
    await cache.get("a", load);
    await cache.get("c", load);
    await cache.get("d", load);
    expect(load).not.toHaveBeenCalled();
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxBytes, and never an answer of more than a quarter of them", async () => {
    const { cache } = cacheWith({ maxBytes: 1_000 });
    const text = (n: number) => async () => "x".repeat(n);
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, text(98)); // 200 bytes each (UTF-16, quotes)
    expect(cache.statistics().bytes).toBeLessThanOrEqual(1_000);
    expect(cache.statistics().entries).toBe(5);
    const big = vi.fn(text(200));
    await cache.get("big", big);
    await cache.get("big", big);
    expect(big).toHaveBeenCalledTimes(2);
  });

  it("keeps an answer at most maxAgeMs", async () => {
    const { cache, time } = cacheWith({ maxAgeMs: 30_000 });
    const load = vi.fn(async () => "answer");
    await cache.get("a", load);
    time.move(30_000);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(1);
    time.move(1);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep an answer loaded while the version moved", async () => {
    const { cache, time, setVersion } = cacheWith();
    const slow = deferred<string>();
    const started = deferred<void>();
    const first = cache.get("a", () => {
      started.resolve();
      return slow.promise;
    });
    await started.promise; // loading from the ERP as of version 1
    setVersion("2");
    time.move(101);
    await cache.get("other", async () => "x"); // reads version 2: drops what was kept
    slow.resolve("old");
    expect(await first).toBe("old");
    const load = vi.fn(async () => "new");
    expect(await cache.get("a", load)).toBe("new");
  });

  it("never lets an older version read that finishes last undo a newer one", async () => {
    const { cache, time, versionReads } = cacheWith();
    await cache.get("warm", async () => 1);
    const older = deferred<string>();
    versionReads.mockImplementationOnce(() => older.promise).mockImplementationOnce(async () => "3");
    time.move(101);
    const a = cache.get("a", async () => "a");
    time.move(101);
    expect(await cache.get("b", async () => "b3")).toBe("b3"); // version 3
    older.resolve("2");
    await a;
    const load = vi.fn(async () => "b again");
    expect(await cache.get("b", load)).toBe("b3");
    expect(load).not.toHaveBeenCalled();
  });

  it("after a write of this worker reads the version before answering from memory", async () => {
    const { cache, versionReads } = cacheWith();
    await cache.get("a", async () => 1);
    cache.stale();
    await cache.get("a", async () => 1);
    expect(versionReads).toHaveBeenCalledTimes(2);
  });

  it("caches nothing while the version cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { cache, time, versionReads, setVersion } = cacheWith();
    setVersion(null);
    const load = vi.fn(async () => "answer");
    await cache.get("a", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
    versionReads.mockRejectedValueOnce(new Error("ERP down")).mockRejectedValueOnce(new Error("ERP down"));
    time.move(101);
    await cache.get("a", load);
    time.move(101);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.statistics().entries).toBe(0);
    expect(error).toHaveBeenCalledTimes(1); // said once, not on every read while the ERP is away
    error.mockRestore();
  });

  it("freezes what it keeps: a loader cannot change the next shopper's answer", async () => {
    const { cache } = cacheWith();
    const answer = await cache.get("a", async () => ({ items: [{ price: 100 }] }));
    expect(() => {
      (answer.items[0] as { price: number }).price = 1;
    }).toThrow(TypeError);
  });
});

describe("the ERP client with a loader cache", () => {
  const guest = guestContext();
  function transport() {
    const post = vi.fn(async (_path: string, body: unknown) => {
      const { action } = body as Record<string, string>;
      if (action === "getNews") return { status: 200, body: { posts: [], total: 0 } };
      if (action === "getRelatedItems") return { status: 200, body: { items: [] } };
      if (action === "getPrices") return { status: 200, body: { prices: [] } };
      if (action === "addToCart") return { status: 200, body: { cart_id: "cart", quantity: 1, capped: false } };
      return { status: 200, body: { shoppingcarts: [], summary: { quantity: 0, lines: 0 } } };
    });
    const get = vi.fn(async (path: string) =>
      path === "/cache-version" ? { status: 200, body: { version: "7" } } : { status: 404, body: null },
    );
    const via: ErpTransport = { post, get, webhook: async () => ({ status: 404, body: null }) };
    return { via, post, get };
  }
  const news = (calls: unknown[][]) => calls.filter((c) => (c[1] as { action: string }).action === "getNews");

  it("shares an answer between guests of the same language, currency, country and source only", async () => {
    const { via, post } = transport();
    withLoaderCache(via, {});
    await erpClient(guest, via).getNews({ page: 1 });
    await erpClient(guest, via).getNews({ page: 1 });
    expect(news(post.mock.calls)).toHaveLength(1);
    await erpClient({ ...guest, lang: "pl" }, via).getNews({ page: 1 });
    await erpClient({ ...guest, currency: "PLN" }, via).getNews({ page: 1 });
    await erpClient({ ...guest, country: "DE" }, via).getNews({ page: 1 });
    await erpClient({ ...guest, taxCountry: "DE" }, via).getNews({ page: 1 });
    await erpClient({ ...guest, source: "uk" }, via).getNews({ page: 1 });
    await erpClient(guest, via).getNews({ page: 2 });
    expect(news(post.mock.calls)).toHaveLength(7);
  });

  it("answers a signed-in customer's lists from the guests' memory with their own prices, never kept", async () => {
    const { via, post } = transport();
    withLoaderCache(via, {});
    const asked = (action: string) => post.mock.calls.filter((c) => (c[1] as { action: string }).action === action);
    await erpClient(guest, via).getRelatedItems(1);
    const customer = { ...guest, customerToken: "session-token" };
    await erpClient(customer, via).getRelatedItems(1);
    await erpClient(customer, via).getRelatedItems(1);
    // The list asked once, as a guest; the customer's prices (and so their session) asked each time.
    expect(asked("getRelatedItems").map((c) => (c[1] as { customer: string }).customer)).toEqual(["guest"]);
    expect(asked("getPrices").map((c) => (c[1] as { customer: string }).customer)).toEqual([
      "session-token",
      "session-token",
    ]);
    expect(loaderCacheOf(via)?.statistics().entries).toBe(1);
  });

  it("asks a signed-in customer's own answers without a loader cache", async () => {
    const { via, post } = transport();
    await erpClient({ ...guest, customerToken: "session-token" }, via).getRelatedItems(1);
    expect(post.mock.calls.map((c) => (c[1] as { action: string; customer: string }).customer)).toEqual([
      "session-token",
    ]);
  });

  it("answers a signed-in customer what is the same for everyone from the guests' memory, asked as a guest", async () => {
    const { via, post } = transport();
    withLoaderCache(via, {});
    const customer = { ...guest, customerToken: "session-token" };
    await erpClient(customer, via).getNews({ page: 1 });
    await erpClient(guest, via).getNews({ page: 1 });
    await erpClient({ ...customer, customerToken: "another-token" }, via).getNews({ page: 1 });
    expect(news(post.mock.calls)).toHaveLength(1);
    expect((news(post.mock.calls)[0]![1] as { customer: string }).customer).toBe("guest");
  });

  it("never keeps a basket, and a basket change makes the next read look at the version", async () => {
    const { via, post, get } = transport();
    withLoaderCache(via, {}, { checkEveryMs: 60_000 });
    await erpClient(guest, via).getCarts("cart");
    await erpClient(guest, via).getCarts("cart");
    expect(post).toHaveBeenCalledTimes(2);
    await erpClient(guest, via).getNews({ page: 1 });
    await erpClient(guest, via).getNews({ page: 1 });
    expect(get).toHaveBeenCalledTimes(1);
    await erpClient(guest, via).addToCart({ record: 1, quantity: 1 });
    await erpClient(guest, via).getNews({ page: 1 });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("is off with LOADER_CACHE=off, and without one every call goes to the ERP", async () => {
    const { via, post } = transport();
    withLoaderCache(via, { LOADER_CACHE: "off" });
    expect(loaderCacheOf(via)).toBeUndefined();
    await erpClient(guest, via).getNews({ page: 1 });
    await erpClient(guest, via).getNews({ page: 1 });
    expect(news(post.mock.calls)).toHaveLength(2);
  });
});
