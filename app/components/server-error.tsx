import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { useRootData } from "../root-data.ts";
import { PageLink } from "./page-link.tsx";

/**
 * The spec's "Server error" dialog with the message and an OK button. Rendered open by the server,
 * so it works without JavaScript; OK leads back to the main page.
 */
export function ServerErrorDialog({ message, code }: { message: string; code?: string }) {
  const { t } = useTranslation();
  return (
    <dialog open className="dialog" aria-labelledby="server-error-title" aria-describedby="server-error-message">
      <h2 id="server-error-title">{t("errors.server")}</h2>
      <p id="server-error-message">{message}</p>
      {code ? <p className="muted">{code}</p> : null}
      <PageLink to="/" className="button">
        {t("errors.ok")}
      </PageLink>
    </dialog>
  );
}

/** Route error boundary: 404 page, else the Server error dialog with the message. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // The office's contact details as the footer shows them (the root loader's); when the root
  // loader itself failed there are none to give, and the page only asks to try again.
  const office = useRootData()?.office;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="page narrow">
        <h1>{t("errors.notFoundTitle")}</h1>
        <p>{typeof error.data === "string" && error.data ? error.data : t("errors.notFoundText")}</p>
        <p>
          <PageLink to="/">{t("search.backHome")}</PageLink>
        </p>
      </section>
    );
  }
  const message = isRouteErrorResponse(error)
    ? String((error.data as { message?: string })?.message ?? error.statusText)
    : office
      ? t("errors.text", { email: office.email, phone: office.phone })
      : t("errors.retry");
  return (
    <section className="page narrow">
      <ServerErrorDialog message={message} />
    </section>
  );
}
