/**
 * `npm start`: builds the shop when the build is missing or older than the sources, then runs it
 * (server/main.ts). Later starts skip the build.
 */
import { ensureBuild } from "./build.ts";

process.env.NODE_ENV ??= "production";
// `npm start` serves on this machine: its public address, unless the operator names the real one.
process.env.SHOP_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 20) {
  console.error(`The shop needs Node.js 20 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

ensureBuild();
const { runShop } = await import("../server/main.ts");
await runShop();
