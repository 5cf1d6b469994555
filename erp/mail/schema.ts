/** The mail outbox. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "../db/columns.ts";

/**
 * Messages of the enquiry forms (quick contact, product enquiry, general and dealer enquiries),
 * stored before they are sent so that nothing is lost when the mail server is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The e-mail endpoint: quick-contact-form, enquiry-form, contact-general, contact-dealer. */
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    /** Reply-to address: the shopper's. */
    replyTo: text("reply_to").notNull(),
    /** Destination support address. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** Plain-text body. */
    body: text("body").notNull(),
    /** The request as received (validated). */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a pending message is next due: back-off after a failure, or the lease of a sender that claimed it. */
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("mail_outbox_status", sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);
