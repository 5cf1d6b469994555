/**
 * `npm run dev`: the database as for `npm start` (embedded under DATA_DIR unless DATABASE_URL is
 * set, migrated, demo catalogue when empty), then the Vite dev server with hot reload, which talks
 * to the ERP in-process through DATABASE_URL; this process delivers the mail outbox. Ctrl-C stops both.
 */
import { spawn } from "node:child_process";
import { onShutdownSignals, openDatabase } from "../erp/db/client.ts";
import { startOutboxSender } from "../erp/mail/sender.ts";
import { ensureDemoCatalogue } from "../erp/seed/ensure.ts";

process.env.NODE_ENV = "development";
const database = await openDatabase({ log: console.log });
await ensureDemoCatalogue(database.db, console.log);
const mailSender = startOutboxSender(database.db, { log: console.log });

const vite = spawn("npx", ["remix", "vite:dev", "--port", process.env.PORT ?? "3000"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: database.url },
});
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  vite.kill("SIGTERM");
  await mailSender.stop();
  await database.close();
  process.exit(code);
};
vite.on("exit", (code) => void stop(code ?? 0));
onShutdownSignals(() => void stop(0));
