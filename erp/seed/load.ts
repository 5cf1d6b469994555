/**
 * Writes the demo catalogue (and, for performance work, generated items) into the ERP's tables,
 * with the demo's promo codes and bank accounts (flagged demo) and the marker that the database
 * holds the demo (demo_catalogue). Nothing else writes demo data (decision 0026).
 */
import { loadDemoContent } from "./content.ts";
import { loadDemoCustomers } from "./demo-customers.ts";
import { loadDemoStaff } from "./demo-staff.ts";
import { loadDemoPaymentMethod } from "./demo-payment.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import * as schema from "../schema.ts";
import { BRANDS, MANUFACTURER_GROUPS, type BrandId } from "../../contract/catalogue.ts";
import { LOCATIONS, normalizePartNumber } from "../catalogue/constants.ts";
import { PRICE_LISTS } from "../region/region.ts";
import { AIRFREIGHT_TERMS, buildDemoCatalogue, prng, type DemoItem } from "./catalogue.ts";
import { DEMO_BANK_ACCOUNTS, DEMO_VAT_REGISTRATIONS } from "./demo-accounts.ts";
import { loadDemoSellerRecords } from "./demo-seller.ts";
import { bankAccountValues } from "../bank/accounts.ts";
import { demoApplicationTermRows } from "./application-terms.ts";
import { bulkTriggers, finishBulk } from "../catalogue/bulk.ts";
import { BRAND_SAFETY, responsiblePersonFor } from "./safety.ts";
import { importDemoCatalogue } from "./demo-import.ts";
import {
  BATCH,
  bulkWriter,
  insertBatched,
  insertItems,
  insertPartData,
  pictureRows,
  writeDemoDirectly,
  type Tx,
} from "./write-items.ts";

type Db = Database;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM items) AS any`);
  return !(result.rows[0] as { any: boolean }).any;
}

/** A brand's product safety columns from the demo data. */
function brandSafetyColumns(brand: BrandId) {
  const { manufacturer: m, warnings } = BRAND_SAFETY[brand];
  return {
    manufacturerName: m.name,
    manufacturerStreet: m.street,
    manufacturerPostcode: m.postcode,
    manufacturerCity: m.city,
    manufacturerCountry: m.country,
    manufacturerEmail: m.email,
    manufacturerUrl: m.url,
    responsiblePerson: responsiblePersonFor(m),
    safetyWarnings: warnings,
  };
}

async function loadReferenceData(tx: Tx) {
  await tx
    .insert(schema.manufacturerGroups)
    .values(Object.entries(MANUFACTURER_GROUPS).map(([code, id]) => ({ id, code, name: code })))
    .onConflictDoNothing();
  await tx
    .insert(schema.brands)
    .values(
      BRANDS.map((b, position) => ({
        id: b.id,
        name: b.name,
        manufacturerGroupId: MANUFACTURER_GROUPS[b.group],
        airfreight: b.airfreight,
        airfreightMinDays: AIRFREIGHT_TERMS[b.id]?.min ?? null,
        airfreightMaxDays: AIRFREIGHT_TERMS[b.id]?.max ?? null,
        airfreightFree: AIRFREIGHT_TERMS[b.id]?.free ?? false,
        position,
        ...brandSafetyColumns(b.id),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(schema.locations)
    .values(Object.values(LOCATIONS).map((l) => ({ ...l })))
    .onConflictDoNothing();
  await tx
    .insert(schema.priceLists)
    .values(Object.entries(PRICE_LISTS).map(([id, name]) => ({ id, name })))
    .onConflictDoNothing();
  await loadDemoApplicationTerms(tx);
}

/** The demo's application words in Polish and German; kept when the office has changed one. */
export async function loadDemoApplicationTerms(db: Db | Tx) {
  await db.insert(schema.applicationTerms).values(demoApplicationTermRows()).onConflictDoNothing();
}

/**
 * A demo database loaded before migration 0028 gets the demo's part measurements and its rows'
 * engine data, matched by part number and row position; done once (when no disc has measurements).
 */
export async function loadDemoPartData(db: Db) {
  const any = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM rotor_dimensions) AS any`);
  if ((any.rows[0] as { any: boolean }).any) return;
  const { items } = buildDemoCatalogue();
  const found = await db.execute(sql`SELECT id, urlcomponent FROM items`);
  const ids = new Map((found.rows as { id: number; urlcomponent: string }[]).map((r) => [r.urlcomponent, r.id]));
  const list = items.filter((i) => ids.has(i.urlcomponent));
  await db.transaction(async (tx) => {
    await insertPartData(tx, list, (i) => ids.get(i.urlcomponent)!);
    const rows = list.flatMap((i) =>
      i.applications.flatMap((a, position) =>
        a.capacity !== null || a.transmission
          ? [
              sql`(${ids.get(i.urlcomponent)!}::int, ${position}::smallint, ${a.transmission}, ${a.capacity}::int,
              ${a.cylinders}::smallint, ${a.stroke}::numeric, ${a.bore}::numeric)`,
            ]
          : [],
      ),
    );
    for (let at = 0; at < rows.length; at += BATCH) {
      await tx.execute(sql`UPDATE applications a SET transmission = v.t, capacity = v.c, cylinders = v.n,
        stroke = v.s, bore = v.b
        FROM (VALUES ${sql.join(rows.slice(at, at + BATCH), sql`, `)}) AS v(item_id, position, t, c, n, s, b)
        WHERE a.item_id = v.item_id AND a.position = v.position`);
    }
  });
}

