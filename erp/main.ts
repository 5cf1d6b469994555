/** `npm run erp`: the reference ERP alone over HTTP (ERP_PORT, default 3100), with the sender of its mail outbox. */
import { onShutdownSignals, openDatabase } from "./db/client.ts";
import { startOutboxSender } from "./mail/sender.ts";
import { createErp } from "./server.ts";
import { ensureDemoCatalogue } from "./seed/ensure.ts";
import { ensureContent } from "./content/load.ts";
import { serveFetch } from "../server/node-http.ts";

const port = Number(process.env.ERP_PORT ?? 3100);
const host = process.env.ERP_HOST ?? "127.0.0.1";
const database = await openDatabase({ log: console.log });
await ensureDemoCatalogue(database.db, console.log);
await ensureContent(database.db, console.log);
const mailSender = startOutboxSender(database.db, { log: console.log });
const erp = createErp({ db: database.db, onMailQueued: () => mailSender.wake() });
const server = await serveFetch(erp.handle, port, host);
console.log(`[erp] listening on http://${host}:${port}`);

let stopping = false;
onShutdownSignals(() => {
  if (stopping) return;
  stopping = true;
  server.close(
    () =>
      void mailSender
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  setTimeout(() => server.closeAllConnections(), 8000).unref();
});
