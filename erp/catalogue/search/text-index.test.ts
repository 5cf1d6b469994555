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

describe("TextIndex.builder", () => {
  it("gives the same index from documents added one at a time, in any order", () => {
    const builder = TextIndex.builder();
    builder.add(3, ["disc", "brake"]);
    builder.add(0, ["pads"]);
    builder.add(1, ["disc"]);
    const index = builder.finish();
    expect(index).toEqual(
      TextIndex.build([
        { position: 0, lexemes: ["pads"] },
        { position: 1, lexemes: ["disc"] },
        { position: 3, lexemes: ["brake", "disc"] },
      ]),
    );
    expect([...index.exact("disc")!]).toEqual([1, 3]);
  });

  it("finds nothing in an empty index", () => {
    const index = TextIndex.builder().finish();
    expect(index.exact("disc")).toBeUndefined();
    expect(index.longer("d")).toEqual([]);
  });
});
