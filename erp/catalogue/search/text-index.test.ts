/** Unit tests of the posting lists of one document column. */
import { describe, expect, it } from "vitest";
import { TextIndex } from "./text-index.ts";

describe("TextIndex", () => {
  it("keeps lexemes sorted with ascending positions, and finds longer words by prefix", () => {
    const index = TextIndex.build([
      { position: 2, lexemes: ["brake", "disc"] },
      { position: 0, lexemes: ["brakes", "disc"] },
      { position: 1, lexemes: ["brake"] },
    ]);
    expect(index.lexemes).toEqual(["brake", "brakes", "disc"]);
    expect([...index.exact("brake")!]).toEqual([1, 2]);
    expect(index.longer("brake").map((list) => [...list])).toEqual([[0]]);
    expect(index.longer("bra").map((list) => [...list])).toEqual([[1, 2], [0]]);
    expect(index.exact("bra")).toBeUndefined();
  });
});
