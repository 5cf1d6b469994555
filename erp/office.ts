/**
 * What the office's command-line tools (`npm run orders`, `customers`, `claims`) share: the one
 * message each answers, and the reading of their arguments, where an argument the parser refuses
 * answers the command's usage and changes nothing.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

export interface OfficeAnswer {
  ok: boolean;
  message: string;
}

/** The answer to a bad command line: why, when known, then the command's usage. */
export const usageAnswer = (usage: string, why?: string): OfficeAnswer => ({
  ok: false,
  message: `${why ? `${why}\n` : ""}${usage}`,
});

/** Reads a command's arguments, or answers the usage with why the parser refused them. */
export function parseOfficeArgs<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>> | OfficeAnswer {
  try {
    return parseArgs(config);
  } catch (error) {
    return usageAnswer(usage, error instanceof Error ? error.message : String(error));
  }
}
