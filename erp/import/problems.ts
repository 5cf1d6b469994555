/**
 * A problem found in a line of an imported file or feed, before it is put in words: the checks of
 * every kind of record collect these, and the report says them in the language of the page or the
 * command (contract/import.ts problemText).
 */
import type { LineProblem, LineProblemCode } from "../../contract/import.ts";
import { problemText } from "../../contract/import.ts";
import type { Language } from "../../contract/languages.ts";
import type { Line } from "./read.ts";

export type Problem = Omit<LineProblem, "message"> & { params?: Record<string, string | number> };

/** The problems in words, in the language. */
export const inWords = (problems: readonly Problem[], lang: Language): LineProblem[] =>
  problems.map(({ params, ...p }) => ({ ...p, message: problemText(lang, p.problem, params) }));

/** A function that notes a problem of a line's column, with what the line holds there (cut to 80 characters). */
export function problemsOf(problems: Problem[], { line, fields }: Line) {
  return (column: string, problem: LineProblemCode, params?: Problem["params"]) =>
    problems.push({ line, column, problem, value: (fields[column] ?? "").slice(0, 80), params });
}
