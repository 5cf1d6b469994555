/**
 * Reading warranty claims: the office's list (newest first, by status, with the total), one claim
 * with its pictures' facts and its history, a picture's bytes, and the claimant's view (only the
 * office's words and the claim's facts: contract/claim-status.ts).
 */
import { sql } from "drizzle-orm";
import type { Source } from "../../contract/catalogue.ts";
import type { PublicClaim } from "../../contract/claim-status.ts";
import type { Language } from "../../contract/languages.ts";
import type { WarrantyClaim, WarrantyPictureType, WarrantyStatus } from "../../contract/warranty.ts";
import type { Database } from "../db/client.ts";

type Db = Pick<Database, "execute">;
const iso = (v: Date | string) => new Date(v).toISOString();

export interface ClaimSummary {
  number: string;
  brand: string;
  status: WarrantyStatus;
  name: string;
  email: string;
  partNumber: string;
  pictures: number;
  createdAt: Date;
}

/** Claims, newest first, optionally of one status, by offset (the office's lists are short pages). */
export async function listClaims(
  db: Db,
  opts: { status?: WarrantyStatus | undefined; limit: number; offset: number },
): Promise<{ claims: ClaimSummary[]; total: number }> {
  const where = opts.status ? sql`WHERE c.status = ${opts.status}` : sql``;
  const { rows } = await db.execute<{
    number: string;
    brand: string;
    status: WarrantyStatus;
    name: string;
    email: string;
    part_number: string;
    pictures: number;
    created_at: Date | string;
  }>(sql`SELECT c.number, c.brand, c.status, c.name, c.email, c.part_number, c.created_at,
      (SELECT count(*)::int FROM warranty_claim_pictures p WHERE p.claim_id = c.id) AS pictures
    FROM warranty_claims c ${where}
    ORDER BY c.created_at DESC, c.number DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  const { rows: count } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM warranty_claims c ${where}`,
  );
  return {
    claims: rows.map((r) => ({
      number: r.number,
      brand: r.brand,
      status: r.status,
      name: r.name,
      email: r.email,
      partNumber: r.part_number,
      pictures: Number(r.pictures),
      createdAt: new Date(r.created_at),
    })),
    total: Number(count[0]?.n ?? 0),
  };
}

/** An entry of a claim's history. */
export interface StoredMessage {
  at: Date;
  status: WarrantyStatus;
  message: string;
  author: string;
  mailed: boolean;
}

/** The history of claims (by id), oldest first. */
async function messagesOf(db: Db, ids: string[]): Promise<Map<string, StoredMessage[]>> {
  const found = new Map<string, StoredMessage[]>(ids.map((id) => [id, []]));
  if (!ids.length) return found;
  const { rows } = await db.execute<{
    claim_id: string;
    at: Date | string;
    status: WarrantyStatus;
    message: string;
    author: string;
    mail_id: string | null;
  }>(sql`SELECT claim_id, at, status, message, author, mail_id FROM warranty_claim_messages
    WHERE claim_id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) ORDER BY id`);
  for (const r of rows) {
    found.get(r.claim_id)?.push({
      at: new Date(r.at),
      status: r.status,
      message: r.message,
      author: r.author,
      mailed: r.mail_id !== null,
    });
  }
  return found;
}

export interface StoredClaim {
  id: string;
  number: string;
  status: WarrantyStatus;
  statusNote: string;
  lang: Language;
  source: Source;
  createdAt: Date;
  claim: WarrantyClaim;
  pictures: { position: number; type: WarrantyPictureType; bytes: number; filename: string; sha256: string }[];
  messages: StoredMessage[];
}

