/**
 * A control's field errors, in a module of its own without conform or zod, so that a page whose
 * form the server alone validates does not load them (issue 25, decision 0040); forms.tsx
 * re-exports it.
 */
import { useTranslation } from "../translation.tsx";

/**
 * Field errors under a control, translated; the control points at it with aria-describedby. An
 * error with a space in it is a message the action already worded in the page's language (a
 * quantity rule's, app/lib/quantity-rule.ts): it is shown as it is, since no key has a space.
 */
export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    // The alert role sits on a wrapper: on the <ul> itself it would hide the list from assistive technology.
    <div id={id} className="field-error" role="alert">
      <ul>
        {errors.map((e) => (
          <li key={e}>{/\s/.test(e) ? e : t(e)}</li>
        ))}
      </ul>
    </div>
  );
}
