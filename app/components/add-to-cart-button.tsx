import { useTranslation } from "react-i18next";
import { useConsent } from "./cookie-consent.tsx";

/**
 * The product page's submit button. Adding is disabled until cookie consent is accepted and the
 * button then says so (transactions.md section 4, Add to cart 7); it is also disabled while the
 * request runs. The server refuses an add without consent too (app/.server/cart.ts).
 */
export function AddToCartButton({ disabled = false, busy = false }: { disabled?: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const blocked = !consent.accepted;
  return (
    <button
      type="submit"
      className="button button-primary"
      disabled={disabled || busy || blocked}
      aria-busy={busy || undefined}
    >
      {blocked ? t("home:consent.addToCart") : t("product.addToCart")}
    </button>
  );
}
