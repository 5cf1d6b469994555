import { describe, expect, it } from "vitest";
import { parseCommandLine, printAnswer, terminalSafe } from "./command-line.ts";

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

/**
 * Issue 37 item 5: the office's commands (`npm run claims`, `npm run customers`, `npm run orders`)
 * print what customers typed into forms; a control character in it is written out as an escape,
 * never sent to the terminal.
 */
const ESC = "\u001b";

describe("the office's terminal", () => {
  it("sees control characters, DEL, C1, line separators and bidi overrides as escapes", () => {
    expect(terminalSafe(`Anna ${ESC}]0;pwned\u0007Nowak`)).toBe("Anna \\x1B]0;pwned\\x07Nowak");
    expect(terminalSafe(`paid\rUNPAID\u007f\u009b2J`)).toBe("paid\\x0DUNPAID\\x7F\\x9B2J");
    expect(terminalSafe("invoice\u202Egpj.exe\u2066\u2028")).toBe("invoice\\u202Egpj.exe\\u2066\\u2028");
    expect(terminalSafe("\u0000\u0008\u000b\u001f")).toBe("\\x00\\x08\\x0B\\x1F");
  });

  it("keeps the answer's lines, tabs and every printable character", () => {
    const text = "WC-2026-000001  received\n  Anna Nowak <anna@example.com>\tŁódź – 東京 €";
    expect(terminalSafe(text)).toBe(text);
  });

  it("prints an answer made safe, to stdout when ok and to stderr otherwise", () => {
    const printed: string[] = [];
    const out = { log: (m: string) => printed.push(`out:${m}`), error: (m: string) => printed.push(`err:${m}`) };
    printAnswer({ ok: true, message: `Name: Evil${ESC}[2J` }, out);
    printAnswer({ ok: false, message: `No claim ${ESC}[31mWC` }, out);
    expect(printed).toEqual(["out:Name: Evil\\x1B[2J", "err:No claim \\x1B[31mWC"]);
  });
});
