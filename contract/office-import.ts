/**
 * The office's catalogue import (issue 39; the owner's and the content role's): a file (CSV or
 * JSON lines as text, XLSX as base64, named by its file name's ending), for an items file with the
 * ZIP of its pictures and optionally "full" (discontinue the items it does not name), checked (dry
 * run) or applied whole, as `npm run import` does. The answer is the import's outcome (contract/import.ts): what it changes,
 * or every problem line by line in the page's language; an applied file leaves an audit entry.
 */
import { z } from "zod";
import { ImportCountsSchema, LineProblemSchema } from "./import.ts";
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PICTURES_MAX_BYTES,
  IMPORT_PROBLEMS_LISTED,
  importFormatOf,
  isZipName,
} from "./office-import-constants.ts";
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

/** The length of the base64 text of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** The bytes a base64 text (of BASE64) stands for. */
const base64Bytes = (text: string) => (text.length / 4) * 3 - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
/** Base64's letters (a pattern without groups: V8 runs out of stack on a repeated group over 80 MB). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text);
const larger = (limit: number) => `Larger than ${limit / 1024 / 1024} MB`;

export const ImportCatalogueRequestSchema = z
  .object({
    action: z.literal("importCatalogue"),
    ...officeCommon,
    /** The file's name as uploaded: its ending names the format (.csv, .jsonl or .xlsx); anything else is refused. */
    filename: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .refine((name) => importFormatOf(name) !== null, "Only a .csv, .jsonl or .xlsx file is read"),
    /**
     * A .csv or .jsonl file's text (UTF-8, no NUL character), or an .xlsx file's bytes in base64;
     * either at most IMPORT_FILE_MAX_BYTES.
     */
    content: z.string().max(base64Length(IMPORT_FILE_MAX_BYTES)),
    /**
     * The ZIP of the pictures an items file names in image_files (as `npm run import -- items.csv
     * pictures.zip` takes it): its name and its bytes in base64, at most IMPORT_PICTURES_MAX_BYTES.
     * Only with a file that has the image_files column.
     */
    pictures: z
      .object({
        filename: z.string().trim().min(1).max(255).refine(isZipName, "The pictures come in a .zip file"),
        data: z
          .string()
          .min(4)
          .max(base64Length(IMPORT_PICTURES_MAX_BYTES), larger(IMPORT_PICTURES_MAX_BYTES))
          .regex(BASE64, "Not base64")
          .refine((text) => text.length % 4 === 0, "Not base64"),
      })
      .optional(),
    /**
     * An items file names every item sold: the items it does not name become discontinued (`--full`).
     * Only with an items file; applied (not a dry run) only by the owner (403 STAFF_FORBIDDEN).
     */
    full: z.boolean().default(false),
    /** true: check and count, write nothing. */
    dryrun: z.boolean(),
  })
  .superRefine((body, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["content"], message });
    const text = body.content;
    if (importFormatOf(body.filename) === "xlsx") {
      if (!isBase64(text)) problem("An .xlsx file travels in base64");
      else if (base64Bytes(text) > IMPORT_FILE_MAX_BYTES) problem(larger(IMPORT_FILE_MAX_BYTES));
      return;
    }
    if (text.includes("\u0000")) problem("Not a text file (CSV or JSON lines)");
    if (utf8Length(text) > IMPORT_FILE_MAX_BYTES) problem(larger(IMPORT_FILE_MAX_BYTES));
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
 * characters each (an XLSX's base64 is shorter), the ZIP of pictures in base64, and the rest of the call.
 */
export const IMPORT_BODY_MAX_BYTES = 2 * IMPORT_FILE_MAX_BYTES + base64Length(IMPORT_PICTURES_MAX_BYTES) + 64 * 1024;
