import { describe, expect, it } from "vitest";
import { orderQueue } from "./order-queue.ts";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe("orderQueue", () => {
  it("runs at most `limit` at once and lets the others in first come, first served", async () => {
    const queue = orderQueue(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    gates[1]!.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.reject(new Error("refused"));
    await expect(done[0]).rejects.toThrow("refused");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(done.slice(1))).toEqual([1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
