import { useNavigation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";

/**
 * The loader the spec shows while a page's data comes (search, product, catalogue): a bar at the
 * top of the window while a client-side navigation loads. Without JavaScript the browser's own
 * progress indicator does this job.
 */
export function PageLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="page-loader" role="progressbar" aria-label={t("shell.loading")}>
      <span />
    </div>
  );
}
