import type { QuoteStatus } from "../../contract/quote-constants.ts";
import { useTranslation } from "../translation.tsx";

/** A quote's page in the account. */
export const quoteUrl = (number: string) => `/account/quotes/${encodeURIComponent(number)}`;

/** A quote's status as a badge, in words (never by colour alone). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation("account");
  return <span className={`order-status quote-status-${status}`}>{t(`quotes.statuses.${status}`)}</span>;
}
