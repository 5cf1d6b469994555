/**
 * The office import suites' helpers (issue 39): a staff member of given roles with a live session
 * (written straight to the suite's database), the importCatalogue call over HTTP in that session,
 * and the import's audit entries.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { OFFICE_PATH, type StaffRole } from "../../contract/staff.ts";
import { startStaffSession } from "../../erp/staff/sessions.ts";
import type { useErp } from "./harness.ts";

export type ImportAnswer = {
  status: number;
  body: Record<string, unknown> & { code?: string; fields?: Record<string, string[]> };
};

export function officeImport(state: ReturnType<typeof useErp>["state"]) {
  const db = () => state.db.db;
  const today = () => new Date(inject("today"));

  async function staff(roles: StaffRole[]): Promise<{ token: string; email: string }> {
    const email = `${roles.join("-")}-${crypto.randomBytes(4).toString("hex")}@office.example`;
    const { rows } = await db().execute<{
      id: string;
    }>(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status)
      VALUES (${email}, 'Test', ${`{${roles.join(",")}}`}::text[], 'scrypt$test', 'JBSWY3DPEHPK3PXP', 'active') RETURNING id`);
    return { token: (await startStaffSession(db(), rows[0]!.id, today())).token, email };
  }

  const importFile = async (
    token: string,
    file: { filename: string; content: string; dryrun: boolean; lang?: string } & Record<string, unknown>,
  ): Promise<ImportAnswer> =>
    (await state.transports.http.post(OFFICE_PATH, {
      action: "importCatalogue",
      staff: token,
      ...file,
    })) as ImportAnswer;

  const importAudits = async () =>
    (
      await db().execute<{ actor: string; entity_id: string; action: string; after: Record<string, unknown> }>(
        sql`SELECT actor, entity_id, action, after FROM audit_log WHERE entity = 'import' ORDER BY id`,
      )
    ).rows;

  return { staff, importFile, importAudits };
}
