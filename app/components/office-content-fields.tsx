/** The office's content forms' own controls: a checkbox, and a picture with its upload. */
import { useTranslation } from "../translation.tsx";
import { inputProps } from "../lib/server-form.ts";
import { ErrorList, type FieldLike } from "./form-fields.tsx";

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
