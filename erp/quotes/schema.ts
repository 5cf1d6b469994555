/** Quotes (migration 0050, issue 41 item 4): a company's request, its lines and the messages of both sides. */
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { itemRef } from "../catalogue/schema.ts";
import { createdAt, timestamptz, updatedAt } from "../db/columns.ts";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Q-2026-000001. */
    number: text("number").notNull().unique(),
    // REFERENCES customers, customer_people, carts and orders in SQL (0050): not declared here, as
    // those modules' tables would otherwise import this one back.
    customerId: uuid("customer_id").notNull(),
    /** Who asked (null once that person's record is gone). */
    personId: uuid("person_id"),
    status: text("status").notNull().default("requested"),
    currency: text("currency").notNull(),
    source: text("source").notNull(),
    country: text("country").notNull(),
    lang: text("lang").notNull(),
    validUntil: timestamptz("valid_until"),
    answeredAt: timestamptz("answered_at"),
    /** The staff member (or command line) who answered. */
    answeredBy: text("answered_by"),
    /** The basket an acceptance made, and the order it became. */
    cartId: uuid("cart_id"),
    orderId: text("order_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_customer_idx").on(t.customerId, t.createdAt.desc()),
    index("quotes_status_idx").on(t.status, t.createdAt),
    check("quotes_status", sql`${t.status} IN ('requested', 'answered', 'accepted', 'ordered', 'declined', 'expired')`),
    check("quotes_answered", sql`${t.status} IN ('requested', 'declined') OR ${t.validUntil} IS NOT NULL`),
  ],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: itemRef(),
    quantity: integer("quantity").notNull(),
    /** The company's net unit price when it asked, in cents. */
    levelNetCents: bigint("level_net_cents", { mode: "number" }).notNull(),
    /** The office's net unit price, in cents (null until answered). */
    quotedNetCents: bigint("quoted_net_cents", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.position] }),
    check("quote_lines_quantity", sql`${t.quantity} > 0`),
    check(
      "quote_lines_prices",
      sql`${t.levelNetCents} >= 0 AND (${t.quotedNetCents} IS NULL OR ${t.quotedNetCents} > 0)`,
    ),
  ],
);

export const quoteMessages = pgTable(
  "quote_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** customer or office. */
    side: text("side").notNull(),
    /** The author's name as it was then. */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_messages_quote_idx").on(t.quoteId, t.id),
    check("quote_messages_side", sql`${t.side} IN ('customer', 'office')`),
  ],
);
