/**
 * The audit log (migration 0036, issue 38): one row per write made in the office or by a command
 * line, with who made it and the record before and after. Rows are only ever added.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "../db/columns.ts";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    at: timestamptz("at").notNull().defaultNow(),
    /** staff (the office), cli (a command line), system (a job of the ERP itself). */
    actorKind: text("actor_kind").notNull(),
    /** The staff member's e-mail, or the command and the operating-system user. */
    actor: text("actor").notNull(),
    // REFERENCES staff in SQL (0036, ON DELETE SET NULL); not declared here, so the audit module
    // needs no other module and every module may write to it.
    staffId: uuid("staff_id"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    check("audit_log_actor_kind", sql`${t.actorKind} IN ('staff', 'cli', 'system')`),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.id),
    index("audit_log_actor_idx").on(t.actor, t.id),
    index("audit_log_at_idx").on(t.at),
  ],
);
