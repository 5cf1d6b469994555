/**
 * What every basket reads that is the same for all baskets: the shipping zones, rates and methods,
 * the payment methods and which sellers have a bank account in which currency (issue 40). They are
 * read in one statement, kept by each ERP process, and read again only when the cache version
 * moves (erp/cache/version.ts: every one of these tables logs its changes, migration 0032).
 *
 * The basket's own statement reads the version in its snapshot (erp/cart/view.ts), so a basket
 * is built from these tables as they were at least as late as its own rows: a change to a rate,
 * a method or an account is seen by the next basket read after it commits, in every process.
 */
import { sql } from "drizzle-orm";
import type { Currency } from "../../contract/money.ts";
import { sellerIdFor, type Region } from "../../contract/seller.ts";
import type { Database } from "../db/client.ts";
import { offeredOf, type PaymentMethodRow } from "../payments/methods.ts";
import { toShippingRate, type RateRow, type ShippingMethodRow, type ShippingTable } from "../shipping/shipping.ts";

type Queryable = Pick<Database, "execute">;

export interface BasketTables {
  /** The cache version these were read at. */
  version: bigint;
  /** Every country's zone and every active method's rates, in the methods' order. */
  shipping: ShippingTable;
  /** The active shipping methods, by id. */
  methods: ReadonlyMap<string, ShippingMethodRow>;
  /** The enabled payment methods with the currencies each takes, in their order. */
  payments: readonly (PaymentMethodRow & { currencies: readonly string[] })[];
  /** "seller currency" of every bank account. */
  bankAccounts: ReadonlySet<string>;
}

type TablesRow = {
  version: string;
  zones: { country: string; zone_id: string }[];
  rates: RateRow[];
  methods: ShippingMethodRow[];
  payments: (PaymentMethodRow & { currencies: string[] })[];
  banks: string[];
};

/** Reads the tables and the version they were read at, in one statement (one snapshot). */
export async function readBasketTables(db: Queryable): Promise<BasketTables> {
  const { rows } = await db.execute<TablesRow>(sql`SELECT
    (SELECT coalesce(sum(weight), 0)::text FROM cache_changes) AS version,
    (SELECT coalesce(json_agg(json_build_object('country', country, 'zone_id', zone_id)), '[]')
       FROM shipping_zone_countries) AS zones,
    (SELECT coalesce(json_agg(json_build_object('method_id', r.method_id, 'zone_id', r.zone_id, 'currency', r.currency,
        'cost', r.cost, 'days_min', r.days_min, 'days_max', r.days_max) ORDER BY m.position, m.id, r.zone_id, r.currency), '[]')
       FROM shipping_rates r JOIN shipping_methods m ON m.id = r.method_id WHERE m.active) AS rates,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'carrier', carrier, 'names', names, 'descriptions', descriptions)
        ORDER BY position, id), '[]') FROM shipping_methods WHERE active) AS methods,
    (SELECT coalesce(json_agg(json_build_object('id', id, 'names', names, 'descriptions', descriptions,
        'currencies', currencies, 'markets', markets) ORDER BY position, id), '[]') FROM payment_methods WHERE enabled) AS payments,
    (SELECT coalesce(json_agg(seller || ' ' || currency), '[]') FROM bank_accounts) AS banks`);
  const row = rows[0]!;
  return {
    version: BigInt(row.version),
    shipping: {
      zones: new Map(row.zones.map((z) => [z.country, z.zone_id])),
      rates: row.rates.map(toShippingRate),
    },
    methods: new Map(row.methods.map((m) => [m.id, m])),
    payments: row.payments,
    bankAccounts: new Set(row.banks),
  };
}

/**
 * The tables as of at least cache version `version`: the kept ones when they are that recent,
 * else read again (one read at a time: concurrent callers wait for the same one). A failed read
 * is not kept. A caller inside a transaction passes it as `reader`, so that the read needs no
 * second connection (under a rush every connection of the pool may be held by a transaction).
 */
export function cachedBasketTables(db: Queryable): (version: string, reader?: Queryable) => Promise<BasketTables> {
  let kept: Promise<BasketTables> | null = null;
  let keptVersion = -1n;
  return async (version, reader = db) => {
    const wanted = BigInt(version);
    if (kept && keptVersion >= wanted) return kept;
    // A read under way may have started before the change the caller saw: wait for it, then look again.
    if (kept) {
      const tables = await kept.catch(() => null);
      if (tables && tables.version >= wanted) return tables;
    }
    const reading = readBasketTables(reader);
    kept = reading;
    keptVersion = wanted;
    reading.then(
      (tables) => {
        if (kept === reading) keptVersion = tables.version;
      },
      () => {
        if (kept === reading) {
          kept = null;
          keptVersion = -1n;
        }
      },
    );
    return reading;
  };
}

const kept = new WeakMap<object, (version: string, reader?: Queryable) => Promise<BasketTables>>();

/** The tables kept for the ERP's database `db` (one keeper per database client, so per ERP process). */
export function basketTablesOf(db: Queryable): (version: string, reader?: Queryable) => Promise<BasketTables> {
  let tables = kept.get(db);
  if (!tables) kept.set(db, (tables = cachedBasketTables(db)));
  return tables;
}

/** The payment methods a basket in `currency` offers, by the rule of paymentMethodsFor (erp/payments/methods.ts). */
export function offeredPayments(
  tables: BasketTables,
  currency: Currency,
  region: Region,
  configured?: readonly string[],
  onAccount = false,
  country?: string | null,
): PaymentMethodRow[] {
  const rows = tables.payments
    .filter((p) => p.currencies.includes(currency))
    .map(({ id, names, descriptions, markets }) => ({ id, names, descriptions, markets }));
  return offeredOf(rows, {
    configured,
    onAccount,
    country,
    currency,
    bankAccount: tables.bankAccounts.has(`${sellerIdFor(region)} ${currency}`),
  });
}
