import { useTranslation } from "react-i18next";
import { useRootData } from "../root.tsx";

/** The one-time message after a form post (e.g. "Added to basket"), announced to screen readers. */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notice = useRootData()?.notice;
  return (
    <div role="status" aria-live="polite" className="notice-region">
      {notice ? <p className={`notice notice-${notice.tone ?? "success"}`}>{t(notice.key, notice.params)}</p> : null}
    </div>
  );
}
