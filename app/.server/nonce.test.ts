import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce.ts";

describe("newNonce", () => {
  it("gives 18 random bytes as base64, never the same twice, across many refills of its pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(18);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });

  it("uses the whole byte range (not a fixed or zeroed pool)", () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 1000; i++) for (const byte of Buffer.from(newNonce(), "base64")) counts[byte]!++;
    // 18,000 bytes: about 70 of each value; a zeroed or repeated pool would leave most at 0.
    expect(counts.filter((n) => n === 0)).toHaveLength(0);
    expect(Math.max(...counts)).toBeLessThan(140);
  });
});
