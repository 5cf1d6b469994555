import { useTranslation } from "../translation.tsx";

/**
 * The product page's submit button, disabled while the request runs. Adding needs no cookie
 * consent: the basket and its session cookie are strictly necessary (decision 0030).
 */
export function AddToCartButton({ disabled = false, busy = false }: { disabled?: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button-primary" disabled={disabled || busy} aria-busy={busy || undefined}>
      {t("product.addToCart")}
    </button>
  );
}
