/**
 * Links to the technical part searches, on the catalogue and on each search's page: a module of its
 * own so that the catalogue page does not load the searches' form (the JavaScript budget, issue 25).
 */
import { useTranslation } from "../translation.tsx";
import { PART_SEARCHES, type PartSearchKind } from "../../contract/wire-constants.ts";
import { PageLink } from "./page-link.tsx";

/** Links to the four searches; the current one marked. */
export function PartSearchLinks({ current }: { current?: PartSearchKind }) {
  const { t } = useTranslation("catalogue");
  return (
    <nav className="part-search-links" aria-labelledby="part-search-links-title">
      <span id="part-search-links-title" className="muted">
        {t("partSearch.searches")}
      </span>
      <ul>
        {PART_SEARCHES.map((kind) => (
          <li key={kind}>
            <PageLink to={`/catalogue/search/${kind}`} aria-current={kind === current ? "page" : undefined}>
              {t(`partSearch.kinds.${kind}`)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
