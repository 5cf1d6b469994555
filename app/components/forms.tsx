import { useTranslation } from "react-i18next";

/** Field errors under a control, translated; the control points at it with aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    // The alert role sits on a wrapper: on the <ul> itself it would hide the list from assistive technology.
    <div id={id} className="field-error" role="alert">
      <ul>
        {errors.map((e) => (
          <li key={e}>{t(e)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled control with an optional hint and its errors; pass the hint's id to the control's aria-describedby. */
export function Field({
  label,
  id,
  errorId,
  errors,
  hint,
  hintId,
  children,
}: {
  label: React.ReactNode;
  id: string;
  errorId: string;
  errors?: string[] | null;
  hint?: string;
  hintId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
