/**
 * `npm run erp`: the reference ERP alone over HTTP (ERP_PORT, default 3100), with the sender of its
 * mail outbox and its housekeeping job (unpaid orders, abandoned carts). Every request must carry ERP_SECRET (erp/http-auth.ts); without one it does not start.
 */
import { onShutdownSignals, openDatabase } from "../erp/db/client.ts";
import { housekeepingConfigFromEnv, startHousekeeping, type HousekeepingConfig } from "../erp/jobs/housekeeping.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { requireSecret } from "../erp/http-auth.ts";
import { createErp } from "../erp/server.ts";
import { prepareDemoData } from "../erp/seed/ensure.ts";
import { serveFetch } from "./node-http.ts";
import { config, type Config } from "../erp/config.ts";

let settings: Config;
try {
  settings = config();
} catch (error) {
  console.error(`[erp] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const secret = settings.ERP_SECRET ?? "";
if (secret.length < 16) {
  console.error(
    "[erp] set ERP_SECRET (at least 16 characters; the storefront sets the same) to serve the ERP over HTTP",
  );
  process.exit(1);
}
// The order and withdrawal e-mails link to the shop: its public address, never a guessed one.
if (settings.NODE_ENV === "production" && !settings.SHOP_URL) {
  console.error("[erp] set SHOP_URL to the shop's public address (https://shop.example): the e-mails link to it");
  process.exit(1);
}
let housekeepingConfig: HousekeepingConfig;
try {
  housekeepingConfig = housekeepingConfigFromEnv();
} catch (error) {
  console.error(`[erp] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const port = settings.ERP_PORT;
const host = settings.ERP_HOST;
const database = await openDatabase({ log: console.log });
try {
  // The demo by itself into the embedded database only; production refuses demo data (issue 37).
  await prepareDemoData(database, console.log);
} catch (error) {
  console.error(`[erp] could not start: ${error instanceof Error ? error.message : String(error)}`);
  await database.close();
  process.exit(1);
}
const mailSender = startOutboxSender(database.db, { log: console.log });
const housekeeping = startHousekeeping(database.db, {
  log: console.log,
  config: housekeepingConfig,
  onMailQueued: () => mailSender.wake(),
});
const erp = createErp({ db: database.db, onMailQueued: () => mailSender.wake() });
const server = await serveFetch(requireSecret(erp.handle, secret), port, host);
console.log(`[erp] listening on http://${host}:${port}`);

let stopping = false;
onShutdownSignals(() => {
  if (stopping) return;
  stopping = true;
  server.close(
    () =>
      void housekeeping
        .stop()
        .then(() => mailSender.stop())
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  setTimeout(() => server.closeAllConnections(), 8000).unref();
});
