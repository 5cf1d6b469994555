/**
 * The storefront's memory of ERP answers that are the same for every guest of a given language,
 * currency, country, tax country and source (issue 25 item 3, decision 0042): product data,
 * catalogue lists and their option lists, search, news, the marquee and slider, the delivery and
 * payment facts. One cache per ERP transport, so per worker process.
 *
 * What keeps it right:
 * - A key is the call's whole request (path and body with its language, currency, country, tax
 *   country, source and `customer`), so two shoppers share an answer only when they would have
 *   sent the same request. A signed-in customer's own answers are never kept (their prices are
 *   their own): erpClient serves them the guests' answers that say nothing of the caller, and the
 *   guests' item and list answers with the customer's prices of a getPrices call put in (decision 0072).
 * - The ERP's cache version (GET /cache-version, erp/cache/version.ts) moves whenever a table one
 *   of these answers reads changes: stock, prices, texts, content, delivery facts. Before an answer
 *   is served from memory the version was read at most `checkEveryMs` ago, by one request that
 *   every concurrent caller of the worker waits for; when it moved, everything kept is dropped. A
 *   change made through any instance or worker is therefore served everywhere within
 *   `checkEveryMs` plus one version read. An answer loaded while the version moved is not kept.
 * - A write of this worker (an order, a basket change) makes the next read look at the version
 *   first, so a shopper sees the stock their own order left.
 * - Answers that depend on the clock (a dated price, a published post, the dispatch cut-off) are
 *   kept at most `maxAgeMs`.
 * - Memory is bounded: least recently used entries go first beyond `maxEntries` or `maxBytes`
 *   (each answer's size estimated from its JSON once, when it is kept).
 * - Kept answers are frozen: they are shared by every request, and a loader that changed one in
 *   place would fail at once instead of showing its change to the next shopper.
 * - When the version cannot be read (the ERP is down, or an ERP without GET /cache-version),
 *   nothing is kept or served from memory: every call goes to the ERP.
 */
import { CACHE_VERSION_PATH, CacheVersionResponseSchema } from "../../contract/cache-version.ts";
import type { ErpTransport } from "../../contract/transport.ts";

export interface LoaderCacheOptions {
  /** Reads the ERP's cache version; null when there is none to follow (nothing is cached then). */
  version: () => Promise<string | null>;
  /** The version is read at most this long before an answer is served from memory. */
  checkEveryMs?: number;
  /** An answer is kept at most this long, for answers that change with the clock. */
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export const LOADER_CACHE_DEFAULTS = {
  checkEveryMs: 100,
  maxAgeMs: 30_000,
  maxEntries: 5_000,
  maxBytes: 32 * 1024 * 1024,
} as const;

interface Entry {
  value: unknown;
  bytes: number;
  /** When its loading started. */
  at: number;
}

export interface LoaderCacheStats {
  hits: number;
  misses: number;
  /** Version reads started. */
  checks: number;
  /** Times the version moved and everything kept was dropped. */
  drops: number;
  entries: number;
  bytes: number;
}

export class LoaderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  private bytes = 0;
  /** The version the kept answers belong to; null: caching is off until a read succeeds. */
  private version: string | null = null;
  /** Bumped whenever kept answers are dropped; an answer loaded across a bump is not kept. */
  private generation = 0;
  /** When the version read that vouches for the kept answers started. */
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** When the newest applied version read started (reads may finish out of order). */
  private appliedAt = Number.NEGATIVE_INFINITY;
  /** The last version read failed (logged once until one succeeds). */
  private failing = false;
  /** Writes of this worker so far (stale()). */
  private writes = 0;
  /** The version read in flight, shared by every caller that arrives while it runs. */
  private checking: { startedAt: number; writes: number; done: Promise<void> } | null = null;
  private readonly settings: Required<Omit<LoaderCacheOptions, "version" | "now">>;
  private readonly now: () => number;
  readonly stats: Omit<LoaderCacheStats, "entries" | "bytes"> = { hits: 0, misses: 0, checks: 0, drops: 0 };

