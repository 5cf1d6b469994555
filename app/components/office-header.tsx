/**
 * The office's header (issue 38), in the shop's look: the shop's mark naming the office, the
 * language flags (the same POST form as the shop's), and, in a staff session, who is signed in,
 * the sign-out form and the sections their roles reach. No search, basket or shop menu.
 */
import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { useRootData } from "../root-data.ts";
import { sectionsFor } from "../lib/office.ts";
import type { loader as officeLoader } from "../routes/office.tsx";
import { LanguageSwitch } from "./header.tsx";
import { PageLink } from "./page-link.tsx";

/** The office layout's data (app/routes/office.tsx): undefined on the sign-in and enrolment pages. */
export const useOfficeData = () => useRouteLoaderData<typeof officeLoader>("routes/office");

export function OfficeHeader() {
  const { t } = useTranslation("office");
  const root = useRootData();
  const office = useOfficeData();
  const { pathname } = useLocation();
  const staff = office?.staff;
  return (
    <header className="site-header office-header">
      <a className="skip-link" href="#main">
        {t("common:shell.skip")}
      </a>
      <div className="office-bar">
        <PageLink to="/office" className="logo">
          <img src="/logo.svg" alt="" width="44" height="44" />
          <span>
            {t("common:shell.shopName")} <span className="office-badge">{t("shell.title")}</span>
          </span>
        </PageLink>
        <LanguageSwitch lang={root?.lang ?? "en"} />
        {staff ? (
          <div className="office-who">
            <p>
              <span className="office-who-name">{staff.name || staff.email}</span>{" "}
              {staff.name ? <span className="muted">{staff.email}</span> : null}
            </p>
            <Form method="post" action="/office/sign-out" className="sign-out" reloadDocument>
              <button type="submit" className="button-link">
                {t("shell.signOut")}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
      {staff ? (
        <nav aria-label={t("shell.nav")} className="office-nav">
          <ul>
            {sectionsFor(staff.roles).map((s) => (
              <li key={s.key}>
                <PageLink to={s.to} aria-current={pathname === s.to ? "page" : undefined}>
                  {t(`shell.sections.${s.key}`)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
