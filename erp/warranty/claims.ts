/**
 * Warranty claims (issue 22 item 4, decision 0035). A claim is checked again here (the fields by the
 * contract, every picture by its first bytes and its size), numbered WC-<year>-<six digits> from a
 * counter row per year, stored with its pictures, and both mails (the office's and the shopper's
 * acknowledgement with the number) are written to the outbox: all in one transaction, so a claim
 * that fails leaves nothing behind and a stored claim always has its number and its mails.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { BRANDS } from "../../contract/catalogue.ts";
import type { Source } from "../../contract/catalogue.ts";
import type { Language } from "../../contract/languages.ts";
import { DEFAULT_REGION } from "../../contract/seller.ts";
import { sellerOf } from "../company/records.ts";
import { claimNumber, pictureType, type WarrantyClaim, type WarrantyPictureType } from "../../contract/warranty.ts";
import { WARRANTY_KEPT_PICTURE_MAX_BYTES } from "../../contract/warranty-constants.ts";
import type { Database } from "../db/client.ts";
import { queueMessage } from "../mail/outbox.ts";
import { ErpError } from "../errors.ts";
import { validatedEnv } from "../config.ts";

/** A picture as received: the bytes decoded from base64 and the name it came with. */
export interface IncomingPicture {
  filename: string;
  data: string;
}

interface CheckedPicture {
  filename: string;
  type: WarrantyPictureType;
  bytes: Buffer;
  sha256: string;
}

/** The brand's name as the mails say it. */
export const brandName = (id: string) => BRANDS.find((b) => b.id === id)?.name ?? id;

/** A file name as a person reads it in a mail or list: no path, no control characters, at most 100 characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
  return base.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 100);
}

/**
 * Decodes and checks the pictures: each must be one of the accepted types by its first bytes and at
 * most WARRANTY_KEPT_PICTURE_MAX_BYTES (the storefront sends them shrunk). A refusal names the
 * picture (pictures.N) as a 400 field error.
 */
export function checkPictures(pictures: IncomingPicture[]): CheckedPicture[] {
  return pictures.map((picture, index) => {
    const bytes = Buffer.from(picture.data, "base64");
    const field = `pictures.${index}`;
    if (bytes.length > WARRANTY_KEPT_PICTURE_MAX_BYTES) {
      throw new ErpError(400, "BAD_REQUEST", `Invalid request: ${field}: picture too large`, {
        [field]: ["picture too large"],
      });
    }
    const type = pictureType(bytes);
    if (!type) {
      throw new ErpError(400, "BAD_REQUEST", `Invalid request: ${field}: not a picture`, {
        [field]: ["not a picture"],
      });
    }
    return {
      filename: safeFilename(picture.filename),
      type,
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    };
  });
}

/** The year a claim is numbered in: the calendar year in Poland, where the office is. */
export function claimYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Warsaw", year: "numeric" }).format(at));
}

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

/** The claim's lines for the office (English, like the other office mails). */
export function claimLines(
  number: string,
  c: WarrantyClaim,
  pictures: { type: string; bytes: number; filename: string }[],
) {
  return [
    `Claim number: ${number}`,
    `Brand: ${brandName(c.brand)}`,
    `Name: ${c.name}`,
    `E-mail: ${c.email}`,
    `Phone: ${c.phone}`,
    `Invoice or order number: ${c.invoice}`,
    `Date of purchase: ${c.purchase_date}`,
    `Part number: ${c.part_number}`,
    `Vehicle: ${c.make} ${c.model} (${c.vehicle_year})`,
    `Mileage when the fault appeared: ${c.mileage} km`,
    "",
    "Fault:",
    c.fault,
    "",
    `Pictures: ${pictures.length}`,
    ...pictures.map((p, i) => `  ${i + 1}. ${p.type}, ${kb(p.bytes)}${p.filename ? `, sent as "${p.filename}"` : ""}`),
  ];
}

/**
 * The shopper's acknowledgement goes to whatever address the form named, so it carries nothing
 * the sender chose (not the name, not the fault): only our text, the brand and the number. The
 * shop cannot be made to deliver someone's words to a stranger (issue 37 item 3).
 */
const ACK: Record<
  Language,
  { subject: (n: string) => string; body: (n: string, brand: string) => string[]; regards: string }
