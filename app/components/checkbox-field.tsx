import type { FieldLike } from "./form-fields.tsx";

/** A checkbox of a field (a boolean of the schema), its label beside it and its hint under it. */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldLike;
  label: React.ReactNode;
  hint?: React.ReactNode;
}) {
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
          aria-describedby={hint ? field.descriptionId : undefined}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
