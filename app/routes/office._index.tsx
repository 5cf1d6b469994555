/** The office's home (issue 38): who is signed in, with which roles, and a warning when few recovery codes are left. */
import { useTranslation } from "../translation.tsx";
import { OfficeErrorBoundary } from "../components/office-error.tsx";
import { useOfficeData } from "../components/office-header.tsx";
import { PageLink } from "../components/page-link.tsx";
import { isLanguage } from "../../contract/languages.ts";
import { officeClock } from "../lib/office-format.ts";
import { FEW_RECOVERY_CODES, sectionsFor } from "../lib/office.ts";
import { officeHeaders, officeMeta } from "../lib/office-meta.ts";

export const meta = officeMeta("home");
export const headers = officeHeaders;

export default function OfficeHome() {
  const { t, i18n } = useTranslation("office");
  const office = useOfficeData();
  if (!office) return null;
  const { staff, expires, recoveryLeft } = office;
  const until = officeClock(expires, isLanguage(i18n.language) ? i18n.language : "en");
  const sections = sectionsFor(staff.roles).filter((s) => s.key !== "home");
  return (
    <section className="page office-page">
      <h1>{t("home.title")}</h1>
      <p>
        {staff.name
          ? t("home.signedInAs", { name: staff.name, email: staff.email })
          : t("home.signedInAsEmail", { email: staff.email })}
      </p>
      <p>
        {t("home.roles")} <strong>{staff.roles.map((r) => t(`roles.${r}`)).join(", ")}</strong>
      </p>
      <p className="muted">{t("home.expires", { time: until })}</p>
      {recoveryLeft <= FEW_RECOVERY_CODES ? (
        <p className="notice notice-warning" role="note">
          {t("home.fewCodes", { count: recoveryLeft })}{" "}
          <PageLink to="/office/recovery-codes">{t("home.renewCodes")}</PageLink>
        </p>
      ) : null}
      <h2>{t("home.sections")}</h2>
      <ul className="office-cards">
        {sections.map((s) => (
          <li key={s.key}>
            <PageLink to={s.to}>{t(`shell.sections.${s.key}`)}</PageLink>
            <p className="muted">{t(`home.about.${s.key}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = OfficeErrorBoundary;
