/**
 * The office's content forms' own controls: a checkbox, a picture with its upload, and the
 * language to preview in with the save and preview buttons.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../translation.tsx";
import { PREVIEW_LANGUAGES } from "../lib/office.ts";
import { inputProps } from "../lib/server-form.ts";
import { ErrorList, Options, type FieldLike } from "./form-fields.tsx";

/** A checkbox with its label and errors ("on" when checked). */
export function CheckboxField({ field, label }: { field: FieldLike; label: string }) {
  const props = inputProps(field, { type: "checkbox" });
  return (
    <div className="checkbox-row">
      <input {...props} key={field.key} />
      <label htmlFor={field.id}>{label}</label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * A picture: the one kept (shown, its address in a hidden field, optionally removed) and a file
 * input for a new one, a JPEG, PNG or WebP picture (the server reads the type from its bytes).
 */
export function PictureField({
  field,
  label,
  current,
  keptField,
  removeField,
}: {
  field: FieldLike;
  label: string;
  current: string | null;
  keptField: FieldLike;
  removeField?: FieldLike;
}) {
  const { t } = useTranslation("office");
  const invalid = Boolean(field.errors?.length);
  return (
    <div className="field office-picture">
      {current ? (
        <>
          <p>{t("content.currentPicture")}</p>
          <img src={current} alt={t("content.currentPictureAlt")} width="240" height="136" />
          <input type="hidden" name={keptField.name} value={current} />
          {removeField ? <CheckboxField field={removeField} label={t("content.removePicture")} /> : null}
        </>
      ) : null}
      <label htmlFor={field.id}>{label}</label>
      <input
        type="file"
        id={field.id}
        name={field.name}
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${field.errorId} ${field.descriptionId}` : field.descriptionId}
      />
      <p id={field.descriptionId} className="muted field-hint">
        {t("content.pictureHint")}
      </p>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The end of a content form: the language to preview in (posted as `previewlang`), then save and
 * show the preview (the intents "save" and "preview"), and any other action.
 */
export function PreviewActions({
  formId,
  lang,
  save,
  children,
}: {
  formId: string;
  /** The language chosen last. */
  lang: string;
  save: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("office");
  const id = `${formId}-previewlang`;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t("content.previewIn")}</label>
        <select id={id} name="previewlang" defaultValue={lang}>
          <Options values={PREVIEW_LANGUAGES} text={(l) => t(`content.languages.${l}`)} />
        </select>
      </div>
      <div className="office-actions">
        <button type="submit" name="intent" value="save" className="button button-primary">
          {save}
        </button>
        <button type="submit" name="intent" value="preview" className="button">
          {t("content.showPreview")}
        </button>
        {children}
      </div>
    </>
  );
}
