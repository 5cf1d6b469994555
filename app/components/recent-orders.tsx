import { useTranslation } from "../translation.tsx";
import type { OrderSummary } from "../../contract/account-orders.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import { formatDay, orderUrl } from "../lib/account-orders-format.ts";
import { OrderStatusBadge } from "./order-status.tsx";
import { PageLink } from "./page-link.tsx";

/** How many orders the account overview shows. */
export const RECENT_ORDERS = 5;

/** The account overview's last orders, each linking to its page, and a link to all of them. */
export function RecentOrders({ orders }: { orders: readonly OrderSummary[] }) {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  return (
    <section aria-labelledby="account-recent">
      <h2 id="account-recent">{t("recent.title")}</h2>
      {orders.length === 0 ? (
        <p>{t("recent.none")}</p>
      ) : (
        <ul className="recent-orders">
          {orders.map((o) => (
            <li key={o.number}>
              <PageLink to={orderUrl(o.number)}>{o.number}</PageLink>
              <span>{formatDay(o.date, lang)}</span>
              <OrderStatusBadge status={o.status} />
              <span className="numeric">{formatPrice(fromCents(o.total), o.currency, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <PageLink to="/account/orders">{t("recent.all")}</PageLink>
      </p>
    </section>
  );
}
