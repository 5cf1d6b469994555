import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";

/** The way to the warranty claim forms (issue 43 item 8), where a buyer with a failed part looks. */
export function WarrantyClaimLink({ prompt = "prompt" }: { prompt?: "prompt" | "orderPrompt" }) {
  const { t } = useTranslation();
  return (
    <p className="warranty-claim-link">
      {t(`warrantyClaim.${prompt}`)} <PageLink to="/warranty">{t("warrantyClaim.link")}</PageLink>
    </p>
  );
}
