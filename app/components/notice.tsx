import { useTranslation } from "../translation.tsx";
import { useRootData } from "../root-data.ts";

/** The one-time message after a form post (e.g. "Added to basket"), announced to screen readers. */
export function NoticeBanner() {
  const { t } = useTranslation();
  const root = useRootData();
  const notice = root?.notice;
  return (
    <div role="status" aria-live="polite" className="notice-region">
      {notice ? (
        // A new element for each notice (root's noticeId), so two adds in a row each show their 2 seconds.
        <p
          key={root?.noticeId}
          className={`notice notice-${notice.tone ?? "success"}${notice.brief ? " notice-brief" : ""}`}
        >
          {t(notice.key, notice.params)}
        </p>
      ) : null}
    </div>
  );
}
