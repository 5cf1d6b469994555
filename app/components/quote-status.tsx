import type { QuoteStatus } from "../../contract/quote-constants.ts";
import { useTranslation } from "../translation.tsx";

/** A quote's status as a badge, in words (never by colour alone). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation("account");
  return <span className={`order-status quote-status-${status}`}>{t(`quotes.statuses.${status}`)}</span>;
}
