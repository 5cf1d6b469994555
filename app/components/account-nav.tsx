import { useLocation } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";
import { useRootData } from "../root-data.ts";

/** The account area's pages, in the order a trade buyer uses them. */
export const ACCOUNT_PAGES = [
  ["/account", "overview"],
  ["/quick-order", "quickOrder"],
  ["/account/orders", "orders"],
  ["/account/quotes", "quotes"],
  ["/account/approvals", "approvals"],
  ["/account/status", "status"],
  ["/account/transactions", "transactions"],
  ["/account/price-list", "priceList"],
  ["/account/claims", "claims"],
  ["/account/addresses", "addresses"],
  ["/account/people", "people"],
  ["/account/settings", "settings"],
] as const;

/** The pages only a company's admin uses (the ERP refuses the rest their calls). */
const ADMIN_PAGES: ReadonlySet<string> = new Set(["/account/transactions", "/account/people", "/account/approvals"]);

/** The account area's navigation; the current page is marked for assistive technology too. */
export function AccountNav() {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const role = useRootData()?.accountRole ?? null;
  // A buyer or viewer has no admin pages; a session from before roles were noted belongs to an admin.
  const pages = ACCOUNT_PAGES.filter(([path]) => !ADMIN_PAGES.has(path) || role === null || role === "admin");
  const current = (path: string) =>
    path === "/account" ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <nav className="account-nav" aria-label={t("nav.label")}>
      <ul>
        {pages.map(([path, key]) => (
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
