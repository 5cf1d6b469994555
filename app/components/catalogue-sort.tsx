import { useTranslation } from "../translation.tsx";
import { CATALOGUE_SORTS } from "../../contract/wire-constants.ts";

/** The filter forms' sort order select (the catalogue's and the part search's), keyed to reset on a new answer. */
export function SortField({ id, sort }: { id: string; sort: string }) {
  const { t } = useTranslation("catalogue");
  return (
    <p className="field">
      <label htmlFor={id}>{t("sort")}</label>
      <select id={id} name="sort" defaultValue={sort} key={`sort-${sort}`}>
        {CATALOGUE_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`sorts.${value}`)}
          </option>
        ))}
      </select>
    </p>
  );
}
