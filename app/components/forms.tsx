import { useTranslation } from "react-i18next";

/** Field errors under a control, translated; the control points at it with aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    // An alert region around the list: role="alert" on the <ul> itself would strip its list semantics.
    <div id={id} className="field-error" role="alert">
      <ul>
        {errors.map((e) => (
          <li key={e}>{t(e)}</li>
        ))}
      </ul>
    </div>
  );
}
