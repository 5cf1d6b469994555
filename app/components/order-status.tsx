import { useTranslation } from "../translation.tsx";
import type { OrderStatus } from "../../contract/account-orders-constants.ts";

/** An order's status as a badge, in words (never by colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("account");
  return <span className={`order-status order-status-${status}`}>{t(`orders.statuses.${status}`)}</span>;
}
