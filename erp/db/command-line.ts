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
    console[answer.ok ? "log" : "error"](answer.message);
    process.exitCode = answer.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}
