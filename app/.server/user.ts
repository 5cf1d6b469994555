/** The signed-in user of the session, or null for a guest (no login screen exists yet). */
import { z } from "zod";
import { PERSON_ROLES } from "../../contract/person-roles.ts";
import type { ShopSession } from "./session.ts";

const SessionUserSchema = z.object({
  token: z.string().min(1),
  email: z.string().email(),
  quantity: z.number().int().nonnegative().optional(),
  /**
   * The person's role in their company at sign-in (issue 41), for the account's navigation only:
   * the ERP checks the role on every call. Absent in sessions from before companies had people.
   */
  role: z.enum(PERSON_ROLES).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export function sessionUser(session: Pick<ShopSession, "get">): SessionUser | null {
  const parsed = SessionUserSchema.safeParse(session.get("user"));
  return parsed.success ? parsed.data : null;
}
