/**
 * The office's import form (issue 39): a file and the button pressed, "check" (a dry run) or
 * "import". The action validates it (decision 0046); messages are translation keys. The file is
 * read by app/.server/office-import.ts and checked again by the ERP (contract/office-import.ts).
 */
import { z } from "zod";

/** The form's file input. */
export const IMPORT_FILE_FIELD = "file";
export const IMPORT_INTENTS = ["check", "import"] as const;

export const ImportFormSchema = z.object({
  intent: z.enum(IMPORT_INTENTS, { message: "errors.invalid" }),
});
