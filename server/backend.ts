/**
 * What one process owns for the whole shop when the ERP runs inside it: the database (embedded
 * PostgreSQL under DATA_DIR unless DATABASE_URL is set, migrated), the demo catalogue loaded into an
 * empty embedded database (never into one named by DATABASE_URL), in production the refusal of demo
 * data and test payment settings (erp/ops/demo-guard.ts, decision 0026), the sender of the mail outbox and the
 * housekeeping job (unpaid orders, abandoned carts). With ERP_URL set, that ERP owns them and the
 * shop opens none.
 */
import { openDatabase } from "../erp/db/client.ts";
import { housekeepingConfigFromEnv, startHousekeeping } from "../erp/jobs/housekeeping.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { prepareDemoData } from "../erp/seed/ensure.ts";

export type Backend = Awaited<ReturnType<typeof openBackend>>;

export async function openBackend(log: (message: string) => void) {
  // An invalid UNPAID_ORDER_DAYS or CART_LIFETIME_DAYS stops the start here, with its message.
  const housekeepingConfig = housekeepingConfigFromEnv();
  const database = await openDatabase({ log });
  try {
    // The demo by itself into the embedded database only; production refuses demo data (issue 37).
    await prepareDemoData(database, log);
  } catch (error) {
    await database.close();
    throw error;
  }
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