/** One claim with its pictures' facts (not their bytes) and its history, or null. */
export async function findClaim(db: Db, number: string): Promise<StoredClaim | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT id, number, status, status_note, lang, source,
      created_at, brand, name, email, phone, invoice, to_char(purchase_date, 'YYYY-MM-DD') AS purchase_date,
      part_number, make, model, vehicle_year, mileage, fault
    FROM warranty_claims WHERE number = ${number}`);
  const r = rows[0];
  if (!r) return null;
  const id = r.id as string;
  const { rows: pictures } = await db.execute<{
    position: number;
    content_type: WarrantyPictureType;
    bytes: number;
    filename: string;
    sha256: string;
  }>(sql`SELECT position, content_type, bytes, filename, sha256 FROM warranty_claim_pictures
    WHERE claim_id = ${id} ORDER BY position`);
  return {
    id,
    number: r.number as string,
    status: r.status as WarrantyStatus,
    statusNote: r.status_note as string,
    lang: r.lang as Language,
    source: r.source as Source,
    createdAt: new Date(r.created_at as string),
    claim: {
      brand: r.brand as WarrantyClaim["brand"],
      name: r.name as string,
      email: r.email as string,
      phone: r.phone as string,
      invoice: r.invoice as string,
      purchase_date: r.purchase_date as string,
      part_number: r.part_number as string,
      make: r.make as string,
      model: r.model as string,
      vehicle_year: Number(r.vehicle_year),
      mileage: Number(r.mileage),
      fault: r.fault as string,
      privacy: true,
    },
    pictures: pictures.map((p) => ({
      position: Number(p.position),
      type: p.content_type,
      bytes: Number(p.bytes),
      filename: p.filename,
      sha256: p.sha256,
    })),
    messages: (await messagesOf(db, [id])).get(id) ?? [],
  };
}

/** The bytes and type of one picture of a claim, or null. */
export async function claimPicture(
  db: Db,
  claimId: string,
  position: number,
): Promise<{ data: Buffer; type: WarrantyPictureType } | null> {
  const { rows } = await db.execute<{ data: Buffer; content_type: WarrantyPictureType }>(sql`SELECT data, content_type
    FROM warranty_claim_pictures WHERE claim_id = ${claimId} AND position = ${position}`);
  return rows[0] ? { data: rows[0].data, type: rows[0].content_type } : null;
}

type PublicRow = {
  id: string;
  number: string;
  brand: string;
  part_number: string;
  status: WarrantyStatus;
  created_at: Date | string;
};

/** Claims as their claimant sees them: facts and the office's messages (never the claim's free text). */
async function toPublic(db: Db, rows: PublicRow[]): Promise<PublicClaim[]> {
  const messages = await messagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    number: r.number,
    date: iso(r.created_at),
    brand: r.brand,
    partnumber: r.part_number,
    status: r.status,
    messages: (messages.get(r.id) ?? []).map((m) => ({ at: m.at.toISOString(), status: m.status, message: m.message })),
  }));
}

/** The claim of a page link: its number and the SHA-256 of the link's token must match; else null. */
export async function claimOfLink(db: Db, number: string, tokenHash: string): Promise<PublicClaim | null> {
  const { rows } = await db.execute<PublicRow>(sql`SELECT c.id, c.number, c.brand, c.part_number, c.status, c.created_at
    FROM warranty_claims c JOIN warranty_claim_links l ON l.claim_id = c.id
    WHERE c.number = ${number} AND l.token_hash = ${tokenHash}`);
  return rows.length ? ((await toPublic(db, rows))[0] ?? null) : null;
}

/**
 * A customer's claims: made while signed in to the account, or with the account's e-mail address
 * (compared without case), newest first.
 */
export async function claimsOfCustomer(
  db: Db,
  customer: { id: string; email: string },
  opts: { limit: number; offset: number },
): Promise<{ claims: PublicClaim[]; total: number }> {
  const where = sql`(c.customer_id = ${customer.id} OR lower(c.email) = lower(${customer.email}))`;
  const { rows } = await db.execute<PublicRow>(sql`SELECT c.id, c.number, c.brand, c.part_number, c.status, c.created_at
    FROM warranty_claims c WHERE ${where}
    ORDER BY c.created_at DESC, c.number DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  const { rows: count } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM warranty_claims c WHERE ${where}`,
  );
  return { claims: await toPublic(db, rows), total: Number(count[0]?.n ?? 0) };
}
