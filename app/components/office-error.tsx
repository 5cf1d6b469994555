/**
 * The office's error boundary (issue 38): its own answers as pages in the office (not for your
 * role: 403; this ERP has no office: 501), everything else as the shop's (404 page, Server error
 * dialog).
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";
import { RouteErrorBoundary } from "./server-error.tsx";

export function OfficeErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("office");
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="page narrow">
        <h1>{t("forbidden.title")}</h1>
        <p>{t("forbidden.text")}</p>
        <p>
          <PageLink to="/office">{t("forbidden.home")}</PageLink>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 501) {
    return (
      <section className="page narrow">
        <h1>{t("missing.title")}</h1>
        <p>{t("missing.text")}</p>
        <p>
          <PageLink to="/">{t("missing.shop")}</PageLink>
        </p>
      </section>
    );
  }
  return <RouteErrorBoundary />;
}
