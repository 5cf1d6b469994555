/**
 * The office's import form (issue 39): a file, for an items file the ZIP of its pictures and the
 * "full" box (discontinue the items the file does not name), and the button pressed, "check" (a dry
 * run) or "import". The action validates it (app/.server/office-import.ts ImportFormSchema; no zod
 * in the page's JavaScript, decision 0049); the files are checked again by the ERP
 * (contract/office-import.ts).
 */

/** The form's file input. */
export const IMPORT_FILE_FIELD = "file";
/** The form's input of the ZIP of pictures (optional). */
export const IMPORT_PICTURES_FIELD = "pictures";
/** The form's "full" box. */
export const IMPORT_FULL_FIELD = "full";
export const IMPORT_INTENTS = ["check", "import"] as const;
