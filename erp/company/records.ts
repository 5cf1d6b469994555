/**
 * The seller record (issue 38 item 3, decision 0057): each company's legal identity and each
 * region's office are ERP data, read by the shop through GET /seller/{region} and by the ERP's own
 * PDFs and mails, and set by the owner in the office (/office/company) or with `npm run company`
 * (cli.ts): both call setCompany and setOffice here, which check the record with the contract's
 * schema and write it with its audit entry in one transaction. Nothing is made up: a region whose
 * companies or office are not set has no seller record, and a production start refuses
 * (erp/ops/demo-guard.ts).
 */
import { sql } from "drizzle-orm";
import {
  CompanySchema,
  COMPANY_IDS,
  REGIONS,
  sellerIdFor,
  sellerRecordOf,
  SiteSchema,
  type Company,
  type CompanyId,
  type Region,
  type SellerRecord,
  type Site,
} from "../../contract/seller.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";

type Db = Pick<Database, "execute">;

export interface StoredCompany {
  company: Company;
  demo: boolean;
  updatedAt: string;
}
export interface StoredOffice {
  region: Region;
  office: Site;
  demo: boolean;
  updatedAt: string;
}

type CompanyRow = {
  id: CompanyId;
  record: unknown;
  demo: boolean;
  updated_at: Date | string;
};
type OfficeRow = {
  region: Region;
  record: unknown;
  demo: boolean;
  updated_at: Date | string;
};

/*
 * A stored record is parsed again on the way out: a row written by hand (psql) that the contract
 * would refuse is an error of the ERP's data, named, never an answer the shop trips over.
 */
