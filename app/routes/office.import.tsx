/**
 * The catalogue import in the office (issue 39; the owner's and the content role's): a CSV, JSON
 * lines or XLSX file of one kind of record, for an items file the ZIP of its pictures and the box
 * "discontinue the items this file does not name" (applied by the owner only), checked first
 * ("Check (dry run)") and then applied ("Import"), as `npm run import` does. The answer is what the file changes (kind, lines, new, changed,
 * unchanged, discontinued) or every problem line by line in the page's language; either way it
 * says whether anything was written. A native multipart form: without JavaScript too.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../translation.tsx";
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FORM_BODY_LIMIT,
  IMPORT_PICTURES_MAX_BYTES,
} from "../../contract/office-import-constants.ts";
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import {
  chosenImportFile,
  chosenPictures,
  importCatalogue,
  ImportFormSchema,
  type ImportFieldProblem,
} from "../.server/office-import.ts";
import { contentFormData } from "../.server/office-content.ts";
import { officeForbidden, officeRequest } from "../.server/office.ts";
import { CheckboxField } from "../components/checkbox-field.tsx";
import { ErrorList, Field } from "../components/form-fields.tsx";
import { ImportOutcome } from "../components/office-import-outcome.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { formProps, useServerForm, type FormField, type FormResult } from "../components/server-form.tsx";
import { IMPORT_FILE_FIELD, IMPORT_FULL_FIELD, IMPORT_PICTURES_FIELD } from "../lib/office-import-forms.ts";
import { sectionsFor } from "../lib/office.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";
import { useLinkedLanguage } from "../root-data.ts";

interface ImportAnswer {
  result: FormResult;
  filename: string;
  outcome: ImportCatalogueResponse | null;
}

/** The page is the import's section's: a staff member without it gets the office's "not for your role". */
async function requireImport(call: Awaited<ReturnType<typeof officeRequest>>["call"]) {
  const { staff } = await call("getStaffSession", {});
  if (!sectionsFor(staff.roles).some((s) => s.key === "import")) throw officeForbidden();
}

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call } = await officeRequest(request, load);
  await requireImport(call);
  // A file over the body's limit was read to its end and dropped by the server (server/body-limit.ts).
  return { refused: new URL(request.url).searchParams.get("refused") === "size" };
}

export async function action({ request, context: load }: ActionFunctionArgs) {
  const office = await officeRequest(request, load);
  const formData = await contentFormData(request, IMPORT_FORM_BODY_LIMIT);
  const submission = parseWithZod(formData, { schema: ImportFormSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), filename: "", outcome: null } satisfies ImportAnswer, { status: 400 });
  const refuse = (filename: string, { field, problem }: ImportFieldProblem) =>
    data(
      {
        result: submission.reply({ fieldErrors: { [field]: [`office:import.errors.${problem}`] } }),
        filename,
        outcome: null,
      } satisfies ImportAnswer,
      // Only the owner discontinues: the office's "not for your role", said beside the box.
      { status: problem === "fullOwner" ? 403 : 400 },
    );
  const file = await chosenImportFile(formData);
  if ("problem" in file) return refuse("", { field: IMPORT_FILE_FIELD, problem: file.problem });
  const pictures = await chosenPictures(formData);
  if (pictures && "problem" in pictures)
    return refuse(file.filename, { field: IMPORT_PICTURES_FIELD, problem: pictures.problem });
  const { intent, full } = submission.value;
  const outcome = await importCatalogue(office, request, {
    ...file,
    ...(pictures ? { pictures } : {}),
    full,
    dryrun: intent === "check",
  });
  if ("problem" in outcome) return refuse(file.filename, outcome);
  const answer: ImportAnswer = { result: submission.reply(), filename: file.filename, outcome };
  // A file refused for its lines is bad input: 400, like any form's errors.
  return data(answer, { status: outcome.ok ? 200 : 400 });
}

export const meta = officeMeta("import");
export const headers = officeHeaders;

const megabytes = (bytes: number) => bytes / 1024 / 1024;
/** The inputs' limits, checked in the browser before a byte is sent. */
const LIMITS = { [IMPORT_FILE_FIELD]: IMPORT_FILE_MAX_BYTES, [IMPORT_PICTURES_FIELD]: IMPORT_PICTURES_MAX_BYTES };
type Limited = keyof typeof LIMITS;

export default function ImportPage() {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  const { refused } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ImportAnswer | undefined;
  const [form, fields] = useServerForm<{ intent: string; file: string; pictures: string; full: boolean }>(
    "import-form",
    { lastResult: answer?.result },
  );
  // With JavaScript, a file over its limit is named before its bytes are sent.
  const [tooLarge, setTooLarge] = useState<Limited[]>([]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const over = (Object.keys(LIMITS) as Limited[]).filter((name) => {
      const input = event.currentTarget.elements.namedItem(name);
      const chosen = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      return (chosen?.size ?? 0) > LIMITS[name];
    });
    setTooLarge(over);
    if (over.length > 0) event.preventDefault();
  };
  const { file, pictures } = fields;
  const fileErrors = tooLarge.includes(IMPORT_FILE_FIELD)
    ? ["office:import.errors.tooLarge"]
    : refused && !answer
      ? ["office:import.errors.bodyTooLarge"]
      : file.errors;
  const picturesErrors = tooLarge.includes(IMPORT_PICTURES_FIELD)
    ? ["office:import.errors.picturesTooLarge"]
    : pictures.errors;
  const described = (field: FormField, errors: string[] | undefined) =>
    errors?.length
      ? { "aria-invalid": true, "aria-describedby": `${field.errorId} ${field.descriptionId}` }
      : { "aria-describedby": field.descriptionId };
  return (
    <section className="page office-page">
      <h1>{t("import.title")}</h1>
      <p>{t("import.intro")}</p>
      <Form
        method="post"
        action={`/office/import${lng}`}
        encType="multipart/form-data"
        {...formProps(form)}
        onSubmit={onSubmit}
        className="stack office-card office-import-form"
        aria-label={t("import.formLabel")}
      >
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field
          label={t("import.file")}
          id={file.id}
          errorId={file.errorId}
          errors={fileErrors}
          hint={t("import.fileHint", { size: megabytes(IMPORT_FILE_MAX_BYTES) })}
          hintId={file.descriptionId}
        >
          <input
            type="file"
            id={file.id}
            name={IMPORT_FILE_FIELD}
            accept=".csv,.jsonl,.xlsx,text/csv,application/x-ndjson,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            {...described(file, fileErrors)}
          />
        </Field>
        <Field
          label={t("import.pictures")}
          id={pictures.id}
          errorId={pictures.errorId}
          errors={picturesErrors}
          hint={t("import.picturesHint", { size: megabytes(IMPORT_PICTURES_MAX_BYTES) })}
          hintId={pictures.descriptionId}
        >
          <input
            type="file"
            id={pictures.id}
            name={IMPORT_PICTURES_FIELD}
            accept=".zip,application/zip"
            {...described(pictures, picturesErrors)}
          />
        </Field>
        <CheckboxField field={fields[IMPORT_FULL_FIELD]} label={t("import.full")} hint={t("import.fullHint")} />
        <div className="office-actions">
          <button type="submit" name="intent" value="check" className="button button-primary">
            {t("import.check")}
          </button>
          <button type="submit" name="intent" value="import" className="button">
            {t("import.apply")}
          </button>
        </div>
      </Form>
      {answer?.outcome ? <ImportOutcome filename={answer.filename} outcome={answer.outcome} /> : null}
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
