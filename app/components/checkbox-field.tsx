import { ErrorList } from "./error-list.tsx";
import type { FieldLike } from "./form-fields.tsx";

/** A checkbox of a field (a boolean of the schema), its label beside it, its hint and its errors under it. */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldLike;
  label: React.ReactNode;
  hint?: React.ReactNode;
}) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [invalid ? field.errorId : null, hint ? field.descriptionId : null].filter(Boolean).join(" ");
  return (
    <div className="field field-checkbox">
      <div className="checkbox-row">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          key={field.key}
          value="on"
          defaultChecked={field.initialValue === "on"}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
