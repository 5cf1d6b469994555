/**
 * The office's import form (issue 39): a file and the button pressed, "check" (a dry run) or
 * "import". The action validates it (app/.server/office-import.ts ImportFormSchema; no zod in the
 * page's JavaScript, decision 0049); the file is checked again by the ERP (contract/office-import.ts).
 */

/** The form's file input. */
export const IMPORT_FILE_FIELD = "file";
export const IMPORT_INTENTS = ["check", "import"] as const;
