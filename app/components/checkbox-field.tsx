import type { FieldMetadata } from "@conform-to/react";

/** A checkbox of a conform field (a boolean of the schema), its label beside it and its hint under it. */
export function CheckboxField<Schema>({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<Schema>;
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
