import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";

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

/**
 * The send button of the enquiry forms: disabled while the form shows errors or is being sent
 * (transactions.md section 5). Only with JavaScript: without it the server's answer says what to fix.
 */
export function SendButton({
  label,
  allErrors,
  sending,
}: {
  label: string;
  allErrors: Record<string, string[]>;
  sending: boolean;
}) {
  const hydrated = useHydrated();
  const invalid = Object.values(allErrors).some((errors) => errors.length > 0);
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={hydrated && (invalid || sending)}
      aria-busy={sending}
    >
      {label}
    </button>
  );
}
