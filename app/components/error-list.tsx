/**
 * A control's field errors, in a module of its own without conform or zod, so that a page whose
 * form the server alone validates does not load them (issue 25, decision 0040); forms.tsx
 * re-exports it.
 */
import { useTranslation } from "../translation.tsx";

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
