/**
 * The limits of the office's catalogue import (issue 39), in a module without zod so that the
 * office's import page can name them in the browser (decision 0049); contract/office-import.ts
 * builds on them.
 */

/** A file uploaded in the office: at most this many bytes (about 100,000 stock lines). */
export const IMPORT_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The ZIP of pictures given with an items file: at most this many bytes. */
export const IMPORT_PICTURES_MAX_BYTES = 64 * 1024 * 1024;
/** The whole multipart body of the import form with its files: beyond it, 413 before the page reads it. */
export const IMPORT_FORM_BODY_LIMIT = IMPORT_FILE_MAX_BYTES + IMPORT_PICTURES_MAX_BYTES + 64 * 1024;
/** The most problems an answer lists; past them it gives their number (a table of 100,000 rows helps nobody). */
export const IMPORT_PROBLEMS_LISTED = 1_000;

/** The formats a file is read in, by the ending of its name (as `npm run import` reads them). */
export const IMPORT_FILE_FORMATS = { ".csv": "csv", ".jsonl": "jsonl", ".xlsx": "xlsx" } as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[keyof typeof IMPORT_FILE_FORMATS];

/** The ending of a file's name, lower-cased ("" for none). */
const endingOf = (filename: string) => /\.[a-z0-9]+$/i.exec(filename.trim())?.[0].toLowerCase() ?? "";

/** The format of a file by its name; null for any other file (ZIP, a picture, ...). */
export function importFormatOf(filename: string): ImportFileFormat | null {
  const ending = endingOf(filename);
  return Object.hasOwn(IMPORT_FILE_FORMATS, ending)
    ? IMPORT_FILE_FORMATS[ending as keyof typeof IMPORT_FILE_FORMATS]
    : null;
}

/** Whether a file's name is that of a ZIP (the pictures of an items file). */
export const isZipName = (filename: string): boolean => endingOf(filename) === ".zip";

/** Whether bytes begin as a ZIP does (an XLSX is one): a local file header, or an empty archive's end record. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[2] + 1 === bytes[3];
}
