/**
 * Writes the demo catalogue (and, for performance work, generated items) into the ERP's tables,
 * with the demo's promo codes and bank accounts (flagged demo) and the marker that the database
 * holds the demo (demo_catalogue). Nothing else writes demo data (decision 0026).
 */
import { loadDemoCustomers } from "./demo-customers.ts";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "../db/schema.ts";
import { BRANDS, MANUFACTURER_GROUPS, type BrandId } from "../../contract/catalogue.ts";
import { LOCATIONS, PRICE_LISTS, normalizePartNumber } from "../catalogue/constants.ts";
import { sanitizeDescription } from "../catalogue/html.ts";
import { AIRFREIGHT_TERMS, buildDemoCatalogue, prng, type DemoItem } from "./catalogue.ts";
import { DEMO_BANK_ACCOUNTS, DEMO_VAT_REGISTRATIONS } from "./demo-accounts.ts";
import { demoApplicationTermRows } from "./application-terms.ts";
import { photoUrl } from "./photos.ts";
import { BRAND_SAFETY, responsiblePersonFor } from "./safety.ts";

type Db = NodePgDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const BATCH = 1000;

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

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

/** Inserts items with everything that hangs off them; returns key -> id. */
async function insertItems(tx: Tx, list: DemoItem[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertBatched(list, async (chunk) => {
    const rows = await tx
      .insert(schema.items)
      .values(
        chunk.map((i) => ({
          urlcomponent: i.urlcomponent,
          number: i.number,
          name: i.name,
          nameNormalized: i.nameNormalized,
          manufacturer: i.manufacturer,
          manufacturerGroupId: MANUFACTURER_GROUPS[i.group],
          brandId: i.brand,
          pricegroup: i.pricegroup,
          recordtype: i.recordtype,
          category: i.category,
          certificate: i.certificate,
          weight: i.weight,
          axle: i.axle,
          deadstock: i.deadstock,
          specialbackorder: i.specialbackorder,
          manufacturerstock: i.manufacturerstock,
          acl: i.acl,
          safetyWarnings: i.safetyWarnings,
        })),
      )
      .returning({ id: schema.items.id, urlcomponent: schema.items.urlcomponent });
    for (const r of rows) ids.set(r.urlcomponent, r.id);
  });
  const id = (i: DemoItem) => ids.get(i.urlcomponent)!;
  const langs = ["en", "pl", "de"] as const;
  await insertBatched(
    list.flatMap((i) =>
      langs.map((lang) => ({
        itemId: id(i),
        lang,
        description: i.texts[lang].description,
        detaildescription: sanitizeDescription(i.texts[lang].detaildescription),
        application: sanitizeDescription(i.texts[lang].application),
      })),
    ),
    (c) => tx.insert(schema.itemTexts).values(c),
  );
  await insertBatched(
    list.flatMap((i) => i.photos.map((p, position) => ({ itemId: id(i), position, url: p.url, name: p.name }))),
    (c) => tx.insert(schema.itemPhotos).values(c),
  );
  await insertBatched(
    list.flatMap((i) =>
      langs.flatMap((lang) =>
        i.technicalDetails[lang].map((d, position) => ({
          itemId: id(i),
          lang,
          position,
          name: d.name,
          value: d.value,
        })),
      ),
    ),
    (c) => tx.insert(schema.technicalDetails).values(c),
  );
  await insertBatched(
    list.flatMap((i) => i.applications.map((a, position) => ({ itemId: id(i), position, ...a }))),
    (c) => tx.insert(schema.applications).values(c),
  );
  await insertPartData(tx, list, id);
  await insertBatched(
    list.flatMap((i) =>
      i.prices.map((p) => ({
        priceListId: p.list,
        itemId: id(i),
        currency: p.currency,
        baseprice: p.baseprice,
        promotion: p.promotion,
        promotionFrom: p.promotionFrom,
      })),
    ),
    (c) => tx.insert(schema.prices).values(c),
  );
  await insertBatched(
    list.flatMap((i) =>
      i.prices.flatMap((p) =>
        p.history.map((h) => ({
          priceListId: p.list,
          itemId: id(i),
          currency: p.currency,
          price: h.price,
          validFrom: h.validFrom,
        })),
      ),
    ),
    (c) => tx.insert(schema.priceHistory).values(c),
  );
  await insertBatched(
    list.flatMap((i) => i.stock.map((s) => ({ locationId: s.location, itemId: id(i), quantityavailable: s.quantity }))),
    (c) => tx.insert(schema.stock).values(c),
  );
  await insertBatched(
    list.flatMap((i) =>
      i.deliveries.map((d) => ({ itemId: id(i), locationId: d.location, eta: d.eta, quantity: d.quantity })),
    ),
    (c) => tx.insert(schema.deliveries).values(c),
  );
  return ids;
}

/** A disc's measurements, a clutch's disc and a motorsport part's facts (decision 0036). */
async function insertPartData(tx: Db | Tx, list: DemoItem[], id: (i: DemoItem) => number) {
  await insertBatched(
    list.flatMap((i) => (i.rotor ? [{ itemId: id(i), ...i.rotor }] : [])),
    (c) => tx.insert(schema.rotorDimensions).values(c).onConflictDoNothing(),
  );
  await insertBatched(
    list.flatMap((i) => (i.clutch ? [{ itemId: id(i), ...i.clutch }] : [])),
    (c) => tx.insert(schema.clutchDimensions).values(c).onConflictDoNothing(),
  );
  await insertBatched(
    list.flatMap((i) => (i.motorsport ? [{ itemId: id(i), ...i.motorsport }] : [])),
    (c) => tx.insert(schema.motorsportParts).values(c).onConflictDoNothing(),
  );
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

export async function loadDemoCatalogue(
  db: Db,
  opts: { today?: Date; log?: (msg: string) => void } = {},
): Promise<{ items: number }> {
  const { items } = buildDemoCatalogue({ today: opts.today });
  await db.transaction(async (tx) => {
    await loadReferenceData(tx);
    const ids = await insertItems(tx, items);
    const byKey = (key: string) => ids.get(items.find((i) => i.key === key)!.urlcomponent)!;
    await insertBatched(
      items.flatMap((i) =>
        i.components.map((c, position) => ({
          kitItemId: byKey(i.key),
          componentItemId: byKey(c.key),
          quantity: c.quantity,
          position,
        })),
      ),
      (c) => tx.insert(schema.kitComponents).values(c),
    );
    await insertBatched(
      items.flatMap((i) =>
        i.related.map((r, position) => ({ itemId: byKey(i.key), relatedItemId: byKey(r), position })),
      ),
      (c) => tx.insert(schema.relatedItems).values(c),
    );
  });
  await loadDemoPromoCodes(db, opts.today ?? new Date());
  await loadDemoBankAccounts(db);
  await db
    .insert(schema.vatRegistrations)
    .values(DEMO_VAT_REGISTRATIONS.map((r) => ({ ...r, demo: true })))
    .onConflictDoNothing();
  await loadDemoCustomers(db);
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
      amounts: { EUR: 20, PLN: 90 },
      minAmounts: { EUR: 150, PLN: 650 },
      validFrom: at(-30),
      validTo: at(365),
    },
    {
      code: "XMAS15",
      kind: "percent",
      percent: "15",
      amounts: null,
      minAmounts: { EUR: 50, PLN: 220 },
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
    .values(
      DEMO_BANK_ACCOUNTS.map((a) => ({
        seller: a.seller,
        currency: a.currency,
        holder: a.accountholder,
        bankName: a.bankname,
        bic: a.bic,
        iban: a.iban,
        demo: true,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Adds `count` generated parts for performance work, modelled on the demo items with new part
 * numbers, in transactions of 2,000 items, logging progress.
 */
export async function loadLargeCatalogue(db: Db, count: number, opts: { log?: (msg: string) => void } = {}) {
  const started = Date.now();
  const templates = buildDemoCatalogue().items.filter((i) => i.recordtype === "inventoryitem");
  const existing = await db.execute(sql`SELECT count(*)::int AS n FROM items WHERE number LIKE 'GEN-%'`);
  const offset = (existing.rows[0] as { n: number }).n;
  const r = prng(offset + 7);
  for (let done = 0; done < count;) {
    const size = Math.min(2000, count - done);
    const batch: DemoItem[] = Array.from({ length: size }, (_, k) => {
      const n = offset + done + k;
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
        photos: [{ url: photoUrl(t.category, t.brand, name.slice(0, 40), 1), name: `${name} front view` }],
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
      await insertItems(tx, batch);
    });
    done += size;
    opts.log?.(`[seed] seeded ${done}/${count} items (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`ANALYZE`);
}
