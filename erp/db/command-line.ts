/**
 * What the office's command-line tools share (`npm run bank`, `npm run tax`, ...): reading
 * `COMMAND --option value ...` against the options each command needs, and running the command on
 * the office's database (openForCommand), printing an expected refusal's problems (exit code 1)
 * rather than a stack trace.
 */
import { parseArgs } from "node:util";
import { openForCommand, type Database } from "./client.ts";

export type CommandLine<N extends string> =
  { ok: true; command: string; values: Partial<Record<N, string>> } | { ok: false; message: string };

/**
 * Reads one command among `needs`' keys and its `--name value` options: every option a command
 * lists is required, the `optional` ones may be given to any command. Anything else (an unknown
 * command or option, a second positional, a missing option) is a message ending in the usage.
 */
export function parseCommandLine<N extends string>(
  args: readonly string[],
  usage: string,
  needs: Record<string, readonly N[]>,
  optional: readonly N[] = [],
): CommandLine<N> {
  const names = [...new Set([...Object.values(needs).flat(), ...optional])];
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
    });
  } catch (error) {
    return { ok: false, message: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
  }
  const [command, ...rest] = parsed.positionals;
  const required = command !== undefined && Object.hasOwn(needs, command) ? needs[command] : undefined;
  if (command === undefined || !required || rest.length > 0) return { ok: false, message: usage };
  const values = parsed.values as Partial<Record<N, string>>;
  const missing = required.filter((name) => values[name] === undefined).map((name) => `--${name}`);
  if (missing.length) return { ok: false, message: `Missing ${missing.join(", ")}\n${usage}` };
  return { ok: true, command, values };
}

/** The parsed command line, or the process ends with its message and exit code 2. */
export function commandLineOrExit<N extends string>(
  usage: string,
  needs: Record<string, readonly N[]>,
  optional: readonly N[] = [],
): { command: string; values: Partial<Record<N, string>> } {
  const line = parseCommandLine(process.argv.slice(2), usage, needs, optional);
  if (line.ok) return line;
  console.error(line.message);
  process.exit(2);
}

/**
 * Runs a command on the office's database and closes it. An error `refusal` recognises (one with
 * the problems a person must fix) prints those problems and sets exit code 1; any other error is a
 * fault and propagates.
 */
export async function runOnDatabase(
  run: (db: Database) => Promise<void>,
  refusal: (error: unknown) => error is Error & { problems: readonly string[] },
): Promise<void> {
  const database = await openForCommand();
  try {
    await run(database.db);
  } catch (error) {
    if (!refusal(error)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Runs an office command that answers in words (ok or not) on the office's database; exit code 1 when not ok. */
export async function answerOnDatabase(
  run: (db: Database) => Promise<{ ok: boolean; message: string }>,
): Promise<void> {
  const database = await openForCommand();
  try {
    const answer = await run(database.db);
    printAnswer(answer);
    process.exitCode = answer.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

/**
 * What a terminal would act on rather than show: C0 and C1 control characters and DEL (an ESC
 * sequence can move the cursor, recolour, retitle the window or, in some terminals, write to the
 * clipboard; a CR overwrites the line), the line and paragraph separators, and the bidirectional
 * overrides and isolates that show text in another order than it has. The answer's own lines ("\n")
 * and tabs stay.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text with every character a terminal would act on written out as an escape (ESC as
 * "\x1B", U+202E as "\u202E"), so what customers typed into a form (names, addresses, a claim's
 * fault) prints as text on the office's terminal (issue 37 item 5).
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
      : `\\u${code.toString(16).toUpperCase()}`;
  });
}

/** Prints a command's answer, made safe for the terminal: to stdout when ok, else to stderr. */
export function printAnswer(
  answer: { ok: boolean; message: string },
  out: Pick<Console, "log" | "error"> = console,
): void {
  out[answer.ok ? "log" : "error"](terminalSafe(answer.message));
}
