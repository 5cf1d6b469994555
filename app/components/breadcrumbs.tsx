/**
 * The trail above a page's heading (Home › Catalogue › DBA › DBA4137S), a list in a navigation
 * landmark with the current page marked, and the same trail for search engines as a schema.org
 * BreadcrumbList (JSON-LD is data, not script: the CSP does not apply to it).
 */
import { useTranslation } from "../translation.tsx";
import { JsonLd } from "./json-ld.tsx";
import { breadcrumbJsonLd, type Crumb } from "../lib/breadcrumbs.ts";
import { useRootData } from "../root-data.ts";
import { PageLink } from "./page-link.tsx";

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const origin = useRootData()?.origin;
  const full: Crumb[] = [{ label: t("breadcrumbs.home"), to: "/" }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        {full.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.to && i < full.length - 1 ? (
              <PageLink to={crumb.to}>{crumb.label}</PageLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      {origin ? <JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(full, origin) : null} /> : null}
    </nav>
  );
}
