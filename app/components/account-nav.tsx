import { useLocation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";

/** The account area's pages, in the order a trade buyer uses them. */
export const ACCOUNT_PAGES = [
  ["/account", "overview"],
  ["/quick-order", "quickOrder"],
  ["/account/orders", "orders"],
  ["/account/status", "status"],
  ["/account/transactions", "transactions"],
  ["/account/price-list", "priceList"],
  ["/account/claims", "claims"],
  ["/account/addresses", "addresses"],
  ["/account/settings", "settings"],
] as const;

/** The account area's navigation; the current page is marked for assistive technology too. */
export function AccountNav() {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const current = (path: string) =>
    path === "/account" ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <nav className="account-nav" aria-label={t("nav.label")}>
      <ul>
        {ACCOUNT_PAGES.map(([path, key]) => (
          <li key={path}>
            <PageLink to={path} aria-current={current(path) ? "page" : undefined}>
              {t(`nav.${key}`)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
