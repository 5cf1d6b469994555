/** Warranty claims (migration 0027): the claims, their pictures and the yearly numbering. */
import { sql } from "drizzle-orm";
import { bigserial, check, date, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";
import { bytea, createdAt, timestamptz, updatedAt } from "../db/columns.ts";

/** The statuses a claim and a message of its history may have (contract/warranty.ts WARRANTY_STATUSES). */
const STATUS_CHECK = (column: unknown) =>
  sql`${column} IN ('received', 'reviewing', 'more_info', 'accepted', 'credit_note', 'replacement', 'rejected')`;

/** The last claim number given in a year (migration 0027): claims are numbered per year. */
export const warrantyClaimCounters = pgTable("warranty_claim_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** A warranty claim as the form sent it, with the office's status (migration 0027). */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    brand: text("brand").notNull(),
    source: text("source").notNull(),
    lang: text("lang").$type<Language>().notNull(),
    status: text("status").notNull().default("received"),
    statusNote: text("status_note").notNull().default(""),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    invoice: text("invoice").notNull(),
    purchaseDate: date("purchase_date").notNull(),
    partNumber: text("part_number").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    vehicleYear: integer("vehicle_year").notNull(),
    mileage: integer("mileage").notNull(),
    fault: text("fault").notNull(),
    /** The signed-in customer who made the claim (migration 0039); null for a guest's. */
    customerId: uuid("customer_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("warranty_claims_status_idx").on(t.status, t.createdAt),
    index("warranty_claims_customer_idx").on(t.customerId, t.createdAt),
    index("warranty_claims_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    check("warranty_claims_status", STATUS_CHECK(t.status)),
  ],
);

/** A picture sent with a claim, kept in the database. */
export const warrantyClaimPictures = pgTable(
  "warranty_claim_pictures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentType: text("content_type").notNull(),
    filename: text("filename").notNull().default(""),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    unique("warranty_claim_pictures_position").on(t.claimId, t.position),
    check(
      "warranty_claim_pictures_type",
      sql`${t.contentType} IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic')`,
    ),
  ],
);

/**
 * The claim's history (migration 0039): each decision of the office or status set by the command
 * line, the message the claimant reads, who made it and the mail it went out in.
 */
export const warrantyClaimMessages = pgTable(
  "warranty_claim_messages",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    at: timestamptz("at").notNull().defaultNow(),
    status: text("status").notNull(),
    message: text("message").notNull().default(""),
    author: text("author").notNull(),
    mailId: uuid("mail_id"),
  },
  (t) => [
    index("warranty_claim_messages_claim_idx").on(t.claimId, t.id),
    check("warranty_claim_messages_status", STATUS_CHECK(t.status)),
  ],
);

/** A link of the claim's page sent by mail (migration 0039): its random token, kept as its SHA-256 only. */
export const warrantyClaimLinks = pgTable(
  "warranty_claim_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("warranty_claim_links_claim_idx").on(t.claimId)],
);