  constructor(private readonly options: LoaderCacheOptions) {
    this.settings = {
      checkEveryMs: options.checkEveryMs ?? LOADER_CACHE_DEFAULTS.checkEveryMs,
      maxAgeMs: options.maxAgeMs ?? LOADER_CACHE_DEFAULTS.maxAgeMs,
      maxEntries: options.maxEntries ?? LOADER_CACHE_DEFAULTS.maxEntries,
      maxBytes: options.maxBytes ?? LOADER_CACHE_DEFAULTS.maxBytes,
    };
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * The answer of `key`: from memory when the version read at most checkEveryMs ago says it is
   * current, else `load()`'s (kept for the next caller). Concurrent callers of one key share one load.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!(await this.fresh())) return load();
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (now - kept.at <= this.settings.maxAgeMs) {
        this.entries.set(key, kept); // the most recently used goes last
        this.stats.hits++;
        return kept.value as T;
      }
      this.bytes -= kept.bytes;
    }
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise as Promise<T>;
    this.stats.misses++;
    const generation = this.generation;
    const promise = load().then((value) => {
      if (this.generation === generation) this.keep(key, deepFreeze(value), now);
      return value;
    });
    this.loading.set(key, { generation, promise });
    const forget = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** The next read looks at the version first (this worker wrote something). */
  stale(): void {
    this.writes++;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  statistics(): LoaderCacheStats {
    return { ...this.stats, entries: this.entries.size, bytes: this.bytes };
  }

  /** Whether answers may be served from and kept in memory: the version was read recently enough. */
  private async fresh(): Promise<boolean> {
    const now = this.now();
    if (now - this.checkedAt > this.settings.checkEveryMs) {
      // A read in flight serves when it started recently enough and after this worker's last write.
      let checking = this.checking;
      if (!checking || checking.writes !== this.writes || now - checking.startedAt > this.settings.checkEveryMs) {
        checking = this.check(now);
      }
      await checking.done;
    }
    return this.version !== null;
  }

  private check(startedAt: number) {
    this.stats.checks++;
    const writes = this.writes;
    const read = this.options.version().catch((error: unknown) => {
      // Said once when it starts failing, not on every read while the ERP is away.
      if (!this.failing) console.error("[loader-cache] the ERP's cache version could not be read; not caching", error);
      this.failing = true;
      return null;
    });
    const checking = {
      startedAt,
      writes,
      done: read.then((version) => {
        if (this.checking === checking) this.checking = null;
        // A slower, older read never undoes a newer one.
        if (startedAt < this.appliedAt) return;
        this.appliedAt = startedAt;
        if (version !== null) this.failing = false;
        if (version === null || version !== this.version) this.drop();
        this.version = version;
        // A read that started before this worker's last write vouches for nothing after it.
        if (writes === this.writes) this.checkedAt = startedAt;
      }),
    };
    this.checking = checking;
    return checking;
  }

  private drop(): void {
    if (this.entries.size > 0) this.stats.drops++;
    this.entries.clear();
    this.loading.clear();
    this.bytes = 0;
    this.generation++;
  }

  private keep(key: string, value: unknown, at: number): void {
    const bytes = sizeOf(value);
    if (bytes > this.settings.maxBytes / 4) return; // one answer never pushes out a quarter of the rest
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, { value, bytes, at });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.settings.maxEntries && this.bytes <= this.settings.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

/** Bytes an answer takes, roughly: its JSON's length in UTF-16 code units, two bytes each. */
function sizeOf(value: unknown): number {
  return 2 * (JSON.stringify(value) ?? "").length;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/**
 * The cache rides on its transport under a registered symbol: server/ imports this module from
 * source and the Remix server build bundles its own copy, and both must find the same cache.
 */
const CACHE = Symbol.for("shop.loader-cache");
type Cached = ErpTransport & { [CACHE]?: Pick<LoaderCache, "get" | "stale" | "statistics"> };

/** The cache of a transport (the one server/ gave it), or undefined: that transport is not cached. */
export function loaderCacheOf(via: ErpTransport): Pick<LoaderCache, "get" | "stale" | "statistics"> | undefined {
  return (via as Cached)[CACHE];
}

/** The ERP's cache version over a transport; null when the ERP has none (404) or answers badly. */
export async function readCacheVersion(via: ErpTransport): Promise<string | null> {
  const answer = await via.get(CACHE_VERSION_PATH);
  if (answer.status !== 200) {
    if (answer.status === 404) return null;
    throw new Error(`the ERP answered ${answer.status} to GET ${CACHE_VERSION_PATH}`);
  }
  const parsed = CacheVersionResponseSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.version : null;
}

/**
 * Gives the transport a cache of guests' answers (server/erp.ts, once per process); answers the
 * transport. LOADER_CACHE=off leaves it without one (every call goes to the ERP), and
 * LOADER_CACHE_CHECK_MS, LOADER_CACHE_MAX_AGE_MS and LOADER_CACHE_MB change the defaults.
 */
export function withLoaderCache(
  via: ErpTransport,
  env: Record<string, string | undefined> = process.env,
  options: Partial<LoaderCacheOptions> = {},
): ErpTransport {
  if (env.LOADER_CACHE === "off") return via;
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  (via as Cached)[CACHE] = new LoaderCache({
    version: () => readCacheVersion(via),
    checkEveryMs: number("LOADER_CACHE_CHECK_MS", LOADER_CACHE_DEFAULTS.checkEveryMs),
    maxAgeMs: number("LOADER_CACHE_MAX_AGE_MS", LOADER_CACHE_DEFAULTS.maxAgeMs),
    maxBytes: number("LOADER_CACHE_MB", LOADER_CACHE_DEFAULTS.maxBytes / 1024 / 1024) * 1024 * 1024,
    ...options,
  });
  return via;
}
