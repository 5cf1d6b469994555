/**
 * What the suites that start the real shop or its command lines as a process share: a free port, the
 * primary's workers, a command line run as npm runs it.
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
export { workersOf } from "../../bench/reliability/shop.ts";

/** A TCP port nothing listens on now (the OS's choice). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** One of the shop's command-line tools run as `npm run <script> -- ...` runs it: Node.js with tsx, a process of its own. */
export const runCommandLine = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env, encoding: "utf8" });
