/**
 * What one process owns for the whole shop when the ERP runs inside it: the database (embedded
 * PostgreSQL under DATA_DIR unless DATABASE_URL is set, migrated), the demo catalogue loaded into an
 * empty database, the news and slides from CONTENT_DIR, and the sender of the mail outbox. With
 * ERP_URL set, that ERP owns them and the shop opens none.
 */
import { openDatabase } from "../erp/db/client.ts";
import { ensureContent } from "../erp/content/load.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";

export type Backend = Awaited<ReturnType<typeof openBackend>>;

export async function openBackend(log: (message: string) => void) {
  const database = await openDatabase({ log });
  await ensureDemoCatalogue(database.db, log);
  await ensureContent(database.db, log);
  const sender = startOutboxSender(database.db, { log });
  return {
    database,
    sender,
    async close() {
      await sender.stop();
      await database.close();
    },
  };
}
