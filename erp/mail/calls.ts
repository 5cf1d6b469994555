/** The e-mail endpoints (transactions.md section 7, contract/wire.ts EMAIL_PATHS): a message into the outbox. */
import type { EmailPath } from "../../contract/wire.ts";
import type { MailOffices } from "../call-handler.ts";
import type { ErpResult } from "../call-result.ts";
import type { Database } from "../db/client.ts";
import { enqueueMail } from "./outbox.ts";

export interface EmailDeps {
  db: Database;
  mail: MailOffices;
  onMailQueued: (id: string) => void;
}

export async function emailCall(deps: EmailDeps, path: EmailPath, raw: unknown): Promise<ErpResult> {
  const { id } = await enqueueMail(deps.db, deps.mail, path, raw);
  deps.onMailQueued(id);
  return { status: 200, body: { ok: true, id } };
}
