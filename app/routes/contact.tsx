import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { shop } from "~/.server/shop";
import { visitorRegion } from "~/.server/region";
import { pageMeta } from "~/components/content";
import { RouteErrorBoundary } from "~/components/server-error";
import { formatAddress, OFFICE_HOURS, OFFICES, sellerFor } from "~/lib/seller";

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, erp } = await shop(request);
  const region = await visitorRegion(erp);
  const lang = context.lang;
  const seller = sellerFor(region);
  const office = OFFICES[region];
  return {
    region,
    registered: { name: seller.name, lines: formatAddress(seller.registeredOffice, lang), vatId: seller.vatId, register: `${seller.register[lang]}, ${seller.registerNumber}` },
    office: { label: office.label[lang], lines: formatAddress(office.address, lang), phone: office.phone, email: office.email },
    hours: `${OFFICE_HOURS.days[lang]}: ${OFFICE_HOURS.time}`,
  };
}

export const meta = pageMeta("contact");

export default function ContactPage() {
  const { t } = useTranslation("pages");
  const { region, registered, office, hours } = useLoaderData<typeof loader>();
  const mail = (subject: string) => `mailto:${office.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <article className="page narrow info-page">
      <h1>{t("contact.title")}</h1>
      <p className="muted">{t("contact.region", { region: t(`contact.regions.${region}`) })}</p>
      <div className="contact-grid">
        <section aria-labelledby="registered-office">
          <h2 id="registered-office">{t("contact.registeredOffice")}</h2>
          <address>
            {registered.name}
            {registered.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
          <p className="muted">
            {registered.register}
            <br />
            {t("seller.vatId")}: {registered.vatId}
          </p>
        </section>
        <section aria-labelledby="office">
          <h2 id="office">{office.label}</h2>
          <address>
            {office.lines.map((line, i) => (
              <span key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </span>
            ))}
            <br />
            {t("contact.phone")}: <a href={`tel:${office.phone.replace(/\s/g, "")}`}>{office.phone}</a>
            <br />
            {t("contact.email")}: <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
        </section>
        <section aria-labelledby="hours">
          <h2 id="hours">{t("contact.hours")}</h2>
          <p>{hours}</p>
          <p>{t("contact.response")}</p>
        </section>
      </div>
      <section aria-labelledby="enquiry-forms" className="content-section">
        <h2 id="enquiry-forms">{t("contact.forms")}</h2>
        <nav aria-labelledby="enquiry-forms" className="tab-links">
          <ul>
            <li>
              <a href="#general">{t("contact.general")}</a>
            </li>
            <li>
              <a href="#dealer">{t("contact.dealer")}</a>
            </li>
          </ul>
        </nav>
        <section id="general" aria-labelledby="general-title" className="tab-panel">
          <h3 id="general-title">{t("contact.general")}</h3>
          <p>{t("contact.generalText")}</p>
          <p>{t("contact.formPending")}</p>
          <p>
            <a href={mail(t("contact.general"))}>{t("contact.mailGeneral", { email: office.email })}</a>
          </p>
        </section>
        <section id="dealer" aria-labelledby="dealer-title" className="tab-panel">
          <h3 id="dealer-title">{t("contact.dealer")}</h3>
          <p>{t("contact.dealerText")}</p>
          <p>{t("contact.formPending")}</p>
          <p>
            <a href={mail(t("contact.dealer"))}>{t("contact.mailDealer", { email: office.email })}</a>
          </p>
        </section>
        <p>
          {t("contact.policies")} <Link to="/privacy">{t("contact.privacy")}</Link>, <Link to="/terms">{t("contact.terms")}</Link>
        </p>
      </section>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
