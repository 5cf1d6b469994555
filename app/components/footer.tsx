import { useTranslation } from "../translation.tsx";
import { useRootData } from "../root-data.ts";
import { useReturnPath } from "./cookie-consent.tsx";
import { PageLink } from "./page-link.tsx";
import { PaymentMarks } from "./payment-marks.tsx";

/** The footer's columns: each a title and its pages, named by footer.{page}: /stock-clearance by footer.stockClearance. */
export const COLUMNS = [
  ["shop", ["/catalogue", "/stock-clearance", "/brands", "/basket"]],
  ["information", ["/about", "/news", "/faq", "/contact"]],
  [
    "customerService",
    ["/shipping", "/returns", "/warranty", "/terms", "/privacy", "/cookies-policy", "/withdrawal", "/imprint"],
  ],
] as const;

/** The text key of a footer link: its path in camel case. */
export const footerKey = (path: string) => path.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export function Footer() {
  const { t } = useTranslation();
  const root = useRootData();
  const back = useReturnPath();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {COLUMNS.map(([title, paths], index) => (
          <section key={title} aria-labelledby={`footer-col-${index}`}>
            <h2 id={`footer-col-${index}`}>{t(`footer.${title}`)}</h2>
            <ul>
              {paths.map((to) => (
                <li key={to}>
                  <PageLink to={to}>{t(`footer.${footerKey(to)}`)}</PageLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t("footer.company")}</h2>
          {root?.office ? (
            <address>
              {root.office.address}
              <br />
              {root.office.hours}
              <br />
              <a href={`mailto:${root.office.email}`}>{root.office.email}</a>
            </address>
          ) : null}
          {root?.lang === "pl" ? (
            <p>
              <PageLink to="/panel">{t("footer.panel")}</PageLink>
            </p>
          ) : null}
        </section>
      </div>
      <div className="footer-bottom">
        <PageLink to={`/cookies/settings?${new URLSearchParams({ redirectTo: back })}`}>
          {t("footer.cookieSettings")}
        </PageLink>
        <a href="https://www.facebook.com/" rel="noopener noreferrer">
          {t("footer.social")}
        </a>
        <PaymentMarks marks={root?.payments ?? []} id="footer-payments" />
        <p>{t("footer.copyright", { year: root?.year ?? new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
