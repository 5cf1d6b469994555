/**
 * The office's staff (migration 0036, issue 38): accounts with roles, a password and a TOTP
 * second factor; their sessions, invitation links and recovery codes, each kept only as a hash.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { StaffRole } from "../../contract/staff.ts";
import { bytea, createdAt, timestamptz } from "../db/columns.ts";

export const staff = pgTable(
  "staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-case (staff_email_lower), one account per address. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** Checked by staff_roles against contract/staff.ts STAFF_ROLES (erp/staff/roles.test.ts). */
    roles: text("roles").array().$type<StaffRole[]>().notNull(),
    /** null until the invitation is followed. */
    passwordHash: text("password_hash"),
    /** The TOTP secret (base32), made at the invitation and enrolled with it. */
    totpSecret: text("totp_secret").notNull(),
    /** The last TOTP time step that signed in: a step is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }).notNull().default(0),
    status: text("status").$type<"invited" | "active" | "disabled">().notNull().default("invited"),
    /** A member of the demo catalogue's staff (erp/seed/demo-staff.ts). */
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_email_idx").on(t.email),
    check("staff_email_lower", sql`${t.email} = lower(${t.email})`),
    check(
      "staff_roles",
      sql`cardinality(${t.roles}) > 0 AND ${t.roles} <@ ARRAY['owner', 'sales', 'warehouse', 'content']::text[]`,
    ),
    check("staff_status", sql`${t.status} IN ('invited', 'active', 'disabled')`),
    check("staff_enrolled", sql`${t.status} <> 'active' OR ${t.passwordHash} IS NOT NULL`),
  ],
);

const staffOf = () =>
  uuid("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" });

/** A signed-in staff session by its token's hash: 8 hours at most, 30 minutes idle. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: bytea("token_hash").primaryKey(),
    staffId: staffOf(),
    createdAt: timestamptz("created_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** An invitation link (24 hours, once); a new one for the same member ends the older ones. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    tokenHash: bytea("token_hash").primaryKey(),
    staffId: staffOf(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("staff_invites_staff_idx").on(t.staffId)],
);

/** A recovery code's hash: signs in once instead of a TOTP code. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    staffId: staffOf(),
    codeHash: bytea("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [primaryKey({ name: "staff_recovery_codes_pk", columns: [t.staffId, t.codeHash] })],
);
