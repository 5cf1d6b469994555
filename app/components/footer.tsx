import { useTranslation } from "../translation.tsx";
import { formatAddress, OFFICES } from "../../contract/seller.ts";
import { useRootData } from "../root.tsx";
import { useReturnPath } from "./cookie-consent.tsx";
import { PageLink } from "./page-link.tsx";
import { PaymentMarks } from "./payment-marks.tsx";

export function Footer() {
  const { t } = useTranslation();
  const root = useRootData();
  const lang = root?.lang ?? "en";
  // The main office; the seller (which differs by region) is named on the terms and imprint pages.
  const office = OFFICES.EU;
  const back = useReturnPath();
  const columns: { title: string; links: { to: string; label: string }[] }[] = [
    {
      title: t("footer.shop"),
      links: [
        { to: "/catalogue", label: t("footer.catalogue") },
        { to: "/stock-clearance", label: t("footer.stockClearance") },
        { to: "/brands", label: t("footer.brands") },
        { to: "/basket", label: t("footer.basket") },
      ],
    },
    {
      title: t("footer.information"),
      links: [
        { to: "/about", label: t("footer.about") },
        { to: "/news", label: t("footer.news") },
        { to: "/faq", label: t("footer.faq") },
        { to: "/contact", label: t("footer.contact") },
      ],
    },
    {
      title: t("footer.customerService"),
      links: [
        { to: "/shipping", label: t("footer.shipping") },
        { to: "/returns", label: t("footer.returns") },
        { to: "/terms", label: t("footer.terms") },
        { to: "/privacy", label: t("footer.privacy") },
        { to: "/cookies-policy", label: t("footer.cookiesPolicy") },
        { to: "/withdrawal", label: t("footer.withdrawal") },
        { to: "/imprint", label: t("footer.imprint") },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {columns.map((column, index) => (
          <section key={column.title} aria-labelledby={`footer-col-${index}`}>
            <h2 id={`footer-col-${index}`}>{column.title}</h2>
            <ul>
              {column.links.map((l) => (
                <li key={l.to}>
                  <PageLink to={l.to}>{l.label}</PageLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t("footer.company")}</h2>
          <address>
            {formatAddress(office.address, lang).join(", ")}
            <br />
            {t("footer.hours")}
            <br />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
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
