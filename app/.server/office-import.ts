/**
 * The office's import page on the server (issue 39): the multipart form read within its limit
 * (counted, app/.server/office-upload.ts), the chosen file checked for what the page can tell
 * (chosen, no larger than IMPORT_FILE_MAX_BYTES, named .csv or .jsonl, UTF-8 text), and the
 * importCatalogue call's refusal of the file as the form's field error. Messages are translation
 * keys under office:import.errors.
 */
import { IMPORT_FILE_MAX_BYTES, importFormatOf } from "../../contract/office-import-constants.ts";
import { z } from "zod";
import { IMPORT_FILE_FIELD, IMPORT_INTENTS } from "../lib/office-import-forms.ts";
import { ErpCallError } from "./erp.ts";

export type ImportFileProblem = "required" | "tooLarge" | "type" | "notText";

/** The chosen file's name and text, or why the page will not send it to the ERP. */
export async function chosenImportFile(
  formData: FormData,
): Promise<{ filename: string; content: string } | { problem: ImportFileProblem }> {
  const file = formData.get(IMPORT_FILE_FIELD);
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return { problem: "required" };
  if (file.size > IMPORT_FILE_MAX_BYTES) return { problem: "tooLarge" };
  if (importFormatOf(file.name) === null) return { problem: "type" };
  try {
    // A spreadsheet or an archive renamed .csv is no UTF-8 text, or holds NUL bytes.
    const content = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    if (content.includes("\u0000")) return { problem: "notText" };
    return { filename: file.name, content };
  } catch {
    return { problem: "notText" };
  }
}

/** The ERP's refusal of the file (400 BAD_REQUEST naming its name or its text), or null for any other error. */
export function refusedFile(error: unknown): ImportFileProblem | null {
  if (!(error instanceof ErpCallError) || error.code !== "BAD_REQUEST") return null;
  const fields = error.fields ?? {};
  if (Object.hasOwn(fields, "filename")) return "type";
  if (Object.hasOwn(fields, "content")) return "notText";
  return null;
}

/** The form's fields besides the file: the button pressed (messages are translation keys, decision 0046). */
export const ImportFormSchema = z.object({
  intent: z.enum(IMPORT_INTENTS, { message: "errors.invalid" }),
});
