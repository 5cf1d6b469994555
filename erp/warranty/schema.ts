/** Warranty claims (migration 0027): the claims, their pictures and the yearly numbering. */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type { Language } from "../../contract/languages.ts";
import { bytea, createdAt, updatedAt } from "../db/columns.ts";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("warranty_claims_status_idx").on(t.status, t.createdAt),
    check(
      "warranty_claims_status",
      sql`${t.status} IN ('received', 'reviewing', 'credit_note', 'replacement', 'rejected')`,
    ),
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
