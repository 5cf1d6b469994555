import { useTranslation } from "react-i18next";
import { pageMeta } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { PageLink } from "../components/page-link.tsx";

/**
 * The customer panel linked from the Polish footer. It opens with login, which the shop does not
 * have yet: the page says so honestly instead of answering 404.
 */
export const meta = pageMeta("panel");

export default function PanelPage() {
  const { t } = useTranslation("pages");
  return (
    <article className="page narrow info-page">
      <h1>{t("panel.title")}</h1>
      <p className="lead">{t("panel.text")}</p>
      <p>{t("panel.meanwhile")}</p>
      <ul className="link-list">
        <li>
          <PageLink to="/basket">{t("panel.basket")}</PageLink>
        </li>
        <li>
          <PageLink to="/contact">{t("panel.contact")}</PageLink>
        </li>
      </ul>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