> = {
  en: {
    subject: (n) => `Your warranty claim ${n}`,
    body: (n, brand) => [
      "Hello,",
      "",
      `thank you: we have received your warranty claim for a ${brand} part with its pictures. Your claim number is ${n}; please quote it whenever you write to us about this claim.`,
      "We check the claim with the manufacturer and tell you the outcome by e-mail. An approved claim is settled with a credit note or a free replacement part.",
    ],
    regards: "Kind regards",
  },
  pl: {
    subject: (n) => `Twoja reklamacja gwarancyjna ${n}`,
    body: (n, brand) => [
      "Dzień dobry,",
      "",
      `dziękujemy: otrzymaliśmy Twoją reklamację gwarancyjną części marki ${brand} wraz ze zdjęciami. Numer reklamacji to ${n}; podawaj go w każdej wiadomości dotyczącej tej reklamacji.`,
      "Sprawdzimy reklamację z producentem i poinformujemy Cię o wyniku e-mailem. Uznana reklamacja kończy się fakturą korygującą albo bezpłatną częścią zamienną.",
    ],
    regards: "Pozdrawiamy",
  },
  de: {
    subject: (n) => `Ihr Garantieanspruch ${n}`,
    body: (n, brand) => [
      "Guten Tag,",
      "",
      `vielen Dank: Wir haben Ihren Garantieanspruch für ein Teil von ${brand} mit den Fotos erhalten. Ihre Reklamationsnummer ist ${n}; bitte geben Sie sie an, wenn Sie uns zu diesem Anspruch schreiben.`,
      "Wir prüfen den Anspruch mit dem Hersteller und teilen Ihnen das Ergebnis per E-Mail mit. Anerkannte Ansprüche werden mit einer Gutschrift oder einem kostenlosen Ersatzteil erledigt.",
    ],
    regards: "Mit freundlichen Grüßen",
  },
};

/** The day's quota of stored claim bytes when WARRANTY_DAILY_MB does not say: some 60 claims of three shrunk photos. */
export const WARRANTY_DAILY_MB_DEFAULT = 100;

/**
 * The day's quota of stored claim bytes (every claim's pictures and fault together, all instances
 * alike, since it is counted in the database): WARRANTY_DAILY_MB, in MB.
 */
export function warrantyDailyBytesFromEnv(env: Record<string, string | undefined> = validatedEnv()): number {
  const raw = env.WARRANTY_DAILY_MB ?? String(WARRANTY_DAILY_MB_DEFAULT);
  const mb = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || !Number.isFinite(mb)) {
    throw new Error(`Invalid configuration: WARRANTY_DAILY_MB must be a number of MB, not "${raw}"`);
  }
  return Math.round(mb * 1024 * 1024);
}

/**
 * Takes the day's quota for `bytes` more, inside the claim's transaction: a lock held until it
 * ends makes concurrent claims count one after the other, so together they never pass the quota.
 * The day is the calendar day in Poland, where the office is. Over the quota: 503 WARRANTY_QUOTA
 * with the seconds until the next day.
 */
