/**
 * The office's catalogue import (issue 39; the owner's and the content role's): a file's text
 * (CSV or JSON lines, named by its file name's ending) checked (dry run) or applied whole, as
 * `npm run import` does. The answer is the import's outcome (contract/import.ts): what it changes,
 * or every problem line by line in the page's language; an applied file leaves an audit entry.
 */
import { z } from "zod";
import { ImportCountsSchema, LineProblemSchema } from "./import.ts";
import { IMPORT_FILE_MAX_BYTES, IMPORT_PROBLEMS_LISTED, importFormatOf } from "./office-import-constants.ts";
import { officeCommon } from "./staff.ts";

/** The bytes of a text in UTF-8 (a character past U+07FF takes three, a surrogate pair four). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) bytes += 1;
    else if (code > 0x7ff) bytes += 2;
    else if (code > 0x7f) bytes += 1;
  }
  return bytes;
}

export const ImportCatalogueRequestSchema = z.object({
  action: z.literal("importCatalogue"),
  ...officeCommon,
  /** The file's name as uploaded: its ending names the format (.csv or .jsonl); anything else is refused. */
  filename: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((name) => importFormatOf(name) !== null, "Only a .csv or .jsonl file is read (save a sheet as CSV)"),
  /** The file's text (UTF-8), at most IMPORT_FILE_MAX_BYTES; no file of text has a NUL character. */
  content: z
    .string()
    .max(IMPORT_FILE_MAX_BYTES)
    .refine((text) => !text.includes("\u0000"), "Not a text file (CSV or JSON lines)")
    .refine(
      (text) => utf8Length(text) <= IMPORT_FILE_MAX_BYTES,
      `Larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
    ),
  /** true: check and count, write nothing. */
  dryrun: z.boolean(),
});

/**
 * The outcome: `ok` with what the file changes (a dry run: would change), or refused whole with its
 * problems (the first IMPORT_PROBLEMS_LISTED of them; `problemcount` says how many there are).
 */
export const ImportCatalogueResponseSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), dryrun: z.boolean(), counts: ImportCountsSchema }),
  z.object({
    ok: z.literal(false),
    dryrun: z.boolean(),
    problems: z.array(LineProblemSchema).max(IMPORT_PROBLEMS_LISTED),
    problemcount: z.number().int().positive(),
  }),
]);
export type ImportCatalogueResponse = z.infer<typeof ImportCatalogueResponseSchema>;

/**
 * The largest JSON body of the call: the file's text, whose quotes and tabs JSON writes as two
 * characters each, and the rest of the call.
 */
export const IMPORT_BODY_MAX_BYTES = 2 * IMPORT_FILE_MAX_BYTES + 64 * 1024;
