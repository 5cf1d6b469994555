/**
 * What became of an order that waited for a company admin's approval (issue 41), on the order's
 * pages: waiting (why, and that it is cancelled unless approved before its hold ends), rejected
 * (with the admin's note) or run out. Nothing for an approved order or one that never waited.
 */
import type { ApprovalState } from "../../contract/approval-state.ts";
import { formatMoment } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { useTranslation } from "../translation.tsx";

export function ApprovalNotice({ approval }: { approval: ApprovalState | null }) {
  const { t, i18n } = useTranslation("common");
  if (!approval || approval.decision === "approved") return null;
  if (approval.decision === "rejected")
    return (
      <p className="notice notice-warning" role="status">
        {t("approval.rejected", { note: approval.note ?? "" })}
      </p>
    );
  if (approval.decision === "expired")
    return (
      <p className="notice notice-warning" role="status">
        {t("approval.expired")}
      </p>
    );
  const reasons = approval.reasons.map((r) => t(`approval.reasons.${r}`)).join("; ");
  const until = formatMoment(approval.holduntil, i18n.language as Language);
  return (
    <p className="notice notice-warning" role="status">
      {t("approval.waiting", { reasons, until })}
    </p>
  );
}
