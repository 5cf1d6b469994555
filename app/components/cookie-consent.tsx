/**
 * Cookie consent in the page: the banner and useConsent(). The banner's first level offers
 * "Accept all", "Reject all" and "Settings" in one style, so saying no is as easy as saying yes
 * (decision 0030). It is a plain form posting to /cookies/settings, so it works without
 * JavaScript; the root loader reads the `consent` cookie, so the banner is gone on the next render
 * once the shopper has answered either way.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { DEFAULT_CONSENT, type Consent } from "../lib/consent.ts";
import { useLinkedLanguage, useRootData } from "../root-data.ts";
import { PageLink } from "./page-link.tsx";

/** The shopper's cookie consent (root loader data); not accepted with mandatory only by default. */
export function useConsent(): Consent {
  return useRootData()?.consent ?? DEFAULT_CONSENT;
}

/** The current path and query, as the place to come back to after a consent or language form. */
export function useReturnPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

export function CookieBanner() {
  const { t } = useTranslation("home");
  const consent = useConsent();
  const back = useReturnPath();
  const location = useLocation();
  // Accepting on a page shown in a language by a ?lng= link also keeps that language.
  const action = `/cookies/settings${useLinkedLanguage()}`;
  if (consent.accepted || location.pathname === "/cookies/settings") return null;
  return (
    <section className="cookie-banner" aria-label={t("consent.bannerLabel")}>
      {/* A phone shows the short text, its details one link away, so the banner leaves the page in view. */}
      <p className="cookie-banner-text">{t("consent.bannerText")}</p>
      <p className="cookie-banner-short">
        {t("consent.bannerShort")} <PageLink to="/cookies-policy">{t("consent.details")}</PageLink>
      </p>
      <Form method="post" action={action} preventScrollReset className="cookie-banner-actions">
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" name="intent" value="accept" className="button button-primary">
          {t("consent.accept")}
        </button>
        <button type="submit" name="intent" value="reject" className="button button-primary">
          {t("consent.reject")}
        </button>
        <PageLink
          to={`/cookies/settings?${new URLSearchParams({ redirectTo: back })}`}
          className="button button-primary"
        >
          {t("consent.manage")}
        </PageLink>
      </Form>
    </section>
  );
}
