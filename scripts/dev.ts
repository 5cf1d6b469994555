/**
 * `npm run dev`: the database as for `npm start` (embedded under DATA_DIR unless DATABASE_URL is
 * set, migrated, demo catalogue when empty, mail outbox sender), the in-process ERP, and the Vite
 * dev server with hot reload in front of the shop's Remix handler, which hands the ERP to loaders
 * and actions through the load context as in production. Ctrl-C stops it all.
 */
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { createServer } from "vite";
import { newNonce } from "../app/.server/nonce.ts";
import { onShutdownSignals } from "../erp/db/client.ts";
import { openBackend } from "../server/backend.ts";
import { erpTransport } from "../server/erp.ts";
import { remixHandler } from "../server/remix-handler.ts";

process.env.NODE_ENV = "development";
const log = (m: string) => console.log(m);
const backend = process.env.ERP_URL ? null : await openBackend(log);
const erp = erpTransport({ db: backend?.database.db, onMailQueued: () => backend?.sender.wake(), log });
const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.use(vite.middlewares);
app.all(
  "*",
  remixHandler({
    build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    mode: "development",
    getLoadContext: (req) => ({ erp, cspNonce: newNonce(), clientAddress: req.socket.remoteAddress ?? "" }),
  }),
);
const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => log(`[dev] serving on http://localhost:${port}`));
onShutdownSignals(() => {
  server.close();
  void vite
    .close()
    .then(() => backend?.close())
    .then(() => process.exit(0));
});
