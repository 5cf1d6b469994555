/**
 * The office's import page on the server (issue 39): the multipart form read within its limit
 * (counted, app/.server/office-upload.ts), the chosen files checked for what the page can tell
 * (the file chosen, no larger than IMPORT_FILE_MAX_BYTES, named .csv, .jsonl or .xlsx, UTF-8 text
 * or a workbook; the optional ZIP of pictures no larger than IMPORT_PICTURES_MAX_BYTES and a ZIP),
 * and the importCatalogue call's refusals as the form's field errors. Messages are translation keys
 * under office:import.errors.
 */
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_PICTURES_MAX_BYTES,
  importFormatOf,
  isZipName,
  looksLikeZip,
} from "../../contract/office-import-constants.ts";
import { z } from "zod";
import {
  IMPORT_FILE_FIELD,
  IMPORT_FULL_FIELD,
  IMPORT_INTENTS,
  IMPORT_PICTURES_FIELD,
} from "../lib/office-import-forms.ts";
import type { CallRequest } from "../../contract/wire.ts";
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import { ErpCallError } from "./erp.ts";
import { officeRefusal, type officeRequest } from "./office.ts";

export type ImportFileProblem = "required" | "tooLarge" | "type" | "notText" | "notWorkbook";
export type ImportPicturesProblem = "picturesTooLarge" | "picturesType" | "picturesUnused";
export type ImportFullProblem = "fullItems" | "fullOwner";

/** A field of the form and what is wrong with it (a key under office:import.errors). */
export type ImportFieldProblem =
  | { field: typeof IMPORT_FILE_FIELD; problem: ImportFileProblem }
  | { field: typeof IMPORT_PICTURES_FIELD; problem: ImportPicturesProblem }
  | { field: typeof IMPORT_FULL_FIELD; problem: ImportFullProblem };

const chosen = (value: FormDataEntryValue | null): value is File =>
  value instanceof File && !(value.size === 0 && !value.name);

/** The chosen file's name and content (text, or an XLSX's bytes in base64), or why the page will not send it. */
export async function chosenImportFile(
  formData: FormData,
): Promise<{ filename: string; content: string } | { problem: ImportFileProblem }> {
  const file = formData.get(IMPORT_FILE_FIELD);
  if (!chosen(file)) return { problem: "required" };
  if (file.size > IMPORT_FILE_MAX_BYTES) return { problem: "tooLarge" };
  const format = importFormatOf(file.name);
  if (format === null) return { problem: "type" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (format === "xlsx")
    return looksLikeZip(bytes)
      ? { filename: file.name, content: Buffer.from(bytes).toString("base64") }
      : { problem: "notWorkbook" };
  try {
    // A spreadsheet or an archive renamed .csv is no UTF-8 text, or holds NUL bytes.
    const content = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    if (content.includes("\u0000")) return { problem: "notText" };
    return { filename: file.name, content };
  } catch {
    return { problem: "notText" };
  }
}

/** The ZIP of pictures chosen (its name and bytes in base64), null when none was, or why it is not sent. */
export async function chosenPictures(
  formData: FormData,
): Promise<{ filename: string; data: string } | { problem: ImportPicturesProblem } | null> {
  const file = formData.get(IMPORT_PICTURES_FIELD);
  if (!chosen(file)) return null;
  if (file.size > IMPORT_PICTURES_MAX_BYTES) return { problem: "picturesTooLarge" };
  if (!isZipName(file.name)) return { problem: "picturesType" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeZip(bytes)) return { problem: "picturesType" };
  return { filename: file.name, data: Buffer.from(bytes).toString("base64") };
}

/**
 * The ERP's refusal of what the form sent as the field it concerns: 400 BAD_REQUEST naming the
 * file's name or content, the pictures or "full", and 403 STAFF_FORBIDDEN naming "full" (only the
 * owner applies a full import). Null for any other error.
 */
export function refusedImport(error: unknown, xlsx: boolean): ImportFieldProblem | null {
  if (!(error instanceof ErpCallError)) return null;
  const fields = error.fields ?? {};
  const has = (name: string) => Object.hasOwn(fields, name);
  if (error.code === "STAFF_FORBIDDEN") return has("full") ? { field: IMPORT_FULL_FIELD, problem: "fullOwner" } : null;
  if (error.code !== "BAD_REQUEST") return null;
  if (has("filename")) return { field: IMPORT_FILE_FIELD, problem: "type" };
  if (has("content")) return { field: IMPORT_FILE_FIELD, problem: xlsx ? "notWorkbook" : "notText" };
  if (has("full")) return { field: IMPORT_FULL_FIELD, problem: "fullItems" };
  if (has("pictures")) return { field: IMPORT_PICTURES_FIELD, problem: "picturesUnused" };
  if (Object.keys(fields).some((name) => name.startsWith("pictures.")))
    return { field: IMPORT_PICTURES_FIELD, problem: "picturesType" };
  return null;
}

type Office = Awaited<ReturnType<typeof officeRequest>>;

/**
 * The importCatalogue call in the staff session: its outcome, or the ERP's refusal of a field as
 * the form's (refusedImport); any other refusal is the office's answer, as `call` throws it.
 */
export async function importCatalogue(
  office: Office,
  request: Request,
  payload: Omit<CallRequest<"importCatalogue">, "action" | "lang" | "staff">,
): Promise<ImportCatalogueResponse | ImportFieldProblem> {
  try {
    return (await office.erp.call("importCatalogue", {
      ...payload,
      staff: office.staff.token,
    })) as ImportCatalogueResponse;
  } catch (error) {
    const refused = refusedImport(error, importFormatOf(payload.filename) === "xlsx");
    if (refused) return refused;
    throw await officeRefusal(error, request, office.session);
  }
}

/**
 * The form's fields besides the files: the button pressed and the "full" box (messages are
 * translation keys, decision 0046).
 */
export const ImportFormSchema = z.object({
  intent: z.enum(IMPORT_INTENTS, { message: "errors.invalid" }),
  [IMPORT_FULL_FIELD]: z.boolean().default(false),
});
