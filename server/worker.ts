/**
 * A worker of the shop's cluster (forked by server/main.ts's startCluster): the storefront with its
 * own in-process ERP on the primary's database, listening on the shared port. It stops when the
 * primary asks (or goes away), after the requests in flight; Ctrl-C is the primary's to handle.
 *
 * Only node: modules are imported before the listeners below exist: a message that arrives with no
 * listener is lost, and the storefront and ERP modules take a second or more to load. So a worker
 * asked to stop while it starts stops then, instead of running on until the primary kills it.
 */
import cluster from "node:cluster";
import type { PrimaryMessage, WorkerMessage } from "./cluster.ts";
import { degradedLine, type ClusterHealth } from "./restart-policy.ts";

if (!cluster.isWorker) {
  console.error("server/worker.ts is started by the shop (npm start), not on its own.");
  process.exit(1);
}
const send = (message: WorkerMessage) => process.send?.(message);

let stopping = false;
let http: { close(): Promise<void> } | null = null;
let database: ReturnType<typeof import("../erp/db/client.ts").connect> | null = null;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await http?.close();
    await database?.pool.end().catch(() => {});
    process.exit(0);
  })();
};
/** What the primary last said about the cluster (for /healthz); nothing yet: all is well. */
let health: ClusterHealth | null = null;
process.on("message", (message: PrimaryMessage) => {
  if (message.type === "stop") stop();
  if (message.type === "health") health = message;
});
process.on("disconnect", stop);
process.on("SIGTERM", stop);
process.on("SIGINT", () => {});

const { connect } = await import("../erp/db/client.ts");
const { erpTransport } = await import("./erp.ts");
const { serve } = await import("./http.ts");
// Asked to stop while loading or listening: stop() ends the process (no "listening" is sent).
if (!stopping) {
  const url = process.env.SHOP_DATABASE_URL;
  database = url ? connect(url) : null;
  const erp = erpTransport({ db: database?.db, onMailQueued: () => send({ type: "mail-queued" }), log: console.log });
  http = await serve({
    port: Number(process.env.SHOP_PORT),
    root: process.env.SHOP_ROOT ?? process.cwd(),
    erp,
    health: () => (health ? degradedLine(health) : null),
  });
  if (!stopping) send({ type: "listening" });
}