async function takeDailyQuota(tx: Pick<Database, "execute">, now: Date, bytes: number, dailyBytes: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('warranty-claims:daily-quota', 0))`);
  const { rows } = await tx.execute<{ used: string; next: Date | string }>(sql`
    WITH day AS (
      SELECT date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Warsaw') AS local
    ), bounds AS (
      SELECT local AT TIME ZONE 'Europe/Warsaw' AS start, (local + interval '1 day') AT TIME ZONE 'Europe/Warsaw' AS next
      FROM day
    )
    SELECT bounds.next,
      (SELECT coalesce(sum(p.bytes), 0) FROM warranty_claim_pictures p JOIN warranty_claims c ON c.id = p.claim_id
        WHERE c.created_at >= bounds.start AND c.created_at < bounds.next)
      + (SELECT coalesce(sum(octet_length(c.fault)), 0) FROM warranty_claims c
        WHERE c.created_at >= bounds.start AND c.created_at < bounds.next) AS used
    FROM bounds`);
  const used = Number(rows[0]!.used);
  if (used + bytes <= dailyBytes) return;
  const retry = Math.max(1, Math.ceil((new Date(rows[0]!.next).getTime() - now.getTime()) / 1000));
  throw new ErpError(503, "WARRANTY_QUOTA", "The day's quota of warranty claims is used up", undefined, retry);
}

export interface ClaimOutcome {
  number: string;
  mailIds: string[];
}

/**
 * Stores a claim with its pictures, numbers it and queues the office's mail and the shopper's
 * acknowledgement, in one transaction, once the day's quota of stored bytes has room for it. The year's counter row is locked by the upsert until the
 * transaction ends: concurrent claims take numbers one after the other.
 */
export async function submitClaim(
  db: Database,
  input: {
    source: Source;
    lang: Language;
    office: string;
    now: Date;
    claim: WarrantyClaim;
    pictures: IncomingPicture[];
    /** The day's quota of stored claim bytes (warrantyDailyBytesFromEnv). */
    dailyBytes: number;
    /** The signed-in customer making the claim (their account lists it), if any. */
    customerId?: string | null;
  },
): Promise<ClaimOutcome> {
  const pictures = checkPictures(input.pictures);
  const c = input.claim;
  const year = claimYear(input.now);
  const bytes = pictures.reduce((sum, p) => sum + p.bytes.length, 0) + Buffer.byteLength(c.fault);
  return db.transaction(async (tx) => {
    await takeDailyQuota(tx, input.now, bytes, input.dailyBytes);
    const { rows: counter } = await tx.execute<{ last: number }>(sql`
      INSERT INTO warranty_claim_counters (year, last) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last = warranty_claim_counters.last + 1
      RETURNING last`);
    const number = claimNumber(year, Number(counter[0]!.last));
    const { rows: claim } = await tx.execute<{ id: string }>(sql`INSERT INTO warranty_claims
        (number, brand, source, lang, name, email, phone, invoice, purchase_date, part_number, make, model,
         vehicle_year, mileage, fault, customer_id, created_at, updated_at)
      VALUES (${number}, ${c.brand}, ${input.source}, ${input.lang}, ${c.name}, ${c.email}, ${c.phone}, ${c.invoice},
        ${c.purchase_date}, ${c.part_number}, ${c.make}, ${c.model}, ${c.vehicle_year}, ${c.mileage}, ${c.fault},
        ${input.customerId ?? null}, ${input.now.toISOString()}, ${input.now.toISOString()})
      RETURNING id`);
    const id = claim[0]!.id;
    for (const [position, p] of pictures.entries()) {
      await tx.execute(sql`INSERT INTO warranty_claim_pictures
          (claim_id, position, content_type, filename, bytes, sha256, data)
        VALUES (${id}, ${position + 1}, ${p.type}, ${p.filename}, ${p.bytes.length}, ${p.sha256}, ${p.bytes})`);
    }
    const described = pictures.map((p) => ({ type: p.type, bytes: p.bytes.length, filename: p.filename }));
    const office = await queueMessage(tx, {
      kind: "warranty-claim",
      source: input.source,
      replyTo: c.email,
      to: input.office,
      subject: `Warranty claim ${number}: ${brandName(c.brand)} ${c.part_number} (${c.name})`,
      body: [
        `A new warranty claim, ${number}. The pictures are kept in the ERP, not attached to this mail; save them with:`,
        `  npm run claims -- pictures ${number} --out <folder>`,
        `Decide it in the office (/office/claims/${number}) or with: npm run claims -- decide ${number} accepted|rejected|more_info --message TEXT`,
        "",
        ...claimLines(number, c, described),
      ].join("\n"),
      payload: { kind: "warranty-claim", number, brand: c.brand, pictures: described.length },
    });
    const t = ACK[input.lang];
    // Claims are the EU region's seller's, whichever site the claimant used.
    const seller = await sellerOf(tx, DEFAULT_REGION);
    const ack = await queueMessage(tx, {
      kind: "warranty-claim-received",
      source: input.source,
      replyTo: seller.email,
      to: c.email,
      subject: t.subject(number),
      body: [...t.body(number, brandName(c.brand)), "", t.regards, seller.name, seller.email].join("\n"),
      payload: { kind: "warranty-claim-received", number, lang: input.lang },
    });
    return { number, mailIds: [office, ack] };
  });
}
