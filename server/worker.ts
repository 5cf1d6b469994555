/**
 * A worker of the shop's cluster (forked by server/main.ts's startCluster): the storefront with its
 * own in-process ERP on the primary's database, listening on the shared port. It stops when the
 * primary asks (or goes away), after the requests in flight; Ctrl-C is the primary's to handle.
 */
import cluster from "node:cluster";
import { connect } from "../erp/db/client.ts";
import { serve, startErp, type PrimaryMessage, type WorkerMessage } from "./main.ts";

if (!cluster.isWorker) {
  console.error("server/worker.ts is started by the shop (npm start), not on its own.");
  process.exit(1);
}
const send = (message: WorkerMessage) => process.send?.(message);

// Listening for "stop" before the build is loaded and the port shared: a message with no listener
// yet is lost, and a worker asked to stop while it starts would run on until the primary kills it.
let stopping = false;
let http: Awaited<ReturnType<typeof serve>> | null = null;
const url = process.env.SHOP_DATABASE_URL;
const database = url ? connect(url) : null;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await http?.close();
    await database?.pool.end().catch(() => {});
    process.exit(0);
  })();
};
process.on("message", (message: PrimaryMessage) => {
  if (message.type === "stop") stop();
});
process.on("disconnect", stop);
process.on("SIGTERM", stop);
process.on("SIGINT", () => {});

if (database) startErp(database.db, () => send({ type: "mail-queued" }));
http = await serve({ port: Number(process.env.SHOP_PORT), root: process.env.SHOP_ROOT ?? process.cwd() });
if (!stopping) send({ type: "listening" });
