/**
 * `npm run staff -- ...` (issue 38): the staff commands of the command line, for the first owner
 * (the office needs one to invite anyone) and for an owner locked out. A thin caller of the same
 * operations as the office calls (accounts.ts), each write recorded in the audit log as made by
 * cliActor("staff"). A bad argument answers the usage and changes nothing.
 */
import { EMAIL_PATTERN } from "../../contract/mail-fields.ts";
import { emailLine, line } from "../../contract/text-fields.ts";
import { STAFF_INVITE_HOURS, STAFF_ROLES, StaffRoleSchema, type StaffMember } from "../../contract/staff.ts";
import { cliActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { publicShopUrl } from "../mail/config.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";
import { deleteDemoStaff, disableStaff, inviteStaff, listStaff, setStaffRoles, staffByEmail } from "./accounts.ts";

export const STAFF_USAGE = `Usage:
  npm run staff -- add EMAIL --role ROLE[,ROLE] [--name NAME]   (prints a one-time link, valid ${STAFF_INVITE_HOURS} h)
  npm run staff -- list
  npm run staff -- roles EMAIL ROLE[,ROLE]
  npm run staff -- disable EMAIL
  npm run staff -- delete-demo                      (the demo catalogue's staff)
Roles: ${STAFF_ROLES.join(", ")} (owner: everything, including the staff).`;

/** Where an invitation link leads: the office's enrolment page of the shop. */
export const enrolLink = (token: string, shopUrl: string) => `${shopUrl.replace(/\/+$/, "")}/office/enrol/${token}`;

const describe = (m: StaffMember) =>
  `${m.email}  ${m.status.padEnd(8)}  ${m.roles.join(",")}${m.name ? `  ${m.name}` : ""}`;

/** ROLE[,ROLE] as roles, or null when any is not one. */
function rolesOf(text: string | undefined) {
  if (!text) return null;
  const roles = text.split(",").map((r) => StaffRoleSchema.safeParse(r.trim()));
  return roles.every((r) => r.success) ? roles.map((r) => r.data!) : null;
}

const emailOf = (text: string | undefined) => {
  const parsed = emailLine(EMAIL_PATTERN).safeParse(text ?? "");
  return parsed.success && parsed.data ? parsed.data : null;
};

export async function runStaffCommand(
  db: Database,
  argv: string[],
  options: { now: () => Date; shopUrl?: string | undefined },
): Promise<OfficeAnswer> {
  const parsed = parseOfficeArgs(
    {
      args: argv,
      allowPositionals: true,
      options: { role: { type: "string" as const }, name: { type: "string" as const } },
    },
    STAFF_USAGE,
  );
  if ("ok" in parsed) return parsed;
  const [command, ...args] = parsed.positionals;
  const { role, name } = parsed.values;
  const actor = cliActor("staff");
  try {
    switch (command) {
      case "add": {
        const email = emailOf(args[0]);
        const roles = rolesOf(role);
        const cleanName = line(100).safeParse(name ?? "");
        if (args.length !== 1 || !email) return usageAnswer(STAFF_USAGE, "Give one e-mail address.");
        if (!roles) return usageAnswer(STAFF_USAGE, `Give --role, one or more of ${STAFF_ROLES.join(", ")}.`);
        if (!cleanName.success) return usageAnswer(STAFF_USAGE, "The name is one line of up to 100 characters.");
        const invited = await inviteStaff(db, actor, { email, name: cleanName.data, roles }, options.now());
        return {
          ok: true,
          message:
            `Invited ${describe(invited.staff)}\n` +
            `One-time link (until ${invited.expires.toISOString()}):\n` +
            enrolLink(invited.token, options.shopUrl ?? publicShopUrl()),
        };
      }
      case "list": {
        if (args.length > 0 || role !== undefined || name !== undefined) return usageAnswer(STAFF_USAGE);
        const staff = await listStaff(db);
        return { ok: true, message: staff.length ? staff.map(describe).join("\n") : "No staff yet." };
      }
      case "roles":
      case "disable": {
        const email = emailOf(args[0]);
        const roles = command === "roles" ? rolesOf(args[1]) : null;
        const expected = command === "roles" ? 2 : 1;
        if (args.length !== expected || !email || role !== undefined || name !== undefined) {
          return usageAnswer(STAFF_USAGE);
        }
        if (command === "roles" && !roles) return usageAnswer(STAFF_USAGE, `Roles are ${STAFF_ROLES.join(", ")}.`);
        const member = await staffByEmail(db, email);
        if (!member) return { ok: false, message: `No staff member has the e-mail address ${email}.` };
        const staff =
          command === "roles"
            ? await setStaffRoles(db, actor, member.id, roles!)
            : await disableStaff(db, actor, member.id);
        return { ok: true, message: describe(staff) };
      }
      case "delete-demo": {
        if (args.length > 0 || role !== undefined || name !== undefined) return usageAnswer(STAFF_USAGE);
        const deleted = await deleteDemoStaff(db, actor);
        return {
          ok: true,
          message: deleted.length ? `Deleted the demo staff: ${deleted.join(", ")}` : "No demo staff to delete.",
        };
      }
      default:
        return usageAnswer(STAFF_USAGE);
    }
  } catch (error) {
    if (error instanceof ErpError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}
