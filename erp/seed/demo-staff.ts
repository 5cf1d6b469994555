/**
 * The demo catalogue's office staff (issue 38): one enrolled member per role, flagged demo, with
 * the password and the TOTP secret the README gives, so a tester adds the secret to an
 * authenticator app (or computes codes with otpauth, as the browser suite does) and signs in to
 * /office. They exist only in the demo: the production start-up check refuses a non-demo database
 * where one is still active (erp/ops/demo-guard.ts); `npm run staff -- delete-demo` deletes them.
 * They have no recovery codes.
 */
import { sql } from "drizzle-orm";
import type { StaffRole } from "../../contract/staff.ts";
import { hashPassword, type ScryptParams } from "../customers/password.ts";
import type { Database } from "../db/client.ts";
import { rolesArray } from "../staff/accounts.ts";

export interface DemoStaffMember {
  email: string;
  name: string;
  roles: StaffRole[];
  /** The TOTP secret in base32 (SHA-1, 30 s, 6 digits), fixed so the README can give it. */
  totpSecret: string;
}

/** Every demo member's password. */
export const DEMO_STAFF_PASSWORD = "demo-office-password";

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    email: "owner@demo-customer.example",
    name: "Olga Owner",
    roles: ["owner"],
    totpSecret: "DEMOOWNERTOTPSECRETDEMOSTAFFKEY2",
  },
  {
    email: "sales@demo-customer.example",
    name: "Sam Sales",
    roles: ["sales"],
    totpSecret: "DEMOSALESTOTPSECRETDEMOSTAFFKEY2",
  },
  {
    email: "warehouse@demo-customer.example",
    name: "Wiktor Warehouse",
    roles: ["warehouse"],
    totpSecret: "DEMOWAREHOUSETOTPSECRETDEMOSTAFF",
  },
  {
    email: "content@demo-customer.example",
    name: "Clara Content",
    roles: ["content"],
    totpSecret: "DEMOCONTENTTOTPSECRETDEMOSTAFFKE",
  },
];

/** The demo member with `role`. */
export const demoStaffWith = (role: StaffRole): DemoStaffMember => DEMO_STAFF.find((m) => m.roles.includes(role))!;

/** The erp_settings key noting that the demo staff were written (once: a deletion stays). */
const LOADED_KEY = "demo_staff_loaded";

/**
 * A demo database loaded before the office's staff (migration 0036) gets them once; after that a
 * start never writes them again, so `npm run staff -- delete-demo` is not undone by the next start.
 */
export async function backfillDemoStaff(db: Database): Promise<void> {
  const { rows } = await db.execute(sql`SELECT 1 FROM erp_settings WHERE key = ${LOADED_KEY}`);
  if (rows.length === 0) await loadDemoStaff(db);
}

/**
 * Writes the demo staff members not there yet (one already there is left as it is, disabled or
 * not): passwords are hashed only for those written.
 */
export async function loadDemoStaff(db: Database, scrypt?: ScryptParams): Promise<void> {
  const { rows } = await db.execute<{ email: string }>(
    sql`SELECT email FROM staff WHERE email IN (${sql.join(
      DEMO_STAFF.map((m) => sql`${m.email}`),
      sql`, `,
    )})`,
  );
  const present = new Set(rows.map((r) => r.email));
  for (const member of DEMO_STAFF.filter((m) => !present.has(m.email))) {
    const hash = await hashPassword(DEMO_STAFF_PASSWORD, scrypt);
    await db.execute(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status, demo)
      VALUES (${member.email}, ${member.name}, ${rolesArray(member.roles)}, ${hash}, ${member.totpSecret}, 'active', true)
      ON CONFLICT (email) DO NOTHING`);
  }
  await db.execute(
    sql`INSERT INTO erp_settings (key, value) VALUES (${LOADED_KEY}, 'true'::jsonb) ON CONFLICT (key) DO NOTHING`,
  );
}
