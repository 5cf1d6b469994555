/** What the suites that start the real shop as a process share: a free port, the primary's workers. */
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
