import type { ErrorCode } from "../contract/errors.ts";

/** An error the ERP answers with its status and the spec's { errmsg, code } body. */
export class ErpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Seconds after which the caller may try again (Retry-After), for a refusal that is only for now. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ErpError";
  }
}

export const notFound = (what: string) => new ErpError(404, "NOT_FOUND", `${what} not found`);

/** The option a command line's problem names first ("--iban: not a valid IBAN" -> "iban"), or "". */
export const optionOf = (problem: string) => /^--(\w+)/.exec(problem)?.[1] ?? "";

/**
 * A refusal of an operation the office shares with a command line, as a 400 with each problem at
 * the office form's field: the problems name the command's options, `fieldOf` maps an option to its
 * field, and a problem of no mapped option goes to `other`. `option` reads a problem's option when
 * the operation names some problems otherwise.
 */
export function refusalByField(
  refusal: { message: string; problems: readonly string[] },
  fieldOf: Readonly<Record<string, string>>,
  other: string,
  option: (problem: string) => string = optionOf,
): ErpError {
  const fields: Record<string, string[]> = {};
  for (const problem of refusal.problems) (fields[fieldOf[option(problem)] ?? other] ??= []).push(problem);
  return new ErpError(400, "BAD_REQUEST", refusal.message, fields);
}

/** `work`'s result; an error of the class `refused` it throws is thrown as `refusal` makes it (refusalByField). */
export async function refusedAs<T, E extends Error>(
  refused: abstract new (...args: never[]) => E,
  refusal: (error: E) => ErpError,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof refused ? refusal(error) : error;
  }
}
