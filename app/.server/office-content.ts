/**
 * What the office's content pages share on the server (issue 38 item 3): the form's body read
 * within its limit, the picture stored in the ERP, and the ERP's refusals as translated field
 * errors of the form (bad input writes nothing and is never a 500).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { ErpCallError } from "./erp.ts";
import { ContentBodyRefused, readContentForm, uploadedPicture, UPLOAD_FIELD } from "./office-upload.ts";
import type { officeRequest } from "./office.ts";

type Office = Awaited<ReturnType<typeof officeRequest>>;
type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

/** The form's fields; a body over the limit is answered 413, one that is no form 400 (thrown). */
export async function contentFormData(request: Request, limit?: number): Promise<FormData> {
  try {
    return await readContentForm(request, limit);
  } catch (error) {
    if (!(error instanceof ContentBodyRefused)) throw error;
    throw new Response(error.status === 413 ? "Request body too large." : "Bad request.", {
      status: error.status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        ...(error.status === 413 ? { Connection: "close" } : {}),
      },
    });
  }
}

/**
 * The picture chosen in the form stored in the ERP: its address, null when none was chosen, or the
 * field error (a translation key) when it cannot be kept.
 */
export async function storeUploadedPicture(
  call: Office["call"],
  formData: FormData,
): Promise<{ path: string } | { error: string } | null> {
  const picture = await uploadedPicture(formData);
  if (picture === null) return null;
  if ("problem" in picture) return { error: `office:content.errors.${picture.problem}` };
  try {
    const { path } = await call("uploadContentPicture", { picture: picture.base64 });
    return { path };
  } catch (error) {
    const refusal = erpFieldErrors(error);
    if (refusal) return { error: refusal.fieldErrors?.[UPLOAD_FIELD]?.[0] ?? "office:content.errors.pictureType" };
    throw error;
  }
}

/** The ERP's names of fields that the forms call otherwise. */
const FIELD_NAMES: Record<string, string> = { picture: UPLOAD_FIELD, photo: UPLOAD_FIELD };

/**
 * An ERP refusal as the form's errors (translation keys), or null for an error that is no refusal
 * of the input (thrown on as it is: the office's error page).
 */
export function erpFieldErrors(
  error: unknown,
): { formErrors?: string[]; fieldErrors?: Record<string, string[]> } | null {
  if (!(error instanceof ErpCallError)) return null;
  switch (error.code) {
    case "CONTENT_SLUG_TAKEN":
      return { fieldErrors: { slug: ["office:content.errors.slugTaken"] } };
    case "CONTENT_PICTURE_TYPE":
      return { fieldErrors: { [UPLOAD_FIELD]: ["office:content.errors.pictureType"] } };
    case "CONTENT_PICTURE_SIZE":
      return { fieldErrors: { [UPLOAD_FIELD]: ["office:content.errors.pictureTooLarge"] } };
    case "NOT_FOUND":
      return { formErrors: ["office:content.errors.gone"] };
    case "BAD_REQUEST": {
      const fields = Object.keys(error.fields ?? {}).filter((f) => f !== "body" && f !== "staff" && f !== "action");
      if (!fields.length) return { formErrors: ["errors.invalid"] };
      return { fieldErrors: Object.fromEntries(fields.map((f) => [FIELD_NAMES[f] ?? f, ["errors.invalid"]])) };
    }
    default:
      return null;
  }
}

/** The form's answer with the ERP's refusal, or the error thrown on. */
export function refusedAnswer<T extends object>(
  error: unknown,
  reply: Reply,
  answer: (result: SubmissionResult<string[]>) => T,
) {
  const refusal = erpFieldErrors(error);
  if (!refusal) throw error;
  const status = error instanceof ErpCallError ? error.status : 400;
  return data(answer(reply(refusal)), { status: status >= 400 && status < 500 ? status : 400 });
}
