/**
 * What one process owns for the whole shop when the ERP runs inside it: the database (embedded
 * PostgreSQL under DATA_DIR unless DATABASE_URL is set, migrated), the demo catalogue loaded into an
 * empty database, in production the refusal of demo payment settings outside it (decision 0026), the
 * news and slides from CONTENT_DIR, the sender of the mail outbox and the
 * housekeeping job (unpaid orders, abandoned carts). With ERP_URL set, that ERP owns them and the
 * shop opens none.
 */
import { openDatabase } from "../erp/db/client.ts";
import { ensureContent } from "../erp/content/load.ts";
import { housekeepingConfigFromEnv, startHousekeeping } from "../erp/jobs/housekeeping.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";
import { refuseDemoSettingsInProduction } from "../erp/ops/demo-guard.ts";

export type Backend = Awaited<ReturnType<typeof openBackend>>;

export async function openBackend(log: (message: string) => void) {
  // An invalid UNPAID_ORDER_DAYS or CART_LIFETIME_DAYS stops the start here, with its message.
  const housekeepingConfig = housekeepingConfigFromEnv();
  const database = await openDatabase({ log });
  try {
    await ensureDemoCatalogue(database.db, log);
    // Production refuses demo payment settings outside the demo catalogue (decision 0026).
    await refuseDemoSettingsInProduction(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  await ensureContent(database.db, log);
  const sender = startOutboxSender(database.db, { log });
  const housekeeping = startHousekeeping(database.db, {
    log,
    config: housekeepingConfig,
    onMailQueued: () => sender.wake(),
  });
  return {
    database,
    sender,
    housekeeping,
    async close() {
      await housekeeping.stop();
      await sender.stop();
      await database.close();
    },
  };
}
