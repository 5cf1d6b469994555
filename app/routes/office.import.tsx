/**
 * The catalogue import in the office (issue 39; the owner's and the content role's): a CSV or JSON
 * lines file of one kind of record, checked first ("Check (dry run)") and then applied ("Import"),
 * as `npm run import` does. The answer is what the file changes (kind, lines, new, changed,
 * unchanged, discontinued) or every problem line by line in the page's language; either way it
 * says whether anything was written. A native multipart form: without JavaScript too.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../translation.tsx";
import { IMPORT_FILE_MAX_BYTES, IMPORT_FORM_BODY_LIMIT } from "../../contract/office-import-constants.ts";
import type { ImportCatalogueResponse } from "../../contract/office-import.ts";
import { chosenImportFile, ImportFormSchema, refusedFile } from "../.server/office-import.ts";
import { contentFormData } from "../.server/office-content.ts";
import { officeForbidden, officeRequest } from "../.server/office.ts";
import { ErrorList } from "../components/form-fields.tsx";
import { ImportOutcome } from "../components/office-import-outcome.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { formProps, useServerForm, type FormResult } from "../components/server-form.tsx";
import { IMPORT_FILE_FIELD } from "../lib/office-import-forms.ts";
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
  const { call } = await officeRequest(request, load);
  const formData = await contentFormData(request, IMPORT_FORM_BODY_LIMIT);
  const submission = parseWithZod(formData, { schema: ImportFormSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), filename: "", outcome: null } satisfies ImportAnswer, { status: 400 });
  const fileError = (filename: string, problem: string) =>
    data(
      {
        result: submission.reply({ fieldErrors: { [IMPORT_FILE_FIELD]: [`office:import.errors.${problem}`] } }),
        filename,
        outcome: null,
      } satisfies ImportAnswer,
      { status: 400 },
    );
  const file = await chosenImportFile(formData);
  if ("problem" in file) return fileError("", file.problem);
  try {
    const outcome = await call("importCatalogue", { ...file, dryrun: submission.value.intent === "check" });
    const answer: ImportAnswer = { result: submission.reply(), filename: file.filename, outcome };
    // A file refused for its lines is bad input: 400, like any form's errors.
    return data(answer, { status: outcome.ok ? 200 : 400 });
  } catch (error) {
    const problem = refusedFile(error);
    if (problem) return fileError(file.filename, problem);
    throw error;
  }
}

export const meta = officeMeta("import");
export const headers = officeHeaders;

const megabytes = IMPORT_FILE_MAX_BYTES / 1024 / 1024;

export default function ImportPage() {
  const { t } = useTranslation("office");
  const lng = useLinkedLanguage();
  const { refused } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ImportAnswer | undefined;
  const [form, fields] = useServerForm<{ intent: string; file: string }>("import-form", {
    lastResult: answer?.result,
  });
  // With JavaScript, a file over the limit is named before its bytes are sent.
  const [tooLarge, setTooLarge] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem(IMPORT_FILE_FIELD);
    const chosen = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const over = (chosen?.size ?? 0) > IMPORT_FILE_MAX_BYTES;
    setTooLarge(over);
    if (over) event.preventDefault();
  };
  const file = fields.file;
  const errors = tooLarge || (refused && !answer) ? ["office:import.errors.tooLarge"] : file.errors;
  const invalid = Boolean(errors?.length);
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
        <div className="field">
          <label htmlFor={file.id}>{t("import.file")}</label>
          <input
            type="file"
            id={file.id}
            name={IMPORT_FILE_FIELD}
            accept=".csv,.jsonl,text/csv,application/x-ndjson"
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${file.errorId} ${file.descriptionId}` : file.descriptionId}
          />
          <p id={file.descriptionId} className="muted field-hint">
            {t("import.fileHint", { size: megabytes })}
          </p>
          <ErrorList id={file.errorId} errors={errors} />
        </div>
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
