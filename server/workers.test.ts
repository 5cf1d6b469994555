import { describe, expect, it } from "vitest";
import { shopWorkers } from "./main.ts";
import { afterExit, degradedLine, RESTART_POLICY } from "./restart-policy.ts";

describe("shopWorkers", () => {
  it("defaults to one worker per core, at most 8", () => {
    expect(shopWorkers(undefined, 1)).toBe(1);
    expect(shopWorkers(undefined, 2)).toBe(2);
    expect(shopWorkers("", 4)).toBe(4);
    expect(shopWorkers(undefined, 32)).toBe(8);
  });

  it("takes SHOP_WORKERS as given", () => {
    expect(shopWorkers("1", 4)).toBe(1);
    expect(shopWorkers("12", 2)).toBe(12);
  });

  it("refuses what is not a whole number from 1 to 64", () => {
    for (const bad of ["0", "-1", "1.5", "two", "65"])
      expect(() => shopWorkers(bad, 2)).toThrow(/SHOP_WORKERS must be a whole number from 1 to 64/);
  });
});

describe("afterExit: replacing a worker that died", () => {
  const policy = RESTART_POLICY;
  it("replaces a worker that had served a while at once", () => {
    expect(afterExit(0, 5 * 60_000)).toEqual({ streak: 1, delayMs: 0 });
    // A long life also forgets earlier quick deaths.
    expect(afterExit(7, policy.stableMs)).toEqual({ streak: 1, delayMs: 0 });
  });

  it("backs off 1 s, 2 s, 4 s, ... for quick deaths in a row, at most 60 s", () => {
    let streak = 0;
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const next = afterExit(streak, 200);
      streak = next.streak;
      delays.push(next.delayMs);
    }
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it("a worker that can never start is retried at most about once a minute, not in a loop", () => {
    let streak = 0;
    let waited = 0;
    let starts = 0;
    while (waited < 10 * 60_000) {
      const next = afterExit(streak, 50);
      streak = next.streak;
      waited += next.delayMs + 50;
      starts++;
    }
    expect(starts).toBeLessThan(18);
  });

  it("follows a policy given to it", () => {
    const fast = { firstDelayMs: 10, maxDelayMs: 40, stableMs: 1_000 };
    expect([1, 2, 3, 4, 5].map((s) => afterExit(s, 0, fast).delayMs)).toEqual([10, 20, 40, 40, 40]);
    expect(afterExit(5, 1_000, fast)).toEqual({ streak: 1, delayMs: 0 });
  });
});

describe("degradedLine: what /healthz adds", () => {
  it("says nothing while every worker serves", () => {
    expect(degradedLine({ wanted: 2, serving: 2, nextRestartAt: null })).toBeNull();
  });

  it("names the workers serving and when the next starts", () => {
    const now = 1_000_000;
    expect(degradedLine({ wanted: 2, serving: 1, nextRestartAt: now + 7_200 }, now)).toBe(
      "degraded: 1 of 2 workers serving, next restart in 8 s",
    );
    expect(degradedLine({ wanted: 4, serving: 3, nextRestartAt: null }, now)).toBe(
      "degraded: 3 of 4 workers serving, a replacement is starting",
    );
    expect(degradedLine({ wanted: 2, serving: 0, nextRestartAt: now - 5 }, now)).toBe(
      "degraded: 0 of 2 workers serving, next restart in 0 s",
    );
  });
});