const toCompany = (r: CompanyRow): StoredCompany => ({
  company: CompanySchema.parse(r.record),
  demo: r.demo,
  updatedAt: new Date(r.updated_at).toISOString(),
});
const toOffice = (r: OfficeRow): StoredOffice => ({
  region: r.region,
  office: SiteSchema.parse(r.record),
  demo: r.demo,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function listCompanies(db: Db): Promise<StoredCompany[]> {
  const { rows } = await db.execute<CompanyRow>(
    sql`SELECT id, record, demo, updated_at FROM seller_companies ORDER BY id`,
  );
  return rows.map(toCompany);
}

export async function listOffices(db: Db): Promise<StoredOffice[]> {
  const { rows } = await db.execute<OfficeRow>(
    sql`SELECT region, record, demo, updated_at FROM seller_offices
      ORDER BY array_position(ARRAY['EU', 'UK', 'NL'], region)`,
  );
  return rows.map(toOffice);
}

/** A region's seller record, or null while its seller, its controller or its office is not set. */
export async function sellerRecord(db: Db, region: Region): Promise<SellerRecord | null> {
  const [companies, offices] = await Promise.all([listCompanies(db), listOffices(db)]);
  return sellerRecordOf(
    region,
    companies.map((c) => c.company),
    Object.fromEntries(offices.map((o) => [o.region, o.office])),
  );
}

/** Who signs a mail: the seller's name and address. */
export type Signer = Pick<Company, "name" | "email">;

/**
 * The seller of a region (its PDFs, mails, VIES requests, bank accounts), which the shop cannot sell
 * without: while it is not set, a 503 SELLER_RECORD_MISSING (a production start refuses earlier).
 */
export async function sellerOf(db: Db, region: Region): Promise<Company> {
  const seller = await companyRecord(db, sellerIdFor(region));
  if (!seller)
    throw new ErpError(503, "SELLER_RECORD_MISSING", `No seller record for region ${region}: set it in the office`);
  return seller;
}

/** A company by its id (the ERP's PDFs and mails), or null when it is not set. */
export async function companyRecord(db: Db, id: CompanyId): Promise<Company | null> {
  const { rows } = await db.execute<CompanyRow>(
    sql`SELECT id, record, demo, updated_at FROM seller_companies WHERE id = ${id}`,
  );
  return rows[0] ? toCompany(rows[0]).company : null;
}

/** What a production start misses: each company id and region without its record, as "company pl", "office UK". */
export async function missingSellerRecords(db: Db): Promise<string[]> {
  const [companies, offices] = await Promise.all([listCompanies(db), listOffices(db)]);
  return [
    ...COMPANY_IDS.filter((id) => !companies.some((c) => c.company.id === id)).map((id) => `company ${id}`),
    ...REGIONS.filter((region) => !offices.some((o) => o.region === region)).map((region) => `office ${region}`),
  ];
}

/** Field errors as the contract's schema found them, by dotted path ("registeredOffice.city"). */
function fieldErrors(issues: { path: (string | number)[]; message: string }[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "record";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** 400 BAD_REQUEST with every field the schema refused: nothing is written. */
export const recordRefused = (what: string, issues: { path: (string | number)[]; message: string }[]) =>
  new ErpError(400, "BAD_REQUEST", `The ${what} is not valid`, fieldErrors(issues));

const auditView = (record: Company | Site | null) => (record ? ({ ...record } as Record<string, unknown>) : null);

/**
 * Sets a company's record (a real one: demo = false), with its audit entry in the same
 * transaction; throws a 400 with field errors, writing nothing, when the record is not valid.
 */
export async function setCompany(db: Database, actor: OfficeActor, input: unknown): Promise<StoredCompany> {
  const parsed = CompanySchema.safeParse(input);
  if (!parsed.success) throw recordRefused("company record", parsed.error.issues);
  const company = parsed.data;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<CompanyRow>(
      sql`SELECT id, record, demo, updated_at FROM seller_companies WHERE id = ${company.id} FOR UPDATE`,
    );
    const before = rows[0] ? (rows[0].record as Company) : null;
    const { rows: saved } = await tx.execute<CompanyRow>(sql`INSERT INTO seller_companies (id, record, demo, updated_at)
      VALUES (${company.id}, ${JSON.stringify(company)}::jsonb, false, now())
      ON CONFLICT (id) DO UPDATE SET record = excluded.record, demo = false, updated_at = now()
      RETURNING id, record, demo, updated_at`);
    await recordAudit(tx, actor, {
      entity: "seller",
      entityId: `company ${company.id}`,
      action: "setSellerCompany",
      before: auditView(before),
      after: auditView(company),
    });
    return toCompany(saved[0]!);
  });
}

/** Sets a region's office (demo = false), audited in the same transaction; a 400 with field errors otherwise. */
export async function setOffice(
  db: Database,
  actor: OfficeActor,
  region: Region,
  input: unknown,
): Promise<StoredOffice> {
  const parsed = SiteSchema.safeParse(input);
  if (!parsed.success) throw recordRefused("office record", parsed.error.issues);
  const office = parsed.data;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<OfficeRow>(
      sql`SELECT region, record, demo, updated_at FROM seller_offices WHERE region = ${region} FOR UPDATE`,
    );
    const before = rows[0] ? (rows[0].record as Site) : null;
    const { rows: saved } =
      await tx.execute<OfficeRow>(sql`INSERT INTO seller_offices (region, record, demo, updated_at)
      VALUES (${region}, ${JSON.stringify(office)}::jsonb, false, now())
      ON CONFLICT (region) DO UPDATE SET record = excluded.record, demo = false, updated_at = now()
      RETURNING region, record, demo, updated_at`);
    await recordAudit(tx, actor, {
      entity: "seller",
      entityId: `office ${region}`,
      action: "setSellerOffice",
      before: auditView(before),
      after: auditView(office),
    });
    return toOffice(saved[0]!);
  });
}

/** The demo catalogue's invented records (demo = true), left alone where a record is set already. */
export async function seedDemoSellerRecords(
  db: Db,
  companies: readonly Company[],
  offices: Readonly<Record<Region, Site>>,
): Promise<void> {
  for (const company of companies)
    await db.execute(sql`INSERT INTO seller_companies (id, record, demo)
      VALUES (${company.id}, ${JSON.stringify(CompanySchema.parse(company))}::jsonb, true) ON CONFLICT (id) DO NOTHING`);
  for (const region of REGIONS)
    await db.execute(sql`INSERT INTO seller_offices (region, record, demo)
      VALUES (${region}, ${JSON.stringify(SiteSchema.parse(offices[region]))}::jsonb, true) ON CONFLICT (region) DO NOTHING`);
}