/**
 * A demo database loaded before its pictures were written (migration 0035) gets them: done once,
 * when no picture is stored. The demo's addresses are the same as then.
 */
export async function loadDemoPictures(db: Db) {
  const any = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM media_pictures) AS any`);
  if ((any.rows[0] as { any: boolean }).any) return;
  await insertBatched(pictureRows(buildDemoCatalogue().items), (c) =>
    db.insert(schema.mediaPictures).values(c).onConflictDoNothing(),
  );
}

/**
 * Loads the demo: its catalogue through the catalogue import from the committed files of
 * erp/seed/demo/ (./demo-import.ts), or with `via: "direct"` straight into the tables, as the
 * reference the import's load is tested against (tests/integration/demo-import.test.ts); then the
 * demo's promo codes, accounts, customers, staff and content.
 */
export async function loadDemoCatalogue(
  db: Db,
  opts: { today?: Date; log?: (msg: string) => void; via?: "import" | "direct" } = {},
): Promise<{ items: number }> {
  const today = opts.today ?? new Date();
  const { items } = buildDemoCatalogue({ today });
  await db.transaction(async (tx) => {
    await loadReferenceData(tx);
    if (opts.via === "direct") await writeDemoDirectly(tx, items);
    else await importDemoCatalogue(tx, items, today);
  });
  await loadDemoPromoCodes(db, today);
  await loadDemoBankAccounts(db);
  await loadDemoPaymentMethod(db);
  await loadDemoSellerRecords(db);
  await db
    .insert(schema.vatRegistrations)
    .values(DEMO_VAT_REGISTRATIONS.map((r) => ({ ...r, demo: true })))
    .onConflictDoNothing();
  await loadDemoCustomers(db);
  await loadDemoStaff(db);
  // The news, slides and marquee the demo shows (a production database has none until the office writes some).
  await loadDemoContent(db);
  // The marker: this database is the demo catalogue (production's start-up check reads it).
  await db.insert(schema.demoCatalogue).values({ id: true }).onConflictDoNothing();
  opts.log?.(`[seed] ${items.length} demo items`);
  return { items: items.length };
}

/** Demo promo codes around "today": two that apply, one not yet valid, one expired, one EUR-only. */
export const DEMO_PROMO_CODES = (today: Date): (typeof schema.promoCodes.$inferInsert)[] => {
  const day = 86_400_000;
  const at = (days: number) => new Date(today.getTime() + days * day);
  return [
    {
      code: "WELCOME10",
      kind: "percent",
      percent: "10",
      amounts: null,
      minAmounts: {},
      validFrom: at(-30),
      validTo: at(365),
    },
    {
      code: "SAVE20",
      kind: "fixed",
      percent: null,
      amounts: { EUR: 20, PLN: 90, GBP: 17 },
      minAmounts: { EUR: 150, PLN: 650, GBP: 130 },
      validFrom: at(-30),
      validTo: at(365),
    },
    {
      code: "XMAS15",
      kind: "percent",
      percent: "15",
      amounts: null,
      minAmounts: { EUR: 50, PLN: 220, GBP: 45 },
      validFrom: at(9),
      validTo: at(40),
    },
    {
      code: "SUMMER25",
      kind: "percent",
      percent: "25",
      amounts: null,
      minAmounts: {},
      validFrom: at(-180),
      validTo: at(-90),
    },
    {
      code: "EURO5",
      kind: "fixed",
      percent: null,
      amounts: { EUR: 5 },
      minAmounts: {},
      validFrom: at(-30),
      validTo: at(365),
    },
  ];
};

async function loadDemoPromoCodes(db: Db, today: Date) {
  await db
    .insert(schema.promoCodes)
    .values(DEMO_PROMO_CODES(today).map((code) => ({ ...code, demo: true })))
    .onConflictDoNothing();
}

/** The invented accounts for bank transfers (demo = true); an account the office set is kept. */
async function loadDemoBankAccounts(db: Db) {
  await db
    .insert(schema.bankAccounts)
    .values(DEMO_BANK_ACCOUNTS.map((a) => bankAccountValues(a, true)))
    .onConflictDoNothing();
}

/**
 * Adds `count` generated parts for performance work, modelled on the demo items with new part
 * numbers, in one transaction (decision 0041): the rows go in with one statement per 20,000 rows
 * and the catalogue's triggers off (erp/catalogue/bulk.ts, as a large import does); the search
 * documents and the catalogue's summary tables are then built from the tables in one statement
 * each, and one change-log row (RELOAD_ALL_ITEMS) takes the place of a row per item and table.
 */
export async function loadLargeCatalogue(db: Db, count: number, opts: { log?: (msg: string) => void } = {}) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const templates = buildDemoCatalogue().items.filter((i) => i.recordtype === "inventoryitem");
  const existing = await db.execute(sql`SELECT count(*)::int AS n FROM items WHERE number LIKE 'GEN-%'`);
  const offset = (existing.rows[0] as { n: number }).n;
  const r = prng(offset + 7);
  const list: DemoItem[] = Array.from({ length: count }, (_, k) => {
    const n = offset + k;
    const t = templates[n % templates.length]!;
    const name = `${t.name.replace(/[0-9]+/, (d) => String(Number(d) + 100 + Math.floor(n / templates.length)))}-G${n}`;
    const key = `${t.brand}-gen-${n}`;
    return {
      ...t,
      key,
      urlcomponent: key,
      name,
      nameNormalized: normalizePartNumber(name),
      number: `GEN-${n}`,
      // The drawing of the part it is modelled on (the demo's pictures are written with the demo).
      photos: [{ url: t.photos[0]!.url, name: `${name} front view` }],
      applications: t.applications.slice(0, 1 + (n % 3)),
      stock: [{ location: "TORUN", quantity: r.int(0, 40) }],
      deliveries: [],
      components: [],
      related: [],
      deadstock: n % 13 === 0,
    };
  });
  await db.transaction(async (tx) => {
    await loadReferenceData(tx);
    await bulkTriggers(tx, "DISABLE");
    const drawn = await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('items', 'id'))::int AS id FROM generate_series(1, ${count})`,
    );
    const ids = (drawn.rows as { id: number }[]).map((row) => row.id);
    await insertItems(tx, list, bulkWriter(tx), ids);
    opts.log?.(`[seed] ${count} items written (${seconds()} s)`);
    // The search documents and every summary built once, the triggers on again, one row in each change log.
    await finishBulk(tx, ids);
    opts.log?.(`[seed] search documents and catalogue summaries built (${seconds()} s)`);
  });
  opts.log?.(`[seed] committed (${seconds()} s)`);
  await db.execute(sql`VACUUM ANALYZE`);
  opts.log?.(`[seed] seeded ${count} items (${seconds()} s)`);
}
