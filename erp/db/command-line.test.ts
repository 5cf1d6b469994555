import { describe, expect, it } from "vitest";
import { parseCommandLine } from "./command-line.ts";

const USAGE = "Usage: tool list | set --a A --b B [--c C]";
const NEEDS = { list: [], set: ["a", "b"] } as const;
const parse = (...args: string[]) => parseCommandLine(args, USAGE, NEEDS, ["c"]);

describe("an office command line", () => {
  it("gives the command and its options", () => {
    expect(parse("set", "--a", "1", "--b", "two words", "--c", "3")).toEqual({
      ok: true,
      command: "set",
      values: { a: "1", b: "two words", c: "3" },
    });
    expect(parse("list")).toEqual({ ok: true, command: "list", values: {} });
  });

  it("names every missing option of the command, then the usage", () => {
    expect(parse("set", "--b", "2")).toEqual({ ok: false, message: `Missing --a\n${USAGE}` });
    expect(parse("set")).toEqual({ ok: false, message: `Missing --a, --b\n${USAGE}` });
  });

  it("answers the usage for no command, an unknown one, or a second positional", () => {
    for (const args of [[], ["drop"], ["toString"], ["list", "extra"]])
      expect(parse(...args)).toEqual({ ok: false, message: USAGE });
  });

  it("refuses an unknown option or one without its value, naming it", () => {
    const unknown = parse("list", "--d", "4");
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.message).toMatch(/--d[\s\S]*Usage/);
    const bare = parse("set", "--a", "1", "--b");
    expect(bare.ok).toBe(false);
    if (!bare.ok) expect(bare.message).toMatch(/--b[\s\S]*Usage/);
  });
});
